CREATE TABLE "product_set_items" (
	"set_id" text NOT NULL,
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_set_items_set_id_product_id_pk" PRIMARY KEY("set_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_sets" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"category_id" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_set_items_product_idx" ON "product_set_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_items_master_idx" ON "order_items" USING btree ("master_id");
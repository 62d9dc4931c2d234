CREATE TABLE "postal_codes" (
	"country_code" text NOT NULL,
	"code" text NOT NULL,
	"city" text NOT NULL,
	"city_key" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "postal_codes_country_code_code_pk" PRIMARY KEY("country_code","code")
);
--> statement-breakpoint
CREATE TABLE "stock_notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"upc" text NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"shopper_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
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
CREATE INDEX "stock_notifications_upc_idx" ON "stock_notifications" USING btree ("upc");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_notifications_pending_idx" ON "stock_notifications" USING btree ("upc","email") WHERE notified_at is null;--> statement-breakpoint
CREATE INDEX "product_set_items_product_idx" ON "product_set_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_items_master_idx" ON "order_items" USING btree ("master_id");
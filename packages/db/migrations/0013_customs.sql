CREATE TABLE "customs_recipes" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"upc" text,
	"owner_id" text,
	"code" text,
	"name" jsonb,
	"choices" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customs_templates" (
	"product_id" text PRIMARY KEY NOT NULL,
	"zones" jsonb NOT NULL,
	"monogram_max_length" integer DEFAULT 0 NOT NULL,
	"surcharge" jsonb NOT NULL,
	"monogram_surcharge" jsonb NOT NULL
);
--> statement-breakpoint
DROP INDEX "cart_items_cart_upc_idx";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "recipe_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "recipe_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "customs_recipes_code_idx" ON "customs_recipes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "customs_recipes_owner_idx" ON "customs_recipes" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_cart_upc_idx" ON "cart_items" USING btree ("cart_id","upc") WHERE "cart_items"."custom_amount" is null and "cart_items"."recipe_id" is null;
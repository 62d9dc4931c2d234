DROP INDEX "cart_items_cart_upc_idx";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping_address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "custom_amount" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gift_option" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gift_card_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_cart_upc_idx" ON "cart_items" USING btree ("cart_id","upc") WHERE "cart_items"."custom_amount" is null;
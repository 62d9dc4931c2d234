CREATE TABLE "cart_price_adjustments" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"item_id" text,
	"amount" integer,
	"percent" integer,
	"reason" text NOT NULL,
	"note" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "device_fingerprint" text;--> statement-breakpoint
CREATE INDEX "cart_price_adjustments_cart_idx" ON "cart_price_adjustments" USING btree ("cart_id");
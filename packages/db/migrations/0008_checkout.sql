CREATE TABLE "gift_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"number_hash" text NOT NULL,
	"last4" text NOT NULL,
	"currency" text NOT NULL,
	"initial_balance" integer NOT NULL,
	"balance" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_number_hash_unique" UNIQUE("number_hash"),
	CONSTRAINT "gift_cards_balance_not_negative" CHECK ("gift_cards"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gateway_bnpl_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_coupons" (
	"cart_id" text NOT NULL,
	"code" text NOT NULL,
	"promotion_id" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_coupons_cart_id_code_pk" PRIMARY KEY("cart_id","code")
);
--> statement-breakpoint
CREATE TABLE "promotion_redemptions" (
	"id" text PRIMARY KEY NOT NULL,
	"promotion_id" text NOT NULL,
	"order_number" text NOT NULL,
	"shopper_id" text NOT NULL,
	"email" text NOT NULL,
	"coupon_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"level" text NOT NULL,
	"kind" text NOT NULL,
	"config" jsonb NOT NULL,
	"coupon_code" text,
	"audiences" text[] DEFAULT '{}'::text[] NOT NULL,
	"site_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"total_limit" integer,
	"per_shopper_limit" integer,
	"redemption_count" integer DEFAULT 0 NOT NULL,
	"callout_message" jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "promotions_coupon_code_unique" UNIQUE("coupon_code"),
	CONSTRAINT "promotions_redemptions_within_limit" CHECK ("promotions"."total_limit" is null or "promotions"."redemption_count" <= "promotions"."total_limit")
);
--> statement-breakpoint
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
CREATE TABLE "order_events" (
	"id" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"type" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_for_later" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"site_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_for_later_items" (
	"id" text PRIMARY KEY NOT NULL,
	"list_id" text NOT NULL,
	"upc" text NOT NULL,
	"qty" integer NOT NULL,
	"pdp_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gateway_authorizations" ADD COLUMN "three_ds_result" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "store_id" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "delivery_method" text;--> statement-breakpoint
ALTER TABLE "cart_payments" ADD COLUMN "gift_card_id" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "device_fingerprint" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "store_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "delivery_method" text;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "gift_card_id" text;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "action_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_summary" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "promotion_redemptions_promotion_idx" ON "promotion_redemptions" USING btree ("promotion_id");--> statement-breakpoint
CREATE INDEX "promotion_redemptions_order_idx" ON "promotion_redemptions" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "cart_price_adjustments_cart_idx" ON "cart_price_adjustments" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_for_later_owner_site_idx" ON "saved_for_later" USING btree ("owner_id","site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_for_later_items_list_upc_idx" ON "saved_for_later_items" USING btree ("list_id","upc");
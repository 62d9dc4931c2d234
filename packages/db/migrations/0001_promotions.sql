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
ALTER TABLE "orders" ADD COLUMN "promo_summary" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "promotion_redemptions_promotion_idx" ON "promotion_redemptions" USING btree ("promotion_id");--> statement-breakpoint
CREATE INDEX "promotion_redemptions_order_idx" ON "promotion_redemptions" USING btree ("order_number");
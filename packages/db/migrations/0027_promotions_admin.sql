CREATE TABLE "loyalty_point_adjustments" (
	"id" text PRIMARY KEY NOT NULL,
	"shopper_id" text NOT NULL,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"balance" integer NOT NULL,
	"operator_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"promotion_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "requires_code" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "loyalty_point_adjustments_shopper_idx" ON "loyalty_point_adjustments" USING btree ("shopper_id","created_at");--> statement-breakpoint
CREATE INDEX "promotion_codes_promotion_idx" ON "promotion_codes" USING btree ("promotion_id","code");--> statement-breakpoint
CREATE INDEX "orders_promo_summary_idx" ON "orders" USING gin ("promo_summary" jsonb_path_ops);--> statement-breakpoint
UPDATE "promotions" SET "requires_code" = true WHERE "coupon_code" IS NOT NULL;

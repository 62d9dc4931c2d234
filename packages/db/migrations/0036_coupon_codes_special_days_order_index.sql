CREATE TABLE "store_special_days" (
	"store_id" text NOT NULL,
	"day" date NOT NULL,
	"hours" text,
	"reason" jsonb NOT NULL,
	CONSTRAINT "store_special_days_store_id_day_pk" PRIMARY KEY("store_id","day")
);
--> statement-breakpoint
DROP INDEX "orders_owner_idx";--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD COLUMN "single_use" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD COLUMN "used_by_order" text;--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "promotion_codes_used_by_order_idx" ON "promotion_codes" USING btree ("used_by_order") WHERE "promotion_codes"."used_by_order" is not null;--> statement-breakpoint
CREATE INDEX "orders_owner_placed_idx" ON "orders" USING btree ("owner_id","placed_at","order_number");--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD CONSTRAINT "promotion_codes_used_only_if_single" CHECK ("promotion_codes"."used_by_order" is null or "promotion_codes"."single_use");
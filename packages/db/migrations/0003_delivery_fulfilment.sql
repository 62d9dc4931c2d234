CREATE TABLE "order_events" (
	"id" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"type" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "store_id" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "delivery_method" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "store_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "delivery_method" text;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_number");
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
CREATE INDEX "stock_notifications_upc_idx" ON "stock_notifications" USING btree ("upc");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_notifications_pending_idx" ON "stock_notifications" USING btree ("upc","email") WHERE notified_at is null;
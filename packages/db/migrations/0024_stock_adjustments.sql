CREATE TABLE "stock_adjustments" (
	"id" text PRIMARY KEY NOT NULL,
	"upc" text NOT NULL,
	"location" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"before" integer NOT NULL,
	"after" integer NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stock_adjustments_upc_idx" ON "stock_adjustments" USING btree ("upc","created_at");--> statement-breakpoint
CREATE INDEX "stock_adjustments_created_idx" ON "stock_adjustments" USING btree ("created_at","id");
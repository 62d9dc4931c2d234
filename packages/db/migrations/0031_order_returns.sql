CREATE TABLE "order_return_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"return_id" text NOT NULL,
	"order_item_id" text NOT NULL,
	"qty" integer NOT NULL,
	"reason" text NOT NULL,
	"condition" text,
	"disposition" text,
	"location" text,
	"write_off_reason" text,
	"refunded_amount" integer
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"authorised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"authorised_by" text NOT NULL,
	"received_at" timestamp with time zone,
	"received_by" text,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancel_reason" text,
	"refunded_amount" integer
);
--> statement-breakpoint
CREATE INDEX "order_return_lines_return_idx" ON "order_return_lines" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "order_return_lines_item_idx" ON "order_return_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_number","authorised_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_returns_reference_idx" ON "order_returns" USING btree ("reference") WHERE status <> 'cancelled';
CREATE TABLE "payment_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"cart_id" text NOT NULL,
	"shopper_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"claim_token" text NOT NULL,
	"method_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"authorization_id" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "claim_token" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "lease_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_attempts_open_idx" ON "payment_attempts" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "payment_attempts_cart_idx" ON "payment_attempts" USING btree ("cart_id");
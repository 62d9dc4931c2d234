CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"shopper_id" text NOT NULL,
	"store_id" text,
	"store_employee_id" text,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "authorization_codes" ADD COLUMN "store_id" text;--> statement-breakpoint
ALTER TABLE "authorization_codes" ADD COLUMN "store_employee_id" text;--> statement-breakpoint
CREATE INDEX "sessions_shopper_idx" ON "sessions" USING btree ("shopper_id");
CREATE TABLE "event_registrations" (
	"id" text PRIMARY KEY NOT NULL,
	"shopper_id" text NOT NULL,
	"event_id" text NOT NULL,
	"event_title" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"gender" text,
	"phone_number" text,
	"attending_days" jsonb NOT NULL,
	"plus_one" text,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"registered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_signups" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"acquisition_type" text NOT NULL,
	"campaign_name" text NOT NULL,
	"token_hash" text,
	"mailed_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_idx" ON "event_registrations" USING btree ("shopper_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_signups_email_idx" ON "newsletter_signups" USING btree ("email");--> statement-breakpoint
CREATE INDEX "newsletter_signups_token_idx" ON "newsletter_signups" USING btree ("token_hash");
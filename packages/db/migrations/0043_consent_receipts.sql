CREATE TABLE "consent_receipts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"consent_id" uuid NOT NULL,
	"performance" boolean NOT NULL,
	"functional" boolean NOT NULL,
	"targeting" boolean NOT NULL,
	"policy_revision" text NOT NULL,
	"gpc" boolean NOT NULL,
	"locale" text NOT NULL,
	"site_id" text NOT NULL,
	"consumer_id" text,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "consent_receipts_consent_idx" ON "consent_receipts" USING btree ("consent_id","recorded_at");--> statement-breakpoint
CREATE INDEX "consent_receipts_consumer_idx" ON "consent_receipts" USING btree ("consumer_id");
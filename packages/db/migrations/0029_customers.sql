CREATE TABLE "site_settings" (
	"site_id" text PRIMARY KEY NOT NULL,
	"review_moderation" text DEFAULT 'post' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consumers" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "consumers_last_name_prefix_idx" ON "consumers" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "consumers_phone_prefix_idx" ON "consumers" USING btree ("phone" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "consumers_created_idx" ON "consumers" USING btree ("created_at","shopper_id");--> statement-breakpoint
CREATE INDEX "shoppers_email_prefix_idx" ON "shoppers" USING btree ("email" text_pattern_ops);
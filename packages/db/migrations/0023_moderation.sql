CREATE TABLE "support_case_replies" (
	"id" text PRIMARY KEY NOT NULL,
	"case_id" text NOT NULL,
	"operator_id" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_cases" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_cases" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "support_cases" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
CREATE INDEX "support_case_replies_case_idx" ON "support_case_replies" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "support_cases_inbox_idx" ON "support_cases" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "questions_status_idx" ON "questions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_flagged_idx" ON "reviews" USING btree ("created_at") WHERE "reviews"."flags_count" > 0;--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "outbox_to_prefix_idx" ON "outbox" USING btree (lower("to_address") text_pattern_ops);
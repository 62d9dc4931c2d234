ALTER TABLE "outbox" ADD COLUMN "send_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "reference" text;
ALTER TABLE "gift_cards" ADD COLUMN "kind" text DEFAULT 'gift' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "owner_id" text;
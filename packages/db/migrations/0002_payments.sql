CREATE TABLE "gateway_bnpl_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"number_hash" text NOT NULL,
	"last4" text NOT NULL,
	"currency" text NOT NULL,
	"initial_balance" integer NOT NULL,
	"balance" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_number_hash_unique" UNIQUE("number_hash"),
	CONSTRAINT "gift_cards_balance_not_negative" CHECK ("gift_cards"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "gateway_authorizations" ADD COLUMN "three_ds_result" text;--> statement-breakpoint
ALTER TABLE "cart_payments" ADD COLUMN "gift_card_id" text;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "gift_card_id" text;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "action_url" text;
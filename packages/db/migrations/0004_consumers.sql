CREATE TABLE "authorization_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"shopper_id" text NOT NULL,
	"code_challenge" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_challenges_used" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumer_addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"shopper_id" text NOT NULL,
	"approach_type" text NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"address" jsonb NOT NULL,
	"fingerprint" text NOT NULL,
	"recipient_contact_phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumer_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"shopper_id" text NOT NULL,
	"purpose" text NOT NULL,
	"subject" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumers" (
	"shopper_id" text PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"birth_date" text,
	"phone" text,
	"phone_code" text,
	"postal_code" text,
	"gender" text,
	"country_code" text NOT NULL,
	"interests" text,
	"preferred_shoe_size" text,
	"source" text,
	"is_terms_confirmed" boolean DEFAULT false NOT NULL,
	"employee_terms_accepted_at" timestamp with time zone,
	"member_id" text,
	"loyalty_opt_in_date" timestamp with time zone,
	"loyalty_points" integer DEFAULT 0 NOT NULL,
	"notifications" jsonb DEFAULT '{"email":true,"sms":false}'::jsonb NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consumers_member_id_unique" UNIQUE("member_id")
);
--> statement-breakpoint
CREATE TABLE "programme_profiles" (
	"shopper_id" text NOT NULL,
	"programme" text NOT NULL,
	"identity_type" text,
	"identity_number" text,
	"currency" text NOT NULL,
	"current_spend" integer DEFAULT 0 NOT NULL,
	"annual_limit" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"shopper_id" text NOT NULL,
	"gateway_token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"holder" text NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "store_employees" (
	"store_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"shopper_id" text NOT NULL,
	"type" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"optin" boolean NOT NULL,
	"double_optin" boolean DEFAULT false NOT NULL,
	"optin_date" timestamp with time zone,
	"optout_date" timestamp with time zone,
	"country" text NOT NULL,
	"region" text,
	"category" text
);
--> statement-breakpoint
CREATE TABLE "support_cases" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"shopper_id" text,
	"email" text NOT NULL,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "consumer_addresses_shopper_idx" ON "consumer_addresses" USING btree ("shopper_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consumer_addresses_unique_idx" ON "consumer_addresses" USING btree ("shopper_id","approach_type","fingerprint");--> statement-breakpoint
CREATE INDEX "consumer_tokens_shopper_idx" ON "consumer_tokens" USING btree ("shopper_id");--> statement-breakpoint
CREATE UNIQUE INDEX "programme_profiles_idx" ON "programme_profiles" USING btree ("shopper_id","programme");--> statement-breakpoint
CREATE INDEX "saved_cards_shopper_idx" ON "saved_cards" USING btree ("shopper_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_unique_idx" ON "saved_cards" USING btree ("shopper_id","brand","last4","exp_month","exp_year");--> statement-breakpoint
CREATE UNIQUE INDEX "store_employees_idx" ON "store_employees" USING btree ("store_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_idx" ON "subscriptions" USING btree ("shopper_id","type","channel");--> statement-breakpoint
CREATE INDEX "support_cases_shopper_idx" ON "support_cases" USING btree ("shopper_id");
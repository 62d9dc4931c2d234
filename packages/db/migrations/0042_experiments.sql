CREATE TABLE "experiment_audiences" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"conditions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiment_audiences_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "experiment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiment_events_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "experiment_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "experiment_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"visitor_id" text NOT NULL,
	"experiment_id" text,
	"variation_id" text,
	"event_key" text,
	"revenue" bigint,
	"value" jsonb,
	"revision" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiment_log_kind" CHECK ("experiment_log"."kind" in ('decision', 'event'))
);
--> statement-breakpoint
CREATE TABLE "experiment_revision" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" bigint DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiment_revision_single" CHECK ("experiment_revision"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "experiments" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"status" text DEFAULT 'not_started' NOT NULL,
	"traffic_allocation" integer NOT NULL,
	"variations" jsonb NOT NULL,
	"audience_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"metrics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"flag_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiments_key_unique" UNIQUE("key"),
	CONSTRAINT "experiments_status" CHECK ("experiments"."status" in ('not_started', 'running', 'paused', 'archived')),
	CONSTRAINT "experiments_traffic" CHECK ("experiments"."traffic_allocation" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"variables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rollout" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_flags_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE INDEX "experiment_log_experiment" ON "experiment_log" USING btree ("experiment_id","variation_id");--> statement-breakpoint
CREATE INDEX "experiment_log_event" ON "experiment_log" USING btree ("event_key","visitor_id");
CREATE TABLE "analytics_events" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"name" text NOT NULL,
	"site_id" text NOT NULL,
	"locale" text NOT NULL,
	"page_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_vitals" (
	"id" text PRIMARY KEY NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	"rating" text,
	"page_type" text NOT NULL,
	"site_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_name_received_idx" ON "analytics_events" USING btree ("name","received_at");--> statement-breakpoint
CREATE INDEX "analytics_events_session_idx" ON "analytics_events" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "web_vitals_page_metric_received_idx" ON "web_vitals" USING btree ("page_type","metric","received_at");
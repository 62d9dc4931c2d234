CREATE TABLE "ugc_media" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"licence_accepted_at" timestamp with time zone NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"moderated_by" text,
	"moderated_at" timestamp with time zone,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ugc_media_files" (
	"media_id" text NOT NULL,
	"size" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"checksum" text NOT NULL,
	CONSTRAINT "ugc_media_files_media_id_size_pk" PRIMARY KEY("media_id","size")
);
--> statement-breakpoint
CREATE TABLE "ugc_media_tags" (
	"media_id" text NOT NULL,
	"product_id" text NOT NULL,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"x" real NOT NULL,
	"y" real NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "ugc_media_tags_media_id_product_id_pk" PRIMARY KEY("media_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "ugc_reports" (
	"media_id" text NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ugc_reports_media_id_reporter_id_pk" PRIMARY KEY("media_id","reporter_id")
);
--> statement-breakpoint
CREATE TABLE "ugc_stash_media" (
	"stash_id" text NOT NULL,
	"media_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "ugc_stash_media_stash_id_media_id_pk" PRIMARY KEY("stash_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "ugc_stashes" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ugc_users" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"display_name" text NOT NULL,
	"licence_accepted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ugc_users_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
ALTER TABLE "ugc_media" ADD CONSTRAINT "ugc_media_user_id_ugc_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."ugc_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ugc_media_files" ADD CONSTRAINT "ugc_media_files_media_id_ugc_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."ugc_media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ugc_media_tags" ADD CONSTRAINT "ugc_media_tags_media_id_ugc_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."ugc_media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ugc_reports" ADD CONSTRAINT "ugc_reports_media_id_ugc_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."ugc_media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ugc_stash_media" ADD CONSTRAINT "ugc_stash_media_stash_id_ugc_stashes_id_fk" FOREIGN KEY ("stash_id") REFERENCES "public"."ugc_stashes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ugc_stash_media" ADD CONSTRAINT "ugc_stash_media_media_id_ugc_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."ugc_media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ugc_media_status_idx" ON "ugc_media" USING btree ("status","moderated_at");--> statement-breakpoint
CREATE INDEX "ugc_media_user_idx" ON "ugc_media" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ugc_media_tags_product_idx" ON "ugc_media_tags" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "ugc_stash_media_media_idx" ON "ugc_stash_media" USING btree ("media_id");
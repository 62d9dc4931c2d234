CREATE TABLE "content_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"site_id" text,
	"route_kind" text,
	"route_key" text,
	"parent_slug" text,
	"layout_variant" text,
	"latest_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_publications" (
	"id" text PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"version" integer NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"unpublish_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_references" (
	"document_id" text NOT NULL,
	"referenced_id" text NOT NULL,
	CONSTRAINT "content_references_document_id_referenced_id_pk" PRIMARY KEY("document_id","referenced_id")
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"document_id" text NOT NULL,
	"version" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"localized" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_versions_document_id_version_pk" PRIMARY KEY("document_id","version")
);
--> statement-breakpoint
ALTER TABLE "content_publications" ADD CONSTRAINT "content_publications_document_id_content_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."content_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_references" ADD CONSTRAINT "content_references_document_id_content_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."content_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_document_id_content_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."content_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_documents_route_key" ON "content_documents" USING btree (coalesce("site_id", '*'),"route_kind","route_key") WHERE "content_documents"."route_kind" is not null;--> statement-breakpoint
CREATE INDEX "content_documents_type_idx" ON "content_documents" USING btree ("type","updated_at");--> statement-breakpoint
CREATE INDEX "content_documents_parent_idx" ON "content_documents" USING btree ("parent_slug");--> statement-breakpoint
CREATE INDEX "content_publications_document_idx" ON "content_publications" USING btree ("document_id","publish_at");--> statement-breakpoint
CREATE INDEX "content_references_referenced_idx" ON "content_references" USING btree ("referenced_id");
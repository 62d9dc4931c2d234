CREATE TABLE "content_presence" (
	"document_id" text NOT NULL,
	"operator_id" text NOT NULL,
	"operator_name" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_presence_document_id_operator_id_pk" PRIMARY KEY("document_id","operator_id")
);
--> statement-breakpoint
ALTER TABLE "content_publications" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "content_presence" ADD CONSTRAINT "content_presence_document_id_content_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."content_documents"("id") ON DELETE no action ON UPDATE no action;
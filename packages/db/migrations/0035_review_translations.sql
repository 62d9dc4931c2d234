CREATE TABLE "review_translations" (
	"review_id" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "review_translations_review_id_language_pk" PRIMARY KEY("review_id","language")
);
--> statement-breakpoint
ALTER TABLE "review_translations" ADD CONSTRAINT "review_translations_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
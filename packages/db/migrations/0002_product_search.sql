CREATE TABLE "product_search" (
	"product_id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"category_path" text[] NOT NULL,
	"color_codes" text[] NOT NULL,
	"sizes" text[] NOT NULL,
	"in_stock" boolean NOT NULL,
	"badge" text,
	"rating_score" real NOT NULL,
	"reviews_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"price_usd" integer,
	"price_cad" integer,
	"price_gbp" integer,
	"price_eur" integer
);
--> statement-breakpoint
CREATE TABLE "product_search_text" (
	"product_id" text NOT NULL,
	"language" text NOT NULL,
	"document" "tsvector" NOT NULL,
	"title" "tsvector" NOT NULL,
	"words" text NOT NULL,
	"category_id" text NOT NULL,
	"category_path" text[] NOT NULL,
	"color_codes" text[] NOT NULL,
	"sizes" text[] NOT NULL,
	"in_stock" boolean NOT NULL,
	"badge" text,
	"rating_score" real NOT NULL,
	"reviews_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"price_usd" integer,
	"price_cad" integer,
	"price_gbp" integer,
	"price_eur" integer,
	CONSTRAINT "product_search_text_product_id_language_pk" PRIMARY KEY("product_id","language")
);
--> statement-breakpoint
CREATE TABLE "search_queries" (
	"language" text NOT NULL,
	"query" text NOT NULL,
	"searches" integer DEFAULT 1 NOT NULL,
	"last_results" integer NOT NULL,
	"last_searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_queries_language_query_pk" PRIMARY KEY("language","query")
);
--> statement-breakpoint
CREATE INDEX "product_search_text_document_en_idx" ON "product_search_text" USING gin ("document") WHERE language = 'en';--> statement-breakpoint
CREATE INDEX "product_search_text_words_en_idx" ON "product_search_text" USING gin ("words" gin_trgm_ops) WHERE language = 'en';--> statement-breakpoint
CREATE INDEX "product_search_text_document_fr_idx" ON "product_search_text" USING gin ("document") WHERE language = 'fr';--> statement-breakpoint
CREATE INDEX "product_search_text_words_fr_idx" ON "product_search_text" USING gin ("words" gin_trgm_ops) WHERE language = 'fr';--> statement-breakpoint
CREATE INDEX "product_search_text_document_de_idx" ON "product_search_text" USING gin ("document") WHERE language = 'de';--> statement-breakpoint
CREATE INDEX "product_search_text_words_de_idx" ON "product_search_text" USING gin ("words" gin_trgm_ops) WHERE language = 'de';--> statement-breakpoint
CREATE INDEX "search_queries_query_trgm_idx" ON "search_queries" USING gin ("query" gin_trgm_ops);
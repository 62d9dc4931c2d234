CREATE TABLE "favorite_items" (
	"id" text PRIMARY KEY NOT NULL,
	"favorite_id" text NOT NULL,
	"product_id" text NOT NULL,
	"qty" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"site_id" text NOT NULL,
	"share_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_items_list_product_idx" ON "favorite_items" USING btree ("favorite_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_owner_site_idx" ON "favorites" USING btree ("owner_id","site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_share_token_idx" ON "favorites" USING btree ("share_token");
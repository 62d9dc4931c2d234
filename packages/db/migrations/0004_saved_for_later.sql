CREATE TABLE "saved_for_later" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"site_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_for_later_items" (
	"id" text PRIMARY KEY NOT NULL,
	"list_id" text NOT NULL,
	"upc" text NOT NULL,
	"qty" integer NOT NULL,
	"pdp_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "saved_for_later_owner_site_idx" ON "saved_for_later" USING btree ("owner_id","site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_for_later_items_list_upc_idx" ON "saved_for_later_items" USING btree ("list_id","upc");
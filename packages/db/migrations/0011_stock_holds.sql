CREATE TABLE "stock_holds" (
	"cart_id" text NOT NULL,
	"upc" text NOT NULL,
	"qty" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_holds_cart_id_upc_pk" PRIMARY KEY("cart_id","upc")
);
--> statement-breakpoint
CREATE INDEX "stock_holds_upc_idx" ON "stock_holds" USING btree ("upc","expires_at");
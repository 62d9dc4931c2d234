CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"path" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"product_id" text NOT NULL,
	"currency" text NOT NULL,
	"list_amount" integer NOT NULL,
	"sale_amount" integer,
	"historic_best_amount" integer,
	"sale_starts_at" timestamp with time zone,
	CONSTRAINT "prices_product_id_currency_pk" PRIMARY KEY("product_id","currency")
);
--> statement-breakpoint
CREATE TABLE "product_colors" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"code" text NOT NULL,
	"label" jsonb NOT NULL,
	"hex" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"image_urls" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"brand" text NOT NULL,
	"product_type" text NOT NULL,
	"gender" text NOT NULL,
	"category_id" text NOT NULL,
	"badge" text,
	"eyebrow" text,
	"season" text,
	"merchant_product_id" text NOT NULL,
	"rating_score" real DEFAULT 0 NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"region" text NOT NULL,
	"country" text NOT NULL,
	"locales" text[] NOT NULL,
	"default_locale" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"upc" text PRIMARY KEY NOT NULL,
	"quantity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_quantity_not_negative" CHECK ("stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_stock" (
	"store_id" text NOT NULL,
	"upc" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "store_stock_store_id_upc_pk" PRIMARY KEY("store_id","upc")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"name" text NOT NULL,
	"address_line1" text NOT NULL,
	"city" text NOT NULL,
	"province" text,
	"postal_code" text NOT NULL,
	"country_code" text NOT NULL,
	"phone" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"hours" jsonb NOT NULL,
	"is_pickup_point" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"upc" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"color_id" text NOT NULL,
	"size" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"shopper_id" text NOT NULL,
	"family_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shoppers" (
	"id" text PRIMARY KEY NOT NULL,
	"consumer_no" text NOT NULL,
	"consumer_type" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shoppers_consumer_no_unique" UNIQUE("consumer_no"),
	CONSTRAINT "shoppers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "gateway_authorizations" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"behaviour" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"holder" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"upc" text NOT NULL,
	"qty" integer NOT NULL,
	"max_qty" integer NOT NULL,
	"pdp_url" text,
	"product_image_url" text,
	"gift_option" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"method_id" text NOT NULL,
	"gateway_token" text,
	"card_brand" text,
	"card_last4" text,
	"card_exp_month" integer,
	"card_exp_year" integer,
	"card_holder" text,
	"amount" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"currency" text NOT NULL,
	"locale" text NOT NULL,
	"owner_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"email" text,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"shipping_method_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"upc" text NOT NULL,
	"product_id" text NOT NULL,
	"master_id" text NOT NULL,
	"name" text NOT NULL,
	"color_label" text NOT NULL,
	"size" text NOT NULL,
	"qty" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"row_total" integer NOT NULL,
	"image_url" text NOT NULL,
	"pdp_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"method_id" text NOT NULL,
	"authorization_id" text,
	"card_brand" text,
	"card_last4" text,
	"amount" integer NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_number" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"site_id" text NOT NULL,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"owner_id" text NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"lookup_token" text NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"billing_address" jsonb NOT NULL,
	"shipping_method_code" text NOT NULL,
	"totals" jsonb NOT NULL,
	"in_store_sales_info" jsonb,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"template" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "product_colors_product_idx" ON "product_colors" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "variants_product_idx" ON "variants" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "variants_color_idx" ON "variants" USING btree ("color_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "gateway_authorizations_reference_idx" ON "gateway_authorizations" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_cart_upc_idx" ON "cart_items" USING btree ("cart_id","upc");--> statement-breakpoint
CREATE INDEX "cart_payments_cart_idx" ON "cart_payments" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "carts_owner_idx" ON "carts" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_idx" ON "orders" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "orders_owner_idx" ON "orders" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "outbox_status_idx" ON "outbox" USING btree ("status");
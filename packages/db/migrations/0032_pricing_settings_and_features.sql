CREATE TABLE "shipping_rate_overrides" (
	"site_id" text NOT NULL,
	"method_code" text NOT NULL,
	"enabled" boolean NOT NULL,
	"price" integer NOT NULL,
	"free_from" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_rate_overrides_site_id_method_code_pk" PRIMARY KEY("site_id","method_code")
);
--> statement-breakpoint
CREATE TABLE "tax_rate_overrides" (
	"country_code" text NOT NULL,
	"region_code" text NOT NULL,
	"rate_ppm" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rate_overrides_country_code_region_code_pk" PRIMARY KEY("country_code","region_code")
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "mini_cart_on_add" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "express_checkout" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "simplified_enrolment" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "favorites" boolean DEFAULT true NOT NULL;
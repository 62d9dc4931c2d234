CREATE TABLE "postal_codes" (
	"country_code" text NOT NULL,
	"code" text NOT NULL,
	"city" text NOT NULL,
	"city_key" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "postal_codes_country_code_code_pk" PRIMARY KEY("country_code","code")
);

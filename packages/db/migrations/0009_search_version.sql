CREATE SEQUENCE "public"."product_search_version" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- Any change to the listing rows (product_search_refresh writes both search tables together) moves the
-- version, which invalidates what the application cached from them (decision 010).
create or replace function product_search_version_bump() returns trigger
language plpgsql
as $$
begin
  perform nextval('product_search_version');
  return null;
end;
$$;
--> statement-breakpoint
create trigger product_search_version_bump
after insert or update or delete or truncate on product_search
for each statement execute function product_search_version_bump();

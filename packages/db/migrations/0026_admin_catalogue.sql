CREATE TABLE "price_history" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"currency" text NOT NULL,
	"list_amount" integer NOT NULL,
	"sale_amount" integer,
	"sale_starts_at" timestamp with time zone,
	"sale_ends_at" timestamp with time zone,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prices" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "price_history_product_idx" ON "price_history" USING btree ("product_id","currency","recorded_at");--> statement-breakpoint
CREATE INDEX "products_product_type_idx" ON "products" USING btree ("product_type","id");--> statement-breakpoint
CREATE INDEX "products_name_en_trgm_idx" ON "products" USING gin (lower("name"->>'en') gin_trgm_ops);
--> statement-breakpoint
-- The back-office's catalogue (decision 070). The price a shopper pays now: the sale price inside its
-- window (start and end optional), else the list price. The catalogue module's currentAmount() is the same rule.
create or replace function product_current_amount(pr prices) returns integer
language sql stable
as $$
  select case
    when pr.sale_amount is not null
      and (pr.sale_starts_at is null or pr.sale_starts_at <= now())
      and (pr.sale_ends_at is null or pr.sale_ends_at > now())
    then pr.sale_amount
    else pr.list_amount
  end;
$$;
--> statement-breakpoint
-- As in migration 0015, and: a disabled product has no price in any currency, so every listing and search
-- passes over it (the search index skips a product without a price in the shop's currency); disabled
-- variants give no size; a sale counts only inside its window.
create or replace function product_search_refresh(ids text[]) returns void
language sql
as $$
  insert into product_search (
    product_id, category_id, category_path, color_codes, sizes, in_stock, badge, rating_score,
    reviews_count, created_at, price_usd, price_cad, price_gbp, price_eur, changed_xid
  )
  select
    p.id,
    p.category_id,
    c.path,
    coalesce((select array_agg(pc.code order by pc.code) from product_colors pc where pc.product_id = p.id), '{}'),
    coalesce(stocked.sizes, '{}'),
    stocked.sizes is not null,
    p.badge,
    p.rating_score,
    p.reviews_count,
    p.created_at,
    (select product_current_amount(pr) from prices pr where p.enabled and pr.product_id = p.id and pr.currency = 'USD'),
    (select product_current_amount(pr) from prices pr where p.enabled and pr.product_id = p.id and pr.currency = 'CAD'),
    (select product_current_amount(pr) from prices pr where p.enabled and pr.product_id = p.id and pr.currency = 'GBP'),
    (select product_current_amount(pr) from prices pr where p.enabled and pr.product_id = p.id and pr.currency = 'EUR'),
    pg_current_xact_id()::text::bigint
  from products p
  join categories c on c.id = p.category_id
  left join lateral (
    select array_agg(distinct v.size) as sizes
    from variants v join stock s on s.upc = v.upc
    where v.product_id = p.id and v.enabled and s.quantity > 0
  ) stocked on true
  where p.id = any(ids)
  on conflict (product_id) do update set
    category_id = excluded.category_id,
    category_path = excluded.category_path,
    color_codes = excluded.color_codes,
    sizes = excluded.sizes,
    in_stock = excluded.in_stock,
    badge = excluded.badge,
    rating_score = excluded.rating_score,
    reviews_count = excluded.reviews_count,
    created_at = excluded.created_at,
    price_usd = excluded.price_usd,
    price_cad = excluded.price_cad,
    price_gbp = excluded.price_gbp,
    price_eur = excluded.price_eur,
    changed_xid = excluded.changed_xid;

  insert into product_search_text (product_id, language, document, words)
  select
    p.id,
    l.language,
    setweight(to_tsvector(l.config, coalesce(p.name ->> l.language, p.name ->> 'en')), 'A')
      || setweight(to_tsvector(l.config, p.brand || ' ' || coalesce(cat.names, '')), 'B')
      || setweight(to_tsvector(l.config, coalesce(col.labels, '')), 'C')
      || setweight(to_tsvector(l.config, coalesce(p.description ->> l.language, p.description ->> 'en')), 'D'),
    lower(coalesce(p.name ->> l.language, p.name ->> 'en') || ' ' || p.brand || ' ' || coalesce(cat.leaf, ''))
  from products p
  join product_search ps on ps.product_id = p.id
  cross join (values ('en', 'english'::regconfig), ('fr', 'french'::regconfig), ('de', 'german'::regconfig)) as l(language, config)
  left join lateral (
    select
      string_agg(coalesce(cc.name ->> l.language, cc.name ->> 'en'), ' ') as names,
      max(coalesce(cc.name ->> l.language, cc.name ->> 'en')) filter (where cc.id = p.category_id) as leaf
    from categories cc where cc.id = any(ps.category_path)
  ) cat on true
  left join lateral (
    select string_agg(coalesce(pc.label ->> l.language, pc.label ->> 'en'), ' ') as labels
    from product_colors pc where pc.product_id = p.id
  ) col on true
  where p.id = any(ids)
  on conflict (product_id, language) do update set
    document = excluded.document,
    words = excluded.words;
$$;

-- The search index moved into the API process (decision 046): the version sequence and its trigger,
-- the text indexes and the listing columns copied into product_search_text are no longer read.
drop trigger product_search_version_bump on product_search;--> statement-breakpoint
drop function product_search_version_bump();--> statement-breakpoint
DROP INDEX "product_search_text_document_en_idx";--> statement-breakpoint
DROP INDEX "product_search_text_words_en_idx";--> statement-breakpoint
DROP INDEX "product_search_text_document_fr_idx";--> statement-breakpoint
DROP INDEX "product_search_text_words_fr_idx";--> statement-breakpoint
DROP INDEX "product_search_text_document_de_idx";--> statement-breakpoint
DROP INDEX "product_search_text_words_de_idx";--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "changed_xid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "product_search_changed_xid_idx" ON "product_search" USING btree ("changed_xid");--> statement-breakpoint
ALTER TABLE "product_search_text" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "product_search_text" DROP COLUMN "category_id";--> statement-breakpoint
ALTER TABLE "product_search_text" DROP COLUMN "category_path";--> statement-breakpoint
ALTER TABLE "product_search_text" DROP COLUMN "color_codes";--> statement-breakpoint
ALTER TABLE "product_search_text" DROP COLUMN "sizes";--> statement-breakpoint
ALTER TABLE "product_search_text" DROP COLUMN "in_stock";--> statement-breakpoint
ALTER TABLE "product_search_text" DROP COLUMN "badge";--> statement-breakpoint
ALTER TABLE "product_search_text" DROP COLUMN "rating_score";--> statement-breakpoint
ALTER TABLE "product_search_text" DROP COLUMN "reviews_count";--> statement-breakpoint
ALTER TABLE "product_search_text" DROP COLUMN "created_at";--> statement-breakpoint
ALTER TABLE "product_search_text" DROP COLUMN "price_usd";--> statement-breakpoint
ALTER TABLE "product_search_text" DROP COLUMN "price_cad";--> statement-breakpoint
ALTER TABLE "product_search_text" DROP COLUMN "price_gbp";--> statement-breakpoint
ALTER TABLE "product_search_text" DROP COLUMN "price_eur";--> statement-breakpoint
DROP SEQUENCE "public"."product_search_version";;--> statement-breakpoint
-- As in migration 0003, and each row now records the transaction that wrote it (changed_xid): the search
-- index in the API re-reads what changed since its last read. product_search_text keeps only the text.
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
    (select coalesce(pr.sale_amount, pr.list_amount) from prices pr where pr.product_id = p.id and pr.currency = 'USD'),
    (select coalesce(pr.sale_amount, pr.list_amount) from prices pr where pr.product_id = p.id and pr.currency = 'CAD'),
    (select coalesce(pr.sale_amount, pr.list_amount) from prices pr where pr.product_id = p.id and pr.currency = 'GBP'),
    (select coalesce(pr.sale_amount, pr.list_amount) from prices pr where pr.product_id = p.id and pr.currency = 'EUR'),
    pg_current_xact_id()::text::bigint
  from products p
  join categories c on c.id = p.category_id
  left join lateral (
    select array_agg(distinct v.size) as sizes
    from variants v join stock s on s.upc = v.upc
    where v.product_id = p.id and s.quantity > 0
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

-- Rebuilds the search rows (product_search, product_search_text) of the given products from the
-- catalogue tables. The seeder calls it for the products it inserts; the triggers below call it when
-- a change would make a listing wrong (stock crossing zero, a price, a product's fields or rating).
create or replace function product_search_refresh(ids text[]) returns void
language sql
as $$
  insert into product_search (
    product_id, category_id, category_path, color_codes, sizes, in_stock, badge, rating_score,
    reviews_count, created_at, price_usd, price_cad, price_gbp, price_eur
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
    (select coalesce(pr.sale_amount, pr.list_amount) from prices pr where pr.product_id = p.id and pr.currency = 'EUR')
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
    price_eur = excluded.price_eur;

  insert into product_search_text (
    product_id, language, document, title, words, category_id, category_path, color_codes, sizes, in_stock,
    badge, rating_score, reviews_count, created_at, price_usd, price_cad, price_gbp, price_eur
  )
  select
    p.id,
    l.language,
    setweight(to_tsvector(l.config, coalesce(p.name ->> l.language, p.name ->> 'en')), 'A')
      || setweight(to_tsvector(l.config, p.brand || ' ' || coalesce(cat.names, '')), 'B')
      || setweight(to_tsvector(l.config, coalesce(col.labels, '')), 'C')
      || setweight(to_tsvector(l.config, coalesce(p.description ->> l.language, p.description ->> 'en')), 'D'),
    setweight(to_tsvector(l.config, coalesce(p.name ->> l.language, p.name ->> 'en')), 'A')
      || setweight(to_tsvector(l.config, p.brand || ' ' || coalesce(cat.names, '')), 'B')
      || setweight(to_tsvector(l.config, coalesce(col.labels, '')), 'C'),
    lower(coalesce(p.name ->> l.language, p.name ->> 'en') || ' ' || p.brand || ' ' || coalesce(cat.leaf, '')),
    ps.category_id, ps.category_path, ps.color_codes, ps.sizes, ps.in_stock, ps.badge, ps.rating_score,
    ps.reviews_count, ps.created_at, ps.price_usd, ps.price_cad, ps.price_gbp, ps.price_eur
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
    title = excluded.title,
    words = excluded.words,
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
    price_eur = excluded.price_eur;
$$;
--> statement-breakpoint
create or replace function product_search_on_stock() returns trigger
language plpgsql
as $$
begin
  perform product_search_refresh(array(select v.product_id from variants v where v.upc = new.upc));
  return null;
end;
$$;
--> statement-breakpoint
-- Only a crossing of zero changes what a listing shows (sizes in stock, availability).
create trigger stock_product_search
after update of quantity on stock
for each row when ((old.quantity > 0) is distinct from (new.quantity > 0))
execute function product_search_on_stock();
--> statement-breakpoint
create or replace function product_search_on_price() returns trigger
language plpgsql
as $$
begin
  perform product_search_refresh(array[new.product_id]);
  return null;
end;
$$;
--> statement-breakpoint
create trigger prices_product_search
after update on prices
for each row execute function product_search_on_price();
--> statement-breakpoint
create or replace function product_search_on_product() returns trigger
language plpgsql
as $$
begin
  perform product_search_refresh(array[new.id]);
  return null;
end;
$$;
--> statement-breakpoint
create trigger products_product_search
after update on products
for each row when (old is distinct from new)
execute function product_search_on_product();
--> statement-breakpoint
-- A category listing reads only this index (index-only scan): the rows of one category lie together here,
-- while in the table they are spread over the whole catalogue.
create index product_search_category_idx on product_search (category_id)
  include (product_id, category_path, sizes, color_codes, badge, rating_score, reviews_count, in_stock,
           created_at, price_usd, price_cad, price_gbp, price_eur);

-- Decision 071: a bulk write (a CSV import, a bulk price edit) sets ridgeline.defer_search_refresh for its
-- transaction and refreshes the search rows of every product it touched once, in one call, at its end;
-- the per-row triggers then skip their own refresh (a 10,000-row price file would otherwise refresh
-- 10,000 times).
create or replace function product_search_on_stock() returns trigger
language plpgsql
as $$
begin
  if coalesce(current_setting('ridgeline.defer_search_refresh', true), '') = 'on' then
    return null;
  end if;
  perform product_search_refresh(array(select v.product_id from variants v where v.upc = new.upc));
  return null;
end;
$$;
--> statement-breakpoint
create or replace function product_search_on_price() returns trigger
language plpgsql
as $$
begin
  if coalesce(current_setting('ridgeline.defer_search_refresh', true), '') = 'on' then
    return null;
  end if;
  perform product_search_refresh(array[new.product_id]);
  return null;
end;
$$;
--> statement-breakpoint
create or replace function product_search_on_product() returns trigger
language plpgsql
as $$
begin
  if coalesce(current_setting('ridgeline.defer_search_refresh', true), '') = 'on' then
    return null;
  end if;
  perform product_search_refresh(array[new.id]);
  return null;
end;
$$;

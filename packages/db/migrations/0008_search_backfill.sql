-- Databases seeded before the search tables existed (an embedded ./data/pglite, a staging server) get
-- their search rows here; on a new database there are no products yet and this does nothing.
select product_search_refresh(array(select p.id from products p where not exists (
  select 1 from product_search ps where ps.product_id = p.id)));

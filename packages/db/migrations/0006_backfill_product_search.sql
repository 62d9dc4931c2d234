-- Databases created before the search tables existed hold products that no trigger has indexed yet.
select product_search_refresh(array(select id from products));

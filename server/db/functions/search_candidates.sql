-- The first `cap` products matching a search, through the GIN index on product_search.doc, with the results
-- page's filters (server/catalog/search.ts ranks them). A function so that its plan runs with sequential scans
-- off (the planner would otherwise scan product_search for a common word).
--
-- Each filter is "no value, or the row matches". Its plan is generic (planned once for any arguments): a price
-- written as `price BETWEEN coalesce(price_min, 0) AND ...` let that plan AND in a bitmap of the price index
-- over every row when no price was asked (1,000,000 entries read for nothing: 52 of 74 ms at a million
-- products). Written as "null or the bound", the price is a filter on the text index's matches.
CREATE OR REPLACE FUNCTION search_candidates(q tsquery, cap integer, f jsonb, price_min integer, price_max integer)
RETURNS SETOF product_search LANGUAGE sql STABLE SET enable_seqscan = off AS $$
  SELECT * FROM product_search ps
  WHERE ps.doc @@ q
    AND (price_min IS NULL OR ps.price >= price_min)
    AND (price_max IS NULL OR ps.price <= price_max)
    AND (f->'color' IS NULL OR ps.colors && array(SELECT jsonb_array_elements_text(f->'color')))
    AND (f->'size' IS NULL OR ps.sizes && array(SELECT jsonb_array_elements_text(f->'size')))
    AND (f->'materials' IS NULL OR ps.material = ANY (array(SELECT jsonb_array_elements_text(f->'materials'))))
    AND (f->'store' IS NULL OR ps.store_id = ANY (array(SELECT jsonb_array_elements_text(f->'store'))))
    AND (f->>'discount' IS NULL OR ps.discount >= (f->>'discount')::integer)
  LIMIT cap
$$;

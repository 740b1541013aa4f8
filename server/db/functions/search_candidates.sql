-- The first `cap` products matching a search, through the GIN index on product_search.doc, with the results
-- page's filters (server/catalog/search.ts ranks them). A function so that its plan runs with sequential scans
-- off (the planner would otherwise scan product_search for a common word).
--
-- Each filter is "no value, or the row matches". Its plan is generic (planned once for any arguments): a price
-- written as `price BETWEEN coalesce(price_min, 0) AND ...` let that plan AND in a bitmap of the price index
-- over every row when no price was asked (1,000,000 entries read for nothing: 52 of 74 ms at a million
-- products). Written as "null or the bound", the price is a filter on the text index's matches.
--
-- The first `cap` matches in storage order, read in two parts. A broad word's ("cotton": 39% of products) are in
-- the table's first pages, which are read in order (a TID range scan): through the index, its bitmap of every
-- match was built first (388,000 at 1,000,000 products: 220 ms under load). Only when those pages hold fewer
-- than `cap` does the index give the rest, from the pages after them. Both parts read in storage order, so the
-- candidates are the same as one read through the index: a narrow word pays for reading the first pages too
-- (about 5,000 rows, a few ms). Each part's scan is set before it (set_config, local: inside a function with its
-- own SET of that setting, it lasts until the function returns).
CREATE OR REPLACE FUNCTION search_candidates(q tsquery, cap integer, f jsonb, price_min integer, price_max integer)
RETURNS SETOF product_search LANGUAGE plpgsql STABLE
SET enable_seqscan = off SET enable_tidscan = on SET enable_bitmapscan = on SET enable_indexscan = on AS $$
DECLARE
  found integer;
BEGIN
  PERFORM set_config('enable_bitmapscan', 'off', true), set_config('enable_indexscan', 'off', true);
  RETURN QUERY SELECT * FROM product_search ps
  WHERE ps.ctid < '(256,0)'::tid AND ps.doc @@ q
    AND (price_min IS NULL OR ps.price >= price_min)
    AND (price_max IS NULL OR ps.price <= price_max)
    AND (f->'color' IS NULL OR ps.colors && array(SELECT jsonb_array_elements_text(f->'color')))
    AND (f->'size' IS NULL OR ps.sizes && array(SELECT jsonb_array_elements_text(f->'size')))
    AND (f->'materials' IS NULL OR ps.material = ANY (array(SELECT jsonb_array_elements_text(f->'materials'))))
    AND (f->'store' IS NULL OR ps.store_id = ANY (array(SELECT jsonb_array_elements_text(f->'store'))))
    AND (f->>'discount' IS NULL OR ps.discount >= (f->>'discount')::integer)
  LIMIT cap;
  GET DIAGNOSTICS found = ROW_COUNT;
  IF found < cap THEN
    PERFORM set_config('enable_bitmapscan', 'on', true), set_config('enable_indexscan', 'on', true),
      set_config('enable_tidscan', 'off', true);
    -- Planned for these values (EXECUTE): a price the words asked for ("under 200") meets the text's matches in
    -- a bitmap of the price index, rather than each match being read to find none in that price.
    RETURN QUERY EXECUTE $q$SELECT * FROM product_search ps
    WHERE ps.ctid >= '(256,0)'::tid AND ps.doc @@ $1
      AND ($4::integer IS NULL OR ps.price >= $4)
      AND ($5::integer IS NULL OR ps.price <= $5)
      AND ($3->'color' IS NULL OR ps.colors && array(SELECT jsonb_array_elements_text($3->'color')))
      AND ($3->'size' IS NULL OR ps.sizes && array(SELECT jsonb_array_elements_text($3->'size')))
      AND ($3->'materials' IS NULL OR ps.material = ANY (array(SELECT jsonb_array_elements_text($3->'materials'))))
      AND ($3->'store' IS NULL OR ps.store_id = ANY (array(SELECT jsonb_array_elements_text($3->'store'))))
      AND ($3->>'discount' IS NULL OR ps.discount >= ($3->>'discount')::integer)
    LIMIT $2$q$ USING q, cap - found, f, price_min, price_max;
  END IF;
END $$;

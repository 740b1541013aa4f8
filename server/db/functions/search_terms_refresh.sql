-- The vocabulary's words from these products (every product when ids is null): each word of 3 letters or more
-- of their names, styles, materials and categories. Words of a name, style or material are marked product_word:
-- "Did you mean" suggests only those (a word only a store's name or a category has would swap what was asked
-- for a store or a whole category). Words are never removed, nor unmarked: a stale one costs a correction that
-- finds nothing. Called by the products trigger, search_refresh_all() and the seed's batches.
CREATE OR REPLACE FUNCTION search_terms_refresh(ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Two statements rather than "ids IS NULL OR id = ANY(ids)": that one's plan reads every product.
  IF ids IS NULL THEN
    INSERT INTO search_terms (term, product_word)
      SELECT w.term, bool_or(w.product_word) FROM products p
      CROSS JOIN LATERAL (
        SELECT t, true FROM search_terms_of(concat_ws(' ', p.name, p.specs->>'style', p.specs->>'material')) t
        UNION ALL SELECT t, false FROM search_terms_of(replace(p.category_id, '-', ' ')) t
      ) AS w(term, product_word)
      GROUP BY w.term
      ON CONFLICT (term) DO UPDATE SET product_word = true WHERE excluded.product_word AND NOT search_terms.product_word;
  ELSIF cardinality(ids) > 0 THEN
    INSERT INTO search_terms (term, product_word)
      SELECT w.term, bool_or(w.product_word) FROM products p
      CROSS JOIN LATERAL (
        SELECT t, true FROM search_terms_of(concat_ws(' ', p.name, p.specs->>'style', p.specs->>'material')) t
        UNION ALL SELECT t, false FROM search_terms_of(replace(p.category_id, '-', ' ')) t
      ) AS w(term, product_word)
      WHERE p.id = ANY(ids)
      GROUP BY w.term
      ON CONFLICT (term) DO UPDATE SET product_word = true WHERE excluded.product_word AND NOT search_terms.product_word;
  END IF;
END $$;

ALTER TABLE "search_terms" ADD COLUMN "product_word" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- "Did you mean" asked, for each vocabulary word also in a store's name, whether any product's name, style or
-- material has it: a probe of product_search's document by weight (A, B), which the GIN index cannot answer
-- (it keeps no weights), so every product of that store was read: at 1,000,000 products, 0.6 s a word and
-- 2 to 5 s a two-letter query. The vocabulary now says so itself (product_word), kept where its words are.
--> include: functions/search_terms_refresh.sql sha256:554418c83d3b7ea824ecc7deed04580a92d05d74c4d86b6214d33c93598c07c5
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT search_deferred() THEN
    PERFORM search_terms_refresh(array(SELECT id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_refresh_all() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET rating = r.rating
    FROM (SELECT product_id, avg(ratings)::real AS rating FROM posts WHERE ratings >= 0 AND product_id IS NOT NULL GROUP BY product_id) r
    WHERE r.product_id = p.id AND p.rating IS DISTINCT FROM r.rating;
  PERFORM search_refresh(NULL);
  PERFORM search_terms_refresh(NULL);
  INSERT INTO search_terms (term) SELECT search_terms_of(store_name) FROM stores ON CONFLICT DO NOTHING;
END $$;
--> statement-breakpoint
-- The words already there: marked from every product's name, style and material.
SELECT search_terms_refresh(NULL);
--> statement-breakpoint
-- search_candidates reads a broad word's first matches from the table's first pages, the rest through the index.
--> include: functions/search_candidates.sql sha256:84b56ea4f992eb4c65ed1749c0e4618641d4fb9f54ad6052a80bcbc2bb06aa9b

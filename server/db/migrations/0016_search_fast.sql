CREATE TABLE "product_search" (
	"product_id" text PRIMARY KEY NOT NULL,
	"doc" "tsvector" NOT NULL,
	"in_stock" boolean NOT NULL,
	"rating" real NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"price" integer NOT NULL,
	"discount" integer NOT NULL,
	"store_id" text NOT NULL,
	"colors" text[] NOT NULL,
	"sizes" text[] NOT NULL,
	"material" text
);
--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_doc_idx" ON "product_search" USING gin ("doc");--> statement-breakpoint
CREATE INDEX "product_search_prior_idx" ON "product_search" USING btree ("in_stock" DESC NULLS LAST,"rating" DESC NULLS LAST,"created_at" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "product_search_price_idx" ON "product_search" USING btree ("in_stock" DESC NULLS LAST,"price");--> statement-breakpoint
CREATE INDEX "product_search_new_idx" ON "product_search" USING btree ("in_stock" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_doc";--> statement-breakpoint
-- Search, fast: the document moves from products to the narrow product_search, kept by triggers.
DROP TRIGGER IF EXISTS products_search_doc ON products;--> statement-breakpoint
DROP FUNCTION IF EXISTS products_search_doc();--> statement-breakpoint
DROP FUNCTION IF EXISTS product_search_doc(products);--> statement-breakpoint
-- A product's search row: document (name A, style and material B, category and store C, colours D) and what ranking and filters read.
CREATE VIEW product_search_source AS
  SELECT p.id AS product_id,
    setweight(to_tsvector('english', search_words(p.name)), 'A')
    || setweight(to_tsvector('english', search_words(concat_ws(' ', p.specs->>'style', p.specs->>'material'))), 'B')
    || setweight(to_tsvector('english', search_words(concat_ws(' ', replace(p.category_id, '-', ' '), c.name, s.store_name))), 'C')
    || setweight(to_tsvector('english', lower(concat_ws(' ', p.specs->>'color', array_to_string(v.colors, ' ')))), 'D') AS doc,
    p.stock > 0 AS in_stock,
    p.rating,
    p.created_at,
    p.selling_price AS price,
    CASE WHEN p.mrp > 0 AND p.selling_price < p.mrp THEN round((p.mrp - p.selling_price) * 100.0 / p.mrp)::int ELSE 0 END AS discount,
    p.seller_user_id AS store_id,
    coalesce(v.colors, array_remove(ARRAY[nullif(p.specs->>'color', '')], NULL)) AS colors,
    coalesce(v.sizes, array_remove(ARRAY[nullif(p.specs->>'size', '')], NULL)) AS sizes,
    nullif(p.specs->>'material', '') AS material
  FROM products p
  LEFT JOIN categories c ON c.id = p.category_id
  LEFT JOIN stores s ON s.id = p.seller_user_id
  LEFT JOIN LATERAL (SELECT array_agg(DISTINCT x.color) AS colors, array_agg(DISTINCT x.size) AS sizes FROM variants x WHERE x.product_id = p.id) v ON true;
--> statement-breakpoint
-- Writes the search rows of these products (all of them when ids is null: after a bulk load).
CREATE OR REPLACE FUNCTION search_refresh(ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL THEN
    INSERT INTO product_search SELECT * FROM product_search_source
      ON CONFLICT (product_id) DO UPDATE SET doc = excluded.doc, in_stock = excluded.in_stock, rating = excluded.rating, created_at = excluded.created_at,
        price = excluded.price, discount = excluded.discount, store_id = excluded.store_id, colors = excluded.colors, sizes = excluded.sizes, material = excluded.material;
  ELSIF cardinality(ids) > 0 THEN
    INSERT INTO product_search SELECT * FROM product_search_source WHERE product_id = ANY(ids)
      ON CONFLICT (product_id) DO UPDATE SET doc = excluded.doc, in_stock = excluded.in_stock, rating = excluded.rating, created_at = excluded.created_at,
        price = excluded.price, discount = excluded.discount, store_id = excluded.store_id, colors = excluded.colors, sizes = excluded.sizes, material = excluded.material;
  END IF;
END $$;
--> statement-breakpoint
-- A bulk load (the seed) sets vastra.search_defer to 'on' for its transaction: the triggers then leave the search
-- rows, ratings and vocabulary alone, and search_refresh_all() computes each once at the end.
CREATE OR REPLACE FUNCTION search_deferred() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('vastra.search_defer', true), '') = 'on'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_refresh_all() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET rating = r.rating
    FROM (SELECT product_id, avg(ratings)::real AS rating FROM posts WHERE ratings >= 0 AND product_id IS NOT NULL GROUP BY product_id) r
    WHERE r.product_id = p.id AND p.rating IS DISTINCT FROM r.rating;
  PERFORM search_refresh(NULL);
  INSERT INTO search_terms (term)
    SELECT DISTINCT w FROM products p, search_terms_of(concat_ws(' ', p.name, p.specs->>'style', p.specs->>'material', replace(p.category_id, '-', ' '))) AS w
    ON CONFLICT DO NOTHING;
  INSERT INTO search_terms (term) SELECT search_terms_of(store_name) FROM stores ON CONFLICT DO NOTHING;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT search_deferred() THEN
    PERFORM search_refresh(array(SELECT id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_search_refresh();
--> statement-breakpoint
CREATE TRIGGER products_search_update AFTER UPDATE ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_search_refresh();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT search_deferred() THEN
    INSERT INTO search_terms (term)
      SELECT DISTINCT w FROM new_rows p, search_terms_of(concat_ws(' ', p.name, p.specs->>'style', p.specs->>'material', replace(p.category_id, '-', ' '))) AS w
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Variants bring their colours and sizes (many rows at once when a product is created).
CREATE OR REPLACE FUNCTION variants_search_doc() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT search_deferred() THEN
    PERFORM search_refresh(array(SELECT DISTINCT product_id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION variants_search_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT search_deferred() THEN
    PERFORM search_refresh(array(SELECT DISTINCT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER variants_search_delete AFTER DELETE ON variants REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION variants_search_gone();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION variant_colour_search_doc() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT search_deferred() THEN
    PERFORM search_refresh(ARRAY[NEW.product_id]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS variants_search_doc_colour ON variants;--> statement-breakpoint
CREATE TRIGGER variants_search_doc_colour AFTER UPDATE OF color, size ON variants
  FOR EACH ROW WHEN (OLD.color IS DISTINCT FROM NEW.color OR OLD.size IS DISTINCT FROM NEW.size) EXECUTE FUNCTION variant_colour_search_doc();
--> statement-breakpoint
-- A store's name is in its products' documents and in the vocabulary.
CREATE OR REPLACE FUNCTION stores_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT search_deferred() THEN
    INSERT INTO search_terms (term) SELECT search_terms_of(NEW.store_name) ON CONFLICT DO NOTHING;
    IF TG_OP = 'UPDATE' THEN
      PERFORM search_refresh(array(SELECT id FROM products WHERE seller_user_id = NEW.id));
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION posts_rating_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT search_deferred() THEN
    UPDATE products p SET rating = product_rating(p.id) WHERE p.id IN (SELECT DISTINCT product_id FROM new_rows WHERE ratings IS NOT NULL);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
SELECT search_refresh_all();
--> statement-breakpoint
CREATE INDEX "product_search_price_range_idx" ON "product_search" USING btree ("price");--> statement-breakpoint
-- Search's candidates: the first `cap` matches of a query with the page's filters, read through the
-- GIN index. The planner thinks @@ cheap and the table small, so with a LIMIT it would scan the table from the
-- start (58 ms for a word of 3,188 matches at 100,000 products, 5 ms through the index); the SET keeps it off
-- sequential scans inside this function only. Filters: f = {color, size, materials, store: [..], discount}.
CREATE OR REPLACE FUNCTION search_candidates(q tsquery, cap integer, f jsonb, price_min integer, price_max integer)
RETURNS SETOF product_search LANGUAGE sql STABLE SET enable_seqscan = off AS $$
  SELECT * FROM product_search ps
  WHERE ps.doc @@ q
    AND ps.price BETWEEN coalesce(price_min, 0) AND coalesce(price_max, 2147483647)
    AND (f->'color' IS NULL OR ps.colors && array(SELECT jsonb_array_elements_text(f->'color')))
    AND (f->'size' IS NULL OR ps.sizes && array(SELECT jsonb_array_elements_text(f->'size')))
    AND (f->'materials' IS NULL OR ps.material = ANY (array(SELECT jsonb_array_elements_text(f->'materials'))))
    AND (f->'store' IS NULL OR ps.store_id = ANY (array(SELECT jsonb_array_elements_text(f->'store'))))
    AND (f->>'discount' IS NULL OR ps.discount >= (f->>'discount')::integer)
  LIMIT cap
$$;

-- Search: pg_trgm for typos and name search; a stored, weighted document per product kept by triggers.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_doc" "tsvector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating" real DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "products_popular_idx" ON "products" USING btree ("rating" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stores_name_trgm_idx" ON "stores" USING gin ("store_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_fullname_trgm_idx" ON "users" USING gin ("fullname" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_displayname_trgm_idx" ON "users" USING gin ("displayname" gin_trgm_ops);
--> statement-breakpoint
-- The words a document and a query share: lower case, "t-shirt" / "t shirt" as one word (as src/lib/rules/search-query.ts does).
CREATE OR REPLACE FUNCTION search_words(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(lower(coalesce(t, '')), '\mt[[:space:]-]*shirt', 'tshirt', 'g')
$$;
--> statement-breakpoint
-- A product's document: name (A), style and material (B), category and store (C), colours of the product and its variants (D).
CREATE OR REPLACE FUNCTION product_search_doc(p products) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('english', search_words(p.name)), 'A')
    || setweight(to_tsvector('english', search_words(concat_ws(' ', p.specs->>'style', p.specs->>'material'))), 'B')
    || setweight(to_tsvector('english', search_words(concat_ws(' ', replace(p.category_id, '-', ' '),
         (SELECT c.name FROM categories c WHERE c.id = p.category_id),
         (SELECT s.store_name FROM stores s WHERE s.id = p.seller_user_id)))), 'C')
    || setweight(to_tsvector('english', lower(concat_ws(' ', p.specs->>'color',
         (SELECT string_agg(DISTINCT v.color, ' ') FROM variants v WHERE v.product_id = p.id)))), 'D')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_doc() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_doc := product_search_doc(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_doc BEFORE INSERT OR UPDATE OF name, specs, category_id, seller_user_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_doc();
--> statement-breakpoint
-- The vocabulary typos are corrected to: every word (3 letters or more) of names, styles, materials, categories and stores.
CREATE OR REPLACE FUNCTION search_terms_of(t text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(search_words(t), '[^[:alnum:]]+') AS w WHERE length(w) >= 3
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
    SELECT DISTINCT w FROM new_rows p, search_terms_of(concat_ws(' ', p.name, p.specs->>'style', p.specs->>'material', replace(p.category_id, '-', ' '))) AS w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_terms_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_search_terms();
--> statement-breakpoint
CREATE TRIGGER products_search_terms_update AFTER UPDATE ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_search_terms();
--> statement-breakpoint
-- Variants bring their colours into the product's document (many rows at once when a product is created).
CREATE OR REPLACE FUNCTION variants_search_doc() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET search_doc = product_search_doc(p) WHERE p.id IN (SELECT DISTINCT product_id FROM new_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER variants_search_doc_insert AFTER INSERT ON variants REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION variants_search_doc();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION variant_colour_search_doc() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET search_doc = product_search_doc(p) WHERE p.id = NEW.product_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER variants_search_doc_colour AFTER UPDATE OF color ON variants
  FOR EACH ROW WHEN (OLD.color IS DISTINCT FROM NEW.color) EXECUTE FUNCTION variant_colour_search_doc();
--> statement-breakpoint
-- A store's name is in its products' documents and in the vocabulary.
CREATE OR REPLACE FUNCTION stores_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term) SELECT search_terms_of(NEW.store_name) ON CONFLICT DO NOTHING;
  IF TG_OP = 'UPDATE' THEN
    UPDATE products p SET search_doc = product_search_doc(p) WHERE p.seller_user_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stores_search AFTER INSERT OR UPDATE OF store_name ON stores FOR EACH ROW EXECUTE FUNCTION stores_search();
--> statement-breakpoint
-- The average rating of a product's reviews (0 when none), a tie-break after relevance.
CREATE OR REPLACE FUNCTION product_rating(pid text) RETURNS real LANGUAGE sql STABLE AS $$
  SELECT coalesce(avg(ratings), 0)::real FROM posts WHERE product_id = pid AND ratings >= 0
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION posts_rating_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET rating = product_rating(p.id) WHERE p.id IN (SELECT DISTINCT product_id FROM new_rows WHERE ratings IS NOT NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER posts_rating_insert AFTER INSERT ON posts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION posts_rating_insert();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION posts_rating_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET rating = product_rating(p.id) WHERE p.id IN (OLD.product_id, NEW.product_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER posts_rating_change AFTER UPDATE OF ratings, product_id OR DELETE ON posts
  FOR EACH ROW EXECUTE FUNCTION posts_rating_change();
--> statement-breakpoint
UPDATE products p SET search_doc = product_search_doc(p), rating = product_rating(p.id);
--> statement-breakpoint
INSERT INTO search_terms (term) SELECT search_terms_of(store_name) FROM stores ON CONFLICT DO NOTHING;

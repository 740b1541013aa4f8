CREATE TABLE "invoice_counters" (
	"seller_id" text NOT NULL,
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "address_type" text DEFAULT 'Home' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "landmark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "alt_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "coupon_share" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "hsn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "gst_percent" real DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expected_delivery" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "gstin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "address_line" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "state" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "pin_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_seller_id_stores_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_counters_key" ON "invoice_counters" USING btree ("seller_id","kind","financial_year");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_kind_key" ON "invoices" USING btree ("order_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_key" ON "invoices" USING btree ("seller_id","kind","financial_year","seq");;--> statement-breakpoint
-- place_order (0009) writes the new order columns: the promised delivery date, and each line's coupon share,
-- HSN code and GST rate, so nothing on the order page or the invoice is worked out again from today's data.
CREATE OR REPLACE FUNCTION place_order(p jsonb) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  line jsonb;
  wanted integer;
  product text;
  debit record;
BEGIN
  IF jsonb_typeof(p->'key') = 'object' THEN
    INSERT INTO idempotency_keys (user_id, key, request_hash, response)
      SELECT user_id, key, request_hash, response FROM jsonb_populate_record(NULL::idempotency_keys, p->'key')
      ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      RETURN 'repeated';
    END IF;
  END IF;

  FOR line IN SELECT value FROM jsonb_array_elements(p->'stock') LOOP
    wanted := (line->>'quantity')::integer;
    IF line->>'variantId' = line->>'productId' THEN
      -- A product sold without variants keeps its own stock.
      UPDATE products SET stock = stock - wanted WHERE id = line->>'productId' AND stock >= wanted RETURNING id INTO product;
    ELSE
      UPDATE variants SET quantity = quantity - wanted WHERE id = line->>'variantId' AND quantity >= wanted RETURNING product_id INTO product;
      IF product IS NOT NULL THEN
        UPDATE products SET stock = greatest(stock - wanted, 0) WHERE id = product;
      END IF;
    END IF;
    IF product IS NULL THEN
      RAISE EXCEPTION USING ERRCODE = 'VS001', MESSAGE = 'Not enough stock', DETAIL = line->>'variantId';
    END IF;
  END LOOP;

  INSERT INTO orders (id, checkout_id, user_id, seller_id, address, order_type, order_status, payment_status, coupon_id,
                      order_cost, main_discount, coupon_discount, delivery_fee, wallet_used_paise, total_paise, razor_id, expected_delivery)
    SELECT id, checkout_id, user_id, seller_id, address, order_type, order_status, payment_status, coupon_id,
           order_cost, main_discount, coupon_discount, delivery_fee, wallet_used_paise, total_paise, razor_id, expected_delivery
    FROM jsonb_populate_recordset(NULL::orders, p->'orders');
  INSERT INTO order_lines (id, order_id, product_id, variant_id, quantity, price, mrp, product_name, product_desc, img_urls, color, size,
                           coupon_share, hsn, gst_percent)
    SELECT id, order_id, product_id, variant_id, quantity, price, mrp, product_name, product_desc, img_urls, color, size,
           coupon_share, hsn, gst_percent
    FROM jsonb_populate_recordset(NULL::order_lines, p->'lines');
  INSERT INTO order_status_history (id, order_id, status)
    SELECT id, order_id, status FROM jsonb_populate_recordset(NULL::order_status_history, p->'history');
  DELETE FROM cart_lines WHERE user_id = p->>'userId' AND variant_id IN (SELECT jsonb_array_elements_text(p->'cleared'));

  FOR debit IN SELECT * FROM jsonb_populate_recordset(NULL::wallet_transactions, p->'walletDebits') LOOP
    UPDATE wallets SET balance_paise = balance_paise + debit.amount_paise
      WHERE user_id = debit.user_id AND balance_paise + debit.amount_paise >= 0;
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'VS002', MESSAGE = 'Wallet balance changed';
    END IF;
    INSERT INTO wallet_transactions (id, user_id, type, order_id, amount_paise)
      VALUES (debit.id, debit.user_id, debit.type, debit.order_id, debit.amount_paise);
  END LOOP;

  RETURN 'placed';
END;
$$;

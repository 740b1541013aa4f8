CREATE INDEX "referral_credits_due_idx" ON "referral_credits" USING btree ("available_at") WHERE "referral_credits"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "referral_credits_order_idx" ON "referral_credits" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "uploads_user_created_idx" ON "uploads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_created_idx" ON "uploads" USING btree ("created_at");--> statement-breakpoint
-- place_order (0010) caps what one shopper's unpaid prepaid checkouts hold: the 0010 function
-- with the check added before any stock is taken.
CREATE OR REPLACE FUNCTION place_order(p jsonb) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  line jsonb;
  wanted integer;
  product text;
  debit record;
  waiting integer;
  held integer;
BEGIN
  IF jsonb_typeof(p->'key') = 'object' THEN
    INSERT INTO idempotency_keys (user_id, key, request_hash, response)
      SELECT user_id, key, request_hash, response FROM jsonb_populate_record(NULL::idempotency_keys, p->'key')
      ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      RETURN 'repeated';
    END IF;
  END IF;

  -- A checkout that will wait for its payment holds stock for 30 minutes: at most p.holds.checkouts such
  -- checkouts per shopper, and at most p.holds.units of a variant in them. An order still payable counts
  -- (pending or failed, waiting for pickup, younger than p.holds.ttlSeconds; an older one is the sweep's to
  -- expire). Checked under the shopper's row lock, so parallel orders of one shopper count one after another
  -- (NO KEY UPDATE: inserts that merely reference the user are not held up). VS003: too many checkouts
  -- waiting (its detail is how many); VS004: too many units of a variant ("units already held:variant id").
  IF EXISTS (SELECT 1 FROM jsonb_array_elements(p->'orders') o WHERE o->>'order_type' = 'Prepaid' AND o->>'payment_status' = 'pending') THEN
    PERFORM 1 FROM users WHERE id = p->>'userId' FOR NO KEY UPDATE;
    SELECT count(DISTINCT checkout_id) INTO waiting FROM orders
      WHERE user_id = p->>'userId' AND order_type = 'Prepaid' AND payment_status IN ('pending', 'failed') AND order_status = 'READY_FOR_PICKUP'
        AND created_at > now() - make_interval(secs => (p->'holds'->>'ttlSeconds')::double precision);
    IF waiting >= (p->'holds'->>'checkouts')::integer THEN
      RAISE EXCEPTION USING ERRCODE = 'VS003', MESSAGE = 'Too many orders waiting for payment', DETAIL = waiting::text;
    END IF;
    FOR line IN SELECT value FROM jsonb_array_elements(p->'stock') LOOP
      SELECT coalesce(sum(l.quantity), 0) INTO held FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE o.user_id = p->>'userId' AND o.order_type = 'Prepaid' AND o.payment_status IN ('pending', 'failed') AND o.order_status = 'READY_FOR_PICKUP'
          AND o.created_at > now() - make_interval(secs => (p->'holds'->>'ttlSeconds')::double precision) AND l.variant_id = line->>'variantId';
      IF held + (line->>'quantity')::integer > (p->'holds'->>'units')::integer THEN
        RAISE EXCEPTION USING ERRCODE = 'VS004', MESSAGE = 'Too many units waiting for payment', DETAIL = held::text || ':' || (line->>'variantId');
      END IF;
    END LOOP;
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

-- Places a checkout's orders in one call, so in one statement and one transaction, without a round trip
-- to the server while stock rows are locked (server/checkout/orders.ts builds p). In order:
--   1. the Idempotency-Key with its reply (p.key, or null): a second attempt with the key waits here on the
--      first's uncommitted row, before taking any stock, and once that commits answers 'repeated' having
--      done nothing;
--   2. the stock, line by line in the order given (by product, then variant, so two orders never wait on
--      each other in a circle), only where enough remains;
--   3. the orders, their lines and first status; the ordered lines out of the bag;
--   4. the wallet, debited per order only where the balance still covers it.
-- A shortfall raises VS001 (its detail is the variant id) and a balance spent meanwhile VS002: the whole
-- call is undone, the key included, so the next attempt with it is free to run.
CREATE FUNCTION place_order(p jsonb) RETURNS text LANGUAGE plpgsql AS $$
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
                      order_cost, main_discount, coupon_discount, delivery_fee, wallet_used_paise, total_paise, razor_id)
    SELECT id, checkout_id, user_id, seller_id, address, order_type, order_status, payment_status, coupon_id,
           order_cost, main_discount, coupon_discount, delivery_fee, wallet_used_paise, total_paise, razor_id
    FROM jsonb_populate_recordset(NULL::orders, p->'orders');
  INSERT INTO order_lines (id, order_id, product_id, variant_id, quantity, price, mrp, product_name, product_desc, img_urls, color, size)
    SELECT id, order_id, product_id, variant_id, quantity, price, mrp, product_name, product_desc, img_urls, color, size
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

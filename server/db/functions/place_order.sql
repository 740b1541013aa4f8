-- place_order(p jsonb): the one statement that places a checkout's orders. It stores the Idempotency-Key,
-- caps what one shopper's unpaid prepaid checkouts hold, takes the stock, writes the orders, their lines and
-- first status, clears those lines from the bag and debits the wallet; any refusal raises and undoes it all.
-- Called by server/checkout/order-write.ts, which sends the rows as JSON keyed by column name.
--
-- This file is the function's one source. A migration applies it with the line
-- `--> include: functions/place_order.sql` (server/db/migrations.ts puts this file there); to change the
-- function, edit this file and add a migration with that line (npm run db:generate -- --custom). Migrations
-- 0009, 0010 and 0013 keep the bodies they had, so a fresh database replays them before the include.
-- tests/unit/sql-columns.test.ts checks every column named here against server/db/schema.ts.
CREATE OR REPLACE FUNCTION place_order(p jsonb) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  line jsonb;
  wanted integer;
  product text;
  debit record;
  waiting integer;
  held integer;
  holding jsonb;
  held_lines integer;
  held_units integer;
  all_lines integer;
  ended_at timestamptz;
  ended_expired boolean;
BEGIN
  IF jsonb_typeof(p->'key') = 'object' THEN
    INSERT INTO idempotency_keys (user_id, key, request_hash, response)
      SELECT user_id, key, request_hash, response FROM jsonb_populate_record(NULL::idempotency_keys, p->'key')
      ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      RETURN 'repeated';
    END IF;
  END IF;

  -- A checkout that will wait for its payment holds stock for 30 minutes. An order counts while it can still
  -- be paid (pending or failed, waiting for pickup, younger than p.holds.ttlSeconds; an older one is the
  -- sweep's to expire). Checked under the shopper's row lock, so parallel orders of one shopper count one
  -- after another (NO KEY UPDATE: inserts that merely reference the user are not held up). Refusals:
  -- VS003: more than p.holds.checkouts checkouts waiting (detail: how many);
  -- VS006: a variant of an unpaid order cancelled or expired less than p.holds.coolDownSeconds ago
  --        ("seconds left:cancelled|expired:variant id");
  -- VS004: more than p.holds.units of a variant in them ("units already held:variant id");
  -- VS005: more than p.holds.lines variants or p.holds.allUnits units in them in all
  --        ("lines held:units held:lines of this checkout:units of this checkout").
  IF EXISTS (SELECT 1 FROM jsonb_array_elements(p->'orders') o WHERE o->>'order_type' = 'Prepaid' AND o->>'payment_status' = 'pending') THEN
    PERFORM 1 FROM users WHERE id = p->>'userId' FOR NO KEY UPDATE;
    -- The lines of the checkouts waiting for payment, as [{variantId, quantity}].
    SELECT coalesce(jsonb_agg(jsonb_build_object('variantId', l.variant_id, 'quantity', l.quantity)), '[]'::jsonb) INTO holding
      FROM order_lines l JOIN orders o ON o.id = l.order_id
      WHERE o.user_id = p->>'userId' AND o.order_type = 'Prepaid' AND o.payment_status IN ('pending', 'failed') AND o.order_status = 'READY_FOR_PICKUP'
        AND o.created_at > now() - make_interval(secs => (p->'holds'->>'ttlSeconds')::double precision);
    SELECT count(DISTINCT checkout_id) INTO waiting FROM orders
      WHERE user_id = p->>'userId' AND order_type = 'Prepaid' AND payment_status IN ('pending', 'failed') AND order_status = 'READY_FOR_PICKUP'
        AND created_at > now() - make_interval(secs => (p->'holds'->>'ttlSeconds')::double precision);
    IF waiting >= (p->'holds'->>'checkouts')::integer THEN
      RAISE EXCEPTION USING ERRCODE = 'VS003', MESSAGE = 'Too many orders waiting for payment', DETAIL = waiting::text;
    END IF;
    FOR line IN SELECT value FROM jsonb_array_elements(p->'stock') LOOP
      -- The hold of an unpaid order ended when it was cancelled (by the shopper, or by the sweep on expiry),
      -- or, while the sweep has not got to it yet, when its time to pay ran out.
      SELECT coalesce((SELECT max(h.at) FROM order_status_history h WHERE h.order_id = o.id AND h.status = 'CANCELLED'),
                      o.created_at + make_interval(secs => (p->'holds'->>'ttlSeconds')::double precision)) AS at,
             o.payment_status = 'expired' OR o.order_status = 'READY_FOR_PICKUP' AS expired
        INTO ended_at, ended_expired
        FROM orders o JOIN order_lines l ON l.order_id = o.id
        WHERE o.user_id = p->>'userId' AND o.order_type = 'Prepaid' AND l.variant_id = line->>'variantId'
          AND o.payment_status IN ('pending', 'failed', 'expired')
          AND (o.order_status = 'CANCELLED'
               OR (o.order_status = 'READY_FOR_PICKUP' AND o.created_at <= now() - make_interval(secs => (p->'holds'->>'ttlSeconds')::double precision)))
        ORDER BY 1 DESC LIMIT 1;
      IF ended_at > now() - make_interval(secs => (p->'holds'->>'coolDownSeconds')::double precision) THEN
        RAISE EXCEPTION USING ERRCODE = 'VS006', MESSAGE = 'Cancelled unpaid a moment ago',
          DETAIL = ceil(extract(epoch FROM ended_at + make_interval(secs => (p->'holds'->>'coolDownSeconds')::double precision) - now()))::text
                   || ':' || CASE WHEN ended_expired THEN 'expired' ELSE 'cancelled' END || ':' || (line->>'variantId');
      END IF;
      SELECT coalesce(sum((value->>'quantity')::integer), 0) INTO held FROM jsonb_array_elements(holding)
        WHERE value->>'variantId' = line->>'variantId';
      IF held + (line->>'quantity')::integer > (p->'holds'->>'units')::integer THEN
        RAISE EXCEPTION USING ERRCODE = 'VS004', MESSAGE = 'Too many units waiting for payment', DETAIL = held::text || ':' || (line->>'variantId');
      END IF;
    END LOOP;
    SELECT count(DISTINCT value->>'variantId'), coalesce(sum((value->>'quantity')::integer), 0) INTO held_lines, held_units
      FROM jsonb_array_elements(holding);
    SELECT count(DISTINCT value->>'variantId') INTO all_lines
      FROM (SELECT value FROM jsonb_array_elements(holding) UNION ALL SELECT value FROM jsonb_array_elements(p->'stock')) v;
    SELECT coalesce(sum((value->>'quantity')::integer), 0) INTO wanted FROM jsonb_array_elements(p->'stock');
    IF all_lines > (p->'holds'->>'lines')::integer OR held_units + wanted > (p->'holds'->>'allUnits')::integer THEN
      RAISE EXCEPTION USING ERRCODE = 'VS005', MESSAGE = 'Too much waiting for payment',
        DETAIL = held_lines::text || ':' || held_units::text || ':' || jsonb_array_length(p->'stock')::text || ':' || wanted::text;
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

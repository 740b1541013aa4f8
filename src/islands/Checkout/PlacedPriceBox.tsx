/**
 * The price box of a checkout already placed and waiting for its payment: the bag is empty by then, so the
 * figures come from the placed orders themselves (what they stored when placed), summed into the one
 * breakdown. A failed read says so and offers Retry; it never sits on "Working out your total".
 */
import type { ReactNode } from 'react';
import { getOrder } from '../../lib/api/orders.ts';
import { sumCharges, type Charges } from '../../lib/rules/breakdown.ts';
import { useWords } from '../shared/words.tsx';
import { useSay } from '../shared/useSay.ts';
import { useLoad } from '../shared/useLoad.ts';
import PriceBreakdown from '../shared/PriceBreakdown.tsx';
import styles from './Checkout.module.scss';

type Words = typeof import('./Checkout.words.en-IN.ts');

type Placed = { charges: Charges; tax: number; items: number };

export default function PlacedPriceBox({ orderIds, children }: { orderIds: string[]; children?: ReactNode }) {
  const t = useWords<Words>();
  const say = useSay();
  const key = orderIds.join(',');
  const { state, retry } = useLoad<Placed>(async () => {
    const orders = await Promise.all(key.split(',').map((id) => getOrder(id)));
    return {
      charges: sumCharges(orders.map((o) => o.charges)),
      tax: orders.reduce((sum, o) => sum + o.charges.tax, 0),
      items: orders.reduce((n, o) => n + o.lines.reduce((m, l) => m + l.quantity, 0), 0),
    };
  }, [key]);

  const placed = state.data;
  return (
    <section
      className={styles.priceBox}
      aria-labelledby="price-box-title"
      aria-busy={state.status === 'loading' || undefined}
    >
      <h2 id="price-box-title" className={styles.boxTitle}>
        {t.checkout_price_details()}{' '}
        {placed && <span className={styles.muted}>({t.checkout_item_count({ count: placed.items })})</span>}
      </h2>
      {state.status === 'failed' && (
        <div className={styles.alert} role="alert">
          <p>
            {say(state.error)} {t.checkout_order_kept()}
          </p>
          <button type="button" className={styles.textButton} onClick={retry}>
            {t.checkout_retry()}
          </button>
        </div>
      )}
      {!placed && state.status === 'loading' && (
        <p className={styles.muted} role="status">
          {t.checkout_loading_your_order()}
        </p>
      )}
      {placed && (
        <PriceBreakdown
          charges={placed.charges}
          totalLabel={t.checkout_amount_to_pay()}
          tax={Math.round(placed.tax * 100) / 100}
          testId="price-rows"
        />
      )}
      {children}
    </section>
  );
}

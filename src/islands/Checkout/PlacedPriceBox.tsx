/**
 * The price box of a checkout already placed and waiting for its payment: the bag is empty by then, so the
 * figures come from the placed orders themselves (what they stored when placed), summed into the one
 * breakdown. A failed read says so and offers Retry; it never sits on "Working out your total".
 */
import type { ReactNode } from 'react';
import { getOrder } from '../../lib/api/orders.ts';
import { BREAKDOWN_LABELS, sumCharges, type Charges } from '../../lib/rules/breakdown.ts';
import { useLoad } from '../shared/useLoad.ts';
import PriceBreakdown from '../shared/PriceBreakdown.tsx';
import styles from './Checkout.module.scss';

type Placed = { charges: Charges; tax: number; items: number };

export default function PlacedPriceBox({ orderIds, children }: { orderIds: string[]; children?: ReactNode }) {
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
        Price details{' '}
        {placed && (
          <span className={styles.muted}>
            ({placed.items} {placed.items === 1 ? 'item' : 'items'})
          </span>
        )}
      </h2>
      {state.status === 'failed' && (
        <div className={styles.alert} role="alert">
          <p>{state.error} Your order is kept.</p>
          <button type="button" className={styles.textButton} onClick={retry}>
            Retry
          </button>
        </div>
      )}
      {!placed && state.status === 'loading' && (
        <p className={styles.muted} role="status">
          Loading your order…
        </p>
      )}
      {placed && (
        <PriceBreakdown
          charges={placed.charges}
          totalLabel={BREAKDOWN_LABELS.toPay}
          tax={Math.round(placed.tax * 100) / 100}
          testId="price-rows"
        />
      )}
      {children}
    </section>
  );
}

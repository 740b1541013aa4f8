/**
 * The price box (shopper-core §2, §3 Estimated price): every number is the server's estimate, drawn as the
 * one price breakdown (Total MRP, Discount on MRP, each applied coupon by its name, "Coupon (SAVE10)",
 * Vastra Money, Delivery, Amount to pay); GST is already inside the prices, so it is shown, never added.
 */
import type { ReactNode } from 'react';
import type { Estimate } from '../../lib/api/checkout.ts';
import type { Loadable } from '../../stores/loadable.ts';
import { BREAKDOWN_LABELS, chargesOfEstimate } from '../../lib/rules/breakdown.ts';
import PriceBreakdown from '../shared/PriceBreakdown.tsx';
import styles from './Checkout.module.scss';

type Props = {
  estimate: Loadable<Estimate>;
  itemCount: number;
  onRetry: () => void;
  children?: ReactNode;
};

export default function PriceBox({ estimate, itemCount, onRetry, children }: Props) {
  const e = estimate.data;
  return (
    <section
      className={styles.priceBox}
      aria-labelledby="price-box-title"
      aria-busy={estimate.status === 'loading' || undefined}
    >
      <h2 id="price-box-title" className={styles.boxTitle}>
        Price details{' '}
        <span className={styles.muted}>
          ({itemCount} {itemCount === 1 ? 'item' : 'items'})
        </span>
      </h2>
      {estimate.status === 'failed' && (
        <div className={styles.alert} role="alert">
          <p>{estimate.error} Your bag and choices are kept.</p>
          <button type="button" className={styles.textButton} onClick={onRetry}>
            Retry
          </button>
        </div>
      )}
      {!e && estimate.status !== 'failed' && (
        <p className={styles.muted} role="status">
          Working out your total…
        </p>
      )}
      {e && (
        <PriceBreakdown
          charges={chargesOfEstimate(e)}
          totalLabel={BREAKDOWN_LABELS.toPay}
          coupons={e.couponData.map((c) => ({
            label: `${BREAKDOWN_LABELS.coupon} (${c.couponName})`,
            amount: c.discount,
          }))}
          tax={e.tax}
          testId="price-rows"
        />
      )}
      {children}
    </section>
  );
}

/**
 * The price box (shopper-core §2, §3 Estimated price): every number is the server's estimate. Total MRP and
 * the discount against it come to the order cost; each seller's coupon, delivery ("Free delivery" at 0)
 * and the wallet money used follow; GST is already inside the prices, so it is shown, never added.
 */
import type { ReactNode } from 'react';
import type { Estimate } from '../../lib/api/checkout.ts';
import type { Loadable } from '../../stores/loadable.ts';
import { formatRupees, formatRupeesExact } from '../../lib/rules/price.ts';
import { FREE_DELIVERY } from '../../lib/rules/checkout.ts';
import { site } from '../../lib/site.ts';
import styles from './Checkout.module.scss';

type Props = {
  estimate: Loadable<Estimate>;
  storeNames: Record<string, string>;
  itemCount: number;
  onRetry: () => void;
  children?: ReactNode;
};

const money = (n: number) => (Number.isInteger(n) ? formatRupees(n) : formatRupeesExact(n));

export default function PriceBox({ estimate, storeNames, itemCount, onRetry, children }: Props) {
  const e = estimate.data;
  return (
    <section className={styles.priceBox} aria-labelledby="price-box-title" aria-busy={estimate.status === 'loading' || undefined}>
      <h2 id="price-box-title" className={styles.boxTitle}>
        Price details <span className={styles.muted}>({itemCount} {itemCount === 1 ? 'item' : 'items'})</span>
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
        <dl className={styles.priceRows}>
          <div>
            <dt>Total MRP</dt>
            <dd>{money(e.orderCost + e.MainDiscount)}</dd>
          </div>
          {e.MainDiscount > 0 && (
            <div className={styles.saving}>
              <dt>Discount on MRP</dt>
              <dd>−{money(e.MainDiscount)}</dd>
            </div>
          )}
          <div>
            <dt>Order cost</dt>
            <dd>{money(e.orderCost)}</dd>
          </div>
          {e.couponData.map((c) => (
            <div key={c.couponId} className={styles.saving}>
              <dt>Coupon ({storeNames[c.sellerId] ?? 'store'})</dt>
              <dd>−{money(c.discount)}</dd>
            </div>
          ))}
          <div>
            <dt>Delivery</dt>
            <dd className={e.deliveryFee === 0 ? styles.free : undefined}>{e.deliveryFee === 0 ? FREE_DELIVERY : money(e.deliveryFee)}</dd>
          </div>
          {e.walletUsed > 0 && (
            <div className={styles.saving}>
              <dt>{site.walletName} used</dt>
              <dd>−{formatRupeesExact(e.walletUsed)}</dd>
            </div>
          )}
          <div className={styles.totalRow}>
            <dt>Total</dt>
            <dd>{money(e.totalcost)}</dd>
          </div>
          <div className={styles.taxRow}>
            <dt>GST included in prices</dt>
            <dd>{formatRupeesExact(e.tax)}</dd>
          </div>
        </dl>
      )}
      {children}
    </section>
  );
}

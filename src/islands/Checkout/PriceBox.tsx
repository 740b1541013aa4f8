/**
 * The price box (shopper-core §2, §3 Estimated price): every number is the server's estimate, drawn as the
 * one price breakdown (Total MRP, Discount on MRP, each applied coupon by its name, "Coupon (SAVE10)",
 * Vastra Money, Delivery, Amount to pay); GST is already inside the prices, so it is shown, never added.
 */
import type { ReactNode } from 'react';
import type { Estimate } from '../../lib/api/checkout.ts';
import type { Loadable } from '../../stores/loadable.ts';
import { chargesOfEstimate } from '../../lib/rules/breakdown.ts';
import { useWords } from '../shared/words.tsx';
import { useSay } from '../shared/useSay.ts';
import PriceBreakdown, { PendingBreakdown } from '../shared/PriceBreakdown.tsx';
import styles from './Checkout.module.scss';

type Words = typeof import('./Checkout.words.en-IN.ts');

type Props = {
  estimate: Loadable<Estimate>;
  itemCount: number;
  onRetry: () => void;
  children?: ReactNode;
};

export default function PriceBox({ estimate, itemCount, onRetry, children }: Props) {
  const t = useWords<Words>();
  const say = useSay();
  const e = estimate.data;
  return (
    <section
      className={styles.priceBox}
      aria-labelledby="price-box-title"
      aria-busy={estimate.status === 'loading' || undefined}
    >
      <h2 id="price-box-title" className={styles.boxTitle}>
        {t.checkout_price_details()}{' '}
        <span className={styles.muted}>({t.checkout_item_count({ count: itemCount })})</span>
      </h2>
      {estimate.status === 'failed' && (
        <div className={styles.alert} role="alert">
          <p>
            {say(estimate.error)} {t.checkout_bag_kept()}
          </p>
          <button type="button" className={styles.textButton} onClick={onRetry}>
            {t.checkout_retry()}
          </button>
        </div>
      )}
      {!e && estimate.status !== 'failed' && (
        <PendingBreakdown totalLabel={t.checkout_amount_to_pay()} status={t.checkout_working_out_total()} />
      )}
      {e && (
        <PriceBreakdown
          charges={chargesOfEstimate(e)}
          totalLabel={t.checkout_amount_to_pay()}
          coupons={e.couponData.map((c) => ({
            label: t.checkout_coupon_row({ name: c.couponName }),
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

/**
 * The one price breakdown, drawn the same on every money screen (the checkout price box, the Order Placed
 * screen, the payment step of an unpaid order, the order page and the refund status): the rows of
 * `breakdownRows`, which sum to the total row, and the GST already inside the prices and the delivery charge
 * as a note, never added.
 */
import { breakdownRows, type Charges, type RowKey } from '../../lib/rules/breakdown.ts';
import { formatMoneyExact } from '../../lib/i18n/money.ts';
import { site } from '../../lib/site.ts';
import { useLocale, useWords } from './words.tsx';
import styles from './PriceBreakdown.module.scss';

type Words = typeof import('./words/PriceBreakdown.en-IN.ts');

/** The caller's labels (the total, each store's coupon) come in the page's language; the fixed rows' are here. */
type Props = {
  charges: Charges;
  totalLabel: string;
  /** A coupon row per store (the checkout), else one Coupon row. */
  coupons?: { label: string; amount: number }[];
  /** The GST inside the goods and the delivery charge (the invoice's tax total), shown under the total. */
  tax?: number;
  testId?: string;
};

export default function PriceBreakdown({ charges, totalLabel, coupons, tax, testId }: Props) {
  const t = useWords<Words>();
  const locale = useLocale();
  const rows = breakdownRows(charges, {
    walletName: site.walletName,
    totalLabel,
    coupons: coupons ?? [{ label: t.common_breakdown_coupon(), amount: charges.coupon }],
  });
  // The rows lib/rules/breakdown.ts names in English, named here in the page's language (the money is the same).
  const fixed: Partial<Record<RowKey, string>> = {
    mrp: t.common_breakdown_total_mrp(),
    discount: t.common_breakdown_discount(),
    delivery: t.common_breakdown_delivery(),
  };
  return (
    <dl className={styles.rows} data-testid={testId}>
      {rows.map((row, i) => (
        <div
          key={`${row.key}-${i}`}
          data-row={row.key}
          className={row.key === 'total' ? styles.total : row.amount < 0 ? styles.saving : undefined}
        >
          <dt>{fixed[row.key] ?? row.label}</dt>
          <dd className={row.key === 'delivery' && row.amount === 0 ? styles.free : undefined}>
            {row.key === 'delivery' && row.amount === 0 ? t.common_breakdown_free() : row.text}
          </dd>
        </div>
      ))}
      {tax !== undefined && (
        <div className={styles.tax} data-row="tax">
          <dt>{charges.delivery > 0 ? t.common_breakdown_gst_with_delivery() : t.common_breakdown_gst()}</dt>
          <dd>{formatMoneyExact(tax, locale)}</dd>
        </div>
      )}
    </dl>
  );
}

/**
 * The breakdown's place while its figures are worked out: the rows every breakdown has (Total MRP, Discount on
 * MRP, Delivery and the total), labelled, their amounts to come, and `status` ("Working out your total…") where
 * the GST note will be. It takes the room the figures will, so what sits under it (the step's button) does not
 * jump when they arrive.
 */
export function PendingBreakdown({ totalLabel, status }: { totalLabel: string; status: string }) {
  const t = useWords<Words>();
  const rows = [t.common_breakdown_total_mrp(), t.common_breakdown_discount(), t.common_breakdown_delivery()];
  return (
    <div className={`${styles.rows} ${styles.pending}`}>
      {rows.map((label) => (
        <div key={label} aria-hidden="true">
          <span>{label}</span>
          <span className={styles.toCome} />
        </div>
      ))}
      <div className={styles.total} aria-hidden="true">
        <span>{totalLabel}</span>
        <span className={styles.toCome} />
      </div>
      <p className={styles.tax} role="status">
        {status}
      </p>
    </div>
  );
}

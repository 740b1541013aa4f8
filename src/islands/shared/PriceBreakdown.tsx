/**
 * The one price breakdown, drawn the same on every money screen (the checkout price box, the Order Placed
 * screen, the payment step of an unpaid order, the order page and the refund status): the rows of
 * `breakdownRows`, which sum to the total row, and the GST already inside the prices and the delivery charge
 * as a note, never added.
 */
import { breakdownRows, gstLabel, type Charges } from '../../lib/rules/breakdown.ts';
import { formatRupeesExact } from '../../lib/rules/price.ts';
import { site } from '../../lib/site.ts';
import styles from './PriceBreakdown.module.scss';

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
  const rows = breakdownRows(charges, { walletName: site.walletName, totalLabel, coupons });
  return (
    <dl className={styles.rows} data-testid={testId}>
      {rows.map((row, i) => (
        <div
          key={`${row.key}-${i}`}
          data-row={row.key}
          className={row.key === 'total' ? styles.total : row.amount < 0 ? styles.saving : undefined}
        >
          <dt>{row.label}</dt>
          <dd className={row.key === 'delivery' && row.amount === 0 ? styles.free : undefined}>{row.text}</dd>
        </div>
      ))}
      {tax !== undefined && (
        <div className={styles.tax} data-row="tax">
          <dt>{gstLabel(charges)}</dt>
          <dd>{formatRupeesExact(tax)}</dd>
        </div>
      )}
    </dl>
  );
}

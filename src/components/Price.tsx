/** Selling price bold, MRP struck through, percent off in the accent (only below MRP). Static or in islands. */
import { formatRupees, percentOff } from '../lib/rules/price.ts';
import styles from './Price.module.scss';

type Props = { sellingPrice: number; mrp: number; size?: 'md' | 'lg' };

export default function Price({ sellingPrice, mrp, size = 'md' }: Props) {
  const off = percentOff(mrp, sellingPrice);
  return (
    <p className={`${styles.price} ${size === 'lg' ? styles.large : ''}`}>
      <span className={styles.selling}>{formatRupees(sellingPrice)}</span>
      {off !== null && (
        <>
          <s className={styles.mrp}>
            <span className={styles.hidden}>MRP </span>
            {formatRupees(mrp)}
          </s>
          <span className={styles.off}>{off}% off</span>
        </>
      )}
    </p>
  );
}

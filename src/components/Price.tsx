/** Selling price bold, MRP struck through, percent off in the accent (only below MRP). Static or in islands. */
import { percentOff } from '../lib/rules/price.ts';
import { formatMoney } from '../lib/i18n/money.ts';
import { useLocale, useWords } from '../islands/shared/words.tsx';
import styles from './Price.module.scss';

type Words = typeof import('../islands/shared/words/Price.en-IN.ts');
type Props = { sellingPrice: number; mrp: number; size?: 'md' | 'lg' };

export default function Price({ sellingPrice, mrp, size = 'md' }: Props) {
  const t = useWords<Words>();
  const locale = useLocale();
  const off = percentOff(mrp, sellingPrice);
  return (
    <p className={`${styles.price} ${size === 'lg' ? styles.large : ''}`}>
      <span className={styles.selling}>{formatMoney(sellingPrice, locale)}</span>
      {off !== null && (
        <>
          <s className={styles.mrp}>
            <span className={styles.hidden}>{`${t.common_price_mrp()} `}</span>
            {formatMoney(mrp, locale)}
          </s>
          <span className={styles.off}>{t.common_price_off({ percent: off })}</span>
        </>
      )}
    </p>
  );
}

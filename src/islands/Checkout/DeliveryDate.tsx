/**
 * Checkout's delivery line for the chosen address (ours): "Delivery by Tue, 1 Dec" from
 * GET delivery/estimate for the bag's products and the address's PIN, the same rule the order keeps when
 * placed. With several sellers whose days differ, each store's day; a PIN nobody serves says so before the
 * shopper tries to place the order. Until the bag has been read (`productIds` null) the line says it is working
 * the day out, so the line is there from the address's arrival and nothing below it moves when the day comes.
 */
import { checkDelivery } from '../../lib/api/delivery.ts';
import { deliveryDay } from '../../lib/i18n/figures.ts';
import { useLocale, useWords } from '../shared/words.tsx';
import { useSay } from '../shared/useSay.ts';
import { useLoad } from '../shared/useLoad.ts';
import styles from './DeliveryDate.module.scss';

type Words = typeof import('./Checkout.words.en-IN.ts');

type Props = {
  pin: string | null | undefined;
  /** The bag's products; null while the bag is being read. */
  productIds: string[] | null;
};

export default function DeliveryDate({ pin, productIds }: Props) {
  const t = useWords<Words>();
  const locale = useLocale();
  const say = useSay();
  const by = (day: string) => t.checkout_delivery_by({ day: deliveryDay(day, locale) });
  const products = [...new Set(productIds ?? [])].sort().join(',');
  const { state, retry } = useLoad(pin && products ? () => checkDelivery(pin, products.split(',')) : null, [
    pin,
    products,
  ]);

  if (!pin || (productIds !== null && !products)) return null;
  if (productIds === null || state.status === 'loading' || state.status === 'idle') {
    return (
      <p className={styles.deliveryDate} role="status">
        <span className={styles.muted}>{t.checkout_working_out_delivery()}</span>
      </p>
    );
  }
  if (state.status === 'failed' || !state.data) {
    return (
      <p className={styles.deliveryDate} role="status">
        <span className={styles.muted}>{say(state.error)}</span>{' '}
        <button type="button" className={styles.textButton} onClick={retry}>
          {t.checkout_retry()}
        </button>
      </p>
    );
  }
  const check = state.data;
  if (!check.served || !check.expectedBy) {
    return (
      <p className={`${styles.deliveryDate} ${styles.notServed}`} role="status">
        {t.checkout_not_served({ pin: check.pin })}
      </p>
    );
  }
  const days = new Set(check.sellers.map((s) => s.expectedBy));
  if (days.size <= 1) {
    return (
      <p className={styles.deliveryDate} role="status">
        {by(check.expectedBy)}
      </p>
    );
  }
  return (
    <ul className={styles.deliveryDates} aria-label={t.checkout_delivery_by_store()}>
      {check.sellers.map((s) => (
        <li key={s.sellerId}>
          <span className={styles.muted}>{s.storeName}:</span> {by(s.expectedBy)}
        </li>
      ))}
    </ul>
  );
}

/**
 * Checkout's delivery line for the chosen address (ours): "Delivery by Tue, 1 Dec" from
 * GET delivery/estimate for the bag's products and the address's PIN, the same rule the order keeps when
 * placed. With several sellers whose days differ, each store's day; a PIN nobody serves says so before the
 * shopper tries to place the order.
 */
import { checkDelivery } from '../../lib/api/delivery.ts';
import { NOT_SERVED, deliveryByText } from '../../lib/rules/delivery.ts';
import { useLoad } from '../shared/useLoad.ts';
import styles from './DeliveryDate.module.scss';

export default function DeliveryDate({ pin, productIds }: { pin: string | null | undefined; productIds: string[] }) {
  const products = [...new Set(productIds)].sort().join(',');
  const { state, retry } = useLoad(pin && products ? () => checkDelivery(pin, products.split(',')) : null, [
    pin,
    products,
  ]);

  if (!pin || !products || state.status === 'idle') return null;
  if (state.status === 'loading') {
    return (
      <p className={styles.deliveryDate} role="status">
        <span className={styles.muted}>Working out the delivery date…</span>
      </p>
    );
  }
  if (state.status === 'failed' || !state.data) {
    return (
      <p className={styles.deliveryDate} role="status">
        <span className={styles.muted}>{state.error}</span>{' '}
        <button type="button" className={styles.textButton} onClick={retry}>
          Retry
        </button>
      </p>
    );
  }
  const check = state.data;
  if (!check.served || !check.expectedBy) {
    return (
      <p className={`${styles.deliveryDate} ${styles.notServed}`} role="status">
        {NOT_SERVED} ({check.pin}). Choose another address.
      </p>
    );
  }
  const days = new Set(check.sellers.map((s) => s.expectedBy));
  if (days.size <= 1) {
    return (
      <p className={styles.deliveryDate} role="status">
        {deliveryByText(check.expectedBy)}
      </p>
    );
  }
  return (
    <ul className={styles.deliveryDates} aria-label="Delivery by store">
      {check.sellers.map((s) => (
        <li key={s.sellerId}>
          <span className={styles.muted}>{s.storeName}:</span> {deliveryByText(s.expectedBy)}
        </li>
      ))}
    </ul>
  );
}

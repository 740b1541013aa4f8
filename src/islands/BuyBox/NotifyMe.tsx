/**
 * Notify me on a sold-out variant (ours; the spec has no back-in-stock alert). A signed-in shopper taps it and
 * is told in notifications when that variant is back; a visitor gets "Log in to continue" with a Login action
 * that comes back to this product. Once set it says "We’ll let you know" and offers to cancel. The state is
 * the API's, read once per variant by useStockAlert and shared by the box and the sticky bar.
 */
import { isWaitingForStock, notifyWhenInStock, stopWaitingForStock } from '../../lib/api/product.ts';
import { useSignedInToggle } from '../shared/useSignedInToggle.ts';
import { BusyLabel, busyProps } from '../shared/Busy.tsx';
import { useWords } from '../shared/words.tsx';
import styles from './BuyBox.module.scss';
import IconBell from '~icons/lucide/bell.jsx';
import IconCheck from '~icons/lucide/check.jsx';

type Words = typeof import('../shared/words/ProductView.en-IN.ts');

export function useStockAlert(productId: string, variantId: string, soldOut: boolean) {
  const t = useWords<Words>();
  return useSignedInToggle({
    // Asked only while the variant is sold out: an in-stock variant has nothing to wait for.
    key: `${variantId}:${soldOut}`,
    check: () => (soldOut ? isWaitingForStock(variantId) : Promise.resolve(false)),
    add: () => notifyWhenInStock(productId, variantId),
    remove: () => stopWaitingForStock(variantId),
    loginMessage: 'Log in to continue',
    said: [t.product_notify_added(), t.product_notify_removed()],
  });
}

export type StockAlert = ReturnType<typeof useStockAlert>;

export function NotifyMe({
  alert,
  compact = false,
  className = '',
}: {
  alert: StockAlert;
  compact?: boolean;
  className?: string;
}) {
  const t = useWords<Words>();
  if (alert.on) {
    return (
      <div className={`${styles.notifySet} ${compact ? styles.notifyCompact : ''} ${className}`}>
        <p role="status">
          <CheckIcon /> {t.product_notify_set()}
        </p>
        <button type="button" className={styles.notifyCancel} onClick={alert.toggle} {...busyProps(alert.busy)}>
          <BusyLabel busy={alert.busy} idle={t.product_notify_cancel()} working={t.product_notify_cancelling()} />
        </button>
      </div>
    );
  }
  return (
    <button
      type="button"
      className={`${styles.notify} ${compact ? styles.notifyCompact : ''} ${className}`}
      onClick={alert.toggle}
      {...busyProps(alert.busy)}
    >
      <BusyLabel
        busy={alert.busy}
        idle={
          <>
            <BellIcon /> {t.product_notify_me()}
          </>
        }
        working={t.product_notify_setting()}
      />
    </button>
  );
}

function BellIcon() {
  return <IconBell size={18} />;
}

function CheckIcon() {
  return <IconCheck size={16} strokeWidth={2.5} />;
}

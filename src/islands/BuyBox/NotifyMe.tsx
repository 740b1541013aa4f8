/**
 * Notify me on a sold-out variant (ours; the spec has no back-in-stock alert). A signed-in shopper taps it and
 * is told in notifications when that variant is back; a visitor gets "Log in to continue" with a Login action
 * that comes back to this product. Once set it says "We’ll let you know" and offers to cancel. The state is
 * the API's, read once per variant by useStockAlert and shared by the box and the sticky bar.
 */
import { isWaitingForStock, notifyWhenInStock, stopWaitingForStock } from '../../lib/api/product.ts';
import { NOTIFY_ME, NOTIFY_SET } from '../../lib/rules/stock-alerts.ts';
import { useSignedInToggle } from '../shared/useSignedInToggle.ts';
import { BusyLabel, busyProps } from '../shared/Busy.tsx';
import styles from './BuyBox.module.scss';
import IconBell from '~icons/lucide/bell.jsx';
import IconCheck from '~icons/lucide/check.jsx';

export function useStockAlert(productId: string, variantId: string, soldOut: boolean) {
  return useSignedInToggle({
    // Asked only while the variant is sold out: an in-stock variant has nothing to wait for.
    key: `${variantId}:${soldOut}`,
    check: () => (soldOut ? isWaitingForStock(variantId) : Promise.resolve(false)),
    add: () => notifyWhenInStock(productId, variantId),
    remove: () => stopWaitingForStock(variantId),
    loginMessage: 'Log in to continue',
    said: ['Back-in-stock alert set', 'Back-in-stock alert cancelled'],
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
  if (alert.on) {
    return (
      <div className={`${styles.notifySet} ${compact ? styles.notifyCompact : ''} ${className}`}>
        <p role="status">
          <CheckIcon /> {NOTIFY_SET}
        </p>
        <button type="button" className={styles.notifyCancel} onClick={alert.toggle} {...busyProps(alert.busy)}>
          <BusyLabel busy={alert.busy} idle="Cancel alert" working="Cancelling…" />
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
            <BellIcon /> {NOTIFY_ME}
          </>
        }
        working="Setting alert…"
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

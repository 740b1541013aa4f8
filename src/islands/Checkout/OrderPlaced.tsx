/** The full-screen "Order Placed" modal (shopper-core §2) in the shared frame, with "Continue shopping" home. */
import { homePath } from '../../lib/paths.ts';
import Dialog from '../shared/Dialog.tsx';
import SuccessMark from '../shared/SuccessMark.tsx';
import styles from './Checkout.module.scss';

export const ORDER_PLACED = 'order-placed';

export default function OrderPlaced() {
  return (
    <Dialog type={ORDER_PLACED} title="Order Placed" hideTitle className={styles.placedDialog} onClosed={() => window.location.assign(homePath())}>
      <div className={styles.placed}>
        <SuccessMark className={styles.placedMark} />
        <p className={styles.placedTitle}>Order Placed</p>
        <p className={styles.muted}>Thank you! We will let you know when it ships.</p>
        <a className={styles.primaryWide} href={homePath()}>
          Continue shopping
        </a>
      </div>
    </Dialog>
  );
}

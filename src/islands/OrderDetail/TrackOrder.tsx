/**
 * The track-order modal (stores-and-social §2.10): the order's status history as a timeline, each step with
 * its date and time (India time), then what comes next or that the order has reached its end.
 */
import type { OrderDetail } from '../../lib/api/orders.ts';
import { formatTime, nextStatus, nextStepText, statusTitle } from '../../lib/rules/orders.ts';
import { formatDate } from '../../lib/rules/text.ts';
import Dialog from '../shared/Dialog.tsx';
import styles from './OrderDetail.module.scss';

export const TRACK_ORDER = 'track-order';

export default function TrackOrder({ order }: { order: OrderDetail }) {
  const next = nextStatus(order.orderStatus);
  return (
    <Dialog type={TRACK_ORDER} title="Track Order" className={styles.modal}>
      <ol className={styles.timeline} aria-label="Order status history">
        {order.history.map((step, i) => (
          <li key={`${step.status}-${step.at}`} className={i === order.history.length - 1 ? styles.stepCurrent : styles.stepDone}>
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.stepTitle}>{statusTitle(step.status)}</span>
            <time className={styles.stepWhen} dateTime={step.at}>
              {formatDate(step.at)}, {formatTime(step.at)}
            </time>
          </li>
        ))}
        {next && (
          <li className={styles.stepNext}>
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.stepTitle}>{statusTitle(next)}</span>
            <span className={styles.stepWhen}>Coming next</span>
          </li>
        )}
      </ol>
      <p className={styles.nextNote} role="status">
        {nextStepText(order.orderStatus)}
      </p>
    </Dialog>
  );
}

/**
 * The track-order modal (stores-and-social §2.10): the day promised while the order is on its way, then the
 * timeline: each status reached, once, with its date and time (India time), and what is left of the
 * courier's road (the next step, then Delivered by the promised day), with the courier and AWB once it is
 * picked up; once off the road, that the order has reached its end.
 */
import type { OrderDetail } from '../../lib/api/orders.ts';
import { statusTitle } from '../../lib/rules/orders.ts';
import { deliveryByText, deliveryDayText, showsExpectedDelivery } from '../../lib/rules/delivery.ts';
import { shipmentText, trackNote, trackSteps, type TrackStep } from '../../lib/rules/track.ts';
import { returnNextText } from '../../lib/rules/return-progress.ts';
import { formatDate, formatTime } from '../../lib/rules/text.ts';
import Dialog from '../shared/Dialog.tsx';
import styles from './OrderDetail.module.scss';

export const TRACK_ORDER = 'track-order';

const STEP_CLASS: Record<TrackStep['state'], string | undefined> = {
  done: styles.stepDone,
  current: styles.stepCurrent,
  next: styles.stepNext,
  later: styles.stepNext,
};

export default function TrackOrder({ order }: { order: OrderDetail }) {
  const promised = showsExpectedDelivery(order.orderStatus, order.expectedDelivery) ? order.expectedDelivery : null;
  const shipment = shipmentText(order.shipment, order.orderStatus);
  const note = returnNextText(order.orderStatus, order.history) ?? trackNote(order.orderStatus);
  return (
    <Dialog type={TRACK_ORDER} title="Track Order" className={styles.modal}>
      {promised && <p className={`${styles.expected} ${styles.trackPromise}`}>{deliveryByText(promised)}</p>}
      {shipment && <p className={styles.shipment}>{shipment}</p>}
      <ol className={styles.timeline} aria-label="Order status history">
        {trackSteps(order.history, order.orderStatus).map((step) => (
          <li
            key={step.status}
            className={STEP_CLASS[step.state]}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.stepTitle}>{statusTitle(step.status)}</span>
            {step.at ? (
              <time className={styles.stepWhen} dateTime={step.at}>
                {formatDate(step.at)}, {formatTime(step.at)}
              </time>
            ) : (
              <span className={styles.stepWhen}>{upcomingText(step, promised)}</span>
            )}
          </li>
        ))}
      </ol>
      {note && (
        <p className={styles.nextNote} role="status">
          {note}
        </p>
      )}
    </Dialog>
  );
}

/** "Coming next", and for Delivered the promised day: "Coming next, by Tue, 1 Dec" or "By Tue, 1 Dec". */
function upcomingText(step: TrackStep, promised: string | null): string {
  const by = step.status === 'DELIVERED' && promised ? deliveryDayText(promised) : '';
  if (step.state === 'next') return by ? `Coming next, by ${by}` : 'Coming next';
  return by ? `By ${by}` : 'Later';
}

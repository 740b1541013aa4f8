/**
 * The track-order modal (stores-and-social §2.10): the day promised while the order is on its way, then the
 * timeline: each status reached, once, with its date and time (India time), and what is left of the
 * courier's road (the next step, then Delivered by the promised day), with the courier and AWB once it is
 * picked up; once off the road, that the order has reached its end.
 */
import type { OrderDetail } from '../../lib/api/orders.ts';
import { nextStatus } from '../../lib/rules/orders.ts';
import { showsExpectedDelivery } from '../../lib/rules/delivery.ts';
import { trackSteps, type TrackStep } from '../../lib/rules/track.ts';
import { returnStage } from '../../lib/rules/return-progress.ts';
import { formatTime } from '../../lib/rules/text.ts';
import { formatDay } from '../../lib/i18n/dates.ts';
import { deliveryDay } from '../../lib/i18n/figures.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { useLocale, useWords, type Relaxed } from '../shared/words.tsx';
import { statusTitle } from '../shared/order-text.ts';
import Dialog from '../shared/Dialog.tsx';
import styles from './OrderDetail.module.scss';

export const TRACK_ORDER = 'track-order';

type Words = typeof import('./OrderDetail.words.en-IN.ts');
type T = Relaxed<Words>;

/** Who carries the order and its AWB, once booked; before the pickup, when they will show (rules/track.ts shipmentText). */
function shipmentWords(shipment: OrderDetail['shipment'], orderStatus: string, t: T): string {
  if (shipment) return t.orders_shipped_with({ courier: shipment.courier, awb: shipment.awb });
  return orderStatus === 'READY_FOR_PICKUP' ? t.orders_courier_shows_later() : '';
}

/** The line under the timeline (return-progress.ts returnNextText, else track.ts trackNote). */
function noteWords(order: OrderDetail, t: T): string {
  const stage = returnStage(order.orderStatus, order.history)?.stage;
  if (stage === 'picked-up')
    return order.orderStatus === 'RETURN' ? t.orders_note_picked_up_refund() : t.orders_note_picked_up_exchange();
  if (stage === 'received') return t.orders_note_received();
  const status = order.orderStatus;
  if (nextStatus(status)) return '';
  if (status === 'DELIVERED') return t.orders_note_delivered();
  if (status === 'CANCELLED') return t.orders_note_cancelled();
  if (status === 'RETURN') return t.orders_note_return_requested();
  if (status === 'EXCHANGE') return t.orders_note_exchange_requested();
  return '';
}

const STEP_CLASS: Record<TrackStep['state'], string | undefined> = {
  done: styles.stepDone,
  current: styles.stepCurrent,
  next: styles.stepNext,
  later: styles.stepNext,
};

export default function TrackOrder({ order }: { order: OrderDetail }) {
  const t = useWords<Words>();
  const locale = useLocale();
  const promised = showsExpectedDelivery(order.orderStatus, order.expectedDelivery) ? order.expectedDelivery : null;
  const shipment = shipmentWords(order.shipment, order.orderStatus, t);
  const note = noteWords(order, t);
  return (
    <Dialog type={TRACK_ORDER} title={t.orders_track_order()} className={styles.modal}>
      {promised && (
        <p className={`${styles.expected} ${styles.trackPromise}`}>
          {t.orders_delivery_by({ day: deliveryDay(promised, locale) })}
        </p>
      )}
      {shipment && <p className={styles.shipment}>{shipment}</p>}
      <ol className={styles.timeline} aria-label={t.orders_status_history()}>
        {trackSteps(order.history, order.orderStatus).map((step) => (
          <li
            key={step.status}
            className={STEP_CLASS[step.state]}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.stepTitle}>{statusTitle(step.status, t)}</span>
            {step.at ? (
              <time className={styles.stepWhen} dateTime={step.at}>
                {formatDay(step.at, locale)}, {formatTime(step.at)}
              </time>
            ) : (
              <span className={styles.stepWhen}>{upcomingText(step, promised, t, locale)}</span>
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
function upcomingText(step: TrackStep, promised: string | null, t: T, locale: Locale): string {
  const by = step.status === 'DELIVERED' && promised ? deliveryDay(promised, locale) : '';
  if (step.state === 'next') return by ? t.orders_coming_next_by({ day: by }) : t.orders_coming_next();
  return by ? t.orders_by_day({ day: by }) : t.orders_later();
}

/**
 * refund-status and exchange-status (stores-and-social §4; the spec's modals are empty, these are ours): the
 * shopper's request as the API holds it. Refund: the amount, where it goes, how far along it is and by when;
 * exchange: the item, what it becomes, and the pickup and shipping steps with their dates.
 */
import type { OrderDetail, OrderRequest } from '../../lib/api/orders.ts';
import { CANCEL_REASONS, RETURN_REASONS, type CancelReason, type ReturnReason } from '../../lib/rules/orders.ts';
import { RETURN_STEPS, returnStage, type ReturnStep } from '../../lib/rules/return-progress.ts';
import PriceBreakdown from '../shared/PriceBreakdown.tsx';
import { formatDay } from '../../lib/i18n/dates.ts';
import { formatMoneyExact } from '../../lib/i18n/money.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { useLocale, useWords, type Relaxed } from '../shared/words.tsx';
import { amountText, refundStateText } from '../shared/order-text.ts';
import { refundModeWords, refundPartWords } from './refund-text.ts';
import { returnReasonWords } from './reason-words.ts';
import { reasonWords } from './CancelFlow.tsx';
import { site } from '../../lib/site.ts';
import Dialog from '../shared/Dialog.tsx';
import base from './OrderDetail.module.scss';
import styles from './ReturnFlow.module.scss';

export const REFUND_STATUS = 'refund-status';
export const EXCHANGE_STATUS = 'exchange-status';

type Words = typeof import('./OrderDetail.words.en-IN.ts');
type T = Relaxed<Words>;

/** The request's reason in the page's language (the value is the spec's), with the shopper's own words as written. */
const reasonLabel = (request: OrderRequest, t: T) => {
  const type = request.reasonType;
  const label = (RETURN_REASONS as readonly string[]).includes(type)
    ? returnReasonWords(type as ReturnReason, t)
    : (CANCEL_REASONS as readonly string[]).includes(type)
      ? reasonWords(type as CancelReason, t)
      : type;
  return request.reasonText ? `${label}: “${request.reasonText}”` : label;
};

const reachedAt = (history: OrderDetail['history'], status: string) =>
  history.findLast((entry) => entry.status === status)?.at ?? null;

/** The refund-status modal's steps for a returned order (rules/return-progress.ts returnSteps, the same facts). */
function returnStepWords(order: OrderDetail, requestedAt: string, pickupBy: string | null, t: T, locale: Locale) {
  const pickedUp = reachedAt(order.history, RETURN_STEPS['picked-up']);
  const received = reachedAt(order.history, RETURN_STEPS.received);
  const steps: ReturnStep[] = [
    { title: t.orders_return_requested(), when: formatDay(requestedAt, locale), done: true },
    {
      title: t.orders_picked_up_by_courier(),
      when: pickedUp
        ? formatDay(pickedUp, locale)
        : pickupBy
          ? t.orders_by_day({ day: formatDay(pickupBy, locale) })
          : t.orders_within_two_days(),
      done: Boolean(pickedUp),
    },
    {
      title: t.orders_received_by_seller(),
      when: received ? formatDay(received, locale) : t.orders_after_pickup(),
      done: Boolean(received),
    },
  ];
  if (order.orderStatus === 'RETURN')
    steps.push({
      title: t.orders_refund_started(),
      when: received ? formatDay(received, locale) : t.orders_once_seller_receives(),
      done: Boolean(received),
    });
  return steps;
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A return's steps as a timeline: done ones with their dates, the rest with when they come. */
function ReturnSteps({ steps, label }: { steps: ReturnStep[]; label: string }) {
  const next = steps.findIndex((s) => !s.done);
  return (
    <ol className={`${base.timeline} ${styles.statusSteps}`} aria-label={label}>
      {steps.map((step, i) => (
        <li
          key={step.title}
          className={step.done ? base.stepDone : base.stepNext}
          aria-current={i === next - 1 || (next < 0 && i === steps.length - 1) ? 'step' : undefined}
        >
          <span className={base.dot} aria-hidden="true" />
          <span className={base.stepTitle}>{step.title}</span>
          <span className={base.stepWhen}>{step.when}</span>
        </li>
      ))}
    </ol>
  );
}

export function RefundStatus({ order }: { order: OrderDetail }) {
  const t = useWords<Words>();
  const locale = useLocale();
  const request = order.request;
  const refund = request?.refund;
  if (!request || !refund) return null;
  const cancelled = request.kind === 'cancel';
  // Once the courier has the item, its pickup date is history: the refund's sentence no longer promises one.
  const stage = returnStage(order.orderStatus, order.history)?.stage;
  const pickupBy = stage === 'requested' ? request.pickupBy : null;
  return (
    <Dialog type={REFUND_STATUS} title={t.orders_refund_status()} className={base.modal}>
      <dl className={base.rows}>
        <Row term={cancelled ? t.orders_cancelled_on_term() : t.orders_return_requested_on_term()}>
          {formatDay(request.createdAt, locale)}
        </Row>
        <Row term={t.orders_reason_term()}>{reasonLabel(request, t)}</Row>
        <Row term={t.orders_refund_term()}>
          {refund.mode === 'NONE' ? '—' : formatMoneyExact(Math.abs(refund.amount) < 0.005 ? 0 : refund.amount, locale)}
        </Row>
        <Row term={t.orders_to_term()}>{refundModeWords(refund.mode, site.walletName, t)}</Row>
        <Row term={t.orders_status_term()}>
          <strong data-testid="refund-state">{refundStateText(refund.state, t)}</strong>
        </Row>
      </dl>
      {!cancelled && (
        <ReturnSteps
          label={t.orders_return_progress()}
          steps={returnStepWords(order, request.createdAt, request.pickupBy, t, locale)}
        />
      )}
      {refund.parts.length > 0 && (
        <ul className={styles.parts} data-testid="refund-parts">
          {refund.parts.map((part) => (
            <li key={part.mode}>{refundPartWords(part, site.walletName, pickupBy, t, locale)}</li>
          ))}
        </ul>
      )}
      <h3 className={base.modalSubtitle}>{t.orders_what_you_paid()}</h3>
      <PriceBreakdown charges={order.charges} totalLabel={amountText(order, t)} testId="refund-breakdown" />
      {!cancelled && request.imageUrls.length > 0 && (
        <p className={base.note}>{t.orders_pictures_sent({ count: request.imageUrls.length })}</p>
      )}
    </Dialog>
  );
}

export function ExchangeStatus({ order }: { order: OrderDetail }) {
  const t = useWords<Words>();
  const locale = useLocale();
  const request = order.request;
  const exchange = request?.exchange;
  if (!request || !exchange) return null;
  const describe = (v: { color: string; size: string }) =>
    [v.size && t.orders_size_named({ size: v.size }), v.color].filter(Boolean).join(', ');
  const progress = returnStage(order.orderStatus, order.history);
  const pickedUpAt = progress && progress.stage !== 'requested' ? progress.at : null;
  return (
    <Dialog type={EXCHANGE_STATUS} title={t.orders_exchange_status()} className={base.modal}>
      <p className={base.modalText}>
        <strong>{exchange.productName}</strong>
      </p>
      <dl className={base.rows}>
        <Row term={t.orders_you_ordered_term()}>{describe(exchange.from)}</Row>
        <Row term={t.orders_exchanged_for_term()}>
          <strong data-testid="exchange-to">{describe(exchange.to)}</strong>
        </Row>
        <Row term={t.orders_reason_term()}>{reasonLabel(request, t)}</Row>
      </dl>
      <ol className={`${base.timeline} ${styles.statusSteps}`} aria-label={t.orders_exchange_progress()}>
        <li className={base.stepDone}>
          <span className={base.dot} aria-hidden="true" />
          <span className={base.stepTitle}>{t.orders_exchange_requested()}</span>
          <span className={base.stepWhen}>{formatDay(request.createdAt, locale)}</span>
        </li>
        <li className={pickedUpAt ? base.stepDone : base.stepNext}>
          <span className={base.dot} aria-hidden="true" />
          <span className={base.stepTitle}>
            {pickedUpAt ? t.orders_picked_up_by_courier() : t.orders_pickup_of_your_item()}
          </span>
          <span className={base.stepWhen}>
            {pickedUpAt
              ? formatDay(pickedUpAt, locale)
              : request.pickupBy
                ? t.orders_by_day({ day: formatDay(request.pickupBy, locale) })
                : t.orders_within_two_days()}
          </span>
        </li>
        <li className={base.stepNext}>
          <span className={base.dot} aria-hidden="true" />
          <span className={base.stepTitle}>
            {exchange.from.size !== exchange.to.size ? t.orders_new_size_ships() : t.orders_new_colour_ships()}
          </span>
          <span className={base.stepWhen}>{t.orders_once_collected()}</span>
        </li>
      </ol>
      <p className={base.note}>{t.orders_exchange_same_price()}</p>
    </Dialog>
  );
}

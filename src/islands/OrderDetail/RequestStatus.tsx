/**
 * refund-status and exchange-status (stores-and-social §4; the spec's modals are empty, these are ours): the
 * shopper's request as the API holds it. Refund: the amount, where it goes, how far along it is and by when;
 * exchange: the item, what it becomes, and the pickup and shipping steps with their dates.
 */
import type { OrderDetail, OrderRequest } from '../../lib/api/orders.ts';
import { RETURN_REASON_LABELS, amountLabel, type ReturnReason } from '../../lib/rules/orders.ts';
import { refundModeLabel, refundPartText, refundStateLabel } from '../../lib/rules/refunds.ts';
import { returnStage, returnSteps, type ReturnStep } from '../../lib/rules/return-progress.ts';
import PriceBreakdown from '../shared/PriceBreakdown.tsx';
import { formatWalletAmount } from '../../lib/rules/wallet.ts';
import { formatDate } from '../../lib/rules/text.ts';
import { site } from '../../lib/site.ts';
import Dialog from '../shared/Dialog.tsx';
import base from './OrderDetail.module.scss';
import styles from './ReturnFlow.module.scss';

export const REFUND_STATUS = 'refund-status';
export const EXCHANGE_STATUS = 'exchange-status';

const reasonLabel = (request: OrderRequest) => {
  const label = RETURN_REASON_LABELS[request.reasonType as ReturnReason] ?? request.reasonType;
  return request.reasonText ? `${label}: “${request.reasonText}”` : label;
};

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
  const request = order.request;
  const refund = request?.refund;
  if (!request || !refund) return null;
  const cancelled = request.kind === 'cancel';
  // Once the courier has the item, its pickup date is history: the refund's sentence no longer promises one.
  const stage = returnStage(order.orderStatus, order.history)?.stage;
  const pickupBy = stage === 'requested' ? request.pickupBy : null;
  return (
    <Dialog type={REFUND_STATUS} title="Refund status" className={base.modal}>
      <dl className={base.rows}>
        <Row term={cancelled ? 'Cancelled on' : 'Return requested on'}>{formatDate(request.createdAt)}</Row>
        <Row term="Reason">{reasonLabel(request)}</Row>
        <Row term="Refund">{refund.mode === 'NONE' ? '—' : formatWalletAmount(refund.amount)}</Row>
        <Row term="To">{refundModeLabel(refund.mode, site.walletName).replace(/^To /, '')}</Row>
        <Row term="Status">
          <strong data-testid="refund-state">{refundStateLabel(refund.state)}</strong>
        </Row>
      </dl>
      {!cancelled && (
        <ReturnSteps
          label="Return progress"
          steps={returnSteps(order.orderStatus, order.history, request.createdAt, request.pickupBy)}
        />
      )}
      {refund.parts.length > 0 && (
        <ul className={styles.parts} data-testid="refund-parts">
          {refund.parts.map((part) => (
            <li key={part.mode}>{refundPartText(part, site.walletName, pickupBy)}</li>
          ))}
        </ul>
      )}
      <h3 className={base.modalSubtitle}>What you paid</h3>
      <PriceBreakdown charges={order.charges} totalLabel={amountLabel(order)} testId="refund-breakdown" />
      {!cancelled && request.imageUrls.length > 0 && (
        <p className={base.note}>
          {request.imageUrls.length} {request.imageUrls.length === 1 ? 'picture' : 'pictures'} sent with the request.
        </p>
      )}
    </Dialog>
  );
}

export function ExchangeStatus({ order }: { order: OrderDetail }) {
  const request = order.request;
  const exchange = request?.exchange;
  if (!request || !exchange) return null;
  const describe = (v: { color: string; size: string }) =>
    [v.size && `Size ${v.size}`, v.color].filter(Boolean).join(', ');
  const progress = returnStage(order.orderStatus, order.history);
  const pickedUpAt = progress && progress.stage !== 'requested' ? progress.at : null;
  return (
    <Dialog type={EXCHANGE_STATUS} title="Exchange status" className={base.modal}>
      <p className={base.modalText}>
        <strong>{exchange.productName}</strong>
      </p>
      <dl className={base.rows}>
        <Row term="You ordered">{describe(exchange.from)}</Row>
        <Row term="Exchanged for">
          <strong data-testid="exchange-to">{describe(exchange.to)}</strong>
        </Row>
        <Row term="Reason">{reasonLabel(request)}</Row>
      </dl>
      <ol className={`${base.timeline} ${styles.statusSteps}`} aria-label="Exchange progress">
        <li className={base.stepDone}>
          <span className={base.dot} aria-hidden="true" />
          <span className={base.stepTitle}>Exchange requested</span>
          <span className={base.stepWhen}>{formatDate(request.createdAt)}</span>
        </li>
        <li className={pickedUpAt ? base.stepDone : base.stepNext}>
          <span className={base.dot} aria-hidden="true" />
          <span className={base.stepTitle}>{pickedUpAt ? 'Picked up by the courier' : 'Pickup of your item'}</span>
          <span className={base.stepWhen}>
            {pickedUpAt
              ? formatDate(pickedUpAt)
              : request.pickupBy
                ? `By ${formatDate(request.pickupBy)}`
                : 'Within 2 days'}
          </span>
        </li>
        <li className={base.stepNext}>
          <span className={base.dot} aria-hidden="true" />
          <span className={base.stepTitle}>
            Your new {exchange.from.size !== exchange.to.size ? 'size' : 'colour'} ships
          </span>
          <span className={base.stepWhen}>Once your item is collected</span>
        </li>
      </ol>
      <p className={base.note}>The exchange is at the price you paid: nothing more is charged.</p>
    </Dialog>
  );
}

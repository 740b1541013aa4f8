/**
 * The return flow (stores-and-social §3-§5, §9): confirm-return, select-return-reason (Next only with a
 * reason, and for "other" with text), select-return-option (at least one uploaded picture and an option:
 * a wrong size may be exchanged for another size, a wrong colour for another colour, everything else is
 * refunded, preselected), then for an exchange the exchange-size or exchange-color picker, and
 * return-success, which closes itself after 1950 ms and goes home. Closing any of them (an outside click,
 * Escape, Close, Back) clears the return data; once a reason is chosen or a picture added, it asks "Discard
 * this return?" first (DiscardQuestion.tsx). Moving between its modals keeps one history entry (Back closes).
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { failureText } from '../../lib/api/index.ts';
import { returnOrder, type OrderLine } from '../../lib/api/orders.ts';
import {
  REASON_PLACEHOLDER,
  RETURN_POLICY,
  RETURN_REASONS,
  RETURN_REASON_LABELS,
  SUCCESS_AUTO_CLOSE_MS,
  returnReasonReady,
  type ReturnReason,
} from '../../lib/rules/orders.ts';
import { exchangeKindOf, preselectedOption, returnOptionsFor, type ReturnOption } from '../../lib/rules/exchange.ts';
import { homePath } from '../../lib/paths.ts';
import { $overlay, overlay } from '../../stores/overlay.ts';
import Dialog from '../shared/Dialog.tsx';
import { Guarded, useDiscardGuard } from '../shared/DiscardQuestion.tsx';
import SuccessMark from '../shared/SuccessMark.tsx';
import PictureDrop from './PictureDrop.tsx';
import ExchangePicker, { EXCHANGE_TYPES } from './ExchangePicker.tsx';
import { useReturnPictures } from './useReturnPictures.ts';
import base from './OrderDetail.module.scss';
import styles from './ReturnFlow.module.scss';

export const CONFIRM_RETURN = 'confirm-return';
export const SELECT_RETURN_REASON = 'select-return-reason';
export const SELECT_RETURN_OPTION = 'select-return-option';
export const RETURN_SUCCESS = 'return-success';
const FLOW = new Set([
  CONFIRM_RETURN,
  SELECT_RETURN_REASON,
  SELECT_RETURN_OPTION,
  EXCHANGE_TYPES.size,
  EXCHANGE_TYPES.color,
  RETURN_SUCCESS,
]);

const OPTION_LABELS: Record<ReturnOption, string> = {
  refund: 'Refund',
  'exchange-size': 'Exchange for another size',
  'exchange-color': 'Exchange for another colour',
};

function Policy({ refundPlan }: { refundPlan: string }) {
  return (
    <ul className={styles.policy} aria-label="Return policy">
      {RETURN_POLICY.map((line) => (
        <li key={line}>{line}</li>
      ))}
      <li data-testid="refund-plan">{refundPlan}</li>
    </ul>
  );
}

/** refundPlan: where this order's refund goes, said before the shopper confirms (returnRefundPlan). */
export default function ReturnFlow({
  orderId,
  lines,
  refundPlan,
}: {
  orderId: string;
  lines: OrderLine[];
  refundPlan: string;
}) {
  const current = useStore($overlay).type;
  const [reason, setReason] = useState<ReturnReason | null>(null);
  const [text, setText] = useState('');
  const [option, setOption] = useState<ReturnOption | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const [placed, setPlaced] = useState<ReturnOption>('refund');
  const pictures = useReturnPictures();
  const guard = useDiscardGuard({
    isDirty: () => reason !== null || text.trim() !== '' || pictures.pictures.length > 0,
    question: 'Discard this return?',
    detail: 'The reason and pictures you added will be lost.',
    onDiscard: () => overlay.close(),
  });
  // One guard for the flow's modals: a step's own slide-out ending must not clear a question the next step asks.
  const guarded = { onCloseRequest: guard.mayClose };
  const resetGuard = guard.reset;

  // Leaving the flow (any close) clears the return data and the question; moving between its modals keeps them.
  useEffect(() => {
    if (current && FLOW.has(current)) return;
    resetGuard();
    setReason(null);
    setText('');
    setOption(null);
    setError('');
    pictures.clear();
  }, [current, pictures.clear, resetGuard]);

  useEffect(() => {
    if (current !== RETURN_SUCCESS) return;
    const timer = setTimeout(() => overlay.close(), SUCCESS_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [current]);

  const chooseReason = (next: ReturnReason) => {
    setReason(next);
    setOption(preselectedOption(next));
  };

  const picturesReady = pictures.files.length > 0 && !pictures.uploading && !pictures.failed;
  const optionReady = picturesReady && option !== null && !sending;

  async function submit(chosen: ReturnOption, exchange?: { lineId: string; variantId: string }) {
    if (!reason) return;
    setSending(true);
    setError('');
    try {
      await returnOrder(orderId, {
        reasonType: reason,
        reasonText: reason === 'other' ? text.trim() : '',
        option: chosen,
        imageUrls: pictures.files,
        exchange,
      });
      setPlaced(chosen);
      overlay.open(RETURN_SUCCESS);
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setSending(false);
    }
  }

  function next() {
    if (!option || !optionReady) return;
    const kind = exchangeKindOf(option);
    setError('');
    if (kind) overlay.open(EXCHANGE_TYPES[kind]);
    else void submit(option);
  }

  const unready = !pictures.files.length
    ? 'Add at least one picture of the item.'
    : pictures.uploading
      ? 'Waiting for your pictures to upload…'
      : pictures.failed
        ? 'Remove or retry the picture that did not upload.'
        : !option
          ? 'Choose what you would like.'
          : '';

  return (
    <>
      <Dialog type={CONFIRM_RETURN} title="Return order" className={base.modal}>
        <p className={base.modalText}>Do you want to return this order?</p>
        <Policy refundPlan={refundPlan} />
        <div className={base.modalActions}>
          <button type="button" className={base.secondary} onClick={() => overlay.close()}>
            No, keep it
          </button>
          <button type="button" className={base.primary} onClick={() => overlay.open(SELECT_RETURN_REASON)}>
            Yes, return
          </button>
        </div>
      </Dialog>

      <Dialog type={SELECT_RETURN_REASON} title="Reason for return" className={base.modal} {...guarded}>
        <Guarded guard={guard}>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (returnReasonReady(reason, text)) overlay.open(SELECT_RETURN_OPTION);
            }}
          >
            <fieldset className={base.reasons}>
              <legend className={base.legend}>Why are you returning it?</legend>
              {RETURN_REASONS.map((r) => (
                <label key={r} className={`${base.reason} ${reason === r ? base.reasonChosen : ''}`}>
                  <input
                    type="radio"
                    name="return-reason"
                    value={r}
                    checked={reason === r}
                    onChange={() => chooseReason(r)}
                  />
                  {RETURN_REASON_LABELS[r]}
                </label>
              ))}
            </fieldset>
            {reason === 'other' && (
              <label className={base.reasonText}>
                <span className={base.visuallyHidden}>Your reason</span>
                <textarea
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  placeholder={REASON_PLACEHOLDER}
                  maxLength={500}
                  rows={3}
                />
              </label>
            )}
            <div className={base.modalActions}>
              <button type="submit" className={base.primary} disabled={!returnReasonReady(reason, text)}>
                Next
              </button>
            </div>
          </form>
        </Guarded>
      </Dialog>

      <Dialog
        type={SELECT_RETURN_OPTION}
        title="Pictures and what you would like"
        className={`${base.modal} ${styles.wide}`}
        {...guarded}
      >
        <Guarded guard={guard}>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              next();
            }}
          >
            <p className={base.modalText}>Add pictures that show the item and what is wrong with it.</p>
            <PictureDrop
              pictures={pictures.pictures}
              problem={pictures.problem}
              onAdd={pictures.add}
              onRemove={pictures.remove}
              onRetry={pictures.retry}
            />
            <fieldset className={base.reasons}>
              <legend className={base.legend}>What would you like?</legend>
              {returnOptionsFor(reason).map((o) => (
                <label key={o} className={`${base.reason} ${option === o ? base.reasonChosen : ''}`}>
                  <input
                    type="radio"
                    name="return-option"
                    value={o}
                    checked={option === o}
                    onChange={() => setOption(o)}
                  />
                  {OPTION_LABELS[o]}
                </label>
              ))}
            </fieldset>
            <Policy refundPlan={refundPlan} />
            {error && (
              <p className={base.error} role="alert">
                {error}
              </p>
            )}
            {unready && <p className={base.note}>{unready}</p>}
            <div className={base.modalActions}>
              <button type="button" className={base.secondary} onClick={() => overlay.open(SELECT_RETURN_REASON)}>
                Back
              </button>
              <button type="submit" className={base.primary} disabled={!optionReady} aria-busy={sending || undefined}>
                {sending ? 'Sending…' : option === 'refund' ? 'Request return' : 'Next'}
              </button>
            </div>
          </form>
        </Guarded>
      </Dialog>

      {(['size', 'color'] as const).map((kind) => (
        <ExchangePicker
          key={kind}
          kind={kind}
          lines={lines}
          sending={sending}
          error={error}
          onBack={() => overlay.open(SELECT_RETURN_OPTION)}
          onPlace={(exchange) => void submit(EXCHANGE_TYPES[kind] as ReturnOption, exchange)}
          guard={guard}
        />
      ))}

      <Dialog
        type={RETURN_SUCCESS}
        title={placed === 'refund' ? 'Return requested' : 'Exchange requested'}
        hideTitle
        className={base.modal}
        onClosed={() => window.location.assign(homePath())}
      >
        <div className={base.success} role="status">
          <SuccessMark className={base.successMark} size={36} />
          <p className={base.successTitle}>{placed === 'refund' ? 'Return requested' : 'Exchange requested'}</p>
          <p className={base.muted}>
            {placed === 'refund'
              ? `A delivery partner picks the item up within 2 days. ${refundPlan}`
              : 'A delivery partner picks the item up within 2 days; your new one ships once it is collected.'}
          </p>
        </div>
      </Dialog>
    </>
  );
}

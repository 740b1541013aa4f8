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
import { RETURN_REASONS, SUCCESS_AUTO_CLOSE_MS, returnReasonReady, type ReturnReason } from '../../lib/rules/orders.ts';
import { exchangeKindOf, preselectedOption, returnOptionsFor, type ReturnOption } from '../../lib/rules/exchange.ts';
import { homePath } from '../../lib/paths.ts';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import { useLocale, useWords } from '../shared/words.tsx';
import { useSay } from '../shared/useSay.ts';
import { returnReasonWords } from './reason-words.ts';
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

type Words = typeof import('./OrderDetail.words.en-IN.ts');

function Policy({ refundPlan }: { refundPlan: string }) {
  const t = useWords<Words>();
  return (
    <ul className={styles.policy} aria-label={t.orders_return_policy()}>
      <li>{t.orders_return_policy_window()}</li>
      <li>{t.orders_return_policy_pickup()}</li>
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
  const t = useWords<Words>();
  const home = localisedPath(homePath(), useLocale());
  const say = useSay();
  const optionLabels: Record<ReturnOption, string> = {
    refund: t.orders_option_refund(),
    'exchange-size': t.orders_option_exchange_size(),
    'exchange-color': t.orders_option_exchange_colour(),
  };
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
    question: t.orders_discard_return(),
    detail: t.orders_discard_return_detail(),
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
      setError(say(failureText(failure)));
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
    ? t.orders_add_one_picture()
    : pictures.uploading
      ? t.orders_waiting_for_pictures()
      : pictures.failed
        ? t.orders_retry_failed_picture()
        : !option
          ? t.orders_choose_what_you_like()
          : '';

  return (
    <>
      <Dialog type={CONFIRM_RETURN} title={t.orders_return_order()} className={base.modal}>
        <p className={base.modalText}>{t.orders_return_sure()}</p>
        <Policy refundPlan={refundPlan} />
        <div className={base.modalActions}>
          <button type="button" className={base.secondary} onClick={() => overlay.close()}>
            {t.orders_no_keep_it()}
          </button>
          <button type="button" className={base.primary} onClick={() => overlay.open(SELECT_RETURN_REASON)}>
            {t.orders_yes_return()}
          </button>
        </div>
      </Dialog>

      <Dialog type={SELECT_RETURN_REASON} title={t.orders_return_reason_title()} className={base.modal} {...guarded}>
        <Guarded guard={guard}>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (returnReasonReady(reason, text)) overlay.open(SELECT_RETURN_OPTION);
            }}
          >
            <fieldset className={base.reasons}>
              <legend className={base.legend}>{t.orders_why_returning()}</legend>
              {RETURN_REASONS.map((r) => (
                <label key={r} className={`${base.reason} ${reason === r ? base.reasonChosen : ''}`}>
                  <input
                    type="radio"
                    name="return-reason"
                    value={r}
                    checked={reason === r}
                    onChange={() => chooseReason(r)}
                  />
                  {returnReasonWords(r, t)}
                </label>
              ))}
            </fieldset>
            {reason === 'other' && (
              <label className={base.reasonText}>
                <span className={base.visuallyHidden}>{t.orders_your_reason()}</span>
                <textarea
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  placeholder={t.orders_reason_placeholder()}
                  maxLength={500}
                  rows={3}
                />
              </label>
            )}
            <div className={base.modalActions}>
              <button type="submit" className={base.primary} disabled={!returnReasonReady(reason, text)}>
                {t.orders_next()}
              </button>
            </div>
          </form>
        </Guarded>
      </Dialog>

      <Dialog
        type={SELECT_RETURN_OPTION}
        title={t.orders_pictures_title()}
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
            <p className={base.modalText}>{t.orders_add_pictures_note()}</p>
            <PictureDrop
              pictures={pictures.pictures}
              problem={pictures.problem}
              onAdd={pictures.add}
              onRemove={pictures.remove}
              onRetry={pictures.retry}
            />
            <fieldset className={base.reasons}>
              <legend className={base.legend}>{t.orders_what_would_you_like()}</legend>
              {returnOptionsFor(reason).map((o) => (
                <label key={o} className={`${base.reason} ${option === o ? base.reasonChosen : ''}`}>
                  <input
                    type="radio"
                    name="return-option"
                    value={o}
                    checked={option === o}
                    onChange={() => setOption(o)}
                  />
                  {optionLabels[o]}
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
                {t.orders_back()}
              </button>
              <button type="submit" className={base.primary} disabled={!optionReady} aria-busy={sending || undefined}>
                {sending ? t.orders_sending() : option === 'refund' ? t.orders_request_return() : t.orders_next()}
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
        title={placed === 'refund' ? t.orders_return_requested() : t.orders_exchange_requested()}
        hideTitle
        className={base.modal}
        onClosed={() => window.location.assign(home)}
      >
        <div className={base.success} role="status">
          <SuccessMark className={base.successMark} size={36} />
          <p className={base.successTitle}>
            {placed === 'refund' ? t.orders_return_requested() : t.orders_exchange_requested()}
          </p>
          <p className={base.muted}>
            {placed === 'refund'
              ? `${t.orders_pickup_within_two_days()} ${refundPlan}`
              : t.orders_exchange_pickup_note()}
          </p>
        </div>
      </Dialog>
    </>
  );
}

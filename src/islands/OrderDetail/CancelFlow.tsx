/**
 * The cancel flow (stores-and-social §4, §5, §9): confirm-cancel, then select-cancel-reason (the seven
 * reasons as radios; Confirm is enabled only with a reason, and for "Others" only with text), then
 * cancel-success, which closes itself after 1950 ms and goes home. A failure keeps the reason modal open
 * with the call's message. Each is a modal in the one frame; an outside click closes it.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { cancelOrder } from '../../lib/api/orders.ts';
import { CANCEL_REASONS, SUCCESS_AUTO_CLOSE_MS, cancelReasonReady, type CancelReason } from '../../lib/rules/orders.ts';
import { homePath } from '../../lib/paths.ts';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import { useLocale, useWords, type Relaxed } from '../shared/words.tsx';
import { useSay } from '../shared/useSay.ts';
import { $overlay, overlay } from '../../stores/overlay.ts';
import Dialog from '../shared/Dialog.tsx';
import SuccessMark from '../shared/SuccessMark.tsx';
import styles from './OrderDetail.module.scss';

export const CONFIRM_CANCEL = 'confirm-cancel';
export const SELECT_CANCEL_REASON = 'select-cancel-reason';
export const CANCEL_SUCCESS = 'cancel-success';

type Words = typeof import('./OrderDetail.words.en-IN.ts');

/** How each cancel reason reads; the value sent stays the spec's. */
export const reasonWords = (reason: CancelReason, t: Relaxed<Words>): string =>
  ({
    'Change of Mind': t.orders_cancel_reason_change_of_mind(),
    'Item no longer needed': t.orders_cancel_reason_not_needed(),
    'Delivery taking too long': t.orders_cancel_reason_too_long(),
    'Ordering by Mistake': t.orders_cancel_reason_mistake(),
    'Quality Concerns': t.orders_cancel_reason_quality(),
    'Received as a Gift': t.orders_cancel_reason_gift(),
    Others: t.orders_cancel_reason_others(),
  })[reason];

/** refundText: what the success screen says of the money (cancelRefundText). */
export default function CancelFlow({ orderId, refundText }: { orderId: string; refundText: string }) {
  const t = useWords<Words>();
  const home = localisedPath(homePath(), useLocale());
  const say = useSay();
  const current = useStore($overlay);
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  // A new cancel starts clean.
  useEffect(() => {
    if (current.type === CONFIRM_CANCEL) {
      setReason(null);
      setText('');
      setError('');
    }
  }, [current.type]);

  // The success modal closes itself (the frame's close then takes the shopper home).
  useEffect(() => {
    if (current.type !== CANCEL_SUCCESS) return;
    const timer = setTimeout(() => overlay.close(), SUCCESS_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [current.type]);

  const ready = cancelReasonReady(reason, text) && !sending;

  async function confirm() {
    if (!reason || !cancelReasonReady(reason, text)) return;
    setSending(true);
    setError('');
    try {
      await cancelOrder(orderId, reason, reason === 'Others' ? text.trim() : '');
      overlay.open(CANCEL_SUCCESS);
    } catch (failure) {
      setError(say((failure as Error).message));
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <Dialog type={CONFIRM_CANCEL} title={t.orders_cancel_order()} className={styles.modal}>
        <p className={styles.modalText}>{t.orders_cancel_sure()}</p>
        <div className={styles.modalActions}>
          <button type="button" className={styles.secondary} onClick={() => overlay.close()}>
            {t.orders_no_keep_it()}
          </button>
          <button type="button" className={styles.danger} onClick={() => overlay.open(SELECT_CANCEL_REASON)}>
            {t.orders_yes_cancel()}
          </button>
        </div>
      </Dialog>

      <Dialog type={SELECT_CANCEL_REASON} title={t.orders_cancel_reason_title()} className={styles.modal}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <fieldset className={styles.reasons}>
            <legend className={styles.legend}>{t.orders_why_cancelling()}</legend>
            {CANCEL_REASONS.map((r) => (
              <label key={r} className={`${styles.reason} ${reason === r ? styles.reasonChosen : ''}`}>
                <input
                  type="radio"
                  name="cancel-reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                />
                {reasonWords(r, t)}
              </label>
            ))}
          </fieldset>
          {reason === 'Others' && (
            <label className={styles.reasonText}>
              <span className={styles.visuallyHidden}>{t.orders_your_reason()}</span>
              <textarea
                value={text}
                onChange={(e) => setText(e.target.value)}
                placeholder={t.orders_reason_placeholder()}
                maxLength={500}
                rows={3}
              />
            </label>
          )}
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
          <div className={styles.modalActions}>
            <button type="submit" className={styles.danger} disabled={!ready} aria-busy={sending || undefined}>
              {sending ? t.orders_cancelling() : t.orders_confirm_cancellation()}
            </button>
          </div>
        </form>
      </Dialog>

      <Dialog
        type={CANCEL_SUCCESS}
        title={t.orders_status_cancelled()}
        hideTitle
        className={styles.modal}
        onClosed={() => window.location.assign(home)}
      >
        <div className={styles.success} role="status">
          <SuccessMark className={styles.successMark} size={36} />
          <p className={styles.successTitle}>{t.orders_status_cancelled()}</p>
          <p className={styles.muted}>{refundText}</p>
        </div>
      </Dialog>
    </>
  );
}

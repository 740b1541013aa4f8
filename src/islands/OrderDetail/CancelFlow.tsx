/**
 * The cancel flow (stores-and-social §4, §5, §9): confirm-cancel, then select-cancel-reason (the seven
 * reasons as radios; Confirm is enabled only with a reason, and for "Others" only with text), then
 * cancel-success, which closes itself after 1950 ms and goes home. A failure keeps the reason modal open
 * with the call's message. Each is a modal in the one frame; an outside click closes it.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { cancelOrder } from '../../lib/api/orders.ts';
import {
  CANCEL_REASONS,
  REASON_PLACEHOLDER,
  SUCCESS_AUTO_CLOSE_MS,
  cancelReasonReady,
  type CancelReason,
} from '../../lib/rules/orders.ts';
import { homePath } from '../../lib/paths.ts';
import { $overlay, overlay } from '../../stores/overlay.ts';
import Dialog from '../shared/Dialog.tsx';
import SuccessMark from '../shared/SuccessMark.tsx';
import styles from './OrderDetail.module.scss';

export const CONFIRM_CANCEL = 'confirm-cancel';
export const SELECT_CANCEL_REASON = 'select-cancel-reason';
export const CANCEL_SUCCESS = 'cancel-success';

/** refundText: what the success screen says of the money (cancelRefundText). */
export default function CancelFlow({ orderId, refundText }: { orderId: string; refundText: string }) {
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
      setError((failure as Error).message);
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <Dialog type={CONFIRM_CANCEL} title="Cancel order" className={styles.modal}>
        <p className={styles.modalText}>Are you sure you want to cancel this order?</p>
        <div className={styles.modalActions}>
          <button type="button" className={styles.secondary} onClick={() => overlay.close()}>
            No, keep it
          </button>
          <button type="button" className={styles.danger} onClick={() => overlay.open(SELECT_CANCEL_REASON)}>
            Yes, cancel
          </button>
        </div>
      </Dialog>

      <Dialog type={SELECT_CANCEL_REASON} title="Reason for cancellation" className={styles.modal}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <fieldset className={styles.reasons}>
            <legend className={styles.legend}>Why are you cancelling?</legend>
            {CANCEL_REASONS.map((r) => (
              <label key={r} className={`${styles.reason} ${reason === r ? styles.reasonChosen : ''}`}>
                <input
                  type="radio"
                  name="cancel-reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                />
                {r}
              </label>
            ))}
          </fieldset>
          {reason === 'Others' && (
            <label className={styles.reasonText}>
              <span className={styles.visuallyHidden}>Your reason</span>
              <textarea
                value={text}
                onChange={(e) => setText(e.target.value)}
                placeholder={REASON_PLACEHOLDER}
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
              {sending ? 'Cancelling…' : 'Confirm cancellation'}
            </button>
          </div>
        </form>
      </Dialog>

      <Dialog
        type={CANCEL_SUCCESS}
        title="Order cancelled"
        hideTitle
        className={styles.modal}
        onClosed={() => window.location.assign(homePath())}
      >
        <div className={styles.success} role="status">
          <SuccessMark className={styles.successMark} size={36} />
          <p className={styles.successTitle}>Order cancelled</p>
          <p className={styles.muted}>{refundText}</p>
        </div>
      </Dialog>
    </>
  );
}

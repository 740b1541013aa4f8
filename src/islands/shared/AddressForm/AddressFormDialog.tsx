/**
 * The address form in the one dialog frame, to add an address or edit a saved one (settings' address book
 * and checkout's address step). Closing it with anything typed asks first, whichever way it is closed (X,
 * Escape, the backdrop or Cancel): "Discard this address?" (an edit: "Discard your changes?") with Keep
 * editing and Discard. The question shows in place of the form inside the same dialog (one overlay at a
 * time), while the form stays mounted with everything typed, so Keep editing finds it as it was.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { Address } from '../../../lib/api/types.ts';
import { overlay } from '../../../stores/overlay.ts';
import Dialog from '../Dialog.tsx';
import AddressForm from './AddressForm.tsx';
import styles from './AddressForm.module.scss';

type Props = {
  /** The overlay type that opens it. */
  type: string;
  /** The address to edit, or null to add one. */
  address: Address | null;
  onSaved: (address: Address) => void;
  onClosed?: () => void;
  className?: string;
};

export default function AddressFormDialog({ type, address, onSaved, onClosed, className }: Props) {
  const id = useId();
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const keepButton = useRef<HTMLButtonElement>(null);
  /** Where focus was when the question came up, to go back to on Keep editing. */
  const returnTo = useRef<HTMLElement | null>(null);
  const askedOnce = useRef(false);

  useEffect(() => {
    if (asking) {
      askedOnce.current = true;
      keepButton.current?.focus();
    } else if (askedOnce.current && returnTo.current?.isConnected) returnTo.current.focus();
  }, [asking]);

  /** The frame asks before the shopper's closes: with typed data, ask the shopper instead. */
  function mayClose(): boolean {
    if (!dirty.current) return true;
    if (asking) {
      // Escape, the backdrop or X while asking: back to the form, nothing lost.
      setAsking(false);
      return false;
    }
    const active = document.activeElement;
    returnTo.current = active instanceof HTMLElement ? active : null;
    setAsking(true);
    return false;
  }

  function discard() {
    dirty.current = false;
    overlay.close();
  }

  const question = address ? 'Discard your changes?' : 'Discard this address?';

  return (
    <Dialog
      type={type}
      title={address ? 'Edit address' : 'Add address'}
      className={className}
      onCloseRequest={mayClose}
      onClosed={() => {
        dirty.current = false;
        askedOnce.current = false;
        setAsking(false);
        onClosed?.();
      }}
    >
      <div hidden={asking}>
        <AddressForm
          // A new form for each address edited (its values start from that address).
          key={address?.id ?? 'new'}
          address={address}
          onSaved={(saved) => {
            dirty.current = false;
            onSaved(saved);
          }}
          onCancel={() => {
            if (mayClose()) overlay.close();
          }}
          onDirtyChange={(value) => {
            dirty.current = value;
          }}
        />
      </div>
      {asking && (
        <div className={styles.discard} role="alertdialog" aria-labelledby={`${id}-question`} aria-describedby={`${id}-what`}>
          <h3 id={`${id}-question`} className={styles.discardTitle}>
            {question}
          </h3>
          <p id={`${id}-what`} className={styles.discardText}>
            {address ? 'The changes you made to this address will be lost.' : 'What you typed for this address will be lost.'}
          </p>
          <div className={styles.discardActions}>
            <button ref={keepButton} type="button" className={styles.secondary} onClick={() => setAsking(false)}>
              Keep editing
            </button>
            <button type="button" className={styles.danger} onClick={discard}>
              Discard
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

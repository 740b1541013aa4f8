/**
 * Typed work is never thrown away by a close: every form in a modal (address, edit profile,
 * return) asks before its dialog closes with something typed, whichever way it is closed (X, Escape, the
 * backdrop, Back, a Cancel button). The dialog frame asks the guard (Dialog's onCloseRequest, the frame's
 * beforeClose); with typed data the question shows in the form's place inside the same dialog (one overlay at
 * a time), with Keep editing and Discard, while the form stays mounted, hidden, with everything typed. Escape,
 * the backdrop, X or Back while asking mean Keep editing: nothing is lost by accident.
 */
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useWords } from './words.tsx';
import styles from './DiscardQuestion.module.scss';

type Words = typeof import('./words/DiscardQuestion.en-IN.ts');

type Options = {
  /** Whether anything was typed or changed since the form opened. */
  isDirty: () => boolean;
  /** The question and what would be lost come in the page's language. */
  question: string;
  /** What would be lost. */
  detail: string;
  /** Discard: forget what was typed and close. */
  onDiscard: () => void;
};

export type DiscardGuard = ReturnType<typeof useDiscardGuard>;

export function useDiscardGuard({ isDirty, question, detail, onDiscard }: Options) {
  const [asking, setAsking] = useState(false);
  const keepButton = useRef<HTMLButtonElement>(null);
  /** Where focus was when the question came up, to go back to on Keep editing. */
  const returnTo = useRef<HTMLElement | null>(null);
  const askedOnce = useRef(false);
  const dirty = useRef(isDirty);
  dirty.current = isDirty;

  useEffect(() => {
    if (asking) {
      askedOnce.current = true;
      keepButton.current?.focus();
    } else if (askedOnce.current && returnTo.current?.isConnected) returnTo.current.focus();
  }, [asking]);

  /** The frame asks before the shopper's closes: with typed data, the shopper is asked instead. */
  function mayClose(): boolean {
    if (!dirty.current()) return true;
    if (asking) {
      setAsking(false);
      return false;
    }
    const active = document.activeElement;
    returnTo.current = active instanceof HTMLElement ? active : null;
    setAsking(true);
    return false;
  }

  /** Once the dialog has closed: nothing is being asked. Stable, so an effect may depend on it. */
  const reset = useCallback(() => {
    askedOnce.current = false;
    setAsking(false);
  }, []);

  return { asking, mayClose, reset, keep: () => setAsking(false), keepButton, question, detail, onDiscard };
}

/** The form (hidden while asking) and, while asking, the question in its place. */
export function Guarded({ guard, children }: { guard: DiscardGuard; children: ReactNode }) {
  const t = useWords<Words>();
  const id = useId();
  return (
    <>
      <div hidden={guard.asking}>{children}</div>
      {guard.asking && (
        <div
          className={styles.discard}
          role="alertdialog"
          aria-labelledby={`${id}-question`}
          aria-describedby={`${id}-what`}
        >
          <h3 id={`${id}-question`} className={styles.title}>
            {guard.question}
          </h3>
          <p id={`${id}-what`} className={styles.text}>
            {guard.detail}
          </p>
          <div className={styles.actions}>
            <button ref={guard.keepButton} type="button" className={styles.keep} onClick={guard.keep}>
              {t.common_discard_keep()}
            </button>
            <button type="button" className={styles.danger} onClick={guard.onDiscard}>
              {t.common_discard()}
            </button>
          </div>
        </div>
      )}
    </>
  );
}

/**
 * The one modal/drawer frame, bound to the overlay atom (at most one open). Built on the native <dialog>
 * with showModal(): the rest of the page is inert, so focus stays inside, and Escape is handled by the
 * browser. Closing (Escape, an outside click, a close button or overlay.close()) slides out for the
 * spec's delay, then gives focus back to whatever opened it.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $overlay, overlay } from '../../stores/overlay.ts';
import { wrapTab } from '../../lib/focus-wrap.ts';
import styles from './Dialog.module.scss';

/** Spec: drawers close after 300 ms (250 ms for the user menu). */
export const DRAWER_CLOSE_MS = 300;
export const USER_MENU_CLOSE_MS = 250;

type Props = {
  /** The overlay type that opens this dialog. */
  type: string;
  /** Accessible name (also the visible heading unless `hideTitle`). */
  title: string;
  hideTitle?: boolean;
  kind?: 'drawer' | 'modal';
  closeDelayMs?: number;
  /** Runs once the dialog has finished closing (e.g. quick view resets its product). */
  onClosed?: () => void;
  children: ReactNode;
  className?: string;
};

export default function Dialog({ type, title, hideTitle, kind = 'modal', closeDelayMs = DRAWER_CLOSE_MS, onClosed, children, className }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const current = useStore($overlay);
  const wanted = current.open && current.type === type;
  const [closing, setClosing] = useState(false);
  const onClosedRef = useRef(onClosed);
  onClosedRef.current = onClosed;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (wanted && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setClosing(false);
      dialog.showModal();
      // The browser may focus the scrolling panel, which loses focus when its content changes: start on Close.
      closeButton.current?.focus();
      return;
    }
    if (!wanted && dialog.open) {
      setClosing(true);
      const timer = window.setTimeout(() => {
        dialog.close();
        setClosing(false);
        onClosedRef.current?.();
        // The opener may have been re-rendered away; focus it only if it is still in the page.
        if (opener.current?.isConnected) opener.current.focus();
        opener.current = null;
      }, closeDelayMs);
      return () => window.clearTimeout(timer);
    }
  }, [wanted, closeDelayMs]);

  return (
    <dialog
      ref={ref}
      className={[styles.dialog, styles[kind], closing ? styles.closing : '', className ?? ''].join(' ')}
      aria-labelledby={`${type}-title`}
      onCancel={(event) => {
        // Escape: let the slide-out run instead of the browser's instant close.
        event.preventDefault();
        overlay.close();
      }}
      onKeyDown={(event) => wrapTab(event.currentTarget, event)}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its panel.
        if (event.target === event.currentTarget) overlay.close();
      }}
    >
      <div className={styles.panel}>
        <div className={hideTitle ? styles.headHidden : styles.head}>
          <h2 id={`${type}-title`} className={styles.title}>
            {title}
          </h2>
          <button ref={closeButton} type="button" className={styles.close} aria-label="Close" onClick={() => overlay.close()}>
            <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
        {wanted || closing ? children : null}
      </div>
    </dialog>
  );
}

/**
 * The React face of the one modal/drawer frame (src/ui/dialog-frame.ts): a native <dialog> bound to the
 * overlay atom, with the heading and the Close button every drawer and modal shares. The frame opens it with
 * showModal(), slides it out for the spec's delay (Escape, an outside click, Close or overlay.close()), keeps
 * Tab inside, holds the page still and gives focus back to whatever opened it; this only renders.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createDialogFrame, DRAWER_CLOSE_MS, type DialogFrame, type FramePhase } from '../../ui/dialog-frame.ts';
import { useIslandCommitted } from './useIslandCommitted.ts';
import { useWords } from './words.tsx';
import styles from './Dialog.module.scss';
import IconX from '~icons/lucide/x.jsx';

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
  /** Where focus goes back after closing, when not whatever had focus on opening (see the frame's `opener`). */
  opener?: () => HTMLElement | null;
  /** Asked when the user closes it (Close, Escape, outside click): false keeps it open (the frame's `beforeClose`). */
  onCloseRequest?: () => boolean;
  children: ReactNode;
  className?: string;
};

export default function Dialog({
  type,
  title,
  hideTitle,
  kind = 'modal',
  closeDelayMs = DRAWER_CLOSE_MS,
  onClosed,
  opener,
  onCloseRequest,
  children,
  className,
}: Props) {
  const t = useWords<typeof import('./words/Dialog.en-IN.ts')>();
  const ref = useRef<HTMLDialogElement>(null);
  const frameRef = useRef<DialogFrame | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [phase, setPhase] = useState<FramePhase>('closed');
  const onClosedRef = useRef(onClosed);
  onClosedRef.current = onClosed;
  const openerRef = useRef(opener);
  openerRef.current = opener;
  const closeRequestRef = useRef(onCloseRequest);
  closeRequestRef.current = onCloseRequest;
  const guarded = Boolean(onCloseRequest);
  // An island made of dialogs (the drawers, the quick view) says it has committed through them.
  useIslandCommitted(ref);

  // A layout effect: a dialog asked for before its island hydrated shows in the same commit, before paint.
  useLayoutEffect(() => {
    const frame = createDialogFrame(ref.current!, {
      type,
      closeDelayMs,
      // The browser may focus the scrolling panel, which loses focus when its content changes: start on Close.
      initialFocus: () => closeButton.current,
      opener: () => openerRef.current?.() ?? null,
      onPhase: setPhase,
      onClosed: () => onClosedRef.current?.(),
      beforeClose: guarded ? () => closeRequestRef.current?.() ?? true : undefined,
    });
    frameRef.current = frame;
    return () => frame.destroy();
  }, [type, closeDelayMs, guarded]);

  return (
    <dialog
      ref={ref}
      className={[styles.dialog, styles[kind], className ?? ''].join(' ')}
      aria-labelledby={`${type}-title`}
    >
      <div className={styles.panel}>
        <div className={hideTitle ? styles.headHidden : styles.head}>
          <h2 id={`${type}-title`} className={styles.title}>
            {title}
          </h2>
          <button
            ref={closeButton}
            type="button"
            className={styles.close}
            aria-label={t.dialog_close()}
            onClick={() => frameRef.current?.close()}
            data-toast-avoid
          >
            <IconX size={20} />
          </button>
        </div>
        {phase === 'closed' ? null : children}
      </div>
    </dialog>
  );
}

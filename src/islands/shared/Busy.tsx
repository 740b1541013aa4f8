/**
 * What a button shows while its call is on its way: a spinner beside a "…ing" text ("Adding…"),
 * so a slow call is seen, not only announced through aria-busy. The button stays focusable and says it is
 * unavailable with aria-disabled (a disabled button would drop keyboard focus to the page).
 */
import type { ReactNode } from 'react';
import styles from './Busy.module.scss';

export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}

/** The button's text: `idle` normally, the spinner and `working` while busy. */
export function BusyLabel({ busy, idle, working }: { busy: boolean; idle: ReactNode; working: string }) {
  return busy ? (
    <span className={styles.label}>
      <Spinner />
      {working}
    </span>
  ) : (
    <>{idle}</>
  );
}

/** The attributes of a button while its call is on its way. */
export const busyProps = (busy: boolean) => ({ 'aria-busy': busy || undefined, 'aria-disabled': busy || undefined });

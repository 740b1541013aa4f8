/**
 * The spec's load states for any list or panel: loading (announced), failed (the message kept, with Retry),
 * succeeded (the content). Idle reads as loading: the fetch starts on mount. A read that failed offline is
 * asked again by itself once the connection is back.
 */
import type { ReactNode } from 'react';
import { useRetryWhenOnline } from './useRetryWhenOnline.ts';
import type { Loadable } from '../../stores/loadable.ts';
import styles from './LoadState.module.scss';

type Props<T> = {
  state: Loadable<T>;
  /** What is loading, for the announcement: "your addresses". */
  what: string;
  onRetry: () => void;
  children: (data: T) => ReactNode;
};

export default function LoadState<T>({ state, what, onRetry, children }: Props<T>) {
  useRetryWhenOnline(state.status === 'failed' ? state.error : null, onRetry);
  if (state.status === 'failed') {
    return (
      <div className={styles.failed} role="alert">
        <p>{state.error}</p>
        <button type="button" className={styles.retry} onClick={onRetry}>
          Retry
        </button>
      </div>
    );
  }
  if (state.status !== 'succeeded' || state.data === null) {
    return (
      <div className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        Loading {what}…
      </div>
    );
  }
  return <>{children(state.data)}</>;
}

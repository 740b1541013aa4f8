/**
 * The spec's load states for any list or panel: loading (announced), failed (the message kept, with Retry),
 * succeeded (the content). Idle reads as loading: the fetch starts on mount. A read that failed offline is
 * asked again by itself once the connection is back.
 */
import type { ReactNode } from 'react';
import { useRetryWhenOnline } from './useRetryWhenOnline.ts';
import type { Loadable } from '../../stores/loadable.ts';
import { useWords } from './words.tsx';
import { useSay } from './useSay.ts';
import styles from './LoadState.module.scss';

type Words = typeof import('./words/LoadState.en-IN.ts');

type Props<T> = {
  state: Loadable<T>;
  /** What is loading, for the announcement, in the page's language: "your addresses" ("Loading {what}…"). */
  what: string;
  onRetry: () => void;
  children: (data: T) => ReactNode;
};

export default function LoadState<T>({ state, what, onRetry, children }: Props<T>) {
  const t = useWords<Words>();
  const say = useSay();
  useRetryWhenOnline(state.status === 'failed' ? state.error : null, onRetry);
  if (state.status === 'failed') {
    return (
      <div className={styles.failed} role="alert">
        {/* The store's or the API's English message, in the page's language. */}
        <p>{say(state.error)}</p>
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t.common_load_retry()}
        </button>
      </div>
    );
  }
  if (state.status !== 'succeeded' || state.data === null) {
    return (
      <div className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {t.common_load_loading({ what })}
      </div>
    );
  }
  return <>{children(state.data)}</>;
}

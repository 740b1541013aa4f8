/**
 * One island's own read, in the spec's load states (src/stores/loadable.ts's Loadable, what LoadState shows):
 * loading, then succeeded or failed with the message kept; Retry reads again. A newer read wins: an answer
 * for inputs that have since changed (or after unmount) is dropped. Data several islands share belongs in a
 * loadable store instead; this is for a read one island makes.
 */
import { useEffect, useState, type DependencyList } from 'react';
import type { Loadable } from '../../stores/loadable.ts';

const LOADING = { status: 'loading', data: null, error: '' } as const;

export type Load<T> = {
  state: Loadable<T>;
  /** Reads again (the Retry button). */
  retry: () => void;
  /** Changes the data on screen after a write the API answered (a removed row), without reading again. */
  update: (change: (data: T) => T) => void;
};

/**
 * Reads with `read` whenever `deps` change (and on retry); `read` null means nothing to read yet (idle).
 * keep: data already on screen stays there while reading again and after a failed read (a list); otherwise
 * each read starts from loading and a failure shows only the failure.
 */
export function useLoad<T>(read: (() => Promise<T>) | null, deps: DependencyList, keep = false): Load<T> {
  const [state, setState] = useState<Loadable<T>>(read ? LOADING : { status: 'idle', data: null, error: '' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!read) return;
    let live = true;
    setState((s) => (keep && s.data !== null ? s : LOADING));
    read().then(
      (data) => live && setState({ status: 'succeeded', data, error: '' }),
      (error: Error) =>
        live && setState((s) => ({ status: 'failed', data: keep ? s.data : null, error: error.message })),
    );
    return () => {
      live = false;
    };
    // The caller's inputs decide when to read again (read is a new closure on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, read === null, round]);
  return {
    state,
    retry: () => setRound((n) => n + 1),
    update: (change) => setState((s) => (s.data === null ? s : { ...s, data: change(s.data) })),
  };
}

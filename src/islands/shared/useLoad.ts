/**
 * One island's own read, in the spec's load states (src/lib/rules/load-state.ts, what LoadState shows):
 * loading, then succeeded, failed with the message kept, or not found (a 404); Retry reads again. A newer read
 * wins: inputs that change, a retry or an unmount abort the older read (the AbortSignal given to `read`, which
 * passes it on to the API call that takes one) and drop its answer. Data several islands share belongs in a
 * loadable store instead (src/stores/loadable.ts); this is for a read one island makes.
 */
import { startTransition, useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { ApiError } from '../../lib/api/index.ts';
import { IDLE, LOADING, readAnswered, readFailed, readStarted, type Loadable } from '../../lib/rules/load-state.ts';

export type Load<T> = {
  state: Loadable<T>;
  /** A read is on its way (also while keep shows the last value). */
  reading: boolean;
  /** Reads again (the Retry button, a reload after a change); settles when that read has ended, however it ends. */
  retry: () => Promise<void>;
  /** Changes the data on screen after a write the API answered (a removed row), without reading again. */
  update: (change: (data: T) => T) => void;
};

export type LoadOptions<T> = {
  /** Data on screen stays there while reading again and beside a failed read (a list, a page a follow reloads). */
  keep?: boolean;
  /** What the page was built with, shown as read until the first read answers (with keep, through it). */
  initial?: T | null;
  /** The answer is shown in a transition, so a long list renders in slices a tap can get into. */
  transition?: boolean;
  /**
   * Not now: nothing is read and what is on screen stays as it is (a price that waits for a change on its
   * way); reading resumes when it ends, as when an input changes.
   */
  hold?: boolean;
};

/**
 * Reads with `read` whenever `deps` change (and on retry); `read` null means nothing to read (idle). `read` is
 * a new closure on every render: `deps` are the inputs that decide when to read again.
 */
export function useLoad<T>(
  read: ((signal: AbortSignal) => Promise<T>) | null,
  deps: DependencyList,
  { keep = false, initial = null, transition = false, hold = false }: LoadOptions<T> = {},
): Load<T> {
  const [state, setState] = useState<Loadable<T>>(() =>
    initial !== null ? readAnswered(initial) : read ? LOADING : IDLE,
  );
  const [reading, setReading] = useState(read !== null);
  const [round, setRound] = useState(0);
  // Retries waiting for the read they asked for to end.
  const waiting = useRef<(() => void)[]>([]);
  useEffect(() => {
    const settle = waiting.current.splice(0);
    const ended = () => settle.forEach((resolve) => resolve());
    if (hold) return ended();
    if (!read) {
      setState(IDLE);
      setReading(false);
      return ended();
    }
    const controller = new AbortController();
    setState((s) => readStarted(s, keep));
    setReading(true);
    read(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        const show = () => {
          setState(readAnswered(data));
          setReading(false);
        };
        if (transition) startTransition(show);
        else show();
        ended();
      },
      (error: Error) => {
        if (controller.signal.aborted) return;
        const notFound = error instanceof ApiError && error.status === 404;
        setState((s) => readFailed(s, error.message, notFound, keep));
        setReading(false);
        ended();
      },
    );
    return () => {
      controller.abort();
      ended();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, read === null, round, hold]);
  const retry = useCallback(
    () =>
      new Promise<void>((resolve) => {
        waiting.current.push(resolve);
        setRound((n) => n + 1);
      }),
    [],
  );
  const update = useCallback(
    (change: (data: T) => T) => setState((s) => (s.data === null ? s : { ...s, data: change(s.data) })),
    [],
  );
  return { state, reading, retry, update };
}

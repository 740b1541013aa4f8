/**
 * The spec's load states for one read (idle, loading, succeeded, failed with the message kept), and how a read
 * moves between them. One rule for every island's own read (src/islands/shared/useLoad.ts) and the shared
 * per-shopper stores (src/stores/loadable.ts); LoadState draws them.
 */
export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
/** notFound: the read was answered 404, which a page shows as its own "not found" rather than a failure. */
export type Loadable<T> = { status: LoadStatus; data: T | null; error: string; notFound?: boolean };

export const IDLE: Loadable<never> = { status: 'idle', data: null, error: '' };
export const LOADING: Loadable<never> = { status: 'loading', data: null, error: '' };

/**
 * A read starts. keep: data already on screen stays there, as it was, while it reads again (a list, a page a
 * follow reloads); otherwise every read starts from loading.
 */
export function readStarted<T>(state: Loadable<T>, keep: boolean): Loadable<T> {
  return keep && state.data !== null ? state : LOADING;
}

/** A read answered. */
export function readAnswered<T>(data: T): Loadable<T> {
  return { status: 'succeeded', data, error: '' };
}

/**
 * A read failed with `message`; notFound when the answer was 404. keep: the last data stays beside the
 * failure (a Retry over a list still on screen); otherwise the failure shows alone.
 */
export function readFailed<T>(state: Loadable<T>, message: string, notFound: boolean, keep: boolean): Loadable<T> {
  const failed: Loadable<T> = { status: 'failed', data: keep ? state.data : null, error: message };
  return notFound ? { ...failed, notFound } : failed;
}

/** Nothing to show yet: not read, or read for the first time and not answered (no earlier data on screen). */
export const firstReadPending = (state: Loadable<unknown>): boolean =>
  state.data === null && (state.status === 'idle' || state.status === 'loading');

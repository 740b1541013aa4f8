/**
 * Per-shopper data that several islands read (addresses, wallet, preferences, ...): fetched once per page,
 * refreshed after a change, with the spec's load states (idle, loading, succeeded, failed with the message
 * kept). A refresh keeps the data it had on screen while it asks again. Signing out empties it.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { IDLE, type Loadable } from '../lib/rules/load-state.ts';
import { $signedIn } from './session.ts';

export type { Loadable, LoadStatus } from '../lib/rules/load-state.ts';

export type LoadableStore<T> = {
  $state: ReadableAtom<Loadable<T>>;
  /** Fetches unless already loaded or loading (once per page). */
  load: () => Promise<void>;
  /** Fetches again (after a change, or Retry); a newer refresh wins over an older one. */
  refresh: () => Promise<void>;
  /**
   * Puts data the API already answered (e.g. what an update saved) without asking again. It is newer than a
   * read still on its way, whose answer is then dropped.
   */
  set: (data: T) => void;
};

export function loadable<T>(fetcher: () => Promise<T>): LoadableStore<T> {
  const $state = atom<Loadable<T>>(IDLE);
  let inFlight: Promise<void> | null = null;
  let generation = 0;

  function refresh(): Promise<void> {
    const mine = ++generation;
    const { data } = $state.get();
    $state.set(data === null ? { status: 'loading', data: null, error: '' } : { status: 'succeeded', data, error: '' });
    inFlight = fetcher()
      .then((fresh) => {
        if (mine === generation) $state.set({ status: 'succeeded', data: fresh, error: '' });
      })
      .catch((error: Error) => {
        console.error(error.message);
        if (mine === generation) $state.set({ status: 'failed', data: $state.get().data, error: error.message });
      })
      .finally(() => {
        if (mine === generation) inFlight = null;
      });
    return inFlight;
  }

  function load(): Promise<void> {
    const { status } = $state.get();
    if (status === 'succeeded') return Promise.resolve();
    if (status === 'loading' && inFlight) return inFlight;
    return refresh();
  }

  $signedIn.listen((signedIn) => {
    if (signedIn) return;
    generation += 1;
    inFlight = null;
    $state.set(IDLE);
  });

  function set(data: T): void {
    generation += 1;
    inFlight = null;
    $state.set({ status: 'succeeded', data, error: '' });
  }

  return { $state, load, refresh, set };
}

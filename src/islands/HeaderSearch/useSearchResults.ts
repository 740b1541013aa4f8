/**
 * The header search's results, one list per tab (idle, loading, succeeded, failed with the message): a tab's
 * search runs after a debounce or at once, a newer request aborts the older one of that tab, and a tab that
 * already has (or is fetching) a term is not asked again. Product rows also get their store's name.
 */
import { useEffect, useRef, useState } from 'react';
import type { SearchTab } from '../../lib/rules/search.ts';
import { searchAccounts, searchBrands, searchProducts, type AccountResult } from '../../lib/api/search.ts';
import { getStores } from '../../lib/api/index.ts';
import type { ProductCard, StoreCard } from '../../lib/api/types.ts';

export type Results = { products: ProductCard[]; accounts: AccountResult[]; brands: StoreCard[] };
type Status = 'idle' | 'loading' | 'succeeded' | 'failed';
export type ListState<K extends SearchTab> = { status: Status; term: string; items: Results[K]; error: string };
export type Lists = { [K in SearchTab]: ListState<K> };

const IDLE: Lists = {
  products: { status: 'idle', term: '', items: [], error: '' },
  accounts: { status: 'idle', term: '', items: [], error: '' },
  brands: { status: 'idle', term: '', items: [], error: '' },
};

const FETCHERS: { [K in SearchTab]: (q: string, signal: AbortSignal) => Promise<Results[K]> } = {
  products: searchProducts,
  accounts: searchAccounts,
  brands: searchBrands,
};

/** Store names for product rows (product cards carry only the seller id): one small list, fetched once. */
let storeNames: Promise<Map<string, string>> | null = null;
function loadStoreNames(): Promise<Map<string, string>> {
  storeNames ??= getStores().then(
    (stores) => new Map(stores.map((s) => [s.id, s.sellerData.storeName])),
    () => {
      storeNames = null;
      return new Map<string, string>();
    },
  );
  return storeNames;
}

export function useSearchResults() {
  const [lists, setLists] = useState<Lists>(IDLE);
  const [stores, setStores] = useState<Map<string, string>>(() => new Map());
  const timer = useRef<number | undefined>(undefined);
  const controllers = useRef<Partial<Record<SearchTab, AbortController>>>({});

  function put<K extends SearchTab>(key: K, state: ListState<K>) {
    setLists((prev) => ({ ...prev, [key]: state }));
  }

  /** Searches a tab now (a scheduled search is dropped, this tab's request in flight aborted). */
  function run<K extends SearchTab>(key: K, text: string) {
    window.clearTimeout(timer.current);
    controllers.current[key]?.abort();
    if (!text) return;
    const controller = new AbortController();
    controllers.current[key] = controller;
    setLists((prev) => ({ ...prev, [key]: { ...prev[key], status: 'loading', term: text, error: '' } }));
    if (key === 'products') void loadStoreNames().then(setStores);
    FETCHERS[key](text, controller.signal).then(
      (items) => {
        if (!controller.signal.aborted) put(key, { status: 'succeeded', term: text, items, error: '' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : String(error);
        // Account search failure is only logged (spec §8); every list still shows its failed state with a retry.
        if (key === 'accounts') console.error(message, error);
        put(key, { status: 'failed', term: text, items: [] as Results[K], error: message });
      },
    );
  }

  /** Runs a tab's search after `delay`, unless that tab already has (or is fetching) this term. */
  function schedule(key: SearchTab, text: string, delay: number) {
    window.clearTimeout(timer.current);
    if (!text) return;
    const current = lists[key];
    if (current.term === text && (current.status === 'loading' || current.status === 'succeeded')) return;
    timer.current = window.setTimeout(() => run(key, text), delay);
  }

  /** Runs a tab's search at once unless it already holds a live answer (or request) for this term. */
  function runUnlessCurrent(key: SearchTab, text: string) {
    window.clearTimeout(timer.current);
    const current = lists[key];
    if (current.term !== text || current.status === 'failed' || current.status === 'idle') run(key, text);
  }

  // Unmounting drops the scheduled search and aborts every request in flight.
  useEffect(() => {
    const pending = controllers.current;
    return () => {
      window.clearTimeout(timer.current);
      for (const controller of Object.values(pending)) controller?.abort();
    };
  }, []);

  return { lists, stores, run, schedule, runUnlessCurrent };
}

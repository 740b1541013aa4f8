/**
 * The header search (spec shopper-core §2 Search, §5): a combobox whose panel has the tabs Products, Accounts
 * and Brands. Typing searches the selected tab live (debounced, stale requests aborted); Enter runs the search
 * at once (empty box: "No input found") or opens the active result. Recent searches show while the box is empty.
 * Hydrates on first interaction (client:interaction), so it costs nothing until the shopper reaches for it.
 */
import { useEffect, useRef, useState, type FocusEvent, type SubmitEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import { toast } from '../../stores/toasts.ts';
import { $recentSearches, recentSearches } from '../../stores/recent-searches.ts';
import { $overlay } from '../../stores/overlay.ts';
import { normalizeSearch } from '../../lib/rules/recent-searches.ts';
import { SEARCH_DEBOUNCE_MS, SEARCH_TABS, moveActive, nextTab, noResultsText, resultsAnnouncement, type SearchTab } from '../../lib/rules/search.ts';
import { initials } from '../../lib/rules/text.ts';
import { searchAccounts, searchBrands, searchProducts, type AccountResult } from '../../lib/api/search.ts';
import { getStores } from '../../lib/api/index.ts';
import type { BrandCard, ProductCard } from '../../lib/api/types.ts';
import { productHref } from '../../lib/catalog/cards.ts';
import { imageUrl } from '../../lib/images.ts';
import Price from '../../components/Price.tsx';
import ReviewerBadge from '../../components/ReviewerBadge.tsx';
import styles from './HeaderSearch.module.scss';

export const SEARCH_PLACEHOLDER = 'Search product, brands and more...';

type Results = { products: ProductCard[]; accounts: AccountResult[]; brands: BrandCard[] };
type Status = 'idle' | 'loading' | 'succeeded' | 'failed';
type ListState<K extends SearchTab> = { status: Status; term: string; items: Results[K]; error: string };
type Lists = { [K in SearchTab]: ListState<K> };

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

const NO_RECENT: string[] = [];
const ID = { listbox: 'header-search-list', panel: 'header-search-panel', tabpanel: 'header-search-tabpanel' };
const optionId = (index: number) => `header-search-option-${index}`;

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

/** One option of the open list: a recent term to re-run, or a result to open. */
type Option = { kind: 'recent'; term: string } | { kind: 'result'; href: string };

export default function HeaderSearch() {
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState<SearchTab>('products');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [lists, setLists] = useState<Lists>(IDLE);
  const [stores, setStores] = useState<Map<string, string>>(() => new Map());
  const recent = useStore($recentSearches, { ssr: () => NO_RECENT });
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const controllers = useRef<Partial<Record<SearchTab, AbortController>>>({});

  const term = normalizeSearch(query);
  const list = lists[tab];
  const showingRecent = term === '';
  const visible = open && (!showingRecent || recent.length > 0);
  const pending = !showingRecent && (list.term !== term || list.status === 'loading');
  const options: Option[] = showingRecent
    ? recent.map((t) => ({ kind: 'recent', term: t }))
    : list.status === 'failed' && !pending
      ? []
      : resultHrefs(tab, list.items).map((href) => ({ kind: 'result', href }));

  function put<K extends SearchTab>(key: K, state: ListState<K>) {
    setLists((prev) => ({ ...prev, [key]: state }));
  }

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

  /** Typing opens the panel; `keepClosed` clears the box without opening it (the second Escape). */
  function change(value: string, keepClosed = false) {
    setQuery(value);
    setActive(-1);
    if (!keepClosed) setOpen(true);
    schedule(tab, normalizeSearch(value), SEARCH_DEBOUNCE_MS);
  }

  function selectTab(key: SearchTab) {
    setTab(key);
    setActive(-1);
    schedule(key, term, 0);
  }

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function choose(option: Option) {
    if (option.kind === 'recent') {
      setQuery(option.term);
      setActive(-1);
      recentSearches.add(option.term);
      const current = lists[tab];
      if (current.term !== option.term || current.status === 'failed' || current.status === 'idle') run(tab, option.term);
      inputRef.current?.focus();
      return;
    }
    recentSearches.add(term);
    close();
    window.location.assign(option.href);
  }

  function submit(event: SubmitEvent) {
    event.preventDefault();
    // The box itself is the truth: text typed before hydration may not have reached state yet.
    const typed = inputRef.current?.value ?? query;
    const text = normalizeSearch(typed);
    if (typed !== query) setQuery(typed);
    if (!text) {
      toast.warning('No input found');
      return;
    }
    recentSearches.add(text);
    setOpen(true);
    window.clearTimeout(timer.current);
    if (list.term !== text || list.status === 'failed' || list.status === 'idle') run(tab, text);
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!visible) setOpen(true);
        else setActive(moveActive(active, options.length, event.key));
        return;
      case 'Enter': {
        const option = visible && active >= 0 ? options[active] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        }
        return; // otherwise the form submits: run the search
      }
      case 'Escape':
        // The browser would clear a search box on Escape; the first Escape only closes the panel.
        event.preventDefault();
        if (visible) close();
        else if (query) change('', true);
        return;
    }
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight' && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const key = nextTab(tab, event.key);
    selectTab(key);
    document.getElementById(`header-search-tab-${key}`)?.focus();
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
    inputRef.current?.focus();
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    // Tab leaves normally: focus moving out of the search closes the panel (a window switch does not).
    const next = event.relatedTarget;
    if (next instanceof Node && !rootRef.current?.contains(next)) close();
  }

  // A click anywhere outside closes the panel.
  useEffect(() => {
    if (!visible) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [visible]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  // A drawer or modal opening (one overlay at a time) puts the panel away.
  useEffect(
    () =>
      $overlay.listen(({ open: overlayOpen }) => {
        if (overlayOpen) close();
      }),
    [],
  );

  // Hydration happens on the first focus or key: pick up what is already typed and open for the focused box.
  useEffect(() => {
    const input = inputRef.current;
    if (input?.value) change(input.value);
    if (input && document.activeElement === input) setOpen(true);
    const pending = controllers.current;
    return () => {
      window.clearTimeout(timer.current);
      for (const controller of Object.values(pending)) controller?.abort();
    };
    // Mount only.
  }, []);

  const tabInfo = SEARCH_TABS.find((t) => t.id === tab)!;
  const announcement = !visible
    ? ''
    : showingRecent
      ? `${recent.length} recent ${recent.length === 1 ? 'search' : 'searches'}`
      : pending
        ? `Searching ${tabInfo.label.toLowerCase()}`
        : list.status === 'failed'
          ? list.error
          : list.status === 'succeeded'
            ? resultsAnnouncement(tab, list.term, list.items.length)
            : '';

  const optionProps = (index: number) => ({
    id: optionId(index),
    role: 'option' as const,
    'aria-selected': index === active,
    className: [styles.option, index === active ? styles.active : ''].join(' '),
    onMouseDown: (event: MouseEvent) => event.preventDefault(),
    onMouseMove: () => index !== active && setActive(index),
    onClick: () => options[index] && choose(options[index]),
  });

  return (
    <div className={styles.root} ref={rootRef} onBlur={onBlur}>
      <form className={styles.form} role="search" onSubmit={submit}>
        <svg className={styles.icon} width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <input
          ref={inputRef}
          className={styles.input}
          type="search"
          name="q"
          role="combobox"
          aria-label="Search"
          aria-autocomplete="list"
          aria-expanded={visible}
          aria-controls={visible ? ID.listbox : undefined}
          aria-activedescendant={visible && active >= 0 ? optionId(active) : undefined}
          placeholder={SEARCH_PLACEHOLDER}
          value={query}
          onChange={(e) => change(e.target.value)}
          onFocus={() => setOpen(true)}
          onKeyDown={onInputKeyDown}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={80}
        />
        {/* The default button: Enter before hydration "clicks" it, and the island directive replays held clicks
            (React hydrates for a click at once, not for a bare submit), so that first Enter is never lost. */}
        <button type="submit" hidden tabIndex={-1}>
          Search
        </button>
        {query && (
          <button
            type="button"
            className={styles.clear}
            aria-label="Clear search"
            onClick={() => {
              change('');
              inputRef.current?.focus();
            }}
          >
            <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        )}
      </form>

      <p role="status" className={styles.srOnly}>
        {announcement}
      </p>

      {visible && (
        <div className={styles.panel} id={ID.panel} onKeyDown={onPanelKeyDown}>
          <div role="tablist" aria-label="Search in" className={styles.tabs}>
            {SEARCH_TABS.map((t) => (
              <button
                key={t.id}
                type="button"
                role="tab"
                id={`header-search-tab-${t.id}`}
                aria-selected={t.id === tab}
                aria-controls={ID.tabpanel}
                tabIndex={t.id === tab ? 0 : -1}
                className={styles.tab}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => selectTab(t.id)}
                onKeyDown={onTabKeyDown}
              >
                {t.label}
              </button>
            ))}
          </div>

          <div role="tabpanel" id={ID.tabpanel} aria-labelledby={`header-search-tab-${tab}`} className={styles.tabpanel}>
            {showingRecent ? (
              <>
                <div className={styles.listHead}>
                  <span id="header-search-recent-label">Recent searches</span>
                  <button type="button" className={styles.textButton} onMouseDown={(event) => event.preventDefault()} onClick={() => recentSearches.clear()}>
                    Clear
                  </button>
                </div>
                <ul role="listbox" id={ID.listbox} aria-labelledby="header-search-recent-label" className={styles.list}>
                  {recent.map((t, index) => (
                    <li key={t} {...optionProps(index)}>
                      <svg className={styles.recentIcon} width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                        <circle cx="12" cy="12" r="9" />
                        <path d="M12 7v5l3 2" />
                      </svg>
                      <span className={styles.name}>{t}</span>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <>
                {list.status === 'failed' && !pending && (
                  <div className={styles.state}>
                    <p>{list.error}</p>
                    <button type="button" className={styles.textButton} onClick={() => run(tab, term)}>
                      Retry
                    </button>
                  </div>
                )}
                {list.status === 'succeeded' && !pending && list.items.length === 0 && <p className={styles.state}>{noResultsText(tab, list.term)}</p>}
                {pending && list.items.length === 0 && (
                  <div className={styles.skeleton} aria-hidden="true">
                    <span />
                    <span />
                    <span />
                  </div>
                )}
                <ul
                  role="listbox"
                  id={ID.listbox}
                  aria-label={`${tabInfo.label} results`}
                  aria-busy={pending}
                  className={[styles.list, pending ? styles.stale : ''].join(' ')}
                >
                  {options.length > 0 && tab === 'products' &&
                    lists.products.items.map((p, index) => (
                      <li key={p.id} {...optionProps(index)}>
                        {p.productImgUrls[0] ? (
                          <img className={styles.thumb} src={imageUrl(p.productImgUrls[0], 320)} alt="" width={44} height={56} loading="lazy" decoding="async" />
                        ) : (
                          <span className={styles.thumb} />
                        )}
                        <div className={styles.text}>
                          <span className={styles.name}>{p.productName}</span>
                          {stores.get(p.SellerUserId) && <span className={styles.meta}>{stores.get(p.SellerUserId)}</span>}
                          <Price sellingPrice={p.productSellingPrice} mrp={p.productMRP} />
                        </div>
                      </li>
                    ))}
                  {options.length > 0 && tab === 'accounts' &&
                    lists.accounts.items.map((a, index) => (
                      <li key={a.uuids} {...optionProps(index)}>
                        {a.profilePicUrl ? (
                          <img className={styles.avatar} src={imageUrl(a.profilePicUrl, 320)} alt="" width={40} height={40} loading="lazy" decoding="async" />
                        ) : (
                          <span className={styles.avatar} aria-hidden="true">
                            {initials(a.fullname)}
                          </span>
                        )}
                        <div className={styles.text}>
                          <span className={styles.name}>{a.fullname}</span>
                          <span className={styles.meta}>@{a.displayname}</span>
                        </div>
                        <ReviewerBadge badge={a.badge?.achievement} className={styles.badge} />
                      </li>
                    ))}
                  {options.length > 0 && tab === 'brands' &&
                    lists.brands.items.map((b, index) => (
                      <li key={b.id} {...optionProps(index)}>
                        {b.logo ? (
                          <img className={styles.avatar} src={imageUrl(b.logo, 320)} alt="" width={40} height={40} loading="lazy" decoding="async" />
                        ) : (
                          <span className={styles.avatar} aria-hidden="true">
                            {initials(b.name)}
                          </span>
                        )}
                        <div className={styles.text}>
                          <span className={styles.name}>{b.name}</span>
                          {b.tagline && <span className={styles.meta}>{b.tagline}</span>}
                        </div>
                      </li>
                    ))}
                </ul>
              </>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

/** Where each result of a tab leads. */
function resultHrefs(tab: SearchTab, items: Results[SearchTab]): string[] {
  switch (tab) {
    case 'products':
      return (items as ProductCard[]).map((p) => productHref({ id: p.id, sellerId: p.SellerUserId }));
    case 'accounts':
      return (items as AccountResult[]).map((a) => `/user/${encodeURIComponent(a.uuids)}`);
    case 'brands':
      return (items as BrandCard[]).map((b) => `/stores/${encodeURIComponent(b.id)}`);
  }
}

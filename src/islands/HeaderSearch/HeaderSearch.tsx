/**
 * The header search (spec shopper-core §2 Search, §5): a combobox whose panel has the tabs Products, Accounts
 * and Brands. Typing searches the selected tab live (debounced, stale requests aborted); Enter runs the search
 * at once (empty box: "No input found"; on Products it opens the results page) or opens the active
 * result; on Accounts and Brands, Enter without an active option opens the first result (once it has come).
 * The Products list ends with "See all results" (the results page, in the same order). While the box is empty
 * the panel lists recent searches (kept locally) and trending ones (the most searched of the last days).
 * Hydrates on first interaction (client:interaction), so it costs nothing until the shopper reaches for it.
 * Its parts: useSearchResults (the lists, debounce and aborts), useCombobox (open, active option, keys) and one
 * row per result kind (ProductOption, AccountOption, BrandOption); this file wires them to the box and tabs.
 * The open panel is an overlay of its own on the one overlay atom (SEARCH_PANEL), so it has a history entry
 * like every drawer and modal: Back closes it (overlay-history.ts), and another overlay opening puts it away.
 */
import { useEffect, useRef, useState, type SubmitEvent, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { toast } from '../../stores/toasts.ts';
import { $recentSearches, recentSearches } from '../../stores/recent-searches.ts';
import { $overlay, overlay } from '../../stores/overlay.ts';
import { followOverlayHistory, navigateFromOverlay } from '../../ui/overlay-history.ts';
import { normalizeSearch, trendingBesideRecent } from '../../lib/rules/recent-searches.ts';
import { SEARCH_DEBOUNCE_MS, SEARCH_TABS, nextTab, type SearchTab } from '../../lib/rules/search.ts';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import type { AccountResult } from '../../lib/api/search.ts';
import type { ProductCard, StoreCard } from '../../lib/api/types.ts';
import { productHref } from '../../lib/catalog/cards.ts';
import { searchPath, storePath, userPath } from '../../lib/paths.ts';
import { useSearchResults, type Results } from './useSearchResults.ts';
import { useCombobox } from './useCombobox.ts';
import { useTrending } from './useTrending.ts';
import { useRetryWhenOnline } from '../shared/useRetryWhenOnline.ts';
import ProductOption from './ProductOption.tsx';
import AccountOption from './AccountOption.tsx';
import BrandOption from './BrandOption.tsx';
import styles from './HeaderSearch.module.scss';
import { useIslandCommitted } from '../shared/useIslandCommitted.ts';
import { useLocale, useWords } from '../shared/words.tsx';
import { useSay } from '../shared/useSay.ts';
import { tabWords, type Words } from './tab-words.ts';
import IconSearch from '~icons/lucide/search.jsx';
import IconX from '~icons/lucide/x.jsx';
import IconClock from '~icons/lucide/clock.jsx';
import IconTrending from '~icons/lucide/trending-up.jsx';

/** The overlay type of the open results panel. */
export const SEARCH_PANEL = 'search';

const NO_RECENT: string[] = [];
const ID = { listbox: 'header-search-list', panel: 'header-search-panel', tabpanel: 'header-search-tabpanel' };
const optionId = (index: number) => `header-search-option-${index}`;

/** One option of the open list: a recent or trending term to run, or a result to open. */
type Option = { kind: 'recent' | 'trending'; term: string } | { kind: 'result'; href: string };

export default function HeaderSearch() {
  const t = useWords<Words>();
  const say = useSay();
  const locale = useLocale();
  const here = (path: string) => localisedPath(path, locale);
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState<SearchTab>('products');
  const recent = useStore($recentSearches, { ssr: () => NO_RECENT });
  const rootRef = useRef<HTMLDivElement>(null);
  useIslandCommitted(rootRef);
  const inputRef = useRef<HTMLInputElement>(null);
  const { lists, stores, run, schedule, runUnlessCurrent } = useSearchResults();
  const trending = trendingBesideRecent(useTrending(), recent);
  /** Enter on Accounts or Brands before the list came: the term whose first result opens once it comes. */
  const openFirst = useRef<string | null>(null);

  const term = normalizeSearch(query);
  const list = lists[tab];
  useRetryWhenOnline(list.status === 'failed' ? list.error : null, () => run(tab, list.term));
  const showingRecent = term === '';
  const pending = !showingRecent && (list.term !== term || list.status === 'loading');
  const options: Option[] = showingRecent
    ? [
        ...recent.map((t): Option => ({ kind: 'recent', term: t })),
        ...trending.map((t): Option => ({ kind: 'trending', term: t })),
      ]
    : list.status === 'failed' && !pending
      ? []
      : [
          ...resultHrefs(tab, list.items),
          ...(tab === 'products' && list.items.length > 0 ? [searchPath(list.term)] : []),
        ].map((href) => ({ kind: 'result', href: here(href) }));

  const combobox = useCombobox({
    rootRef,
    inputRef,
    hasContent: !showingRecent || recent.length + trending.length > 0,
    count: options.length,
    optionId,
    hasText: query !== '',
    choose: (index) => choose(options[index]!),
    clearText: () => change('', true),
  });
  const { visible, active, setActive, setOpen, close } = combobox;

  /** Typing opens the panel; `keepClosed` clears the box without opening it (the second Escape). */
  function change(value: string, keepClosed = false) {
    setQuery(value);
    setActive(-1);
    openFirst.current = null;
    if (!keepClosed) setOpen(true);
    schedule(tab, normalizeSearch(value), SEARCH_DEBOUNCE_MS);
  }

  function selectTab(key: SearchTab) {
    setTab(key);
    setActive(-1);
    openFirst.current = null;
    schedule(key, term, 0);
  }

  function choose(option: Option) {
    if (option.kind !== 'result') {
      setQuery(option.term);
      setActive(-1);
      recentSearches.add(option.term);
      runUnlessCurrent(tab, option.term);
      inputRef.current?.focus();
      return;
    }
    recentSearches.add(term);
    close();
    navigateFromOverlay(option.href);
  }

  function submit(event: SubmitEvent) {
    event.preventDefault();
    // The box itself is the truth: text typed before hydration may not have reached state yet.
    const typed = inputRef.current?.value ?? query;
    const text = normalizeSearch(typed);
    if (typed !== query) setQuery(typed);
    if (!text) {
      toast.warning(t.search_no_input());
      return;
    }
    recentSearches.add(text);
    if (tab === 'products') {
      close();
      window.location.assign(here(searchPath(text)));
      return;
    }
    // Accounts and Brands: Enter opens the first result, now or when the list for this text comes.
    const current = lists[tab];
    if (current.term === text && current.status === 'succeeded') {
      const first = resultHrefs(tab, current.items)[0];
      if (first) return choose({ kind: 'result', href: here(first) });
    } else openFirst.current = text;
    setOpen(true);
    runUnlessCurrent(tab, text);
  }

  useEffect(() => {
    const wanted = openFirst.current;
    const current = lists[tab];
    if (wanted === null || tab === 'products' || current.term !== wanted) return;
    if (current.status !== 'succeeded' && current.status !== 'failed') return;
    openFirst.current = null;
    const first = current.status === 'succeeded' ? resultHrefs(tab, current.items)[0] : undefined;
    if (first) choose({ kind: 'result', href: here(first) });
  }, [lists, tab]);

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight' && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const key = nextTab(tab, event.key);
    selectTab(key);
    document.getElementById(`header-search-tab-${key}`)?.focus();
  }

  // The open panel holds the overlay atom: a drawer or modal opening (one overlay at a time) or Back puts it away.
  useEffect(() => {
    followOverlayHistory();
    return $overlay.listen(({ open: overlayOpen, type }) => {
      if (!overlayOpen || type !== SEARCH_PANEL) close();
    });
  }, []);
  useEffect(() => {
    const current = $overlay.get();
    if (visible && !current.open) overlay.open(SEARCH_PANEL);
    else if (!visible && current.open && current.type === SEARCH_PANEL) overlay.close();
  }, [visible]);

  // Hydration happens on the first focus or key: pick up what is already typed and open for the focused box.
  useEffect(() => {
    const input = inputRef.current;
    if (input?.value) change(input.value);
    if (input && document.activeElement === input) setOpen(true);
    // Mount only.
  }, []);

  const words = tabWords(t, tab);
  const suggestions = [
    ...(recent.length ? [t.search_recent_count({ count: recent.length })] : []),
    ...(trending.length ? [t.search_trending_count({ count: trending.length })] : []),
  ];
  const noResults = words.none({ term: list.term });
  const announcement = !visible
    ? ''
    : showingRecent
      ? suggestions.join(', ')
      : pending
        ? words.searching()
        : list.status === 'failed'
          ? say(list.error)
          : list.status === 'succeeded'
            ? list.items.length
              ? words.found({ count: list.items.length })
              : noResults
            : '';

  const optionProps = (index: number) => ({
    ...combobox.optionProps(index),
    className: [styles.option, index === active ? styles.active : ''].join(' '),
  });

  return (
    <div className={styles.root} ref={rootRef} onBlur={combobox.onBlur}>
      <form className={styles.form} role="search" onSubmit={submit}>
        <IconSearch className={styles.icon} size={18} />
        <input
          ref={inputRef}
          className={styles.input}
          // A text box, not type="search": HTML allows the combobox role (and aria-expanded) only on a text
          // input; inputMode and enterKeyHint still bring up the phone's search keyboard.
          type="text"
          inputMode="search"
          name="q"
          role="combobox"
          aria-label={t.search_label()}
          aria-autocomplete="list"
          aria-expanded={visible}
          aria-controls={visible ? ID.listbox : undefined}
          aria-activedescendant={visible && active >= 0 ? optionId(active) : undefined}
          placeholder={t.search_placeholder()}
          value={query}
          onChange={(e) => change(e.target.value)}
          onFocus={() => setOpen(true)}
          onKeyDown={combobox.onInputKeyDown}
          autoComplete="off"
          enterKeyHint="search"
        />
        {/* The default button: Enter before hydration "clicks" it, and the island directive replays held clicks
            (React hydrates for a click at once, not for a bare submit), so that first Enter is never lost. */}
        <button type="submit" hidden tabIndex={-1}>
          {t.search_label()}
        </button>
        {query && (
          <button
            type="button"
            className={styles.clear}
            aria-label={t.search_clear()}
            onClick={() => {
              change('');
              inputRef.current?.focus();
            }}
          >
            <IconX size={16} strokeWidth={2.2} />
          </button>
        )}
      </form>

      <p role="status" className={styles.srOnly}>
        {announcement}
      </p>

      {visible && (
        <div className={styles.panel} id={ID.panel} onKeyDown={combobox.onPopupKeyDown}>
          <div role="tablist" aria-label={t.search_tabs_label()} className={styles.tabs}>
            {SEARCH_TABS.map(({ id }) => (
              <button
                key={id}
                type="button"
                role="tab"
                id={`header-search-tab-${id}`}
                aria-selected={id === tab}
                aria-controls={ID.tabpanel}
                tabIndex={id === tab ? 0 : -1}
                className={styles.tab}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => selectTab(id)}
                onKeyDown={onTabKeyDown}
              >
                {tabWords(t, id).label()}
              </button>
            ))}
          </div>

          <div
            role="tabpanel"
            id={ID.tabpanel}
            aria-labelledby={`header-search-tab-${tab}`}
            className={styles.tabpanel}
          >
            {showingRecent ? (
              <>
                {recent.length > 0 && (
                  <div className={styles.listHead}>
                    <span id="header-search-recent-label">{t.search_recent()}</span>
                    <button
                      type="button"
                      className={styles.textButton}
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => recentSearches.clear()}
                    >
                      {t.search_clear_recent()}
                    </button>
                  </div>
                )}
                <ul role="listbox" id={ID.listbox} aria-label={t.search_suggested()} className={styles.list}>
                  {recent.length > 0 && (
                    <li role="group" aria-labelledby="header-search-recent-label">
                      <ul role="presentation" className={styles.list}>
                        {recent.map((t, index) => (
                          <li key={t} {...optionProps(index)}>
                            <IconClock className={styles.recentIcon} size={16} />
                            <span className={styles.name}>{t}</span>
                          </li>
                        ))}
                      </ul>
                    </li>
                  )}
                  {trending.length > 0 && (
                    <li role="group" aria-labelledby="header-search-trending-label">
                      <div className={styles.listHead} id="header-search-trending-label">
                        {t.search_trending()}
                      </div>
                      <ul role="presentation" className={styles.list}>
                        {trending.map((t, index) => (
                          <li key={t} {...optionProps(recent.length + index)}>
                            <IconTrending className={styles.recentIcon} size={16} />
                            <span className={styles.name}>{t}</span>
                          </li>
                        ))}
                      </ul>
                    </li>
                  )}
                </ul>
              </>
            ) : (
              <>
                {list.status === 'failed' && !pending && (
                  <div className={styles.state}>
                    <p>{say(list.error)}</p>
                    <button type="button" className={styles.textButton} onClick={() => run(tab, term)}>
                      {t.search_retry()}
                    </button>
                  </div>
                )}
                {list.status === 'succeeded' && !pending && list.items.length === 0 && (
                  <p className={styles.state}>{noResults}</p>
                )}
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
                  aria-label={words.results()}
                  aria-busy={pending}
                  className={[styles.list, pending ? styles.stale : ''].join(' ')}
                >
                  {options.length > 0 &&
                    tab === 'products' &&
                    lists.products.items.map((p, index) => (
                      <ProductOption
                        key={p.id}
                        product={p}
                        storeName={stores.get(p.SellerUserId)}
                        term={lists.products.term}
                        option={optionProps(index)}
                      />
                    ))}
                  {options.length > 0 && tab === 'products' && (
                    <li
                      {...optionProps(lists.products.items.length)}
                      className={[
                        styles.option,
                        styles.seeAll,
                        active === lists.products.items.length ? styles.active : '',
                      ].join(' ')}
                    >
                      {t.search_see_all()}
                    </li>
                  )}
                  {options.length > 0 &&
                    tab === 'accounts' &&
                    lists.accounts.items.map((a, index) => (
                      <AccountOption key={a.uuids} account={a} option={optionProps(index)} />
                    ))}
                  {options.length > 0 &&
                    tab === 'brands' &&
                    lists.brands.items.map((b, index) => (
                      <BrandOption key={b.id} brand={b} option={optionProps(index)} />
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
      return (items as ProductCard[]).map((p) =>
        productHref({ id: p.id, sellerId: p.SellerUserId, variantId: p.variantId }),
      );
    case 'accounts':
      return (items as AccountResult[]).map((a) => userPath(a.uuids));
    case 'brands':
      return (items as StoreCard[]).map((b) => storePath(b.id));
  }
}

/**
 * The search results page, laid out as the listing pages are: the query, filters, sort and the shown
 * count live in the address (Back, reload and a shared link give the same page; src/lib/rules/search-page.ts).
 * The filters are the listing's own form and rules (FilterForm, src/lib/rules/listing.ts), in the sidebar on a
 * wide screen and in the "Filters" drawer (the one dialog frame) under 810px; the API applies them and counts
 * each option (search/results' facets). Products come in the drop-down's order (or the chosen sort), 24 at a
 * time with "Show more". A query that matched nothing as typed shows "Did you mean …?" with the products for
 * the correction, and popular products under them (no dead end).
 */
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import ProductCard from '../../components/product/ProductCard.tsx';
import FilterForm, { type FilterHandlers } from '../../components/listing/FilterForm.tsx';
import Dialog from '../shared/Dialog.tsx';
import { cardFromProduct } from '../../lib/catalog/cards.ts';
import { searchResults, type SearchResults as Reply } from '../../lib/api/search.ts';
import { searchPath } from '../../lib/paths.ts';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import { withoutColourWords } from '../../lib/rules/search-query.ts';
import { wordColours } from '../../lib/rules/search-words.ts';
import { COLORS } from '../../lib/colors.ts';
import {
  activeFilterCount,
  clearAll,
  setPriceRange,
  setSort,
  toQuery,
  chooseDiscount,
  toggleValue,
} from '../../lib/rules/listing.ts';
import {
  SEARCH_PAGE,
  SEARCH_SORTS,
  readSearchAddress,
  searchAddressPath,
  searchCountText,
  searchFilterOptions,
  searchFilterQuery,
  searchSortOf,
  sortIdOf,
  type SearchAddress,
} from '../../lib/rules/search-page.ts';
import { recentSearches } from '../../stores/recent-searches.ts';
import { $overlay, FILTERS_DRAWER, overlay } from '../../stores/overlay.ts';
import { OVERLAY_ENTRY, replaceWhileOpen } from '../../ui/overlay-history.ts';
import Tagged from '../shared/Tagged.tsx';
import { useLoad } from '../shared/useLoad.ts';
import { useLocale, useWords, type Relaxed } from '../shared/words.tsx';
import { useCatalogName } from '../shared/useCatalogName.ts';
import { useSay } from '../shared/useSay.ts';
import { queryWords } from './query-words.ts';
import styles from './SearchResults.module.scss';
import IconListFilter from '~icons/lucide/list-filter.jsx';
import IconX from '~icons/lucide/x.jsx';

const WIDE = '(min-width: 811px)';
const isOverlayEntry = (state: unknown) => typeof state === 'object' && state !== null && OVERLAY_ENTRY in state;
const CARD_SIZES = '(max-width: 810px) 50vw, (max-width: 1200px) 33vw, 300px';

type Words = typeof import('./SearchResults.words.en-IN.ts');

/** The sorts' names in the page's language (SEARCH_SORTS: the listing's, Featured read as Relevance). */
const SORT_WORDS: Record<(typeof SEARCH_SORTS)[number]['id'], (t: Relaxed<Words>) => string> = {
  featured: (t) => t.search_sort_relevance(),
  new: (t) => t.search_sort_new(),
  'high-to-low': (t) => t.search_sort_high_to_low(),
  'low-to-high': (t) => t.search_sort_low_to_high(),
  ratings: (t) => t.search_sort_ratings(),
  bestseller: (t) => t.search_sort_bestseller(),
  discount: (t) => t.search_sort_discount(),
};

/** Whether the filters sit in the sidebar (wide) or in the drawer; growing past the breakpoint closes the drawer. */
function useWide(): boolean {
  // The build renders this island too (no window there; it shows only "Loading results…" then).
  const [wide, setWide] = useState(() => typeof window !== 'undefined' && window.matchMedia(WIDE).matches);
  useEffect(() => {
    const query = window.matchMedia(WIDE);
    const change = () => {
      setWide(query.matches);
      if (query.matches && $overlay.get().type === FILTERS_DRAWER) overlay.close();
    };
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return wide;
}

export default function SearchResults() {
  const t = useWords<Words>();
  const say = useSay();
  const locale = useLocale();
  const named = useCatalogName();
  const [address, setAddress] = useState<SearchAddress | null>(null);
  const wide = useWide();
  const open = useStore($overlay);
  const drawerOpen = open.open && open.type === FILTERS_DRAWER;

  useEffect(() => {
    const read = () => setAddress(readSearchAddress(window.location.search));
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);

  // Later pages of a colour no product had ask for the other colours the first page listed.
  const request = (next: SearchAddress, offset: number, limit: number, signal?: AbortSignal, others = false) =>
    searchResults(
      others ? withoutColourWords(next.q) : next.q,
      { sort: searchSortOf(next.state.sort), offset, limit, filters: searchFilterQuery(next.state) },
      signal,
    );

  /** The first `shown` products for the address (a reload or Back shows as many as before). */
  async function readFirst(next: SearchAddress, signal: AbortSignal): Promise<Reply> {
    const first = await request(next, 0, Math.min(60, next.shown), signal);
    let products = first.products;
    // More than one page's worth was shown before (Back, reload): fetch the rest in pages of 60.
    while (products.length < Math.min(next.shown, first.count)) {
      const page = await request(next, products.length, 60, signal, first.otherColours.length > 0);
      if (!page.products.length) break;
      products = [...products, ...page.products];
    }
    return { ...first, products: products.slice(0, next.shown) };
  }

  // The results on screen stay (marked stale) while a new address is read, and beside a failed read.
  const key = address ? `${address.q}\n${toQuery(address.state)}` : null;
  const {
    state: results,
    reading,
    retry,
    update,
  } = useLoad(address?.q ? (signal) => readFirst(address, signal) : null, [key], { keep: true });
  // Loading from the moment the address is known until the read for it has ended.
  const status = reading || results.status === 'idle' ? 'loading' : results.status;
  const [more, setMore] = useState(false);

  // The address when the drawer opened: once it has closed, the choices made in it are one step Back undoes.
  const beforeDrawer = useRef<string | null>(null);
  useEffect(() => {
    if (drawerOpen && beforeDrawer.current === null) beforeDrawer.current = `${location.pathname}${location.search}`;
  }, [drawerOpen]);
  function drawerClosed() {
    const before = beforeDrawer.current;
    beforeDrawer.current = null;
    if (before === null) return;
    // The drawer's own history entry is taken off first (overlay-history.ts), which gives the entry under it
    // the drawer's choices; then that entry goes back to the address before and the choices get an entry.
    let tries = 0;
    const settle = () => {
      if (isOverlayEntry(history.state) && tries++ < 40) return void setTimeout(settle, 25);
      const now = `${location.pathname}${location.search}`;
      if (now === before || isOverlayEntry(history.state)) return;
      history.replaceState(history.state, '', before);
      history.pushState(null, '', now);
    };
    settle();
  }

  /** A new choice: a history entry of its own (or, in the open drawer, the drawer's: Back closes it and keeps them). */
  function go(next: SearchAddress) {
    const url = localisedPath(searchAddressPath(next), locale);
    if (!replaceWhileOpen(url)) window.history.pushState(null, '', url);
    setAddress(next);
  }

  function showMore() {
    const shown = results.data;
    if (!address || !shown) return;
    const offset = shown.products.length;
    setMore(true);
    request(address, offset, SEARCH_PAGE, undefined, shown.otherColours.length > 0)
      .then((page) => {
        update((reply) => ({ ...reply, products: [...reply.products, ...page.products] }));
        window.history.replaceState(
          window.history.state,
          '',
          localisedPath(searchAddressPath({ ...address, shown: offset + SEARCH_PAGE }), locale),
        );
      })
      // The Show More button comes back for another try.
      .catch((error: Error) => console.error(error.message))
      .finally(() => setMore(false));
  }

  // The same frame as the results (its height reserved: SearchResults.module.scss, .page) before they come.
  if (!address)
    return (
      <div className={styles.page}>
        <p className={styles.status} role="status">
          {t.search_loading_results()}
        </p>
      </div>
    );
  if (!address.q)
    return (
      <div className={styles.page}>
        <p className={styles.status}>{t.search_no_input()}</p>
      </div>
    );

  const reply = results.data;
  // The first answer not here yet: only the status, in the page's frame. The heading (which may wrap, and
  // reads the corrected query), toolbar and results then arrive in one frame: nothing on screen moves (CLS).
  if (!reply && status === 'loading')
    return (
      <div className={styles.page}>
        <p className={styles.status} role="status">
          {t.search_searching_page()}
        </p>
      </div>
    );
  const shownQuery = reply?.didYouMean ?? address.q;
  const filtered = activeFilterCount(address.state) > 0;
  const choose = (next: SearchAddress['state']) => go({ ...address, state: next, shown: SEARCH_PAGE });
  const handlers: FilterHandlers = {
    toggle: (filter, value) => choose(toggleValue(address.state, filter, value)),
    discount: (value) => choose(chooseDiscount(address.state, value)),
    price: (min, max) => {
      const next = setPriceRange(address.state, min, max);
      if (next.min !== address.state.min || next.max !== address.state.max) choose(next);
    },
    clear: () => choose(clearAll(address.state)),
  };
  const { options, counts } = searchFilterOptions(reply?.facets ?? null, address.state);
  const storeNames = new Map(reply?.facets?.stores.map((s) => [s.id, s.name]) ?? []);
  const labels = { store: (id: string) => storeNames.get(id) ?? id };
  const countLabel = !reply
    ? ''
    : reply.capped
      ? t.search_product_count_capped({ count: searchCountText(reply.count, true) })
      : t.search_product_count({ count: reply.count });
  const active = activeFilterCount(address.state);
  // The query's colour words filter (a chip each, known from the address so it shows at once); once the reply
  // says no product has them, the same line says so instead.
  const chips = reply?.otherColours.length ? [] : wordColours(address.q, address.state.color);
  // Under "No kurtas under ₹500", the words' matches nearest that price; under any other dead end, popular ones.
  const popularTitle = reply?.nearestPrices ? t.search_nearest_title() : t.search_popular_title();
  const said = queryWords(t, locale, address.q);
  const removeColours = () => go({ ...address, q: withoutColourWords(address.q), shown: SEARCH_PAGE });
  const form = (inDrawer: boolean) => (
    <FilterForm
      options={options}
      counts={counts}
      state={address.state}
      on={handlers}
      labels={labels}
      hideHeading={inDrawer}
    />
  );

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1>
          {t.search_results_for({ query: shownQuery })}{' '}
          {/* Always there (empty while loading): the smaller count text then never moves the line (CLS). */}
          <span className={styles.count}>
            {reply && status === 'succeeded' ? `(${searchCountText(reply.count, reply.capped)})` : ''}
          </span>
        </h1>
        {reply?.didYouMean && (
          <p className={styles.didYouMean}>
            <Tagged
              parts={t.search_did_you_mean.parts({ query: address.q, suggestion: reply.didYouMean })}
              tags={{
                link: (text) => (
                  <a
                    href={localisedPath(searchPath(reply.didYouMean!), locale)}
                    onClick={() => recentSearches.add(reply.didYouMean!)}
                  >
                    {text}
                  </a>
                ),
              }}
            />
          </p>
        )}
        {chips.length > 0 && (
          <ul className={styles.chips} aria-label={t.search_colour_chips()}>
            {chips.map((colour) => (
              <li key={colour}>
                <button
                  type="button"
                  className={styles.chip}
                  onClick={removeColours}
                  aria-label={t.search_remove_colour({ colour: named('colour', colour) })}
                >
                  <span className={styles.swatch} style={{ background: COLORS[colour] }} aria-hidden="true" />
                  {named('colour', colour)}
                  <IconX size={16} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {reply && reply.otherColours.length > 0 && <p className={styles.otherColours}>{said.otherColours()}</p>}
      </header>
      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label={t.search_filters()}>
          {wide && form(false)}
        </aside>
        <section className={styles.results} aria-labelledby="results-heading">
          <h2 id="results-heading" className="visually-hidden">
            {t.search_products()}
          </h2>
          <div className={styles.toolbar}>
            <button
              type="button"
              className={styles.filtersButton}
              aria-haspopup="dialog"
              onClick={() => overlay.open(FILTERS_DRAWER)}
            >
              <IconListFilter size={18} />
              {t.search_filters()} {active > 0 && <span className={styles.activeCount}>{active}</span>}
            </button>
            <p className={styles.shown} aria-hidden="true">
              {countLabel}
            </p>
            <label className={styles.sort}>
              <span className={styles.sortLabel}>{t.search_sort_by()}</span>
              <select
                value={searchSortOf(address.state.sort)}
                onChange={(e) => choose(setSort(address.state, sortIdOf(e.target.value)))}
              >
                {SEARCH_SORTS.map((s) => (
                  <option key={s.value} value={s.value}>
                    {SORT_WORDS[s.id](t)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {status === 'failed' && (
            <div className={styles.failed} role="alert">
              <p>{say(results.error)}</p>
              <button type="button" className={styles.button} onClick={retry}>
                {t.search_retry()}
              </button>
            </div>
          )}
          {reply && reply.count === 0 && status === 'succeeded' && !filtered && (
            <p className={styles.status}>
              {reply.missing
                ? said.missing(reply.missing)
                : reply.nearestPrices
                  ? said.nearestPrices()
                  : t.search_none_products({ term: address.q })}
            </p>
          )}
          {reply && reply.count === 0 && status === 'succeeded' && filtered && (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>{t.search_no_match_title()}</p>
              <p className={styles.emptyText}>{t.search_no_match_text()}</p>
              <button type="button" className={styles.emptyClear} onClick={handlers.clear}>
                {t.search_clear_all()}
              </button>
            </div>
          )}
          {reply && reply.products.length > 0 && (
            <ul
              className={[styles.grid, status === 'loading' ? styles.stale : ''].join(' ')}
              aria-label={t.search_products()}
              aria-busy={status === 'loading'}
            >
              {reply.products.map((p, i) => (
                <li key={p.id}>
                  <ProductCard card={cardFromProduct(p)} priority={i === 0} sizes={CARD_SIZES} />
                </li>
              ))}
            </ul>
          )}
          {reply && reply.products.length < reply.count && status === 'succeeded' && (
            <div className={styles.more}>
              <p id="search-more-status">
                {t.search_showing({
                  shown: searchCountText(reply.products.length, false),
                  total: searchCountText(reply.count, reply.capped),
                })}
              </p>
              <button
                type="button"
                className={styles.button}
                onClick={showMore}
                disabled={more}
                aria-describedby="search-more-status"
              >
                {t.search_show_more()}
              </button>
            </div>
          )}
          {reply && reply.popular.length > 0 && (
            <section className={styles.popular} aria-labelledby="search-popular">
              <h2 id="search-popular">{popularTitle}</h2>
              <ul className={styles.grid} aria-label={popularTitle}>
                {reply.popular.map((p) => (
                  <li key={p.id}>
                    <ProductCard card={cardFromProduct(p)} sizes={CARD_SIZES} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <p className="visually-hidden" role="status">
            {status === 'succeeded' && reply && filtered
              ? reply.count
                ? t.search_count_shown({ label: countLabel })
                : t.search_no_match_title()
              : ''}
          </p>
        </section>
      </div>
      <Dialog
        type={FILTERS_DRAWER}
        title={t.search_filters()}
        kind="drawer"
        className={styles.drawer}
        onClosed={drawerClosed}
      >
        <div className={styles.drawerBody}>{!wide && drawerOpen && form(true)}</div>
        <div className={styles.drawerFoot}>
          <button type="button" className={styles.show} onClick={() => overlay.close()}>
            {t.search_show_count({ label: countLabel })}
          </button>
        </div>
      </Dialog>
    </div>
  );
}

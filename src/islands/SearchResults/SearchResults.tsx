/**
 * The search results page (issue 26): the query, sort and the shown count live in the address (Back, reload
 * and a shared link give the same page). Products come from search/results in the drop-down's order (or the
 * chosen sort), shown with the listing's ProductCard in the listing's grid, 24 at a time with "Show more".
 * A query that matched nothing as typed shows "Did you mean …?" with the products for the correction, and
 * popular products under them (no dead end).
 */
import { useEffect, useRef, useState } from 'react';
import ProductCard from '../../components/product/ProductCard.tsx';
import { cardFromProduct } from '../../lib/catalog/cards.ts';
import { searchResults, type SearchResults as Reply, type SearchSort } from '../../lib/api/search.ts';
import { searchPath } from '../../lib/paths.ts';
import { noResultsText } from '../../lib/rules/search.ts';
import { SORT_OPTIONS, productCountLabel, showingLabel } from '../../lib/rules/listing.ts';
import { recentSearches } from '../../stores/recent-searches.ts';
import styles from './SearchResults.module.scss';

const PAGE = 24;
/** The listing's sort menu, "Featured" read as relevance (a search ranks by it); bestsellers are not known here. */
const SORTS: { id: SearchSort; label: string }[] = SORT_OPTIONS.filter((o) => o.id !== 'bestseller').map((o) => ({
  id: o.id === 'featured' ? 'relevance' : (o.id as SearchSort),
  label: o.id === 'featured' ? 'Relevance' : o.label,
}));

type Address = { q: string; sort: SearchSort; shown: number };

function readAddress(): Address {
  const params = new URLSearchParams(window.location.search);
  const sort = SORTS.find((s) => s.id === params.get('sort'))?.id ?? 'relevance';
  const shown = Math.min(240, Math.max(PAGE, Math.ceil(Number(params.get('shown') ?? PAGE) / PAGE) * PAGE || PAGE));
  return { q: (params.get('q') ?? '').trim(), sort, shown };
}

function addressOf({ q, sort, shown }: Address): string {
  const params: Record<string, string> = {};
  if (sort !== 'relevance') params.sort = sort;
  if (shown > PAGE) params.shown = String(shown);
  return searchPath(q, params);
}

type State = { status: 'loading' | 'succeeded' | 'failed'; reply: Reply | null; error: string; more: boolean };

export default function SearchResults() {
  const [address, setAddress] = useState<Address | null>(null);
  const [state, setState] = useState<State>({ status: 'loading', reply: null, error: '', more: false });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const read = () => setAddress(readAddress());
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);

  /** Loads the first `shown` products for the address (a reload or Back shows as many as before). */
  function load(next: Address) {
    controller.current?.abort();
    if (!next.q) return;
    const c = new AbortController();
    controller.current = c;
    setState((s) => ({ ...s, status: 'loading', error: '' }));
    searchResults(next.q, { sort: next.sort, offset: 0, limit: Math.min(60, next.shown) }, c.signal)
      .then(async (first) => {
        let products = first.products;
        // More than one page's worth was shown before (Back, reload): fetch the rest in pages of 60.
        while (products.length < Math.min(next.shown, first.count)) {
          const page = await searchResults(next.q, { sort: next.sort, offset: products.length, limit: 60 }, c.signal);
          if (!page.products.length) break;
          products = [...products, ...page.products];
        }
        setState({ status: 'succeeded', reply: { ...first, products: products.slice(0, next.shown) }, error: '', more: false });
      })
      .catch((error: Error) => {
        if (!c.signal.aborted) setState((s) => ({ ...s, status: 'failed', error: error.message, more: false }));
      });
  }

  useEffect(() => {
    if (address) load(address);
  }, [address?.q, address?.sort]);

  function go(next: Address) {
    window.history.pushState(null, '', addressOf(next));
    setAddress(next);
  }

  function showMore() {
    if (!address || !state.reply) return;
    const offset = state.reply.products.length;
    setState((s) => ({ ...s, more: true }));
    searchResults(address.q, { sort: address.sort, offset, limit: PAGE })
      .then((page) => {
        setState((s) => ({ ...s, more: false, reply: s.reply && { ...s.reply, products: [...s.reply.products, ...page.products] } }));
        const next = { ...address, shown: offset + PAGE };
        window.history.replaceState(null, '', addressOf(next));
      })
      .catch((error: Error) => setState((s) => ({ ...s, more: false, error: error.message })));
  }

  if (!address) return <p className={styles.status} role="status">Loading results…</p>;
  if (!address.q) return <p className={styles.status}>No input found</p>;

  const reply = state.reply;
  const shownQuery = reply?.didYouMean ?? address.q;
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1>
          Results for “{shownQuery}” {reply && state.status === 'succeeded' && <span className={styles.count}>({reply.count})</span>}
        </h1>
        {reply?.didYouMean && (
          <p className={styles.didYouMean}>
            No products found for “{address.q}”. Did you mean{' '}
            <a
              href={searchPath(reply.didYouMean)}
              onClick={() => recentSearches.add(reply.didYouMean!)}
            >
              {reply.didYouMean}
            </a>
            ?
          </p>
        )}
      </header>
      <div className={styles.toolbar}>
        <p className={styles.shown} aria-hidden="true">
          {reply ? productCountLabel(reply.count) : ''}
        </p>
        <label className={styles.sort}>
          <span>Sort by</span>
          <select value={address.sort} onChange={(e) => go({ ...address, sort: e.target.value as SearchSort, shown: PAGE })}>
            {SORTS.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {state.status === 'failed' && (
        <div className={styles.failed} role="alert">
          <p>{state.error}</p>
          <button type="button" className={styles.button} onClick={() => load(address)}>
            Retry
          </button>
        </div>
      )}
      {state.status === 'loading' && !reply && (
        <p className={styles.status} role="status">
          Searching products…
        </p>
      )}
      {reply && reply.count === 0 && state.status === 'succeeded' && <p className={styles.status}>{noResultsText('products', address.q)}</p>}
      {reply && reply.products.length > 0 && (
        <ul className={[styles.grid, state.status === 'loading' ? styles.stale : ''].join(' ')} aria-label="Products" aria-busy={state.status === 'loading'}>
          {reply.products.map((p, i) => (
            <li key={p.id}>
              <ProductCard card={cardFromProduct(p)} priority={i === 0} sizes="(max-width: 810px) 50vw, (max-width: 1200px) 33vw, 300px" />
            </li>
          ))}
        </ul>
      )}
      {reply && reply.products.length < reply.count && state.status === 'succeeded' && (
        <div className={styles.more}>
          <p id="search-more-status">
            {showingLabel(reply.products.length, reply.count)}
          </p>
          <button type="button" className={styles.button} onClick={showMore} disabled={state.more} aria-describedby="search-more-status">
            Show more
          </button>
        </div>
      )}
      {reply && reply.popular.length > 0 && (
        <section className={styles.popular} aria-labelledby="search-popular">
          <h2 id="search-popular">Popular products</h2>
          <ul className={styles.grid} aria-label="Popular products">
            {reply.popular.map((p) => (
              <li key={p.id}>
                <ProductCard card={cardFromProduct(p)} sizes="(max-width: 810px) 50vw, (max-width: 1200px) 33vw, 300px" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

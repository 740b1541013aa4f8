/**
 * Wires a listing page's static markup to the listing rules: the query string is the state (pushState on
 * every choice, popstate on back/forward). Under 810px the filter form moves into the "Filters" drawer
 * (filters-drawer.ts); choices made there replace the drawer's own history entry, so Back closes the drawer
 * and keeps them (src/ui/overlay-history.ts).
 *
 * A whole listing (every card in the HTML) is only hidden and reordered, never fetched again. A paged one
 * (`data-listing-items` on the root; docs/architecture.md, "Catalog size") reads every item's filter fields from its JSON
 * file at start, shows the first page of the shown items with "Show more" for the next, and fetches the
 * cards it lacks as fragments, a page of ids per request. A newer choice wins over a fetch still in
 * flight; a failed fetch keeps the choices and the cards shown, and says so with Retry.
 *
 * Its words are the page's (data-words on the root, in the page's language: docs/decisions/i18n.md); a Hindi
 * page fetches its cards from the Hindi fragments.
 */
import {
  VALUE_FILTERS,
  activeFilterCount,
  clearAll,
  decodeListingItems,
  fragmentBatches,
  inCollection,
  itemFromDataset,
  listingOptions,
  listingWindow,
  offeredFromControls,
  optionCounts,
  parseQuery,
  restoredLimit,
  setCollection,
  setPriceRange,
  setSort,
  toQuery,
  ANY_DISCOUNT,
  chooseDiscount,
  toggleValue,
  visibleItems,
  withEarlyChoices,
  type ListingItem,
  type ListingState,
  type ListingWords,
  type ValueFilter,
} from '../lib/rules/listing.ts';
import { listingCardsPath } from '../lib/paths.ts';
import { localeOfPath, localisedPath } from '../lib/i18n/locale-paths.ts';
import { fillPlural } from '../lib/i18n/plural-forms.ts';
import { formatCount } from '../lib/i18n/numbers.ts';
import { formatMoney } from '../lib/i18n/money.ts';
import { fetchFragment } from './fragment.ts';
import { replaceWhileOpen } from '../ui/overlay-history.ts';
import { isShown } from '../ui/focus-wrap.ts';
import { showColours } from './listing-colour.ts';

const isValueFilter = (name: string): name is ValueFilter => (VALUE_FILTERS as readonly string[]).includes(name);
type Announce = 'count' | 'more' | false;

/** Kept with each history entry of a paged listing: how many cards were shown ("Show more"). */
const SHOWN_KEY = 'listingShown';

export function initListing(): void {
  const root = document.querySelector<HTMLElement>('[data-listing]');
  const grid = root?.querySelector<HTMLElement>('[data-grid]');
  const form = root?.querySelector<HTMLFormElement>('[data-filters]');
  if (!root || !grid || !form) return;

  const locale = localeOfPath(location.pathname);
  const words = JSON.parse(root.dataset.words ?? '{}') as ListingWords;
  const productCountLabel = (count: number) => fillPlural(words.products, count, locale);
  const countAnnouncement = (count: number) => (count ? fillPlural(words.shown, count, locale) : words.none);
  const showingLabel = (shown: number, total: number) =>
    words.showing.replace('{shown}', formatCount(shown, locale)).replace('{total}', formatCount(total, locale));

  const itemsUrl = root.dataset.listingItems;
  const pageSize = Math.max(1, Number(root.dataset.pageSize) || 1);
  const cards = [...grid.children].filter((child): child is HTMLLIElement => child instanceof HTMLLIElement);
  const cardById = new Map(cards.map((card) => [card.dataset.id ?? '', card]));
  // A whole listing's items are its cards; a paged one's come from its JSON file (null until they have).
  let items: ListingItem[] | null = itemsUrl ? null : cards.map((card) => itemFromDataset(card.dataset));
  // Values the page does not offer are dropped from the query (a shopper could neither see nor untick them):
  // those of the cards, or, when paged, of the form (built from every item).
  // The value filters' checkboxes and the discount's radio buttons.
  const checkboxes = [...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')];
  const collections = JSON.parse(root.dataset.collections ?? '[]') as string[];
  const options = items
    ? (() => {
        const offered = listingOptions(items);
        return { collections, values: offered, discounts: offered.discount };
      })()
    : { collections, ...offeredFromControls(checkboxes) };

  const all = <T extends Element>(selector: string) => [...root.querySelectorAll<T>(selector)];
  const sortSelect = root.querySelector<HTMLSelectElement>('[data-sort]');
  const live = root.querySelector<HTMLElement>('[data-live]');
  const empty = root.querySelector<HTMLElement>('[data-empty]');
  const minInput = form.querySelector<HTMLInputElement>('input[name="min"]');
  const maxInput = form.querySelector<HTMLInputElement>('input[name="max"]');
  const hint = form.querySelector<HTMLElement>('[data-price-hint]');
  const more = root.querySelector<HTMLElement>('[data-more]');
  const moreStatus = root.querySelector<HTMLElement>('[data-more-status]');
  const moreButton = root.querySelector<HTMLButtonElement>('[data-more-button]');
  const loadError = root.querySelector<HTMLElement>('[data-load-error]');
  const loadErrorText = root.querySelector<HTMLElement>('[data-load-error-text]');

  let state = parseQuery(location.search, options);
  const canonical = toQuery(state, options);
  if (canonical !== location.search.slice(1))
    history.replaceState(history.state, '', `${location.pathname}${canonical ? `?${canonical}` : ''}${location.hash}`);

  // Paged: how many cards the window holds, the latest render (a newer one wins), the cards on their way.
  const keptLimit = () => restoredLimit((history.state as Record<string, unknown> | null)?.[SHOWN_KEY], pageSize);
  let limit = keptLimit();
  let latest = 0;
  let itemsLoad: Promise<void> | null = null;
  let itemsFailed = false;
  const inFlight = new Map<string, Promise<void>>();
  /** Ids asked for that the server no longer has (a product removed since the build): never asked again. */
  const gone = new Set<string>();

  /** The price bounds shown as hints: those of the chosen collection's products (category pages). */
  function showPriceBounds(list: readonly ListingItem[]) {
    const price = listingOptions(list.filter((item) => inCollection(item, state.collection))).price;
    if (!price) return;
    if (minInput) minInput.placeholder = String(price.min);
    if (maxInput) maxInput.placeholder = String(price.max);
    if (hint)
      hint.textContent = words.priceHint
        .replace('{min}', formatMoney(price.min, locale))
        .replace('{max}', formatMoney(price.max, locale));
  }

  /**
   * `announce`: say the new count (a paged listing says it once the cards are in; "more" says how many of
   * them are shown). `fromHistory`: back/forward sets every control, even the price field being edited.
   */
  function render(next: ListingState, announce: Announce, fromHistory = false) {
    state = next;
    if (!items) {
      // Paged, items still loading: the controls follow at once; the grid and counts once the items are in.
      showControls(null, fromHistory);
      if (toQuery(state, options) !== '' || limit > pageSize) {
        grid!.setAttribute('aria-busy', 'true');
        // After a failed read, a new choice tries again (as Retry does).
        if (itemsFailed) void loadItems();
      }
      return;
    }
    const shown = visibleItems(items, state);
    if (itemsUrl) void showWindow(shown, announce);
    else {
      const shownIds = new Set(shown.map((item) => item.id));
      // Order: the shown cards in sort order, then the hidden ones; move nodes only when the order changed.
      const wanted = [
        ...shown.map((item) => cardById.get(item.id)!),
        ...cards.filter((card) => !shownIds.has(card.dataset.id ?? '')),
      ];
      const current = [...grid!.children];
      if (wanted.some((card, i) => current[i] !== card)) grid!.append(...wanted);
      for (const card of cards) card.hidden = !shownIds.has(card.dataset.id ?? '');
      showColours(cards, state.color);
    }

    for (const el of all('[data-count]')) el.textContent = String(shown.length);
    for (const el of all('[data-count-label]')) el.textContent = productCountLabel(shown.length);
    if (empty) empty.hidden = shown.length > 0;
    if (announce && !itemsUrl) say(countAnnouncement(shown.length));
    showControls(optionCounts(items, state), fromHistory);
    showPriceBounds(items);
  }

  /** Controls follow the state (also after back/forward); with counts, each option's count and whether it can be chosen. */
  function showControls(counts: ReturnType<typeof optionCounts> | null, fromHistory: boolean) {
    for (const input of checkboxes) {
      const { name, value } = input;
      const checked =
        name === 'discount'
          ? value === ANY_DISCOUNT
            ? state.discount === null
            : state.discount === Number(value)
          : isValueFilter(name) && state[name].includes(value);
      input.checked = checked;
      // "Any discount" is always there to go back to, and has no count.
      if (!counts || (name === 'discount' && value === ANY_DISCOUNT)) continue;
      const count =
        name === 'discount' ? counts.discount[value] : isValueFilter(name) ? counts[name][value] : undefined;
      input.disabled = !checked && !count;
      const countEl = form!.querySelector(`[data-count-for="${CSS.escape(`${name}:${value}`)}"]`);
      if (countEl) countEl.textContent = `(${count ?? 0})`;
    }
    for (const el of all<HTMLElement>('[data-chosen-for]')) {
      const filter = el.dataset.chosenFor ?? '';
      const chosen = isValueFilter(filter)
        ? state[filter].length
        : filter === 'discount'
          ? Number(state.discount !== null)
          : Number(state.min !== null || state.max !== null);
      el.textContent = chosen ? String(chosen) : '';
      if (chosen) el.closest('details')?.setAttribute('open', '');
    }
    if (minInput && (fromHistory || document.activeElement !== minInput))
      minInput.value = state.min === null ? '' : String(state.min);
    if (maxInput && (fromHistory || document.activeElement !== maxInput))
      maxInput.value = state.max === null ? '' : String(state.max);
    if (sortSelect) sortSelect.value = state.sort;
    for (const chip of all<HTMLElement>('[data-collection-chip]'))
      chip.setAttribute('aria-pressed', String(chip.dataset.collectionChip === state.collection));
    const active = activeFilterCount(state);
    for (const el of all<HTMLElement>('[data-clear]')) if (el.closest('[data-filters]')) el.hidden = active === 0;
    for (const el of all('[data-active-count]')) el.textContent = active ? String(active) : '';
  }

  // ---- Paged listings ----

  /** Fetches cards as fragments and adds them to the grid, hidden until a window places them. */
  function fetchCards(ids: string[]): Promise<void> {
    const request = (async () => {
      const doc = await fetchFragment(localisedPath(listingCardsPath(ids), locale));
      for (const card of doc.querySelectorAll<HTMLLIElement>('li[data-id]')) {
        const id = card.dataset.id ?? '';
        if (cardById.has(id)) continue;
        card.hidden = true;
        grid!.append(card);
        cardById.set(id, card);
      }
      for (const id of ids) if (!cardById.has(id)) gone.add(id);
    })();
    const settled = request.finally(() => {
      for (const id of ids) if (inFlight.get(id) === settled) inFlight.delete(id);
    });
    for (const id of ids) inFlight.set(id, settled);
    return settled;
  }

  /** Shows the first `limit` of `shown`, fetching the cards the page lacks; a newer call wins over this one. */
  async function showWindow(shown: ListingItem[], announce: Announce) {
    const mine = ++latest;
    const held = (id: string) => cardById.has(id) || gone.has(id);
    const window = listingWindow(shown, limit, (id) => held(id) || inFlight.has(id));
    for (const batch of fragmentBatches(window.missing)) void fetchCards(batch).catch(() => {});
    const waiting = new Set(window.ids.filter((id) => !held(id)).map((id) => inFlight.get(id)));
    let failed = false;
    if (waiting.size) {
      grid!.setAttribute('aria-busy', 'true');
      more?.setAttribute('data-loading', '');
      failed = await Promise.all(waiting).then(
        () => false,
        (error: unknown) => (console.error(error), true),
      );
      if (mine !== latest) return;
    }
    grid!.removeAttribute('aria-busy');
    more?.removeAttribute('data-loading');
    const placed = window.ids.filter((id) => cardById.has(id));
    const firstAdded = placed.find((id) => cardById.get(id)!.hidden);
    place(placed);
    const focusWasInError = Boolean(loadError?.contains(document.activeElement));
    const focusWasOnMore = document.activeElement === moreButton;
    if (failed) showError(words.cardsFailed);
    else hideError();
    const total = shown.length;
    if (more) more.hidden = placed.length >= total;
    if (moreButton) moreButton.hidden = window.rest === 0;
    if (moreStatus) moreStatus.textContent = showingLabel(placed.length, total);
    // A failed "Show more" is said by the alert alone.
    if (announce === 'more' && !failed) say(showingLabel(placed.length, total));
    else if (announce === 'count') say(countAnnouncement(total));
    // Focus never falls to the page when the control holding it goes: Show more, the first card it added, or the results.
    if ((focusWasInError && !failed) || (focusWasOnMore && !isShown(moreButton!))) {
      const added = firstAdded ? cardById.get(firstAdded)?.querySelector<HTMLElement>('h3 a') : null;
      if (moreButton && isShown(moreButton)) moreButton.focus();
      else if (added) added.focus();
      else focusHeading('results-heading');
    }
    root!.removeAttribute('data-pending');
  }

  /** The window's cards in order, every other card hidden after them; nodes move only when the order changed. */
  function place(ids: string[]) {
    const wanted = ids.map((id) => cardById.get(id)!);
    const wantedSet = new Set(wanted);
    const current = [...grid!.children];
    if (wanted.some((card, i) => current[i] !== card))
      grid!.append(...wanted, ...current.filter((card) => !wantedSet.has(card as HTMLLIElement)));
    for (const card of cardById.values()) card.hidden = !wantedSet.has(card);
    showColours(wanted, state.color);
  }

  function say(text: string) {
    if (live) live.textContent = text;
  }

  function showError(message: string) {
    if (!loadError || !loadErrorText) return;
    loadError.hidden = false;
    // Set after showing, so the alert is announced.
    if (loadErrorText.textContent !== message) loadErrorText.textContent = message;
  }
  function hideError() {
    if (!loadError || !loadErrorText || loadError.hidden) return;
    loadError.hidden = true;
    loadErrorText.textContent = '';
  }

  /** Reads the listing's JSON file once (a call while it is on its way waits for the same read). */
  function loadItems(): Promise<void> {
    itemsLoad ??= readItems().finally(() => (itemsLoad = null));
    return itemsLoad;
  }
  async function readItems() {
    if (!itemsUrl) return;
    try {
      // Wanted at once when the address already carries choices; else it can wait behind the images.
      const wantedNow = toQuery(state, options) !== '' || limit > pageSize;
      const response = await fetch(itemsUrl, { priority: wantedNow ? 'high' : 'low' });
      if (!response.ok) throw new Error(`${itemsUrl} answered ${response.status}`);
      items = decodeListingItems(await response.json());
    } catch (error) {
      console.error(error);
      itemsFailed = true;
      grid!.removeAttribute('aria-busy');
      showError(words.itemsFailed);
      root!.removeAttribute('data-pending');
      return;
    }
    render(state, toQuery(state, options) !== '' ? 'count' : false);
  }

  function commit(next: ListingState) {
    const query = toQuery(next, options);
    const url = `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
    if (query !== toQuery(state, options) && !replaceWhileOpen(url)) history.pushState(null, '', url);
    // A new choice starts again at the first page.
    limit = pageSize;
    render(next, 'count');
  }

  const readBound = (input: HTMLInputElement | null) => {
    if (!input || input.value.trim() === '' || input.validity.badInput) return null;
    const value = Number(input.value);
    return Number.isFinite(value) ? value : null;
  };
  const applyPrice = () => {
    const next = setPriceRange(state, readBound(minInput), readBound(maxInput));
    commit(next);
    // Show what was applied (a swapped range, a dropped bound) even in the field being edited.
    if (minInput) minInput.value = next.min === null ? '' : String(next.min);
    if (maxInput) maxInput.value = next.max === null ? '' : String(next.max);
  };

  form.addEventListener('change', (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement)) return;
    if (input.name === 'min' || input.name === 'max') return applyPrice();
    if (input.name === 'discount') return commit(chooseDiscount(state, input.value));
    if (isValueFilter(input.name)) commit(toggleValue(state, input.name, input.value));
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    applyPrice();
  });
  sortSelect?.addEventListener('change', () => commit(setSort(state, sortSelect.value)));
  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const chip = target?.closest<HTMLElement>('[data-collection-chip]');
    if (chip?.dataset.collectionChip) commit(setCollection(state, chip.dataset.collectionChip));
    const clear = target?.closest<HTMLElement>('[data-clear]');
    if (clear) {
      commit(clearAll(state));
      // The button hides itself: keep the shopper's place (the filters' heading, or the results).
      if (clear.hidden || !isShown(clear))
        focusHeading(clear.closest('[data-filters]') ? 'filters-heading' : 'results-heading');
    }
    if (target?.closest('[data-more-button]')) {
      limit += pageSize;
      history.replaceState({ ...(history.state as object | null), [SHOWN_KEY]: limit }, '');
      render(state, 'more');
    }
    if (target?.closest('[data-retry]')) {
      if (items) render(state, 'count');
      else void loadItems();
    }
  });
  window.addEventListener('popstate', () => {
    limit = keptLimit();
    render(parseQuery(location.search, options), 'count', true);
  });

  // Boxes ticked and sorts chosen while this script was still loading are kept, not undone by the first render.
  const early = withEarlyChoices(
    state,
    checkboxes
      .filter((input) => input.checked !== input.defaultChecked)
      .map(({ name, value, checked }) => ({ name, value, checked })),
    sortSelect && !sortSelect.selectedOptions[0]?.defaultSelected ? sortSelect.value : null,
  );
  render(state, false);
  if (toQuery(early, options) !== toQuery(state, options)) commit(early);
  if (itemsUrl) void loadItems();
  else root.removeAttribute('data-pending');
}

function focusHeading(id: string) {
  const heading = document.getElementById(id);
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus();
}

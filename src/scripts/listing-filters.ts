/**
 * Wires a listing page's static markup to the listing rules: the query string is the state (pushState on
 * every choice, popstate on back/forward); the cards already in the page are hidden and reordered, never
 * fetched again. Under 810px the filter form moves into the "Filters" drawer (filters-drawer.ts).
 */
import {
  VALUE_FILTERS, activeFilterCount, clearAll, inCollection, itemFromDataset, listingOptions, optionCounts, parseQuery,
  priceHint, productCountLabel, setCollection, setPriceRange, setSort, toQuery, toggleDiscount, toggleValue, visibleItems, withEarlyChoices,
  type ListingState, type ValueFilter,
} from '../lib/rules/listing.ts';
import { isShown } from '../lib/focus-wrap.ts';

const isValueFilter = (name: string): name is ValueFilter => (VALUE_FILTERS as readonly string[]).includes(name);

export function initListing(): void {
  const root = document.querySelector<HTMLElement>('[data-listing]');
  const grid = root?.querySelector<HTMLElement>('[data-grid]');
  const form = root?.querySelector<HTMLFormElement>('[data-filters]');
  if (!root || !grid || !form) return;

  const cards = [...grid.children].filter((child): child is HTMLLIElement => child instanceof HTMLLIElement);
  const entries = cards.map((card) => ({ card, item: itemFromDataset(card.dataset) }));
  const items = entries.map((entry) => entry.item);
  // Values the page does not offer are dropped from the query (a shopper could neither see nor untick them).
  const offered = listingOptions(items);
  const options = { collections: JSON.parse(root.dataset.collections ?? '[]') as string[], values: offered, discounts: offered.discount };
  const cardById = new Map(entries.map((entry) => [entry.item.id, entry.card]));

  const all = <T extends Element>(selector: string) => [...root.querySelectorAll<T>(selector)];
  const sortSelect = root.querySelector<HTMLSelectElement>('[data-sort]');
  const live = root.querySelector<HTMLElement>('[data-live]');
  const empty = root.querySelector<HTMLElement>('[data-empty]');
  const minInput = form.querySelector<HTMLInputElement>('input[name="min"]');
  const maxInput = form.querySelector<HTMLInputElement>('input[name="max"]');
  const hint = form.querySelector<HTMLElement>('[data-price-hint]');

  let state = parseQuery(location.search, options);
  const canonical = toQuery(state, options);
  if (canonical !== location.search.slice(1)) history.replaceState(history.state, '', `${location.pathname}${canonical ? `?${canonical}` : ''}${location.hash}`);

  /** The price bounds shown as hints: those of the chosen collection's products (category pages). */
  function showPriceBounds() {
    const price = listingOptions(items.filter((item) => inCollection(item, state.collection))).price;
    if (!price) return;
    if (minInput) minInput.placeholder = String(price.min);
    if (maxInput) maxInput.placeholder = String(price.max);
    if (hint) hint.textContent = priceHint(price);
  }

  /** `fromHistory`: back/forward sets every control, even the price field being edited. */
  function render(next: ListingState, announce: boolean, fromHistory = false) {
    state = next;
    const shown = visibleItems(items, state);
    const shownIds = new Set(shown.map((item) => item.id));

    // Order: the shown cards in sort order, then the hidden ones; move nodes only when the order changed.
    const wanted = [...shown.map((item) => cardById.get(item.id)!), ...cards.filter((card) => !shownIds.has(card.dataset.id ?? ''))];
    const current = [...grid!.children];
    if (wanted.some((card, i) => current[i] !== card)) grid!.append(...wanted);
    for (const card of cards) card.hidden = !shownIds.has(card.dataset.id ?? '');

    for (const el of all('[data-count]')) el.textContent = String(shown.length);
    for (const el of all('[data-count-label]')) el.textContent = productCountLabel(shown.length);
    if (empty) empty.hidden = shown.length > 0;
    if (announce && live) live.textContent = shown.length ? `${productCountLabel(shown.length)} shown` : 'No products match these filters';

    // Controls follow the state (also after back/forward).
    const counts = optionCounts(items, state);
    for (const input of form!.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) {
      const { name, value } = input;
      const checked = name === 'discount' ? state.discount === Number(value) : isValueFilter(name) && state[name].includes(value);
      const count = name === 'discount' ? counts.discount[value] : isValueFilter(name) ? counts[name][value] : undefined;
      input.checked = checked;
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
    if (minInput && (fromHistory || document.activeElement !== minInput)) minInput.value = state.min === null ? '' : String(state.min);
    if (maxInput && (fromHistory || document.activeElement !== maxInput)) maxInput.value = state.max === null ? '' : String(state.max);
    showPriceBounds();
    if (sortSelect) sortSelect.value = state.sort;
    for (const chip of all<HTMLElement>('[data-collection-chip]')) chip.setAttribute('aria-pressed', String(chip.dataset.collectionChip === state.collection));
    const active = activeFilterCount(state);
    for (const el of all<HTMLElement>('[data-clear]')) if (el.closest('[data-filters]')) el.hidden = active === 0;
    for (const el of all('[data-active-count]')) el.textContent = active ? String(active) : '';
  }

  function commit(next: ListingState) {
    const query = toQuery(next, options);
    if (query !== toQuery(state, options)) history.pushState(null, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
    render(next, true);
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
    if (input.name === 'discount') return commit(toggleDiscount(state, Number(input.value)));
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
      if (clear.hidden || !isShown(clear)) focusHeading(clear.closest('[data-filters]') ? 'filters-heading' : 'results-heading');
    }
  });
  window.addEventListener('popstate', () => render(parseQuery(location.search, options), true, true));

  // Boxes ticked and sorts chosen while this script was still loading are kept, not undone by the first render.
  const early = withEarlyChoices(
    state,
    [...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')]
      .filter((input) => input.checked !== input.defaultChecked)
      .map(({ name, value, checked }) => ({ name, value, checked })),
    sortSelect && !sortSelect.selectedOptions[0]?.defaultSelected ? sortSelect.value : null,
  );
  render(state, false);
  if (toQuery(early, options) !== toQuery(state, options)) commit(early);
  root.removeAttribute('data-pending');
}

function focusHeading(id: string) {
  const heading = document.getElementById(id);
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus();
}

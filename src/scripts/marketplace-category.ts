/**
 * The marketplace's category switch: a category link swaps in that category's pre-rendered sections
 * (/fragments/marketplace/{id}) without reloading; the query string keeps the choice (pushState, back/forward,
 * reload). If a fragment fails, the all-category sections stay, titled "Marketplace", with the failure said.
 */
import { marketplaceHeading, marketplaceCategory, sectionsFragmentPath } from '../lib/rules/marketplace.ts';
import { CONTENT_SWAPPED_EVENT } from '../lib/dom-events.ts';
import { fetchFragment } from './fragment.ts';
import type { HomeCategoryId } from '../lib/site.ts';

export function initMarketplaceCategory(): void {
  const root = document.documentElement;
  const holder = document.querySelector<HTMLElement>('[data-marketplace-sections]')!;
  const title = document.querySelector<HTMLElement>('[data-marketplace-title]')!;
  const status = document.querySelector<HTMLElement>('[data-marketplace-status]')!;
  const allSections = holder.firstElementChild as HTMLElement;
  const loaded = new Map<HomeCategoryId, HTMLElement>();
  let wanted: HomeCategoryId | null = null;

  async function fragment(id: HomeCategoryId): Promise<HTMLElement> {
    const cached = loaded.get(id);
    if (cached) return cached;
    const doc = await fetchFragment(sectionsFragmentPath(id));
    const sections = doc.querySelector<HTMLElement>('[data-sections]');
    if (!sections) throw new Error(`${sectionsFragmentPath(id)} has no sections`);
    loaded.set(id, sections);
    return sections;
  }

  function markStrip(id: HomeCategoryId | null) {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Categories"] a')) {
      const linkId = new URL(link.href).searchParams.get('category');
      if (linkId === id) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
  }

  async function show(id: HomeCategoryId | null) {
    wanted = id;
    markStrip(id);
    title.textContent = id ? marketplaceHeading(id) : 'Marketplace';
    document.title = document.title.replace(/^[^|]*\|/, `${id ? marketplaceHeading(id) : 'Marketplace'} |`);
    if (!id) {
      holder.replaceChildren(allSections);
      status.textContent = '';
      delete root.dataset.marketplacePending;
      return;
    }
    holder.setAttribute('aria-busy', 'true');
    status.textContent = `Loading ${marketplaceHeading(id)}…`;
    try {
      const sections = await fragment(id);
      if (wanted !== id) return;
      holder.replaceChildren(sections);
      status.textContent = '';
      document.dispatchEvent(new Event(CONTENT_SWAPPED_EVENT));
    } catch (error) {
      if (wanted !== id) return;
      // The page never goes blank: the all-categories sections stay, titled as such, with the failure said above them.
      console.error(error);
      holder.replaceChildren(allSections);
      markStrip(null);
      title.textContent = 'Marketplace';
      document.title = document.title.replace(/^[^|]*\|/, 'Marketplace |');
      status.textContent = `We could not load ${marketplaceHeading(id)}. Showing all categories instead.`;
    } finally {
      holder.removeAttribute('aria-busy');
      delete root.dataset.marketplacePending;
    }
  }

  document.querySelector('nav[aria-label="Categories"]')?.addEventListener('click', (event: Event) => {
    if (!(event instanceof MouseEvent)) return;
    const link = (event.target as HTMLElement).closest('a');
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    const id = marketplaceCategory(new URL(link.href).search);
    if (!id) return;
    event.preventDefault();
    if (id !== wanted) history.pushState(null, '', `/marketplace?category=${id}`);
    void show(id);
  });
  // Only a step to another category changes the sections (Back closing a quick view stays on this one).
  window.addEventListener('popstate', () => {
    const id = marketplaceCategory(location.search);
    if (id !== wanted) void show(id);
  });
  void show(marketplaceCategory(location.search));
}

/**
 * The marketplace's category switch: a category link swaps in that category's pre-rendered sections
 * (/fragments/marketplace/{id}, or /hi/… on a Hindi page) without reloading; the query string keeps the choice
 * (pushState, back/forward, reload). If a fragment fails, the all-category sections stay, titled "Marketplace",
 * with the failure said. The words are the page's (docs/decisions/i18n.md): the title's and the status's data
 * attributes, and each category's name as its strip link shows it.
 */
import { marketplaceCategory, sectionsFragmentPath } from '../lib/rules/marketplace.ts';
import { marketplacePath } from '../lib/paths.ts';
import { localeOfPath, localisedPath } from '../lib/i18n/locale-paths.ts';
import { CONTENT_SWAPPED_EVENT } from '../lib/dom-events.ts';
import { fetchFragment } from './fragment.ts';
import type { HomeCategoryId } from '../lib/site.ts';

export function initMarketplaceCategory(): void {
  const root = document.documentElement;
  const holder = document.querySelector<HTMLElement>('[data-marketplace-sections]')!;
  const title = document.querySelector<HTMLElement>('[data-marketplace-title]')!;
  const status = document.querySelector<HTMLElement>('[data-marketplace-status]')!;
  const strip = document.querySelector<HTMLElement>('[data-category-strip]');
  const locale = localeOfPath(location.pathname);
  const allTitle = title.dataset.allTitle!;
  /** A category's name as the strip writes it in this page's language. */
  const heading = (id: HomeCategoryId) =>
    [...(strip?.querySelectorAll<HTMLAnchorElement>('a') ?? [])]
      .find((link) => new URL(link.href).searchParams.get('category') === id)
      ?.textContent?.trim() ?? id;
  const said = (template: string | undefined, id: HomeCategoryId) => (template ?? '').replace('{name}', heading(id));
  const fragmentPath = (id: HomeCategoryId) => localisedPath(sectionsFragmentPath(id), locale);
  const allSections = holder.firstElementChild as HTMLElement;
  const loaded = new Map<HomeCategoryId, HTMLElement>();
  let wanted: HomeCategoryId | null = null;

  async function fragment(id: HomeCategoryId): Promise<HTMLElement> {
    const cached = loaded.get(id);
    if (cached) return cached;
    const doc = await fetchFragment(fragmentPath(id));
    const sections = doc.querySelector<HTMLElement>('[data-sections]');
    if (!sections) throw new Error(`${fragmentPath(id)} has no sections`);
    loaded.set(id, sections);
    return sections;
  }

  function markStrip(id: HomeCategoryId | null) {
    for (const link of strip?.querySelectorAll<HTMLAnchorElement>('a') ?? []) {
      const linkId = new URL(link.href).searchParams.get('category');
      if (linkId === id) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
  }

  async function show(id: HomeCategoryId | null) {
    wanted = id;
    markStrip(id);
    title.textContent = id ? heading(id) : allTitle;
    document.title = document.title.replace(/^[^|]*\|/, `${id ? heading(id) : allTitle} |`);
    if (!id) {
      holder.replaceChildren(allSections);
      status.textContent = '';
      delete root.dataset.marketplacePending;
      return;
    }
    holder.setAttribute('aria-busy', 'true');
    status.textContent = said(status.dataset.loading, id);
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
      title.textContent = allTitle;
      document.title = document.title.replace(/^[^|]*\|/, `${allTitle} |`);
      status.textContent = said(status.dataset.failed, id);
    } finally {
      holder.removeAttribute('aria-busy');
      delete root.dataset.marketplacePending;
    }
  }

  strip?.addEventListener('click', (event: Event) => {
    if (!(event instanceof MouseEvent)) return;
    const link = (event.target as HTMLElement).closest('a');
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    const id = marketplaceCategory(new URL(link.href).search);
    if (!id) return;
    event.preventDefault();
    if (id !== wanted) history.pushState(null, '', localisedPath(marketplacePath(id), locale));
    void show(id);
  });
  // Only a step to another category changes the sections (Back closing a quick view stays on this one).
  window.addEventListener('popstate', () => {
    const id = marketplaceCategory(location.search);
    if (id !== wanted) void show(id);
  });
  void show(marketplaceCategory(location.search));
}

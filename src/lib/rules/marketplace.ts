/** Which marketplace category a URL asks for (spec: /marketplace?category={value}); unknown values mean none. */
import { HOME_CATEGORIES, type HomeCategoryId } from '../site.ts';

export function marketplaceCategory(search: string): HomeCategoryId | null {
  const value = new URLSearchParams(search).get('category');
  return HOME_CATEGORIES.find((c) => c.id === value)?.id ?? null;
}

/** The marketplace's heading for a category choice ('All categories' for none). */
export const marketplaceHeading = (id: HomeCategoryId | null): string =>
  HOME_CATEGORIES.find((c) => c.id === id)?.name ?? 'All categories';

/** Where a category's sections are pre-rendered (an HTML fragment, not a page). */
export const sectionsFragmentPath = (id: HomeCategoryId) => `/fragments/marketplace/${id}`;

/**
 * The banners a home or marketplace page shows, with their words from the editors' files (src/content/banners,
 * the `banners` collection) in the page's language, and their art and links from the API as the seed stored them
 * (src/lib/rules/banner-words.ts matches the two). Build and server side only: the carousel gets the words as props,
 * so no browser bundle holds the files. In `npm run dev` each request reads the collection, so a saved banner shows
 * on reload.
 */
import { getCollection } from 'astro:content';
import type { HomeSections } from '../lib/api/types.ts';
import { bannerOrder, type Banner } from '../lib/content-banners.ts';
import type { Locale } from '../lib/i18n/locales.ts';
import { withBannerWords } from '../lib/rules/banner-words.ts';
import { storeSlug } from '../lib/store-slug.ts';
import { fetchStores } from './catalog.ts';

let storeIds: Promise<Map<string, string>> | undefined;

/** Each catalog store's id by its slug, asked once per build (the pages of both languages and every tab share it). */
function storeIdsBySlug(): Promise<Map<string, string>> {
  storeIds ??= fetchStores().then((stores) => new Map(stores.map((s) => [storeSlug(s.sellerData.storeName), s.id])));
  // In `npm run dev` a reseed may bring new stores: ask again next time.
  const answer = storeIds;
  if (import.meta.env.DEV) storeIds = undefined;
  return answer;
}

/** The tab's ("home" or a category id) wide and narrow banners, worded for `locale`. */
export async function bannersWithWords(
  sections: Pick<HomeSections, 'webBanner' | 'heroBanner'>,
  tab: string,
  locale: Locale,
): Promise<Pick<HomeSections, 'webBanner' | 'heroBanner'>> {
  if (!sections.webBanner.length && !sections.heroBanner.length) return sections;
  const entries = await getCollection('banners');
  const banners: Banner[] = entries.map((entry) => ({ id: entry.id, ...entry.data })).sort(bannerOrder);
  const options = { tab, banners, storeIds: await storeIdsBySlug(), locale };
  return {
    webBanner: withBannerWords(sections.webBanner, options),
    heroBanner: withBannerWords(sections.heroBanner, options),
  };
}

/**
 * A page's banners with the editors' words in the page's language. The API's home sections give each banner its art
 * and its link (what the seed stored from the banner files); the words come from the files as they are now, so
 * an edited title shows after a rebuild of the pages, with no reseed. A banner is the file whose tab, art and store
 * are the banner's (the nth banner of one art and store is the nth such file, by position). A banner no file
 * matches keeps the words the API gave.
 */
import type { BannerItem } from '../api/types.ts';
import { bannerWords, type Banner } from '../content-banners.ts';
import type { Locale } from '../i18n/locales.ts';

/** "banners/kesar-looms-web" -> "banners/kesar-looms". */
const artOf = (imgUrl: string) => imgUrl.replace(/-(web|hero)$/, '');

export function withBannerWords(
  items: readonly BannerItem[],
  options: {
    tab: string;
    /** In carousel order (readBanners's). */
    banners: readonly Pick<Banner, 'tab' | 'store' | 'image' | 'title' | 'subtitle' | 'titleHi' | 'subtitleHi'>[];
    /** The catalog's store id for a store's slug. */
    storeIds: ReadonlyMap<string, string>;
    locale: Locale;
  },
): BannerItem[] {
  const { tab, banners, storeIds, locale } = options;
  const seen = new Map<string, number>();
  return items.map((item) => {
    const key = `${artOf(item.imgUrl)} ${item.sellerId}`;
    const nth = seen.get(key) ?? 0;
    seen.set(key, nth + 1);
    const file = banners.filter((b) => b.tab === tab && `${b.image} ${storeIds.get(b.store)}` === key)[nth];
    if (!file) return item;
    // The file's words replace the API's, a missing subtitle included.
    const words = bannerWords(file, locale);
    const withWords: BannerItem = { ...item, title: words.title };
    if (words.subtitle) withWords.subtitle = words.subtitle;
    else delete withWords.subtitle;
    return withWords;
  });
}

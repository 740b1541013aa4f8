/**
 * The web app manifest (installable storefront), one per language: /manifest.webmanifest in English and
 * /hi/manifest.webmanifest in Hindi, each linked from its language's pages. The brand's name and description from
 * its file (site.ts), the other words from the message catalogs (the page passes them in:
 * src/pages/manifest.webmanifest.ts), the shortcuts from paths.ts, the colours from the design tokens
 * (src/styles/_tokens.scss: $color-surface, $color-accent). The icons are drawn at build from public/favicon.svg (src/build/pwa/icons.ts) at the sizes listed here.
 *
 * Each language is its own app (its own id, start_url and scope): one id for both would make the browser
 * update the installed app to whichever manifest the last page visited linked, its name and start page
 * flipping between languages. The Hindi app's scope is /hi, so it keeps the shopper in Hindi pages.
 */
import { brandDescription, site } from './site.ts';
import { dropTrackPath, homePath, myOrdersDrawerPath, withCartDrawer } from './paths.ts';
import type { Locale } from './i18n/locales.ts';
import { localisedPath } from './i18n/locale-paths.ts';

/** The manifest's address for a page in `locale` ("/hi/manifest.webmanifest" for Hindi). */
export const webManifestPath = (locale: Locale) => localisedPath('/manifest.webmanifest', locale);

/** What a shopper reads in the manifest, in one language: from the catalog (messages/pages, manifest_*). */
export type ManifestWords = {
  bag: string;
  bagShort: string;
  orders: string;
  ordersShort: string;
  dropTrack: string;
  dropTrackShort: string;
};

/** $color-surface: the header's background, so the installed app's title bar matches the page. */
export const THEME_COLOUR = '#ffffff';
/**
 * THEME_COLOUR under the dialogs' backdrop (rgba(28, 27, 31, 0.45) over white: Dialog.module.scss, the listing's
 * Filters drawer): the browser's bar above the header takes it while a modal or drawer is open, so it dims
 * with the header below it instead of staying a bright band (src/ui/theme-colour.ts).
 */
export const THEME_COLOUR_DIMMED = '#99989a';
/** $color-accent: the brand mark's own colour, behind the maskable icon. */
export const BRAND_COLOUR = '#a3123a';

export type IconFile = { file: string; size: number; purpose: 'any' | 'maskable' };
export const ICON_FILES: IconFile[] = [
  { file: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { file: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { file: '/icons/maskable-192.png', size: 192, purpose: 'maskable' },
  { file: '/icons/maskable-512.png', size: 512, purpose: 'maskable' },
];
export const APPLE_TOUCH_ICON = { file: '/icons/apple-touch-icon.png', size: 180 };

/** The brand's name is the app's name in every language, as the pages' header writes it. */
export function webManifest(locale: Locale, words: ManifestWords) {
  const home = localisedPath(homePath(), locale);
  return {
    id: home,
    name: site.name,
    short_name: site.name,
    description: brandDescription(locale),
    lang: locale,
    start_url: home,
    scope: home,
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOUR,
    background_color: THEME_COLOUR,
    icons: ICON_FILES.map(({ file, size, purpose }) => ({
      src: file,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
    shortcuts: [
      { name: words.bag, short_name: words.bagShort, url: withCartDrawer(homePath()) },
      { name: words.orders, short_name: words.ordersShort, url: myOrdersDrawerPath() },
      { name: words.dropTrack, short_name: words.dropTrackShort, url: dropTrackPath() },
    ].map((shortcut) => ({
      ...shortcut,
      url: localisedPath(shortcut.url, locale),
      icons: [{ src: ICON_FILES[0]!.file, sizes: '192x192', type: 'image/png' }],
    })),
  };
}

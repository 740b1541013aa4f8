/**
 * The web app manifest (installable storefront): the brand from site config, the shortcuts from paths.ts,
 * the colours from the design tokens (src/styles/_tokens.scss: $color-surface, $color-accent). The icons
 * are drawn at build from public/favicon.svg (scripts/pwa/icons.ts) at the sizes listed here.
 */
import { site } from './site.ts';
import { dropTrackPath, homePath, myOrdersDrawerPath, withCartDrawer } from './paths.ts';

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

export function webManifest() {
  return {
    id: homePath(),
    name: site.name,
    short_name: site.name,
    description: site.description,
    lang: 'en-IN',
    start_url: homePath(),
    scope: homePath(),
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
      { name: 'Bag', short_name: 'Bag', url: withCartDrawer(homePath()) },
      { name: 'My Orders', short_name: 'Orders', url: myOrdersDrawerPath() },
      { name: 'DropTrack', short_name: 'DropTrack', url: dropTrackPath() },
    ].map((shortcut) => ({ ...shortcut, icons: [{ src: ICON_FILES[0]!.file, sizes: '192x192', type: 'image/png' }] })),
  };
}

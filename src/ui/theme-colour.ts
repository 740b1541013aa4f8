/**
 * The page's theme colour follows the dialogs' backdrop. A phone's browser paints its own bar (Android Chrome's
 * toolbar, Safari's status bar, an installed app's title bar) in the theme colour, white like the sticky header
 * just below it; the backdrop dims the page but cannot reach that bar, so over an open modal the top of the
 * screen stayed a bright band that reads as the header. While a dialog is open the bar takes the dimmed colour.
 */
import { THEME_COLOUR, THEME_COLOUR_DIMMED } from '../lib/web-manifest.ts';

export function dimThemeColour(doc: Document, dim: boolean): void {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (meta) meta.content = dim ? THEME_COLOUR_DIMMED : THEME_COLOUR;
}

/**
 * A count button's name in the page's language: CountButton.astro renders the words (data-names: the name at 0
 * when it differs, and the count's plural forms), and this fills the number in. Kept out of count-badge.ts,
 * which is one of the shared chunk's leaves (src/build/small-chunks.ts).
 */
import { localeOfPath } from '../lib/i18n/locale-paths.ts';
import { countName, type CountNames } from '../lib/i18n/plural-forms.ts';

export function countNames(button: HTMLElement | undefined): (count: number) => string {
  const locale = localeOfPath(location.pathname);
  const names = JSON.parse(button?.dataset.names ?? '{"forms":{}}') as CountNames;
  return (count) => countName(names, count, locale);
}

/**
 * The build's line for each editors' page that has no text in a language yet: its address in that language
 * shows the English (src/lib/content-pages.ts). Once per build, though both routes (/x and /hi/x) ask for the
 * same paths.
 */
import { translationId, untranslatedPages } from '../../lib/content-pages.ts';
import { BASE_LOCALE, LOCALES } from '../../lib/i18n/locales.ts';

let warned = false;

export function warnUntranslated(englishIds: string[], translatedIds: string[]): void {
  if (warned) return;
  warned = true;
  for (const locale of LOCALES.filter((l) => l !== BASE_LOCALE))
    for (const id of untranslatedPages(englishIds, translatedIds, locale))
      console.warn(
        `[pages] ${id} has no ${locale} text (src/content/pages/${translationId(id, locale)}.md): its ${locale} address shows the English`,
      );
}

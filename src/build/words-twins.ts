/**
 * Every island's words module is written once, in English (`X.words.en-IN.ts`, `shared/words/X.en-IN.ts`:
 * named re-exports from src/paraglide/messages/en-IN.js); its twin for each other language is the same list from
 * that language's module, so it is generated here, beside it, and git ignores it. It is made with the catalogs
 * (src/build/messages.ts), so the build, the checks, the tests and the dev server always find it. A module whose
 * languages differ on purpose (CatalogNames, SpecNames: English pages need none) is written by hand in each language.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BASE_LOCALE, LOCALES } from '../lib/i18n/locales.ts';

/** Written by hand in every language: their lists differ by design. */
const HAND_WRITTEN = new Set(['CatalogNames', 'SpecNames']);

/** An English words module: `X.words.en-IN.ts` anywhere in src/islands, or `shared/words/X.en-IN.ts`. */
export function isEnglishWords(file: string): boolean {
  const name = path.basename(file);
  if (!name.endsWith(`.${BASE_LOCALE}.ts`)) return false;
  if (HAND_WRITTEN.has(name.split('.')[0]!)) return false;
  return name.endsWith(`.words.${BASE_LOCALE}.ts`) || path.basename(path.dirname(file)) === 'words';
}

/** The twin of an English words module in `locale`: every `en-IN` in it names that language instead. */
export function twinOf(text: string, source: string, locale: string): string {
  return `// Generated from ${source} by src/build/words-twins.ts: edit the English module.\n${text.replaceAll(BASE_LOCALE, locale)}`;
}

/** Writes the twins of one English words module (unchanged ones are left alone); returns how many were written. */
export function writeTwinsOf(file: string): number {
  let written = 0;
  const text = fs.readFileSync(file, 'utf8');
  for (const locale of LOCALES.filter((l) => l !== BASE_LOCALE)) {
    const target = file.replace(`.${BASE_LOCALE}.ts`, `.${locale}.ts`);
    const twin = twinOf(text, path.basename(file), locale);
    if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === twin) continue;
    fs.writeFileSync(target, twin);
    written++;
  }
  return written;
}

/** Writes every twin under `islandsDir`; returns how many were written. */
export function writeWordsTwins(islandsDir: string): number {
  return (fs.readdirSync(islandsDir, { recursive: true }) as string[])
    .map((entry) => path.join(islandsDir, entry))
    .filter(isEnglishWords)
    .reduce((written, file) => written + writeTwinsOf(file), 0);
}

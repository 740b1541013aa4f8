/**
 * The Hindi words search knows (src/content/search-hindi.json), pure: each Devanagari word or phrase to the
 * English word it means (कुर्ता → kurta) or the catalog colour it names (लाल → Red), and the listed word nearest
 * a misspelt one, for "Did you mean". The catalog is written in English: a Hindi word finds what its English
 * word finds.
 */
import hindi from '../../content/search-hindi.json' with { type: 'json' };
import { normalizeText, singular } from './search-text.ts';
import { allowedTypos, editDistanceUpTo } from './edit-distance.ts';

/** A listed word as search compares it (the content may hold a nukta either way, or a hyphen: "टी-शर्ट"). */
export const hindiKey = (word: string) => normalizeText(word).split(' ').map(singular).join(' ');

/** Each Hindi word or phrase to the English word or phrase it means, as search reads it ("कुर्ता" → "kurta"). */
export const HINDI_KINDS: ReadonlyMap<string, string> = new Map(
  hindi.kinds.flatMap(({ word: english, hindi: words }) => words.map((w) => [hindiKey(w), hindiKey(english)] as const)),
);
/** Each Hindi colour word to its catalog colour ("लाल" → "Red"). */
export const HINDI_COLOURS: ReadonlyMap<string, string> = new Map(
  Object.entries(hindi.colours).flatMap(([colour, words]) => words.map((w) => [hindiKey(w), colour] as const)),
);
/** Single listed words, in the content's order (a word's usual spelling first): what a misspelling is compared to. */
const SINGLE_WORDS = [...HINDI_KINDS.keys(), ...HINDI_COLOURS.keys()].filter((w) => !w.includes(' '));

/**
 * The listed word nearest a Devanagari word that is not listed, within its typo allowance (allowedTypos, in
 * characters: a vowel sign or a nukta is one), or null; the first listed of the nearest ("कूर्ता" → "कुर्ता",
 * "साडी" → "साड़ी").
 */
export function nearestHindiWord(word: string): string | null {
  let best: string | null = null;
  let distance = allowedTypos(word) + 1;
  for (const listed of SINGLE_WORDS) {
    const d = editDistanceUpTo(word, listed, distance - 1);
    if (d < distance) [best, distance] = [listed, d];
  }
  return best;
}

/**
 * The English words of the kinds whose Hindi words start with what is being typed ("कुर्" → kurta, kurti), so
 * the drop-down lists kurtas before the word is whole.
 */
export function hindiKindsStartingWith(prefix: string): string[] {
  const kinds = new Set<string>();
  for (const [word, english] of HINDI_KINDS) if (word.startsWith(prefix)) kinds.add(english);
  return [...kinds];
}

/**
 * How typed text becomes search words, pure: lower case, Latin accents off, punctuation a space, and what a
 * keyboard adds that no word holds: zero-width characters (ZWJ, ZWNJ, ZWSP, BOM), a nukta typed apart or as
 * one character, Devanagari digits, a Latin letter typed into a Devanagari word on the wrong layout.
 */

/** Invisible format characters (\p{Cf}: U+200B–U+200D, U+2060, U+FEFF, soft hyphen…): no word holds one. */
const FORMAT = /\p{Cf}/gu;
const DEVANAGARI = /\p{Script=Devanagari}/u;
const DEVANAGARI_DIGIT = /[\u0966-\u096F]/g;

/**
 * Typed text as it is compared: format characters off, canonical composition (NFC). NFC writes ड़ as ड and a
 * nukta whether it was typed as U+095C or as two characters (U+095C is excluded from composition), so both
 * spellings are one.
 */
export function cleanTyped(raw: string): string {
  return raw.replace(FORMAT, '').normalize('NFC');
}

/** Devanagari digits as 0–9, so "१५००" is an amount. */
export function asciiDigits(text: string): string {
  return text.replace(DEVANAGARI_DIGIT, (d) => String(d.charCodeAt(0) - 0x0966));
}

/** Whether a word is written in Devanagari (Hindi). */
export const isDevanagari = (word: string): boolean => DEVANAGARI.test(word);

/**
 * A word that mixes Devanagari and Latin letters ("साड़ीs", "kurtaा": a key pressed on the other keyboard
 * layout) keeps its main script's letters, the one it has more of (Devanagari on a tie); digits stay.
 */
export function dropStrayScript(word: string): string {
  if (!DEVANAGARI.test(word) || !/\p{Script=Latin}/u.test(word)) return word;
  const latin = word.match(/\p{Script=Latin}/gu)!.length;
  const devanagari = word.match(/\p{Script=Devanagari}|\p{M}/gu)!.length;
  return latin > devanagari
    ? word.replace(/[\p{Script=Devanagari}\p{M}]/gu, '')
    : word.replace(/\p{Script=Latin}/gu, '');
}

/**
 * Lower case, accents off, "t shirt" / "t-shirts" / "tees" as one word, "a line" / "aline" as "a-line", anything
 * else than letters, marks and digits a space; Devanagari as cleanTyped leaves it (its vowel signs and nukta
 * are marks it needs).
 */
export function normalizeText(raw: string): string {
  return (
    asciiDigits(cleanTyped(raw))
      .normalize('NFKD')
      .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
      .normalize('NFC')
      .toLowerCase()
      .replace(/\bt[\s-]*shirts?\b/g, 'tshirt')
      .replace(/[^\p{L}\p{M}\p{N}₹]+/gu, ' ')
      // "A-line" (a cut) is one word, not the filler "a" and "line": kept hyphenated, as the database's parser
      // reads a product's "A-Line" (to_tsquery makes 'a-line' the phrase of 'a-lin' and 'line').
      .replace(/(?<![\p{L}\p{N}])a ?line(s?)(?![\p{L}\p{N}])/gu, 'a-line$1')
      .replace(/[\p{L}\p{M}\p{N}]+/gu, dropStrayScript)
      .trim()
  );
}

/** Plural to singular for the catalog's words: watches → watch, bangles → bangle, accessories → accessory. */
export function singular(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (/(ch|sh|ss|x|z)es$/.test(word)) return word.slice(0, -2);
  if (/[^aeiou]ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

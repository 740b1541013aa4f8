/**
 * Query understanding for product search (issue 26), pure: what a shopper typed becomes word groups (each
 * word with its synonyms and word forms), catalog colours and a price range. The API turns the groups into a
 * full-text query; the synonym and colour words are data an editor extends (src/content/search-synonyms.json).
 */
import { COLOR_NAMES } from '../colors.ts';
import synonyms from '../../content/search-synonyms.json' with { type: 'json' };

/** Longer queries are cut, not refused (issue 26 "Bad input"). */
export const MAX_QUERY_LENGTH = 100;
/** At most this many words are searched; the rest of a long query is ignored. */
export const MAX_WORDS = 8;
/** The word being typed is matched as a prefix from this many letters. */
export const MIN_PREFIX = 3;

export type PriceRange = { min: number | null; max: number | null };
export type ParsedQuery = {
  /** The text searched for: cut, trimmed, spaces collapsed (what the page shows). */
  text: string;
  /** One group per searched word: the word first, then its other forms and synonyms (a phrase has spaces). */
  groups: string[][];
  /** Catalog colour names asked for ("Red"): they rank products offered in them first. */
  colors: string[];
  price: PriceRange | null;
  /** Whether the last word may still be being typed (no space after it): it is matched as a prefix. */
  open: boolean;
};

/** Lower case, accents off, "t shirt" / "t-shirts" / "tees" as one word, anything else than letters and digits a space. */
export function normalizeText(raw: string): string {
  return raw
    .normalize('NFKD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/\bt[\s-]*shirts?\b/g, 'tshirt')
    .replace(/[^\p{L}\p{M}\p{N}₹]+/gu, ' ')
    .trim();
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

const phrase = (text: string) => normalizeText(text).split(' ').map(singular).join(' ');

/** Each word or phrase (singular) to its whole group; built once from the data file. */
const SYNONYMS: Map<string, string[]> = new Map();
for (const group of synonyms.groups) {
  const forms = [...new Set(group.map(phrase))];
  for (const form of forms) SYNONYMS.set(form, [form, ...forms.filter((f) => f !== form)]);
}
const COLOUR_WORDS: Map<string, string> = new Map([
  ...COLOR_NAMES.map((name) => [name.toLowerCase(), name] as const),
  ...Object.entries(synonyms.colours).map(([word, name]) => [phrase(word), name] as const),
]);
/** The longest phrase in the data, in words: how far ahead a phrase is looked for. */
const LONGEST_PHRASE = Math.max(...[...SYNONYMS.keys(), ...COLOUR_WORDS.keys()].map((k) => k.split(' ').length));

/** "2k" → 2000, "1,500" → 1500, "₹999" → 999. */
function amount(text: string): number {
  const k = /k$/i.test(text);
  const value = Number(text.replace(/[₹,k]/gi, ''));
  return Math.round(k ? value * 1000 : value);
}

const NUM = String.raw`(?:₹|rs\.?|inr)?\s*(\d[\d,]*(?:\.\d+)?k?)\s*(?:rs|rupees?|₹)?`;
const PRICE_RULES: { re: RegExp; range: (a: number, b: number) => PriceRange }[] = [
  {
    re: new RegExp(String.raw`(?:between|from)?\s*${NUM}\s*(?:-|–|to|and)\s*${NUM}`, 'iu'),
    range: (a, b) => ({ min: Math.min(a, b), max: Math.max(a, b) }),
  },
  {
    re: new RegExp(String.raw`(?:under|below|less than|upto|up to|within|max|<)\s*${NUM}`, 'iu'),
    range: (a) => ({ min: null, max: a }),
  },
  {
    re: new RegExp(String.raw`(?:over|above|more than|min|from|>)\s*${NUM}`, 'iu'),
    range: (a) => ({ min: a, max: null }),
  },
];

/** Finds a price phrase ("under 999", "1000 to 2000", "₹500-1000"): the range and the text without it. */
export function extractPrice(text: string): { price: PriceRange | null; rest: string } {
  for (const rule of PRICE_RULES) {
    const match = rule.re.exec(text);
    if (!match) continue;
    const a = amount(match[1]!);
    const b = match[2] === undefined ? a : amount(match[2]);
    return {
      price: rule.range(a, b),
      rest: `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`,
    };
  }
  return { price: null, rest: text };
}

/** Cuts a query to MAX_QUERY_LENGTH characters (whole characters, not halves of a pair) and tidies its spaces. */
export function cutQuery(raw: string): string {
  return Array.from(raw.replaceAll('\u0000', '')).slice(0, MAX_QUERY_LENGTH).join('').replace(/\s+/g, ' ').trim();
}

export function parseSearchQuery(raw: string): ParsedQuery {
  const text = cutQuery(raw);
  const open = !/\s$/.test(raw) && text.length > 0;
  const { price, rest } = extractPrice(text.toLowerCase());
  const words = normalizeText(rest)
    .split(' ')
    .filter((w) => w && w !== '₹')
    .map(singular);
  const groups: string[][] = [];
  const colors: string[] = [];
  for (let i = 0; i < words.length && groups.length < MAX_WORDS;) {
    let taken = 0;
    for (let n = Math.min(LONGEST_PHRASE, words.length - i); n >= 1 && !taken; n--) {
      const key = words.slice(i, i + n).join(' ');
      const colour = COLOUR_WORDS.get(key);
      const group = SYNONYMS.get(key);
      if (colour) {
        if (!colors.includes(colour)) colors.push(colour);
        taken = n;
      } else if (group || n === 1) {
        groups.push(group ?? [key]);
        taken = n;
      }
    }
    i += taken;
  }
  // A word still being typed narrows as a prefix from MIN_PREFIX letters; shorter, it would match most of the
  // catalog (slow, and no help): dropped after other words, else matched as a whole word.
  const last = groups.at(-1);
  const typing = last?.length === 1 ? last[0]! : null;
  const short = open && typing !== null && typing === words.at(-1) && Array.from(typing).length < MIN_PREFIX;
  if (short && groups.length > 1) groups.pop();
  return { text, groups, colors, price, open: open && groups.length > 0 && !short };
}

/** Typos forgiven in a word, as the leading engines do: none under 4 letters, one up to 7, two from 8. */
export function allowedTypos(word: string): number {
  const n = Array.from(word).length;
  return n < 4 ? 0 : n <= 7 ? 1 : 2;
}

/** Edits between two words: insertions, deletions, substitutions and swaps of neighbours each count one. */
export function editDistance(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  const d = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[x.length]![y.length]!;
}

/** Whether a catalog word is the shopper's word with no more typos than allowedTypos forgives. */
export function isTypoOf(typed: string, catalogWord: string): boolean {
  return typed !== catalogWord && editDistance(typed, catalogWord) <= allowedTypos(typed);
}

export type Highlighted = { text: string; match: boolean }[];

/**
 * A product name cut into parts, the words the query matched marked (the drop-down shows them bold): a word
 * matches when its singular is one of a group's words or starts with the one being typed ("silk kur").
 */
export function highlightMatches(name: string, raw: string): Highlighted {
  const { groups, open } = parseSearchQuery(raw);
  const typed = open ? groups.at(-1)?.[0] : undefined;
  const words = new Set(groups.flat().filter((w) => !w.includes(' ')));
  const parts: Highlighted = [];
  let last = 0;
  for (const m of name.matchAll(/t-shirts?|[\p{L}\p{M}\p{N}]+/giu)) {
    const word = singular(normalizeText(m[0]));
    const match = words.has(word) || (typed !== undefined && word.startsWith(typed));
    if (!match) continue;
    if (m.index > last) parts.push({ text: name.slice(last, m.index), match: false });
    parts.push({ text: m[0], match: true });
    last = m.index + m[0].length;
  }
  if (last < name.length) parts.push({ text: name.slice(last), match: false });
  return parts;
}

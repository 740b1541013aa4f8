/**
 * Query understanding for product search, pure: what a shopper typed becomes word groups (each
 * word with its synonyms and word forms), catalog colours and a price range. The API turns the groups into a
 * full-text query; the synonym and colour words are data an editor extends (src/content/search-synonyms.json),
 * and so are the everyday phrasings around them: who it is for, filler words, Hinglish price phrases and the
 * words that name a kind of product (src/content/search-words.json), and the Hindi words for kinds and colours
 * (src/content/search-hindi.json: a Devanagari word is searched as the English word it means).
 */
import { COLOR_NAMES } from '../colors.ts';
import synonyms from '../../content/search-synonyms.json' with { type: 'json' };
import phrasings from '../../content/search-words.json' with { type: 'json' };
import { asciiDigits, cleanTyped, isDevanagari, normalizeText, singular } from './search-text.ts';
import { allowedTypos, editDistance, isTypoOf } from './edit-distance.ts';
import { HINDI_COLOURS, HINDI_KINDS, hindiKindsStartingWith, nearestHindiWord } from './search-hindi.ts';

export { allowedTypos, editDistance, isTypoOf, normalizeText, singular };

/** Longer queries are cut, not refused. */
export const MAX_QUERY_LENGTH = 100;
/** At most this many words are searched; the rest of a long query is ignored. */
export const MAX_WORDS = 8;
/** The word being typed is matched as a prefix from this many letters. */
export const MIN_PREFIX = 3;

export type PriceRange = { min: number | null; max: number | null };
/** Who a product is for, as search-words.json names them. */
export type Audience = keyof typeof phrasings.audiences;
export type ParsedQuery = {
  /** The text searched for: cut, trimmed, spaces collapsed (what the page shows). */
  text: string;
  /** One group per searched word: the word first, then its other forms and synonyms (a phrase has spaces). */
  groups: string[][];
  /** Catalog colour names asked for ("Red"): they rank products offered in them first. */
  colors: string[];
  /** The words that named those colours, as typed (normalised): "lal", "off white". */
  colourWords: string[];
  /** Who it is for ("for women", "girls"): the last audience word's; its words are not searched. */
  audience: Audience | null;
  price: PriceRange | null;
  /** Whether the last word may still be being typed (no space after it): it is matched as a prefix. */
  open: boolean;
  /**
   * The searched and colour words in the order typed ("red frok": red, frok), each group's first word or the
   * colour word: what "Did you mean" rewrites, keeping the shopper's order.
   */
  said: string[];
  /** Each of `said` as the shopper wrote it (normalised): "कुर्ता" where `said` has its English "kurta". */
  typed: string[];
};

const phrase = (text: string) => normalizeText(text).split(' ').map(singular).join(' ');

type SynonymsFile = typeof synonyms;
type PhrasingsFile = typeof phrasings;

/** Each word or phrase (singular) to its whole group. The tables below are built from the two data files. */
let SYNONYMS: Map<string, string[]> = new Map();
let COLOUR_WORDS: Map<string, string> = new Map();
/** Each audience word (singular) to its audience: "ladies" → women, "girls" → kids. */
let AUDIENCE_WORDS: Map<string, Audience> = new Map();
let FILLER: Set<string> = new Set();
/** Words that name a kind of product: the synonyms' groups and the kinds listed beside them. */
let KINDS: Set<string> = new Set();
/** The longest phrase in the data, in words: how far ahead a phrase is looked for. */
let LONGEST_PHRASE = 1;
let AUDIENCES: PhrasingsFile['audiences'] = phrasings.audiences;
let PRICE_RULES: PriceRule[] = [];

/**
 * Builds the tables from the two files' data: once when this module loads, and again in `npm run dev` when an
 * editor saves either file (src/build/api-integration.ts), so search reads the new words at once.
 */
export function loadSearchWords(synonymsData: SynonymsFile, phrasingsData: PhrasingsFile): void {
  SYNONYMS = new Map();
  for (const group of synonymsData.groups) {
    const forms = [...new Set(group.map(phrase))];
    for (const form of forms) SYNONYMS.set(form, [form, ...forms.filter((f) => f !== form)]);
  }
  COLOUR_WORDS = new Map([
    ...COLOR_NAMES.map((name) => [name.toLowerCase(), name] as const),
    ...synonymsData.colours.map(({ word, colour }) => [phrase(word), colour] as const),
    ...HINDI_COLOURS,
  ]);
  AUDIENCE_WORDS = new Map(
    Object.entries(phrasingsData.audiences).flatMap(([name, a]) =>
      a.words.map((w) => [phrase(w), name as Audience] as const),
    ),
  );
  FILLER = new Set(phrasingsData.filler.map(phrase));
  KINDS = new Set([...SYNONYMS.keys(), ...phrasingsData.kinds.map(phrase)]);
  LONGEST_PHRASE = Math.max(
    ...[...SYNONYMS.keys(), ...COLOUR_WORDS.keys(), ...KINDS, ...HINDI_KINDS.keys()].map((k) => k.split(' ').length),
  );
  AUDIENCES = phrasingsData.audiences;
  PRICE_RULES = priceRules(phrasingsData.price);
}

/** A word's group: its synonyms', or for a Hindi word its English word's ("कुर्ती" → kurti, kurta, …). */
const groupOf = (key: string): string[] | undefined => {
  const english = HINDI_KINDS.get(key);
  return SYNONYMS.get(key) ?? (english === undefined ? undefined : (SYNONYMS.get(english) ?? [english]));
};

/** The word the catalog marks an audience with (its category name's word), or null when it does not tell. */
export function audienceWord(audience: Audience): string | null {
  // Left out of the file when the catalog does not tell (the workspace writes no empty text).
  const entry: { words: string[]; find?: string } = AUDIENCES[audience];
  return entry.find ?? null;
}

/** Whether a word (as typed or singular) names a kind of product: "sarees", "kurti", "jeans". */
export function isKindWord(word: string): boolean {
  return KINDS.has(singular(word));
}

/**
 * The kind of product a word names ("sarees" → "saree"), or a typo of one within allowedTypos ("sarree"), or
 * null. Did you mean never swaps such a word for another (a store's name, another kind).
 */
export function kindOf(word: string): string | null {
  const w = singular(word);
  if (KINDS.has(w)) return w;
  // A misspelt Hindi word ("साडी"): the kind its nearest listed word means, if that word is a kind ("स्पोर्ट्स",
  // sport, is none).
  if (isDevanagari(w)) {
    const english = HINDI_KINDS.get(nearestHindiWord(w) ?? '');
    return english !== undefined && KINDS.has(english) ? english : null;
  }
  for (const kind of KINDS) if (!kind.includes(' ') && isTypoOf(w, kind)) return kind;
  return null;
}

/** "2k" → 2000, "1,500" → 1500, "₹999" → 999. */
function amount(text: string): number {
  const k = /k$/i.test(text);
  const value = Number(text.replace(/[₹,k]/gi, ''));
  return Math.round(k ? value * 1000 : value);
}

/** A list of words or phrases as a regular expression's alternatives, longest first (spaces: any spaces). */
const anyOf = (list: readonly string[]) =>
  `(?:${[...list]
    .sort((a, b) => b.length - a.length)
    .map((w) =>
      cleanTyped(w)
        .replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
        .replace(/\s+/g, String.raw`\s+`),
    )
    .join('|')})`;
/** Not inside a word: "rs" of "shirts 500" is not rupees (a mark is inside a Devanagari word: "रु" of "कुरु"). */
const START = String.raw`(?<![\p{L}\p{M}\p{N}])`;
const END = String.raw`(?![\p{L}\p{M}\p{N}])`;
const AMOUNT = String.raw`(\d[\d,]*(?:\.\d+)?k?)`;
const before = (words: readonly string[]) => `${START}${anyOf(words)}`;
const after = (words: readonly string[]) => `${anyOf(words)}${END}`;
const upTo = (a: number): PriceRange => ({ min: null, max: a });
type PriceRule = { re: RegExp; range: (a: number, b: number) => PriceRange };

/** The price phrases' patterns, from the phrasings file's price words. */
function priceRules(P: PhrasingsFile['price']): PriceRule[] {
  const NUM = String.raw`(?:${START}${anyOf(P.currencyBefore)})?\s*${AMOUNT}\s*(?:${anyOf(P.currencyAfter)}${END})?`;
  return [
    {
      re: new RegExp(
        String.raw`(?:${before(P.rangeBefore)})?\s*${NUM}\s*${anyOf(P.rangeJoin)}\s*${NUM}(?:\s*${after(P.rangeAfter)})?`,
        'iu',
      ),
      range: (a, b) => ({ min: Math.min(a, b), max: Math.max(a, b) }),
    },
    { re: new RegExp(String.raw`${before(P.upToBefore)}\s*${NUM}`, 'iu'), range: upTo },
    { re: new RegExp(String.raw`${NUM}\s*${after(P.upToAfter)}`, 'iu'), range: upTo },
    { re: new RegExp(String.raw`${before(P.fromBefore)}\s*${NUM}`, 'iu'), range: (a) => ({ min: a, max: null }) },
    { re: new RegExp(String.raw`${NUM}\s*${anyOf(P.fromAfter)}`, 'iu'), range: (a) => ({ min: a, max: null }) },
    // An amount in rupees and no other price word ("kurta rs 1000", "kurta ₹1000"): what an Indian shopper means
    // is a budget, up to that amount (docs/decisions/search.md).
    {
      re: new RegExp(
        String.raw`${START}${anyOf(P.currencyBefore)}\s*${AMOUNT}|${AMOUNT}\s*${anyOf(P.currencyAfter)}${END}`,
        'iu',
      ),
      range: P.currencyAlone === 'upTo' ? upTo : (a) => ({ min: a, max: null }),
    },
  ];
}

loadSearchWords(synonyms, phrasings);

/** Finds a price phrase ("under 999", "1000 to 2000", "₹500-1000"): the range and the text without it. */
export function extractPrice(text: string): { price: PriceRange | null; rest: string } {
  for (const rule of PRICE_RULES) {
    const match = rule.re.exec(text);
    if (!match) continue;
    const [first, second] = match.slice(1).filter((m) => m !== undefined);
    const a = amount(first!);
    const b = second === undefined ? a : amount(second);
    return {
      price: rule.range(a, b),
      rest: `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`,
    };
  }
  return { price: null, rest: text };
}

/**
 * Cuts a query to MAX_QUERY_LENGTH characters (whole characters, not halves of a pair) and tidies its spaces;
 * zero-width characters off and composed (NFC: cleanTyped), so the same words read the same however typed.
 */
export function cutQuery(raw: string): string {
  return Array.from(cleanTyped(raw.replaceAll('\u0000', '')))
    .slice(0, MAX_QUERY_LENGTH)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

export function parseSearchQuery(raw: string): ParsedQuery {
  const text = cutQuery(raw);
  const open = !/\s$/.test(cleanTyped(raw)) && text.length > 0;
  const { price, rest } = extractPrice(asciiDigits(text.toLowerCase()));
  const words = normalizeText(rest)
    .split(' ')
    .filter((w) => w && w !== '₹')
    .map(singular);
  const groups: string[][] = [];
  const colors: string[] = [];
  const colourWords: string[] = [];
  const said: string[] = [];
  const typed: string[] = [];
  /** Filler and audience words (and Hindi words search does not know), in case nothing else is left to search for. */
  const ignored: string[] = [];
  let audience: Audience | null = null;
  let lastIgnored = false;
  const search = (group: string[], key: string) => {
    groups.push(group);
    said.push(group[0]!);
    typed.push(key);
  };
  for (let i = 0; i < words.length && groups.length < MAX_WORDS;) {
    let taken = 0;
    lastIgnored = false;
    for (let n = Math.min(LONGEST_PHRASE, words.length - i); n >= 1 && !taken; n--) {
      const key = words.slice(i, i + n).join(' ');
      const colour = COLOUR_WORDS.get(key);
      const group = groupOf(key);
      taken = n;
      if (colour) {
        if (!colors.includes(colour)) colors.push(colour);
        colourWords.push(key);
        said.push(key);
        typed.push(key);
      } else if (group) search(group, key);
      else if (n > 1) taken = 0;
      else if (AUDIENCE_WORDS.has(key) || FILLER.has(key)) {
        audience = AUDIENCE_WORDS.get(key) ?? audience;
        ignored.push(key);
        lastIgnored = true;
      } else if (!isDevanagari(key)) search([key], key);
      else {
        // A Hindi word not listed. Being typed, it may start listed words ("कुर्" of कुर्ता); misspelt, it is
        // searched as typed, finds nothing, and "Did you mean" offers the listed word ("कूर्ता" → कुर्ता).
        // Anything else no product can have (the catalog is in English): left out ("सुंदर कुर्ता": kurtas).
        const kinds =
          open && i === words.length - 1 && Array.from(key).length >= MIN_PREFIX ? hindiKindsStartingWith(key) : [];
        if (kinds.length) search([...new Set(kinds.flatMap((k) => SYNONYMS.get(k) ?? [k]))], key);
        else if (nearestHindiWord(key)) search([key], key);
        else {
          ignored.push(key);
          lastIgnored = true;
        }
      }
    }
    i += taken;
  }
  // Only filler and audience words ("kids", "women"): search for them as they are, the catalog's audience
  // word for an audience it marks ("girls" lists the kids' products).
  if (!groups.length && !colors.length && !price && ignored.length) {
    const find = audience && audienceWord(audience);
    for (const w of find ? [find] : ignored.slice(0, MAX_WORDS)) search([w], w);
    audience = null;
  }
  // A word still being typed narrows as a prefix from MIN_PREFIX letters; shorter, it would match most of the
  // catalog (slow, and no help): dropped after other words, else matched as a whole word.
  const last = groups.at(-1);
  const typing = last?.length === 1 ? last[0]! : null;
  const short = open && typing !== null && typing === words.at(-1) && Array.from(typing).length < MIN_PREFIX;
  if (short && groups.length > 1) {
    groups.pop();
    const at = said.lastIndexOf(typing);
    said.splice(at, 1);
    typed.splice(at, 1);
  }
  return {
    text,
    groups,
    colors,
    colourWords,
    audience,
    price,
    // After a filler word ("kurta for "), no word is being typed.
    open: open && groups.length > 0 && !short && !lastIgnored,
    said,
    typed,
  };
}

/**
 * "Did you mean": the query with its searched words replaced by their nearest catalog words (`nearest`, by
 * word), in the shopper's order with the colour words where they were typed ("red frok" → "red frock", not
 * "frock red"), each as the shopper wrote it (a Hindi word in Hindi). Words not in `kept` (a store's name weighed,
 * not searched) are left out; price, filler and audience words are not repeated.
 */
export function suggestionText(query: ParsedQuery, nearest: ReadonlyMap<string, string>, kept: readonly string[]) {
  const searched = new Set(kept);
  const colours = new Set(query.colourWords);
  return query.said
    .map((w, i) => [w, query.typed[i]!] as const)
    .filter(([w]) => searched.has(w) || colours.has(w))
    .map(([w, asTyped]) => nearest.get(w) ?? asTyped)
    .join(' ');
}

/**
 * The query without its colour words, as the shopper wrote the rest ("Red frock under 999" → "frock under 999"):
 * what removing the colour chip searches for.
 */
export function withoutColourWords(raw: string): string {
  let text = cutQuery(raw);
  for (const word of parseSearchQuery(raw).colourWords) {
    const pattern = word
      .split(' ')
      .map((w) => w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
      .join(String.raw`[^\p{L}\p{N}]+`);
    text = text.replace(new RegExp(String.raw`(?<![\p{L}\p{M}\p{N}])${pattern}s?(?![\p{L}\p{M}\p{N}])`, 'iu'), ' ');
  }
  return cutQuery(text);
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
  for (const m of name.matchAll(/t-shirts?|a-lines?|[\p{L}\p{M}\p{N}]+/giu)) {
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

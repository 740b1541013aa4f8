/**
 * Names kept for the store (docs/decisions/social.md "Only the store speaks as the store"): a shopper's full
 * or display name is shown to other shoppers (Lens notifications, profiles, reviews), so it may not pass for
 * the store's name, the wallet's, or "Support". A name is read as words, the way a reader sees them, and a word
 * is refused when it IS one of those, however spaced, glued or spelt ("V a s t r a", "Vas tra", "VastraHelp",
 * "SUPP0RT", a Cyrillic "а"); a word that only starts with one ("Vastrakar", a real surname) or letters that
 * run across two words ("Canvas Trading") are a shopper's own. Pure: the signup and profile forms and the
 * API's schemas share it.
 */
import { site } from '../site.ts';

/**
 * The words kept, each with its spellings. The wallet's name first: it holds the store's, and a name holding
 * it is told about the wallet.
 */
const RESERVED = [
  { word: site.walletName, spellings: [site.walletName] },
  { word: site.name, spellings: [site.name, site.nameInDevanagari] },
  { word: 'Support', spellings: ['Support'] },
];

/**
 * Words that, glued to a kept word in one word, make it the store's desk, not a surname: "vastrahelp",
 * "teamvastra", "supportdesk". A real name glued to one of these is not a name anyone is given.
 */
const SERVICE_WORDS = [
  'admin',
  'app',
  'care',
  'contact',
  'customer',
  'customers',
  'desk',
  'help',
  'helpline',
  'hq',
  'in',
  'india',
  'info',
  'money',
  'my',
  'official',
  'online',
  'pay',
  'real',
  'service',
  'services',
  'shop',
  'staff',
  'store',
  'support',
  'team',
  'the',
  'verified',
  'wallet',
];

/** Characters that pass for Latin letters: digits and signs, Cyrillic and Greek look-alikes. */
const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'l',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  а: 'a',
  в: 'b',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ј: 'j',
  ѵ: 'v',
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};

/** One word of a name; `spelledOut` when read from letters written one by one ("V a s t r a"). */
type Word = { letters: string; spelledOut: boolean };

/**
 * A name's words as a reader sees them: compatibility forms folded (full-width, ligatures), accents and
 * invisible characters dropped, split at spaces, signs and a lower-to-upper case step ("VastraSupport"), and
 * look-alikes read as the letters they imitate. Digits and signs that pass for letters are read both ways, as
 * letters ("SUPP0RT") or as gaps ("vastra1"), so `signsAsLetters` picks the reading. Indian scripts keep their
 * vowel signs: only the marks shared by all scripts (accents) are dropped, so "विस्तार" stays apart from "वस्त्र".
 */
function wordsOf(value: string, signsAsLetters: boolean): Word[] {
  const seen = value
    .normalize('NFKD')
    .replace(/[\p{Script=Inherited}\p{Cf}]/gu, '')
    .replace(/(\p{Ll})(?=\p{Lu})/gu, '$1 ')
    .toLowerCase();
  const read = [...seen]
    .map((ch) => (LOOK_ALIKES[ch] && (signsAsLetters || /\p{L}/u.test(ch)) ? LOOK_ALIKES[ch] : ch))
    .join('');
  return spelledOutJoined(read.split(/[^\p{L}\p{M}]+/u).filter(Boolean));
}

/** Runs of one-letter words ("V a s t r a", "V. A. S.") read as the one word they spell. */
function spelledOutJoined(pieces: string[]): Word[] {
  const words: Word[] = [];
  let previousOneLetter = false;
  for (const piece of pieces) {
    const oneLetter = piece.match(/\p{L}/gu)?.length === 1;
    const last = words.at(-1);
    if (oneLetter && previousOneLetter && last)
      words[words.length - 1] = { letters: last.letters + piece, spelledOut: true };
    else words.push({ letters: piece, spelledOut: false });
    previousOneLetter = oneLetter;
  }
  return words;
}

/** A kept word's spelling as one run of letters ("vastramoney"), read as a name is. */
const lettersOf = (spelling: string) =>
  wordsOf(spelling, true)
    .map((word) => word.letters)
    .join('');

const KEPT = RESERVED.map(({ word, spellings }) => ({ word, spellings: spellings.map(lettersOf) }));
const PIECES = [...SERVICE_WORDS, ...KEPT.flatMap(({ spellings }) => spellings)];
/** How many neighbouring words may spell a kept word between them: "Vas tra", "Vas tra Money". */
const MOST_WORDS = Math.max(
  3,
  ...RESERVED.flatMap(({ spellings }) => spellings.map((spelling) => wordsOf(spelling, true).length + 1)),
);

/** Whether `word` is made only of service words and kept words, one of them `spelling`: "vastracustomercare". */
function gluedOf(word: string, spelling: string): boolean {
  // reach[i]: how the first i letters can be read: 0 not at all, 1 without `spelling`, 2 with it.
  const reach = Array.from({ length: word.length + 1 }, () => 0);
  reach[0] = 1;
  for (let i = 0; i < word.length; i++) {
    if (!reach[i]) continue;
    for (const piece of PIECES) {
      if (!word.startsWith(piece, i)) continue;
      const end = i + piece.length;
      reach[end] = Math.max(reach[end]!, piece === spelling ? 2 : reach[i]!);
    }
  }
  return reach[word.length] === 2;
}

/** Whether a name's words pass for `spelling`. */
function passesFor(words: Word[], spelling: string): boolean {
  return words.some(({ letters, spelledOut }, i) => {
    if (gluedOf(letters, spelling)) return true;
    // Letters spelt out one by one are no one's name, so a kept word anywhere in them counts.
    if (spelledOut && letters.includes(spelling)) return true;
    let run = letters;
    for (let next = i + 1; next < words.length && next - i < MOST_WORDS; next++)
      if ((run += words[next]!.letters) === spelling) return true;
    return false;
  });
}

/** The field message for a name that passes for one of the store's words, or null. */
export function reservedNameError(value: string): string | null {
  const readings = [wordsOf(value, true), wordsOf(value, false)];
  const kept = KEPT.find(({ spellings }) =>
    spellings.some((spelling) => readings.some((words) => passesFor(words, spelling))),
  );
  return kept ? `Names with “${kept.word}” are kept for ${site.name}’s own messages` : null;
}

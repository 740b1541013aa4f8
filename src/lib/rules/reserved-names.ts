/**
 * Names kept for the store (docs/decisions/social.md "Only the store speaks as the store"): a shopper's full
 * or display name is shown to other shoppers (Lens notifications, profiles, reviews), so it may not hold the
 * store's name, the wallet's, or "Support". Compared on letters only, lower-cased, with accents dropped and
 * look-alike characters read as the letters they imitate, so "V a s t r a", "SUPP0RT" or a Cyrillic "а" do
 * not slip through. Pure: the signup and profile forms and the API's schemas share it.
 */
import { site } from '../site.ts';

/** The wallet's name first: it holds the store's, and a name holding it is told about the wallet. */
const RESERVED = [site.walletName, site.name, 'Support'];

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

/** The letters a reader sees: compatibility forms folded (full-width, ligatures), accents dropped, look-alikes read. */
export function lettersOf(value: string): string {
  return [...value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()]
    .map((ch) => LOOK_ALIKES[ch] ?? ch)
    .join('')
    .replace(/[^\p{L}]/gu, '');
}

/** The field message for a name holding one of the store's words, or null. */
export function reservedNameError(value: string): string | null {
  const letters = lettersOf(value);
  const word = RESERVED.find((reserved) => letters.includes(lettersOf(reserved)));
  return word ? `Names with “${word}” are kept for ${site.name}’s own messages` : null;
}

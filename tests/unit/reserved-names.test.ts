/**
 * Names kept for the store: a name that passes for the store, its wallet or its support desk is refused (with the
 * word it passes for), however it is spaced, glued or spelt; a shopper's own name that merely shares letters with
 * those words is never refused.
 */
import { describe, expect, it } from 'vitest';
import { reservedNameError } from '../../src/lib/rules/reserved-names.ts';
import { displayNameError, fullNameError } from '../../src/lib/rules/field-rules.ts';

const kept = (word: string) => `Names with “${word}” are kept for Vastra’s own messages`;

/** Each name and the word it is refused for. */
const REFUSED: [string, string][] = [
  ['Vastra', 'Vastra'],
  ['Vastra Support', 'Vastra'],
  ['VastraSupport', 'Vastra'],
  ['vastra_support', 'Vastra'],
  ['vastrasupport', 'Vastra'],
  ['V a s t r a', 'Vastra'],
  ['V. A. S. T. R. A.', 'Vastra'],
  ['Vas tra', 'Vastra'],
  ['Vas-tra Help', 'Vastra'],
  ['V astra', 'Vastra'],
  ['A V A S T R A', 'Vastra'],
  ['Vastra Care', 'Vastra'],
  ['Vastra Official', 'Vastra'],
  ['Team Vastra', 'Vastra'],
  ['TeamVastra', 'Vastra'],
  ['teamvastra', 'Vastra'],
  ['vastrahelp', 'Vastra'],
  ['vastra.help', 'Vastra'],
  ['vastracustomercare', 'Vastra'],
  ['Official Vastra Store India', 'Vastra'],
  ['vastra1', 'Vastra'],
  ['VASTRA2024', 'Vastra'],
  ['Asha from Vastra', 'Vastra'],
  // Cyrillic а, Greek ν, full-width letters, accents, a zero-width space.
  ['V\u0430str\u0430', 'Vastra'],
  ['\u03bdastra', 'Vastra'],
  ['V\u0410\u0405\u0422RA', 'Vastra'],
  ['Ｖａｓｔｒａ', 'Vastra'],
  ['Vástrà', 'Vastra'],
  ['Vas\u200btra', 'Vastra'],
  ['V@$tr@', 'Vastra'],
  // The store's name as Hindi readers write it.
  ['वस्त्र', 'Vastra'],
  ['वस्त्र सहायता', 'Vastra'],
  ['Vastra Money', 'Vastra Money'],
  ['VASTRA MONEY!', 'Vastra Money'],
  ['VastraMoney', 'Vastra Money'],
  ['vastramoney', 'Vastra Money'],
  ['vastra_money_help', 'Vastra Money'],
  ['Vas tra Money', 'Vastra Money'],
  ['Support', 'Support'],
  ['Asha Support', 'Support'],
  ['SUPP0RT', 'Support'],
  ['$upport', 'Support'],
  ['Supp\u043ert Desk', 'Support'],
  ['S u p p o r t', 'Support'],
  ['Sup port', 'Support'],
  ['Suppor T', 'Support'],
  ['SuppoRT', 'Support'],
  ['Ｓｕｐｐｏｒｔ', 'Support'],
  ['supportteam', 'Support'],
  ['customersupport', 'Support'],
  ['help_support', 'Support'],
  ['Asha Rao (Support)', 'Support'],
];

/** Real shoppers' names that share letters with the store's words. */
const ACCEPTED = [
  'Pooja Vastrakar',
  'Canvas Trading',
  'Ravi Vastrad',
  'Supriya Port',
  'Supriya Porter',
  'Asha Rao',
  'Vasudha Trivedi',
  'Astra Varma',
  'Suppor Tina',
  'Supporter',
  'Kavas Tramji',
  'Ms Vastrakar',
  'P Vastrakar',
  'पूजा वस्त्रकार',
  'वस्त्रकार',
  'विस्तार',
  'pooja.vastrakar',
  'pooja_vastrakar1',
  'canvastrading',
];

describe('names kept for the store', () => {
  it.each(REFUSED)('refuses %s for “%s”', (name, word) => {
    expect(reservedNameError(name)).toBe(kept(word));
    expect(fullNameError(name)).toBe(kept(word));
  });

  it.each(ACCEPTED)('accepts %s', (name) => {
    expect(reservedNameError(name)).toBeNull();
    expect(fullNameError(name)).toBeNull();
  });

  it('checks display names alike', () => {
    expect(displayNameError('vastra.official')).toBe(kept('Vastra'));
    expect(displayNameError('team_vastra')).toBe(kept('Vastra'));
    expect(displayNameError('support.desk')).toBe(kept('Support'));
    expect(displayNameError('pooja.vastrakar')).toBeNull();
    expect(displayNameError('canvas_trading')).toBeNull();
  });
});

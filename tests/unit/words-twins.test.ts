/** The islands' words modules in other languages are generated from the English ones (src/build/words-twins.ts). */
import { describe, expect, it } from 'vitest';
import { isEnglishWords, twinOf } from '../../src/build/words-twins.ts';

describe('words twins', () => {
  it('are made for English words modules only, and never for CatalogNames (its languages differ on purpose)', () => {
    expect(isEnglishWords('/src/islands/Checkout/Checkout.words.en-IN.ts')).toBe(true);
    expect(isEnglishWords('/src/islands/shared/words/Dialog.en-IN.ts')).toBe(true);
    expect(isEnglishWords('/src/islands/Checkout/Checkout.words.hi-IN.ts')).toBe(false);
    expect(isEnglishWords('/src/islands/Checkout/Checkout.en-IN.tsx')).toBe(false);
    expect(isEnglishWords('/src/islands/shared/words/CatalogNames.en-IN.ts')).toBe(false);
    expect(isEnglishWords('/src/islands/shared/words.tsx')).toBe(false);
  });

  it('name the same messages from the other language’s module, and say where they come from', () => {
    const english =
      "export * from '../shared/words/Dialog.en-IN.ts';\nexport { nav_menu } from '../../paraglide/messages/en-IN.js';\n";
    expect(twinOf(english, 'NavDrawer.words.en-IN.ts', 'hi-IN')).toBe(
      '// Generated from NavDrawer.words.en-IN.ts by src/build/words-twins.ts: edit the English module.\n' +
        "export * from '../shared/words/Dialog.hi-IN.ts';\nexport { nav_menu } from '../../paraglide/messages/hi-IN.js';\n",
    );
  });
});

/**
 * An island's words in the page's language (docs/decisions/i18n.md, "Islands"). Each island has one thin entry
 * per language (`X.en-IN.tsx`, `X.hi-IN.tsx`) that wraps its body with `withWords(Body, locale, words)`, where
 * `words` is that language's module of the island's messages (`words.en-IN.ts`: named re-exports from
 * src/paraglide/messages/<locale>.js, so the bundle keeps only those, in only that language). The body and the
 * shared parts it renders read them with `const t = useWords<Words>()` and the page's language with
 * `useLocale()`. The .astro that places the island picks the entry by the page's locale.
 */
import { createContext, useContext, type ComponentType } from 'react';
import { BASE_LOCALE, type Locale } from '../../lib/i18n/locales.ts';

/** Compiled messages: a function of its inputs (and, with markup, `.parts`). */
// oxlint-disable-next-line typescript/no-explicit-any -- each message has its own inputs; the island's type names them
type Messages = Record<string, (...args: any[]) => string>;

const Words = createContext<{ locale: Locale; words: Messages } | null>(null);

/** The island's entry for one language: its body with that language's words. */
export function withWords<P extends object>(Body: ComponentType<P>, locale: Locale, words: Messages): ComponentType<P> {
  const value = { locale, words };
  const Localised = (props: P) => (
    <Words.Provider value={value}>
      <Body {...props} />
    </Words.Provider>
  );
  Localised.displayName = `${Body.displayName ?? Body.name}.${locale}`;
  return Localised;
}

/**
 * The messages of the island being rendered, typed by the words module of the component that reads them
 * (`useWords<typeof import('./words.en-IN.ts')>()`). Rendered outside any entry (a test), it throws: a missing
 * entry must not pass for English.
 */
export function useWords<W>(): Relaxed<W> {
  const value = useContext(Words);
  if (!value) throw new Error('useWords: this island was rendered without its language entry (withWords)');
  return value.words as Relaxed<W>;
}

/** A message without inputs is called as `t.key()` (the compiled function ignores its empty inputs). */
// oxlint-disable-next-line typescript/no-empty-object-type -- `{}` is exactly the compiled type of "no inputs"
export type Relaxed<W> = {
  [K in keyof W]: W[K] extends (inputs: infer I) => string
    ? {} extends I
      ? W[K] & ((inputs?: I) => string)
      : W[K]
    : W[K];
};

/** The page's language, for money, dates and links (English outside any entry). */
export function useLocale(): Locale {
  return useContext(Words)?.locale ?? BASE_LOCALE;
}

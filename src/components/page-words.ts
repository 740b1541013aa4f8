/**
 * For .astro only: a React component that islands also render (ProductCard, ProductDetails, RowHead…) rendered
 * on a static page inside the page language's words, so it reads `useWords()` as it does in an island
 * (docs/decisions/i18n.md, "Components shared by pages and islands"). The words are that language's whole
 * compiled catalog: this runs at build and on the server only, and never reaches a browser bundle.
 */
import type { ComponentType } from 'react';
import * as enIN from '../paraglide/messages/en-IN.js';
import * as hiIN from '../paraglide/messages/hi-IN.js';
import { withWords } from '../islands/shared/words.tsx';
import type { Locale } from '../lib/i18n/locales.ts';

type Words = Parameters<typeof withWords>[2];
const CATALOGS: Record<Locale, Words> = { 'en-IN': enIN as unknown as Words, 'hi-IN': hiIN as unknown as Words };

/** One wrapped component per component and language, made once (a page renders many cards). */
// oxlint-disable-next-line typescript/no-explicit-any -- keyed by any component; each entry keeps its own props
const made = new WeakMap<ComponentType<any>, Map<Locale, ComponentType<any>>>();

export function inPageWords<P extends object>(Component: ComponentType<P>, locale: Locale): ComponentType<P> {
  const byLocale = made.get(Component) ?? made.set(Component, new Map()).get(Component)!;
  const wrapped = byLocale.get(locale) ?? withWords(Component, locale, CATALOGS[locale]);
  byLocale.set(locale, wrapped);
  return wrapped as ComponentType<P>;
}

/**
 * The spec's English messages (API refusals, the stores' toasts) in the page's language, for the toaster and the
 * islands (src/lib/i18n/refusals.ts). An English page needs no table and loads none; another language loads its
 * table once, on the first message to show.
 */
import { BASE_LOCALE, type Locale } from '../lib/i18n/locales.ts';

export type Say = (message: string) => string;

const same: Say = (message) => message;
let hindi: Promise<Say> | null = null;

export function loadSay(locale: Locale): Promise<Say> {
  if (locale === BASE_LOCALE) return Promise.resolve(same);
  hindi ??= import('./spoken-messages.hi-IN.ts').then((module) => module.say);
  return hindi;
}

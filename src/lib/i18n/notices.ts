/**
 * The words of what the server writes to a shopper, in the shopper's language: notifications and the SMS code
 * (messages/notices/<locale>.json, the inlang format with plain {inputs} only). The server reads the catalogs
 * themselves (server/notices/words.ts), not Paraglide's compiled output: it writes these before any build has
 * compiled it (the demo seed), and a notification is stored as text, so nothing here reaches a browser.
 * Pure: the note builders in src/lib/rules take the words as an argument.
 */
import type { Locale } from './locales.ts';
import type english from '../../../messages/notices/en-IN.json';

export type NoticeKey = Exclude<keyof typeof english, '$schema'>;
export type NoticeInputs = Readonly<Record<string, string | number>>;

/** One language's words for notices, and the one way it writes a promised day ("Tue, 1 Dec"). */
export type NoticeWords = {
  locale: Locale;
  say: (key: NoticeKey, inputs?: NoticeInputs) => string;
  day: (day: string) => string;
};

/** A message's text with its {inputs} in place; an input the caller did not give is a mistake in the code. */
export function fillMessage(message: string, inputs: NoticeInputs = {}): string {
  return message.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = inputs[name];
    if (value === undefined) throw new Error(`The message needs {${name}}: ${message}`);
    return String(value);
  });
}

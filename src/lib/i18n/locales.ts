/**
 * The shopper's languages: English (India) at today's addresses, Hindi under /hi/. The same two, in the same
 * order, as project.inlang/settings.json, which the message compiler reads (tests/unit/messages.test.ts holds
 * them equal). Pure: the build, the server and the browser share it.
 */
export const LOCALES = ['en-IN', 'hi-IN'] as const;
export type Locale = (typeof LOCALES)[number];

/** English is the source language: its pages keep today's addresses and today's wording. */
export const BASE_LOCALE: Locale = 'en-IN';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

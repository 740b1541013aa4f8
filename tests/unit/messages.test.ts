/**
 * The message catalogs (messages/<locale>.json, compiled by Paraglide into src/paraglide): every English message
 * has its Hindi twin and the other way round, twins take the same inputs and markup, and every message the code
 * calls exists. A missing twin would otherwise fall back to English without a word; a missing key would fail
 * only at render time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BASE_LOCALE, LOCALES } from '../../src/lib/i18n/locales.ts';

const root = path.resolve(import.meta.dirname, '../..');
const settings = JSON.parse(fs.readFileSync(path.join(root, 'project.inlang/settings.json'), 'utf8')) as {
  baseLocale: string;
  locales: string[];
  'plugin.inlang.messageFormat': { pathPattern: string[] };
};

type Catalog = Record<string, unknown>;
/** One language's messages, one file per area of the site (messages/<area>/<locale>.json). */
const filesOf = (locale: string): [string, Catalog][] =>
  settings['plugin.inlang.messageFormat'].pathPattern.map((pattern) => {
    const file = pattern.replace('{locale}', locale);
    const { $schema: _schema, ...messages } = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as Catalog;
    return [file, messages];
  });
const catalogOf = (locale: string): Catalog => Object.assign({}, ...filesOf(locale).map(([, messages]) => messages));
const catalogs = Object.fromEntries(LOCALES.map((locale) => [locale, catalogOf(locale)]));

/** The inputs ({name}) and markup tags ({#link}, {/link}, {#icon/}) a message's text names, sorted. */
const placeholders = (message: unknown): string[] =>
  [...JSON.stringify(message).matchAll(/\{([#/]?[A-Za-z_]\w*\/?)\}/g)].map((m) => m[1]!).sort();

describe('message catalogs', () => {
  it('list the same languages as the compiler settings, English first', () => {
    expect(settings.locales).toEqual([...LOCALES]);
    expect(settings.baseLocale).toBe(BASE_LOCALE);
  });

  it.each(LOCALES.filter((locale) => locale !== BASE_LOCALE))(
    'every English message has its %s twin, and that language has none English lacks',
    (locale) => {
      const english = Object.keys(catalogs[BASE_LOCALE]!);
      const other = Object.keys(catalogs[locale]!);
      expect({ missing: english.filter((key) => !other.includes(key)) }).toEqual({ missing: [] });
      expect({ extra: other.filter((key) => !english.includes(key)) }).toEqual({ extra: [] });
    },
  );

  it.each(LOCALES)('%s: no key is in two area files (the compiler would keep one without a word)', (locale) => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [file, messages] of filesOf(locale)) {
      for (const key of Object.keys(messages)) {
        if (seen.has(key)) twice.push(`${key}: ${seen.get(key)} and ${file}`);
        seen.set(key, file);
      }
    }
    expect(twice).toEqual([]);
  });

  it.each(LOCALES)('%s: no message is empty, and every key is a plain identifier', (locale) => {
    const catalog = catalogs[locale]!;
    expect(Object.keys(catalog).length).toBeGreaterThan(10);
    for (const [key, message] of Object.entries(catalog)) {
      expect(key, `${locale} ${key}`).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(
        JSON.stringify(message)
          .replace(/\{[^}]*\}/g, '')
          .replace(/["\s]/g, ''),
        `${locale} ${key}`,
      ).not.toBe('');
    }
  });

  it.each(LOCALES.filter((locale) => locale !== BASE_LOCALE))(
    'each %s twin takes the same inputs and markup as the English message',
    (locale) => {
      const differing = Object.entries(catalogs[BASE_LOCALE]!)
        .filter(([key]) => key in catalogs[locale]!)
        .filter(([key, message]) => placeholders(message).join() !== placeholders(catalogs[locale]![key]).join())
        .map(([key]) => key);
      expect(differing).toEqual([]);
    },
  );
});

describe('the code', () => {
  const sources = ['src'].flatMap((dir) =>
    (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[])
      .filter((file) => /\.(astro|tsx?)$/.test(file) && !file.startsWith('paraglide'))
      .map((file) => fs.readFileSync(path.join(root, dir, file), 'utf8')),
  );

  it('calls only messages the English catalog holds (never a raw key on a page)', () => {
    const called = new Set(
      sources.flatMap((text) =>
        /from '[./]*paraglide\/messages\.js'/.test(text) ? [...text.matchAll(/\bm\.(\w+)\b/g)].map((m) => m[1]!) : [],
      ),
    );
    expect(called.size).toBeGreaterThan(10);
    expect([...called].filter((key) => !(key in catalogs[BASE_LOCALE]!))).toEqual([]);
  });
});

/**
 * Finds English UI words left on a Hindi page. The list is built from the catalogs, not written out: every plain
 * English message (no inputs, no variants) of 4+ characters whose Hindi twin differs. Brand names are the same
 * in both catalogs, so they drop out. A page's text is cut into lines (and " · " parts), and only a whole line
 * equal to a message counts: a product called "Red Cotton Kurta" never trips "Red". Messages equal to some of the
 * catalog's data (product, store and spec text, which stays as written) are left out, so data cannot trip it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { allProducts } from './catalog.ts';

type Catalog = Record<string, unknown>;
const MESSAGES = join(import.meta.dirname, '../../messages');
const readCatalog = (area: string, locale: string) =>
  JSON.parse(readFileSync(join(MESSAGES, area, `${locale}.json`), 'utf8')) as Catalog;

/** Every English UI message that must not show on a Hindi page: text → its key (the first key with that text). */
export function englishUiMessages(): Map<string, string> {
  const found = new Map<string, string>();
  for (const area of readdirSync(MESSAGES)) {
    const english = readCatalog(area, 'en-IN');
    const hindi = readCatalog(area, 'hi-IN');
    for (const [key, text] of Object.entries(english)) {
      if (key.startsWith('$') || typeof text !== 'string') continue;
      if (text.includes('{') || text.trim().length < 4 || hindi[key] === text) continue;
      // The language switch's words are written in the other language on purpose (Hindi in the English catalog).
      if (/[\u0900-\u097F]/.test(text)) continue;
      if (!found.has(text.trim())) found.set(text.trim(), key);
    }
  }
  return found;
}

/** Every string in a JSON value (names, descriptions, spec rows, colours…), trimmed. */
function stringsOf(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value.trim());
  else if (Array.isArray(value)) value.forEach((item) => stringsOf(item, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => stringsOf(item, into));
  return into;
}

/** The catalog's and the stores' own text, as the API serves it: shown as written on every page. */
export async function catalogData(request: APIRequestContext): Promise<Set<string>> {
  const data = stringsOf(await allProducts(request), new Set<string>());
  for (const path of ['userstore/getAll', 'catalog/store-pages']) {
    const response = await request.get(`/api/v1/${path}`);
    expect(response.status()).toBe(200);
    stringsOf(await response.json(), data);
  }
  return data;
}

/** Messages a page showed that the check skipped (data or allowed): reported, never failed. */
const asData = new Set<string>();

export type EnglishLeft = { where: 'text' | 'aria-label' | 'title'; text: string; key: string };

/** What a shopper can read on the page now: its text's lines, visible elements' aria-labels, the title. */
async function readable(page: Page) {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label]')]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .map((element) => element.getAttribute('aria-label') ?? '');
    return { text: document.body.innerText, labels, title: document.title };
  });
}

const parts = (text: string, separator: RegExp) =>
  text
    .split('\n')
    .flatMap((line) => [line, ...line.split(separator)])
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * The English UI messages the page shows, skipping `data` (the catalog's own text) and `allowed` (messages
 * another change is translating; each listed with its reason where it is used).
 */
export async function englishLeft(
  page: Page,
  data: Set<string>,
  allowed: ReadonlySet<string> = new Set(),
): Promise<EnglishLeft[]> {
  const messages = englishUiMessages();
  const { text, labels, title } = await readable(page);
  const seen: EnglishLeft[] = [];
  const check = (where: EnglishLeft['where'], candidates: string[]) => {
    for (const candidate of new Set(candidates)) {
      const key = messages.get(candidate);
      if (!key) continue;
      if (data.has(candidate) || allowed.has(candidate)) asData.add(`${key}: ${candidate}`);
      else seen.push({ where, text: candidate, key });
    }
  };
  check('text', parts(text, / · /));
  check('aria-label', parts(labels.join('\n'), / · /));
  check('title', parts(title, / [|·–—-] /));
  return seen;
}

/** Fails, naming each English message, when the page shows any. */
export async function expectNoEnglishUi(
  page: Page,
  data: Set<string>,
  allowed: ReadonlySet<string> = new Set(),
): Promise<void> {
  // Retried like any web assertion: an island may still be swapping server HTML for its own.
  await expect
    .poll(() => englishLeft(page, data, allowed), { message: `English UI words on ${page.url()}` })
    .toEqual([]);
  // Messages skipped as data or allowed, for the report: an English word the data hid is still worth a look.
  if (asData.size) {
    test.info().annotations.push({ type: 'skipped as data', description: `${page.url()}: ${[...asData].join('; ')}` });
    asData.clear();
  }
}

/**
 * What the content-only rebuild renders (src/build/content-only.ts), counted for the bench's build table: the
 * editors' pages, home, the marketplace and its category fragments, in each language.
 */
import path from 'node:path';
import { englishPageIds } from '../../src/build/content-site.ts';
import { HOME_CATEGORIES } from '../../src/lib/site.ts';
import { LOCALES } from '../../src/lib/i18n/locales.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const CONTENT_ONLY_PAGES = (englishPageIds(root).length + 2 + HOME_CATEGORIES.length) * LOCALES.length;

/**
 * The editors' workspace (Keystatic, local mode): what editors can change at /keystatic in `npm run dev`, each part
 * defined in src/workspace/. It reads and writes the files the build reads, so git stays the record
 * (docs/editing-content.md; the choice in docs/decisions/content.md).
 */
import { config } from '@keystatic/core';
import { pagesInEnglish, pagesInHindi } from './src/workspace/pages.ts';
import { banners } from './src/workspace/banners.ts';
import { brand } from './src/workspace/brand.ts';
import { searchHindi, searchPhrasings, searchSynonyms } from './src/workspace/search-words.ts';

export default config({
  storage: { kind: 'local' },
  ui: {
    brand: { name: 'Vastra editors' },
    navigation: {
      Pages: ['pages', 'pagesHi'],
      'Home page': ['banners'],
      Brand: ['brand'],
      Search: ['searchSynonyms', 'searchPhrasings', 'searchHindi'],
    },
  },
  collections: { pages: pagesInEnglish, pagesHi: pagesInHindi, banners },
  singletons: { brand, searchSynonyms, searchPhrasings, searchHindi },
});

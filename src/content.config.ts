/**
 * Editors' content: legal copy and the about page, one Markdown file each in src/content/pages (English), and
 * each page's translation in a folder per language beside it (src/content/pages/hi/about.md: id "hi/about").
 * Two collections, so everything that lists the English pages (the page routes, the sitemap) reads `pages` as
 * before and never meets a translation. The home page's banners, one JSON file each in src/content/banners
 * (src/lib/content-banners.ts has their rules; the build checks them before it starts: src/build/banner-check.ts).
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const schema = z.object({
  title: z.string(),
  description: z.string(),
  lastUpdated: z.coerce.date(),
});

const pages = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/pages' }),
  schema,
});

const translatedPages = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './src/content/pages' }),
  schema,
});

// In a build, the banners' own check runs before this schema and names the fix (src/build/banner-check.ts); in
// `npm run dev`, a saved file this schema refuses keeps its last good words and the terminal names the field.
const banners = defineCollection({
  loader: glob({ pattern: '*.json', base: './src/content/banners' }),
  schema: z.object({
    tab: z.string(),
    position: z.number(),
    store: z.string(),
    linkToFirstProduct: z.boolean().default(false),
    image: z.string(),
    title: z.string(),
    subtitle: z.string().optional(),
    titleHi: z.string().optional(),
    subtitleHi: z.string().optional(),
  }),
});

export const collections = { pages, translatedPages, banners };

/**
 * Editors' content: legal copy and the about page, one Markdown file each in src/content/pages (English), and
 * each page's translation in a folder per language beside it (src/content/pages/hi/about.md: id "hi/about").
 * Two collections, so everything that lists the English pages (the page routes, the sitemap) reads `pages` as
 * before and never meets a translation.
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

export const collections = { pages, translatedPages };

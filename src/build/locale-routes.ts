/**
 * Hindi twins of the site's pages without copying page files: every page under src/pages is also routed at
 * /hi/<its path>, rendered by the same file. A page renders in the language of its own address
 * (localeOfPath(Astro.url.pathname)), so one file serves both (docs/decisions/i18n.md, "Routing").
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AstroIntegration } from 'astro';

/** Files under src/pages that are not pages a shopper reads in a language (robots, sitemaps, JSON data). */
const LANGUAGE_FREE = /^(robots\.txt|sitemap\.xml|sitemaps\/.*|.*\.json)\.ts$/;

/** "stores/[storeId]/index.astro" -> "/stores/[storeId]"; "index.astro" -> "/". */
export function routeOf(file: string): string {
  const withoutExtension = file.replace(/\.(astro|ts)$/, '');
  const route = `/${withoutExtension}`.replace(/\/index$/, '') || '/';
  return route;
}

/** The page files (relative to src/pages) that get a twin at /<segment>/… */
export function twinnedPages(pagesDir: string): string[] {
  return (fs.readdirSync(pagesDir, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.(astro|ts)$/.test(file) && !LANGUAGE_FREE.test(file))
    .sort();
}

export function localeRoutes(segment: string): AstroIntegration {
  return {
    name: 'vastra:locale-routes',
    hooks: {
      'astro:config:setup': ({ config, injectRoute }) => {
        const pagesDir = new URL('src/pages/', config.root).pathname;
        for (const file of twinnedPages(pagesDir)) {
          const route = routeOf(file);
          injectRoute({
            pattern: route === '/' ? `/${segment}` : `/${segment}${route}`,
            entrypoint: new URL(`src/pages/${file}`, config.root),
          });
        }
      },
    },
  };
}

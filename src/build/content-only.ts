/**
 * The content-only build (scripts/build-content.ts, `npm run build:content`): with VASTRA_CONTENT_ONLY=1,
 * `astro build` renders only the pages that editors' content feeds, both languages: the legal, help and about
 * pages, the home page, and the marketplace's category tabs (the marketplace page and its six category
 * fragments, which show the same home sections per category). Every other route is marked as rendered on
 * demand for that build, so none of its pages is rendered and no catalog read for it is made. Everything is still
 * bundled as in a full build, so the scripts and styles come out under the same hashed names as the full
 * build's (docs/decisions/content.md, "Publishing content without the catalog").
 */
import type { AstroIntegration } from 'astro';

export const CONTENT_ONLY_ENV = 'VASTRA_CONTENT_ONLY';

export const isContentOnlyBuild = (env: Record<string, string | undefined> = process.env) =>
  env[CONTENT_ONLY_ENV] === '1';

/** The page files a content-only build renders (their Hindi twins are routed from the same files). */
export const CONTENT_PAGE_FILES: readonly string[] = [
  'src/pages/index.astro',
  'src/pages/[page].astro',
  'src/pages/marketplace/index.astro',
  'src/pages/fragments/marketplace/[category].astro',
];

export function contentOnly(): AstroIntegration {
  let building = false;
  return {
    name: 'vastra:content-only',
    hooks: {
      'astro:config:setup': ({ command }) => {
        building = command === 'build' && isContentOnlyBuild();
      },
      'astro:route:setup': ({ route }) => {
        if (building && !CONTENT_PAGE_FILES.includes(route.component)) route.prerender = false;
      },
    },
  };
}

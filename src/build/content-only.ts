/**
 * The content-only build (scripts/build-content.ts, `npm run build:content`): with VASTRA_CONTENT_ONLY=1,
 * `astro build` renders only the pages that editors' content feeds, both languages: the legal, help and about
 * pages, the home page, and the marketplace's category tabs (the marketplace page and its six category
 * fragments, which show the same home sections per category).
 *
 * Everything else is built as in a full build, so the scripts, the styles and the pages come out byte for byte
 * as the full build's would (docs/decisions/content.md, "Publishing content without the catalog"): every page
 * file stays a prerendered route, the catalog page files' getStaticPaths return no path (they ask
 * isContentOnlyBuild, as PREBUILD_PRODUCTS limits the product pages), and the prerenderer is handed only the
 * paths of the content page files, so the other single pages (Lens, search, the sitemap …) are not rendered.
 */
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';

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

/**
 * Whether a route's file is one of those. A file under src/pages is named by its path from the root, a Hindi
 * twin (an injected route) by its path from the working folder: compared by their end.
 */
export function isContentPageFile(component: string): boolean {
  const file = `/${component.replaceAll('\\', '/')}`;
  return CONTENT_PAGE_FILES.some((page) => file.endsWith(`/${page}`));
}

/**
 * Astro builds its own prerender entry only when no integration hands it a prerenderer (it expects one that
 * does to bring its own entry); ours wraps Astro's own, so the entry is asked for again.
 */
export function prerenderEntry(): Plugin {
  return {
    name: 'vastra:content-only-prerender-entry',
    configEnvironment(name, config) {
      if (name !== 'prerender' || config.build?.rolldownOptions?.input) return;
      return { build: { rolldownOptions: { input: 'astro/entrypoints/prerender' } } };
    },
  };
}

export function contentOnly(): AstroIntegration {
  return {
    name: 'vastra:content-only',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command === 'build' && isContentOnlyBuild()) updateConfig({ vite: { plugins: [prerenderEntry()] } });
      },
      'astro:build:start': ({ setPrerenderer }) => {
        if (!isContentOnlyBuild()) return;
        setPrerenderer((prerenderer) => ({
          ...prerenderer,
          name: 'vastra:content-only',
          getStaticPaths: async () =>
            (await prerenderer.getStaticPaths()).filter(({ route }) => isContentPageFile(route.component)),
        }));
      },
    },
  };
}

/**
 * In a full build, each page's Hindi twin is rendered right after its English page, not in a run of its own.
 * Astro renders route by route, so the twins (routes of their own: src/build/locale-routes.ts) would come long
 * after their English pages, and every catalog read a page makes (a listing's cards, a prebuilt product's detail)
 * would be made twice. Side by side, the twin takes the read its English page has just made
 * (src/build/catalog.ts, readForTwin and prebuiltDetail), and the build keeps only the latest.
 */
import type { AstroIntegration } from 'astro';
import { isContentOnlyBuild, prerenderEntry } from './content-only.ts';

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The paths in their order, each twin under `/{segment}` moved to just after the page it twins (its address
 * without the segment); a twin with no page in the list keeps its place at the end, in its order.
 */
export function twinsTogether<T extends { pathname: string }>(paths: readonly T[], segment: string): T[] {
  const prefix = `/${segment}`;
  const twinned = (pathname: string): string | null => {
    const path = withoutTrailingSlash(pathname);
    if (path === prefix) return '/';
    return path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : null;
  };
  const twinsOf = new Map<string, T[]>();
  for (const path of paths) {
    const page = twinned(path.pathname);
    if (page !== null) twinsOf.set(page, [...(twinsOf.get(page) ?? []), path]);
  }
  const ordered: T[] = [];
  for (const path of paths) {
    if (twinned(path.pathname) !== null) continue;
    ordered.push(path);
    const key = withoutTrailingSlash(path.pathname);
    ordered.push(...(twinsOf.get(key) ?? []));
    twinsOf.delete(key);
  }
  for (const twins of twinsOf.values()) ordered.push(...twins);
  return ordered;
}

export function twinsTogetherBuild(segment: string): AstroIntegration {
  return {
    name: 'vastra:twins-together',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command === 'build' && !isContentOnlyBuild()) updateConfig({ vite: { plugins: [prerenderEntry()] } });
      },
      // A content-only build hands Astro its own prerenderer (src/build/content-only.ts); it has few pages.
      'astro:build:start': ({ setPrerenderer }) => {
        if (isContentOnlyBuild()) return;
        setPrerenderer((prerenderer) => ({
          ...prerenderer,
          name: 'vastra:twins-together',
          getStaticPaths: async () => twinsTogether(await prerenderer.getStaticPaths(), segment),
        }));
      },
    },
  };
}

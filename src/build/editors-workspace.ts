/**
 * The editors' workspace (Keystatic, local mode: docs/editing-content.md) at /keystatic, in `astro dev` only.
 * `astro build` never sees its routes, so the production build holds none of its code and production serving has
 * nothing to answer at /keystatic. Its page is ours (src/workspace/WorkspacePage.astro: the app stays on screen when
 * a content file changes). Beside Keystatic's own API, three more specific routes (they win over its
 * catch-all): the tree and the save go through src/workspace/save-route.ts (today's date on a saved page, and no
 * save over a file changed on disk since the workspace read it), and each entry's Preview link resolves to its page.
 */
import type { AstroIntegration } from 'astro';
import keystatic from '@keystatic/astro';

export function editorsWorkspace(): AstroIntegration {
  const inner = keystatic();
  return {
    name: 'vastra-editors-workspace',
    hooks: {
      'astro:config:setup': (options) => {
        if (options.command !== 'dev') return;
        const setup = inner.hooks['astro:config:setup'];
        // Keystatic's own setup (its Vite plugin, its API route), with our page for its app (WorkspacePage.astro).
        const page = new URL('../workspace/WorkspacePage.astro', import.meta.url);
        if (typeof setup === 'function')
          setup({
            ...options,
            injectRoute: (injected) =>
              options.injectRoute(
                injected.pattern.startsWith('/keystatic') ? { ...injected, entrypoint: page } : injected,
              ),
          });
        const route = (pattern: string, entrypoint: string) =>
          options.injectRoute({ pattern, entrypoint: new URL(entrypoint, import.meta.url), prerender: false });
        route('/api/keystatic/tree', '../workspace/save-route.ts');
        route('/api/keystatic/update', '../workspace/save-route.ts');
        route('/api/keystatic/preview/[...entry]', '../workspace/preview-route.ts');
      },
    },
  };
}

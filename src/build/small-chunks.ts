/**
 * Fewer requests before interaction: the browser build's tiny leaf modules that every page's scripts share
 * (event names, storage keys, the idle and hydrate-now helpers, the session port, the count badge) travel as
 * one chunk instead of seven chunks of under 300 bytes each, which the bundler split apart only because pages
 * combine the layout's scripts differently.
 *
 * Only these are grouped, by name: each imports nothing but the others here (so no dependency moves with
 * them) and does nothing when it runs but define constants and functions (so running one earlier, or on a
 * page that uses another of them, changes nothing). Grouping by a size rule instead was measured and refused
 * (docs/performance.md, "JS per page type"): the group pulled bigger modules with it, and the home page
 * loaded twice the bytes.
 */
import type { Plugin } from 'vite';

export const SHARED_LEAVES = [
  'src/directives/committed.ts',
  'src/directives/interaction.ts',
  'src/lib/api/session-port.ts',
  'src/lib/dom-events.ts',
  'src/lib/rules/offline-sync.ts',
  'src/scripts/count-badge.ts',
  'src/ui/hydrate-now.ts',
  'src/ui/idle.ts',
];

const isSharedLeaf = (id: string) => SHARED_LEAVES.some((leaf) => id.replaceAll('\\', '/').endsWith(`/${leaf}`));

export function smallChunks(): Plugin {
  return {
    name: 'vastra:small-chunks',
    apply: 'build',
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shared', test: isSharedLeaf }] } } } },
      };
    },
  };
}

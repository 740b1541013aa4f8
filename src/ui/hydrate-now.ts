/**
 * Asks a client:interaction island to hydrate at once (a page script does this when the address or stored
 * state means the island must show something other than its static HTML).
 */
import { HYDRATE_NOW_EVENT } from '../directives/interaction.ts';

export function hydrateNow(island: Element | null) {
  if (!island) return;
  // In development an island first imports a before-hydration script and only then starts its directive;
  // importing the same module first puts this dispatch after the directive listens (no such step in builds).
  const before = island.getAttribute('before-hydration-url');
  void (before ? import(/* @vite-ignore */ before) : Promise.resolve()).then(() =>
    island.dispatchEvent(new Event(HYDRATE_NOW_EVENT)),
  );
}

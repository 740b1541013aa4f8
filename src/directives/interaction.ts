/**
 * client:interaction: hydrate an island on the shopper's first pointer, key or focus inside it, so React
 * stays off the critical path for widgets nobody has touched yet (header search, drawers).
 */
import type { ClientDirective } from 'astro';

const EVENTS = ['pointerdown', 'pointerenter', 'focusin', 'keydown', 'touchstart'] as const;

const interaction: ClientDirective = (load, _options, el) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of EVENTS) el.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
  };
  for (const type of EVENTS) el.addEventListener(type, start, { passive: true });
};

export default interaction;

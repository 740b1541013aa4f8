/**
 * client:interaction: hydrate an island on the shopper's first pointer, key or focus inside it, so React
 * stays off the critical path for widgets nobody has touched yet. A click that lands before React listens
 * (or a form submitted with Enter) is held and replayed once hydrated, so the first tap is never lost. A page script can ask for hydration
 * at once by dispatching "vastra:hydrate" on the island (e.g. when live data differs from the static HTML).
 */
import type { ClientDirective } from 'astro';

export const HYDRATE_NOW_EVENT = 'vastra:hydrate';
const EVENTS = ['pointerdown', 'pointerenter', 'focusin', 'keydown', 'touchstart', HYDRATE_NOW_EVENT] as const;

const interaction: ClientDirective = (load, _options, el) => {
  let started = false;
  let listening = false;
  const held: (() => void)[] = [];

  const hold = (event: Event) => {
    if (listening) return;
    event.preventDefault();
    event.stopPropagation();
    const target = event.target;
    // A tap on an icon lands on SVG, which has no click(): replay it on the nearest HTML element instead.
    const clickable = target instanceof Element ? target.closest<HTMLElement>('a, button, input, label, select, summary, [role="button"]') ?? (target instanceof HTMLElement ? target : target.parentElement) : null;
    if (target instanceof HTMLFormElement) held.push(() => target.requestSubmit());
    else if (clickable) held.push(() => clickable.click());
    void start();
  };

  async function start() {
    if (started) return;
    started = true;
    for (const type of EVENTS) el.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
    // React listens on its root from here on (and hydrates a clicked part first), so replay what was held.
    listening = true;
    el.removeEventListener('click', hold, true);
    el.removeEventListener('submit', hold, true);
    // One task each, so React renders between them (three quick taps on "+" count three, not one).
    for (const replay of held.splice(0)) {
      replay();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }

  el.addEventListener('click', hold, true);
  el.addEventListener('submit', hold, true);
  for (const type of EVENTS) el.addEventListener(type, start, { passive: true });
};

export default interaction;

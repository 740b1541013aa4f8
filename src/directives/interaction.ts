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
    // Hydration runs as a transition, after hydrate() returns: a click replayed before React owns the element
    // toggles a checkbox natively and again through React (seen: a held tap on a terms box left it unticked).
    // So what was held waits until React has taken the island's first element (a second at most).
    for (let frame = 0; frame < 60 && !ownedByReact(el.firstElementChild); frame++) await new Promise(requestAnimationFrame);
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

/** React marks each element it has hydrated with its fiber (`__reactFiber$…`, React 17 to 19). */
function ownedByReact(node: Element | null): boolean {
  return node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
}

export default interaction;

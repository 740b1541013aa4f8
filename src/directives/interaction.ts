/**
 * client:interaction: hydrate an island on the shopper's first pointer, key or focus inside it, so React
 * stays off the critical path for widgets nobody has touched yet. A click that lands before React listens
 * (or a form submitted with Enter) is held and replayed once, after React has committed the island (the
 * island says so: committed.ts), so the first tap is never lost nor counted twice. A page script can ask for
 * hydration at once by dispatching "vastra:hydrate" on the island (e.g. when live data differs from the
 * static HTML).
 */
import type { ClientDirective } from 'astro';
import { ISLAND_COMMITTED_EVENT } from './committed.ts';

export const HYDRATE_NOW_EVENT = 'vastra:hydrate';
const EVENTS = ['pointerdown', 'pointerenter', 'focusin', 'keydown', 'touchstart', HYDRATE_NOW_EVENT] as const;
/**
 * An island that never says it has committed (one without the signal, or one that failed) still gets its
 * held taps after this long: late rather than lost. Every client:interaction island signals, so it is a net.
 */
export const COMMIT_FALLBACK_MS = 5000;

const interaction: ClientDirective = (load, _options, el) => {
  let started = false;
  let listening = false;
  const held: (() => void)[] = [];
  // Listening before hydration starts: the commit may come before hydrate()'s promise is seen to resolve.
  let committed = false;
  let onCommitted: (() => void) | null = null;
  el.addEventListener(
    ISLAND_COMMITTED_EVENT,
    () => {
      committed = true;
      onCommitted?.();
    },
    { once: true },
  );
  const commit = () =>
    new Promise<void>((resolve) => {
      if (committed) return resolve();
      const timer = setTimeout(resolve, COMMIT_FALLBACK_MS);
      onCommitted = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const hold = (event: Event) => {
    if (listening) return;
    event.preventDefault();
    event.stopPropagation();
    const target = event.target;
    // A tap on an icon lands on SVG, which has no click(): replay it on the nearest HTML element instead.
    const clickable =
      target instanceof Element
        ? (target.closest<HTMLElement>('a, button, input, label, select, summary, [role="button"]') ??
          (target instanceof HTMLElement ? target : target.parentElement))
        : null;
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
    // React hydrates in a transition after hydrate() returns: taps go on being held until it has committed
    // (a click React sees before then is handled natively, then undone: a ticked box is unticked again).
    await commit();
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

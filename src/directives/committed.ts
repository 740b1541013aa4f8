/**
 * The signal an island gives once React has committed it (hydrated and listening): client:interaction waits
 * for it before replaying a tap held before hydration. hydrate() resolving is not enough: React hydrates in a
 * transition, later, and a click replayed before the commit is handled natively and then undone by React (a
 * controlled checkbox ends up unticked).
 */
export const ISLAND_COMMITTED_EVENT = 'vastra:committed';

/** Tells the island holding `node` that React has committed it (call from an effect). */
export function signalCommitted(node: Element | null): void {
  node?.closest('astro-island')?.dispatchEvent(new Event(ISLAND_COMMITTED_EVENT));
}

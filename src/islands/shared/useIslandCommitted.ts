/**
 * Used at the root of every client:interaction island (and in the Dialog, for islands made of dialogs): once
 * React has committed the island, it says so, and the directive replays a tap held before hydration.
 */
import { useEffect, type RefObject } from 'react';
import { signalCommitted } from '../../directives/committed.ts';

/** `ref`: any element the island renders in its first commit (its root element). */
export function useIslandCommitted(ref: RefObject<Element | null>): void {
  // An effect runs after the commit, so from here React owns the island's elements.
  useEffect(() => signalCommitted(ref.current), [ref]);
}

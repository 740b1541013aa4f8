/**
 * The signed-in shopper's cart as the server last answered it, kept locally, so the bag drawer
 * opened offline shows the last known bag (labelled not live) rather than an error or an empty bag. Display
 * only: checkout always prices the bag on the server. Signing out forgets it.
 */
import { persistentAtom } from '@nanostores/persistent';
import type { CartLine } from '../lib/api/types.ts';
import { $signedIn } from './session.ts';

function decode(raw: string): CartLine[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? (value as CartLine[]) : [];
  } catch {
    return [];
  }
}

export const $lastCart = persistentAtom<CartLine[]>('vastra:lastCart', [], { encode: JSON.stringify, decode });

$signedIn.listen((signedIn) => {
  if (!signedIn) $lastCart.set([]);
});

/** The visitor's bag, kept locally and synced across tabs; the rules live in lib/rules/bag. */
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { addLine, bagCount, changeLineBy, removeLine, type BagLine, type NewBagLine } from '../lib/rules/bag.ts';

function decode(raw: string): BagLine[] {
  try {
    const value = JSON.parse(raw);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

export const $bag = persistentAtom<BagLine[]>('vastra:bag', [], { encode: JSON.stringify, decode });

export const $bagCount = computed($bag, bagCount);

const newId = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export const bag = {
  add: (line: NewBagLine) => $bag.set(addLine($bag.get(), line, newId)),
  changeBy: (id: string, delta: 1 | -1) => $bag.set(changeLineBy($bag.get(), id, delta)),
  remove: (id: string) => $bag.set(removeLine($bag.get(), id)),
  /** Puts a changed copy of a line in its place (the live price, once the drawer has checked it). */
  replace: (line: BagLine) => $bag.set($bag.get().map((l) => (l.id === line.id ? line : l))),
  reset: () => $bag.set([]),
};

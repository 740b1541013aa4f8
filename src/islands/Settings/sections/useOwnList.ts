/**
 * A list of the shopper's own things read once on mount (Saved, Favourite Stores), with Remove: the row goes once
 * the API has answered, with a short confirmation; a failed Remove keeps the row and says why (offline named).
 * One Remove per row at a time.
 */
import { useState } from 'react';
import { isOffline } from '../../../lib/api/index.ts';
import { toast } from '../../../stores/toasts.ts';
import { useLoad } from '../../shared/useLoad.ts';

export function useOwnList<T>(read: () => Promise<T[]>, idOf: (item: T) => string) {
  // The rows on screen stay while the list is read again, and after a failed read.
  const { state, retry: reload, update } = useLoad(() => read(), [read], { keep: true });
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());

  async function remove(item: T, call: () => Promise<unknown>, said: string) {
    const id = idOf(item);
    if (removing.has(id)) return;
    setRemoving((s) => new Set(s).add(id));
    try {
      await call();
      update((items) => items.filter((x) => idOf(x) !== id));
      toast.success(said);
    } catch (error) {
      if (isOffline(error)) toast.warning((error as Error).message);
      else toast.error((error as Error).message);
    } finally {
      setRemoving((s) => {
        const next = new Set(s);
        next.delete(id);
        return next;
      });
    }
  }

  return { state, reload, remove, isRemoving: (item: T) => removing.has(idOf(item)) };
}

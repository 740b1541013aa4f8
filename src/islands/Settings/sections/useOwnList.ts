/**
 * A list of the shopper's own things read once on mount (Saved, Favourite Stores), with Remove: the row goes once
 * the API has answered, with a short confirmation; a failed Remove keeps the row and says why (offline named).
 * One Remove per row at a time.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isOffline } from '../../../lib/api/index.ts';
import type { Loadable } from '../../../stores/loadable.ts';
import { toast } from '../../../stores/toasts.ts';

export function useOwnList<T>(read: () => Promise<T[]>, idOf: (item: T) => string) {
  const [state, setState] = useState<Loadable<T[]>>({ status: 'loading', data: null, error: '' });
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++latest.current;
    setState((s) => (s.data ? s : { status: 'loading', data: null, error: '' }));
    try {
      const data = await read();
      if (mine === latest.current) setState({ status: 'succeeded', data, error: '' });
    } catch (error) {
      if (mine === latest.current)
        setState((s) => ({ status: 'failed', data: s.data, error: (error as Error).message }));
    }
  }, [read]);
  useEffect(() => void reload(), [reload]);

  async function remove(item: T, call: () => Promise<unknown>, said: string) {
    const id = idOf(item);
    if (removing.has(id)) return;
    setRemoving((s) => new Set(s).add(id));
    try {
      await call();
      setState((s) => (s.data ? { ...s, data: s.data.filter((x) => idOf(x) !== id) } : s));
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

/**
 * Whether the browser asks to save data (navigator.connection.saveData: the shopper's data saver).
 * Lens then plays no video by itself. Images need nothing here: the same setting sends Save-Data: on with
 * every image request, and the server answers a smaller width (server/site.ts). False on the server render and
 * where the browser does not say.
 */
import { useSyncExternalStore } from 'react';

type Connection = EventTarget & { saveData?: boolean };
const connection = () => (navigator as { connection?: Connection }).connection;

function subscribe(changed: () => void): () => void {
  const c = connection();
  c?.addEventListener?.('change', changed);
  return () => c?.removeEventListener?.('change', changed);
}

export function useSaveData(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => connection()?.saveData === true,
    () => false,
  );
}

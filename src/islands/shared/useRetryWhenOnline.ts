/**
 * A read that failed because the device was offline ("You're offline: we'll try again when you're back") is
 * asked again once the connection is back, as the message promises.
 */
import { useEffect, useRef } from 'react';
import { OFFLINE_MESSAGE } from '../../lib/api/offline.ts';

/** `failure`: the message shown for the failed read, if any; `retry` runs on the next `online` when it is the offline one. */
export function useRetryWhenOnline(failure: string | null | undefined, retry: () => void): void {
  const retryRef = useRef(retry);
  retryRef.current = retry;
  const waiting = failure === OFFLINE_MESSAGE;
  useEffect(() => {
    if (!waiting) return;
    const onOnline = () => retryRef.current();
    window.addEventListener('online', onOnline, { once: true });
    return () => window.removeEventListener('online', onOnline);
  }, [waiting]);
}

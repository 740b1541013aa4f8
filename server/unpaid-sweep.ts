/**
 * Unpaid prepaid orders give their stock back after 30 minutes: a sweep each minute finds them. Every
 * serving process runs one; each expiry is a conditional update, so two processes never release an order
 * twice. stop() waits for a sweep under way, so a drain never closes the pool beneath it.
 */
import type { Db } from './db/open.ts';
import { expireUnpaidOrders } from './checkout/status.ts';
import { errorFields, log } from './log.ts';

export function startUnpaidSweep(db: Db, everyMs = 60_000): { stop: () => Promise<void> } {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    // A sweep that outlasts the interval is not joined by another: the next tick after it starts the next.
    if (running) return;
    running = expireUnpaidOrders(db)
      .then((expired) => expired.length && log.info({ expired: expired.length }, 'unpaid orders expired'))
      .catch((error: unknown) => log.error(errorFields(error), 'unpaid-order sweep failed'))
      .finally(() => (running = null));
  }, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

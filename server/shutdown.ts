/**
 * Draining on SIGTERM (a deploy, a scale-down) and SIGINT: stop accepting connections, let the requests in
 * flight finish (an order being placed completes), then release what the process holds and exit 0. A drain
 * that has not finished after `timeoutMs` exits 1 anyway, so a stuck request cannot hold a deploy.
 */
import type { Server } from 'node:http';
import { startDraining } from './lifecycle.ts';
import { log } from './log.ts';

export const DRAIN_TIMEOUT_MS = 10_000;

export function drainOnSignals(server: Server, release: () => Promise<void>, timeoutMs = DRAIN_TIMEOUT_MS): void {
  let draining = false;
  const drain = async (signal: NodeJS.Signals) => {
    // A second signal (Ctrl-C reaches a cluster's primary and workers, the primary forwards it too) changes nothing.
    if (draining) return;
    draining = true;
    startDraining();
    setTimeout(() => {
      log.error({ timeoutMs }, 'drain timed out: exiting with requests unfinished');
      process.exit(1);
    }, timeoutMs).unref();
    // close() stops listening at once and ends idle keep-alive sockets; its callback runs once the busy ones
    // have answered (their replies carry Connection: close while draining, see lifecycle.ts).
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Said only once the port is closed: whoever reads this line finds no one listening (a connection made
    // between the line and close() would be accepted and then reset).
    log.info({ signal }, 'draining: no new connections, finishing the requests in flight');
    await closed;
    try {
      await release();
    } catch (error) {
      log.error({ err: (error as Error).message }, 'releasing resources failed');
      process.exit(1);
    }
    log.info('drained: exiting');
    process.exit(0);
  };
  process.on('SIGTERM', (signal) => void drain(signal));
  process.on('SIGINT', (signal) => void drain(signal));
}

/**
 * Whether this process is draining (SIGTERM received): /ready answers 503 so a load balancer stops
 * sending, and every reply asks the client to close its connection so keep-alive sockets end with it.
 */
import type { MiddlewareHandler } from 'hono';

let drainingSince: number | null = null;

export function startDraining(): void {
  drainingSince ??= Date.now();
}

export function isDraining(): boolean {
  return drainingSince !== null;
}

export const closeConnectionsWhenDraining: MiddlewareHandler = async (c, next) => {
  await next();
  if (isDraining()) c.res.headers.set('Connection', 'close');
};

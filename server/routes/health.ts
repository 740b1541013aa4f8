/**
 * For load balancers and orchestrators. health: the process answers (no database call). ready: the database
 * answers and has every migration this code needs, and the process is not draining; else 503 saying which.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/app-factory.ts';
import { envelope, ErrorEnvelope, fail, ok } from '../http/envelope.ts';
import { errors, publicRoute } from '../http/route-helpers.ts';
import { pendingMigrations } from '../db/migrations.ts';
import { isDraining } from '../lifecycle.ts';
import type { Db } from '../db/open.ts';

const notReady = {
  description: 'Not ready: errors.database, errors.migrations or errors.process says why',
  content: { 'application/json': { schema: ErrorEnvelope } },
};

// 400: an address holding a NUL character is refused before any route runs (http/nul-guard.ts).
const r = {
  health: createRoute({
    method: 'get',
    path: '/health',
    operationId: 'getHealth',
    summary: 'The process is up (touches no database)',
    responses: {
      200: {
        description: '{ status: "ok" }',
        content: { 'application/json': { schema: envelope(z.object({ status: z.literal('ok') })) } },
      },
      400: errors[400],
    },
  }),
  ready: createRoute({
    method: 'get',
    path: '/ready',
    operationId: 'getReadiness',
    summary: 'Ready for traffic: the database answers, every migration is applied, not draining',
    responses: {
      200: {
        description: '{ status: "ready" }',
        content: { 'application/json': { schema: envelope(z.object({ status: z.literal('ready') })) } },
      },
      400: errors[400],
      503: notReady,
    },
  }),
};

/** A database that cannot be reached may not refuse at once (a lost network): a probe answers in time. */
const READY_TIMEOUT_MS = 2_000;

function withinMs<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function healthRoutes(db: Db) {
  return createRouter()
    .openapi(publicRoute(r.health), (c) => {
      c.header('Cache-Control', 'no-store');
      return ok(c, { status: 'ok' as const });
    })
    .openapi(publicRoute(r.ready), async (c) => {
      c.header('Cache-Control', 'no-store');
      if (isDraining()) return fail(c, 503, 'Not ready', { process: ['Shutting down'] });
      let pending: string[];
      try {
        pending = await withinMs(READY_TIMEOUT_MS, pendingMigrations(db));
      } catch {
        return fail(c, 503, 'Not ready', {
          database: [`The database did not answer within ${READY_TIMEOUT_MS / 1000} s`],
        });
      }
      if (pending.length)
        return fail(c, 503, 'Not ready', {
          migrations: pending.map((tag) => `${tag} is not applied: run npm run db:migrate`),
        });
      return ok(c, { status: 'ready' as const });
    });
}

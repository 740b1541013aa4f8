/** Shorthands for route definitions: JSON bodies, the reply envelope and the error replies. */
import { createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { requireUser, type AuthEnv } from '../auth/middleware.ts';
import type { Db } from '../db/open.ts';
import { ErrorEnvelope, envelope } from './envelope.ts';

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

/** The 200 reply: the envelope around `data`, the schema the OpenAPI document (and the storefront's types) are built from. */
export const okReply = <T extends z.ZodType>(description: string, data: T) => ({
  200: { description, content: { 'application/json': { schema: envelope(data) } } },
});

const errorReply = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorEnvelope } },
});

export const errors = {
  400: errorReply('Invalid input (messages per field)'),
  401: errorReply('No valid token'),
  403: errorReply('Not allowed for this shopper (messages per field)'),
  404: errorReply('Not found, or not yours'),
  409: errorReply('Conflicts with existing data'),
  422: errorReply('Understood but refused (an Idempotency-Key reused with another body)'),
  429: errorReply('Too many requests'),
  503: errorReply('A service it needs failed or did not answer (nothing was done); try again after Retry-After'),
};

/** The error replies a shopper's route may give: invalid input, no valid token, not found. */
export const usualErrors = { 400: errors[400], 401: errors[401], 404: errors[404] };

/** A GET whose 200 reply is `data` described by its summary; invalid input and not found (signedIn adds 401). */
export const getRoute = <
  Id extends string,
  P extends string,
  T extends z.ZodType,
  R extends NonNullable<RouteConfig['request']>,
>(
  operationId: Id,
  path: P,
  summary: string,
  data: T,
  request: R = {} as R,
) =>
  createRoute({
    method: 'get',
    path,
    operationId,
    summary,
    request,
    responses: { ...okReply(summary, data), 400: errors[400], 404: errors[404] },
  });

/** A route as the OpenAPI document names it: client generators need an operationId (camelCase, unique). */
type NamedRoute = RouteConfig & { operationId: string };

const bearer = [{ bearerAuth: [] }];

/** One sign-in check per database (every signed-in route of an app shares it). */
const checks = new WeakMap<Db, MiddlewareHandler<AuthEnv>>();
const signInCheck = (db: Db) => checks.get(db) ?? checks.set(db, requireUser(db)).get(db)!;

/**
 * A route only a signed-in shopper may call: the one way a route file says so. The sign-in check
 * (`requireUser`) runs before the request is validated, so a call without a valid token answers 401 whatever
 * it sends, and the OpenAPI document marks the route bearer-secured (with its 401 reply) from the same line:
 * what the document says and what runs cannot drift apart. Every route is registered through this or
 * `publicRoute`; tests/api/contract.test.ts calls each one without a token to hold both to it.
 */
export function signedIn<R extends NamedRoute>(db: Db, route: R) {
  return {
    ...route,
    security: bearer,
    middleware: signInCheck(db),
    responses: { ...route.responses, 401: errors[401] },
  };
}

/** A route anyone may call, without a token: the OpenAPI document says so (`security: []`). */
export function publicRoute<R extends NamedRoute>(route: R): R & { security: [] } {
  return { ...route, security: [] };
}

/** `{ [name]: id }` for path, query or body: an id is 1 to 64 characters. */
export const idOf = <K extends string>(name: K) =>
  z.object({ [name]: z.string().min(1).max(64) } as Record<K, z.ZodString>);

/** DELETE calls name their target in the query; the spec also sends it as a JSON body {id}. Either works. */
export async function idFromQueryOrBody(
  c: { req: { json: () => Promise<unknown> } },
  fromQuery?: string,
): Promise<string | undefined> {
  if (fromQuery) return fromQuery;
  const body = (await c.req.json().catch(() => ({}))) as { id?: unknown } | null;
  return typeof body?.id === 'string' ? body.id : undefined;
}

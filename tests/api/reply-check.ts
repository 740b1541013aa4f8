/**
 * Every JSON reply an API test receives is checked against the schema its route declares for that status
 * (the same zod schema the OpenAPI document, and so the storefront's generated types, are built from). A reply
 * missing a field, with a field of another type, or with a field the schema does not declare fails the test
 * that received it: the server cannot drift from the document unnoticed.
 */
import { isDeepStrictEqual } from 'node:util';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ZodType } from 'zod';

type Route = { method: string; path: string; pattern: RegExp; params: number; schemas: Map<number, ZodType> };

/** The routes of an app's OpenAPI registry, literal paths before those with parameters (address/default before address/{id}). */
export function routesOf(app: OpenAPIHono<any, any, any>): Route[] {
  const routes: Route[] = [];
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type !== 'route') continue;
    const { method, path, responses } = definition.route;
    const schemas = new Map<number, ZodType>();
    for (const [status, response] of Object.entries(responses ?? {})) {
      const schema = (response as { content?: Record<string, { schema?: unknown }> }).content?.['application/json']
        ?.schema;
      if (schema && typeof (schema as ZodType).safeParse === 'function') schemas.set(Number(status), schema as ZodType);
    }
    const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+');
    routes.push({
      method: method.toUpperCase(),
      path,
      pattern: new RegExp(`^${escaped}$`),
      params: (path.match(/\{/g) ?? []).length,
      schemas,
    });
  }
  return routes.sort((a, b) => a.params - b.params);
}

/** Why a reply does not match its route's schema for its status, or null when it does (or nothing is declared). */
export function replyProblem(
  routes: Route[],
  method: string,
  url: string,
  status: number,
  body: unknown,
): string | null {
  if (body === null || body === undefined) return null;
  const path = url.split('?')[0]!;
  const route = routes.find((r) => r.method === method.toUpperCase() && r.pattern.test(path));
  const schema = route?.schemas.get(status);
  if (!route || !schema) return null;
  const where = `${method.toUpperCase()} ${route.path} (${status})`;
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    return `${where}: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(reply)'}: ${i.message}`).join('; ')}`;
  // Parsing keeps only declared fields: a reply that parses to something else carries an undeclared one.
  if (!isDeepStrictEqual(parsed.data, body))
    return `${where}: the reply has fields its schema does not declare (${undeclared(body, parsed.data).join(', ')})`;
  return null;
}

/** Paths of the fields in `sent` that parsing dropped. */
function undeclared(sent: unknown, kept: unknown, at = '(reply)'): string[] {
  if (Array.isArray(sent) && Array.isArray(kept)) return sent.flatMap((v, i) => undeclared(v, kept[i], `${at}.${i}`));
  if (!sent || typeof sent !== 'object' || !kept || typeof kept !== 'object') return [];
  return Object.entries(sent).flatMap(([key, value]) =>
    key in kept ? undeclared(value, (kept as Record<string, unknown>)[key], `${at}.${key}`) : [`${at}.${key}`],
  );
}

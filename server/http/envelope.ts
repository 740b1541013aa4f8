/** The spec's reply envelope: { message, data }; success is status 200, anything else is failure. */
import { createHash } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A read's ETag is hashed here, from the JSON text, at once: the etag() middleware (which answers 304 on a
 * match) then finds it set and does not clone and stream the body through an async digest on every read
 * (measured: about a tenth of a signed-in read's CPU; stringifying twice costs far less). The value is the
 * middleware's own: the quoted SHA-1 of the body, in hex.
 */
export function ok<T>(c: Context, data: T, message = 'ok') {
  const reply = { message, data };
  if (c.req.method === 'GET' || c.req.method === 'HEAD')
    c.header('ETag', `"${createHash('sha1').update(JSON.stringify(reply)).digest('hex')}"`);
  return c.json(reply, 200);
}

export type FieldErrors = Record<string, string[]>;

export function fail<S extends ContentfulStatusCode>(c: Context, status: S, message: string, fields?: FieldErrors) {
  return c.json({ message, data: null, ...(fields ? { errors: fields } : {}) }, status);
}

/** Schema of a success envelope around a data schema, for the OpenAPI document. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ message: z.string(), data });
}

export const ErrorEnvelope = z
  .object({
    message: z.string(),
    data: z.null(),
    errors: z.record(z.string(), z.array(z.string())).optional().openapi({ description: 'Messages per input field' }),
  })
  .openapi('ErrorReply');

/**
 * Cache-Control for catalog reads a CDN may keep. Product detail carries money: a CDN may keep it 30 s, but a
 * browser must ask again every time (max-age=0, must-revalidate, and no stale-while-revalidate, which would let
 * the browser answer a live read with its old copy and revalidate behind it while other reads wait on the entry).
 */
export const CACHE = {
  catalog: 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400',
  product: 'public, max-age=0, must-revalidate, s-maxage=30',
} as const;

/** Shorthands for route definitions: JSON bodies, the reply envelope and the error replies. */
import { z } from '@hono/zod-openapi';
import { ErrorEnvelope, envelope } from './envelope.ts';

export const Loose = z.record(z.string(), z.unknown());

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

export const okReply = (description: string, data: z.ZodType = z.unknown()) => ({
  200: { description, content: { 'application/json': { schema: envelope(data) } } },
});

const errorReply = (description: string) => ({ description, content: { 'application/json': { schema: ErrorEnvelope } } });

export const errors = {
  400: errorReply('Invalid input (messages per field)'),
  401: errorReply('No valid token'),
  404: errorReply('Not found, or not yours'),
  409: errorReply('Conflicts with existing data'),
  422: errorReply('Understood but refused (an Idempotency-Key reused with another body)'),
  429: errorReply('Too many requests'),
};

export const bearer = [{ bearerAuth: [] }];

/** DELETE calls name their target in the query; the spec also sends it as a JSON body {id}. Either works. */
export async function idFromQueryOrBody(c: { req: { json: () => Promise<unknown> } }, fromQuery?: string): Promise<string | undefined> {
  if (fromQuery) return fromQuery;
  const body = (await c.req.json().catch(() => ({}))) as { id?: unknown } | null;
  return typeof body?.id === 'string' ? body.id : undefined;
}

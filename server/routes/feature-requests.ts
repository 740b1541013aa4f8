/** Feature requests (signed in), held to a per-shopper daily limit (server/social/write-limits.ts). */
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/app-factory.ts';
import { fail, ok } from '../http/envelope.ts';
import { errors, jsonBody, okReply, signedIn, usualErrors } from '../http/route-helpers.ts';
import type { Db } from '../db/open.ts';
import { featureRequestSchema } from '../../src/lib/schemas.ts';
import { recordFeatureRequest } from '../social/feature-requests.ts';
import { WRITE_LIMITS, withinWriteLimit } from '../social/write-limits.ts';

const r = {
  feature: createRoute({
    method: 'post',
    path: '/feature',
    operationId: 'requestFeature',
    summary: 'Request a feature (we answer within 7 days)',
    description: `At most ${WRITE_LIMITS.feature.count} a day per shopper: past it, 429 with Retry-After and nothing kept.`,
    request: jsonBody(featureRequestSchema),
    responses: { ...okReply('true', z.boolean()), ...usualErrors, 429: errors[429] },
  }),
};

export function featureRequestRoutes(db: Db) {
  return createRouter().openapi(signedIn(db, r.feature), async (c) => {
    const userId = c.get('userId');
    const done = await withinWriteLimit(db, userId, 'feature', (d) =>
      recordFeatureRequest(d, userId, c.req.valid('json').msg),
    );
    if (!done.ok) {
      c.header('Retry-After', String(done.retryAfterSeconds));
      return fail(c, 429, done.message);
    }
    return ok(c, true, 'Thanks! We will get back to you within 7 days.');
  });
}

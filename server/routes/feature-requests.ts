/** Feature requests (signed in). */
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/app-factory.ts';
import { ok } from '../http/envelope.ts';
import { jsonBody, okReply, signedIn, usualErrors } from '../http/route-helpers.ts';
import { requireUser } from '../auth/middleware.ts';
import type { Db } from '../db/open.ts';
import { featureRequestSchema } from '../../src/lib/schemas.ts';
import { recordFeatureRequest } from '../social/feature-requests.ts';

const r = {
  feature: createRoute({
    method: 'post',
    path: '/feature',
    operationId: 'requestFeature',
    summary: 'Request a feature (we answer within 7 days)',
    request: jsonBody(featureRequestSchema),
    responses: { ...okReply('true', z.boolean()), ...usualErrors },
  }),
};

export function featureRequestRoutes(db: Db) {
  const user = requireUser(db);
  return createRouter().openapi(signedIn(user, r.feature), async (c) => {
    await recordFeatureRequest(db, c.get('userId'), c.req.valid('json').msg);
    return ok(c, true, 'Thanks! We will get back to you within 7 days.');
  });
}

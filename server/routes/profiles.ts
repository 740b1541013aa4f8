/** People anyone may look up: another shopper's public profile and account search (no token needed). */
import { z } from '@hono/zod-openapi';
import { AccountHit, PublicProfile } from '../reply-schemas/social.ts';
import { createRouter } from '../http/app-factory.ts';
import { fail, ok } from '../http/envelope.ts';
import { getRoute, idOf, publicRoute } from '../http/route-helpers.ts';
import type { Db } from '../db/open.ts';
import { publicProfile, searchAccounts } from '../social/profiles.ts';

const r = {
  profile: getRoute(
    'getPublicUserProfile',
    '/user/profile/{userId}',
    'Another user’s public profile (no token needed)',
    PublicProfile,
    {
      params: idOf('userId'),
    },
  ),
  accounts: getRoute(
    'userSearchAccount',
    '/userSearch/account',
    'Account search by name (any text; cut to 100 characters)',
    z.array(AccountHit),
    {
      query: z.object({ q: z.string().trim().min(1, 'No input found') }),
    },
  ),
};

export function profileRoutes(db: Db) {
  return createRouter()
    .openapi(publicRoute(r.profile), async (c) => {
      const profile = await publicProfile(db, c.req.valid('param').userId);
      return profile ? ok(c, profile) : fail(c, 404, 'User not found');
    })
    .openapi(publicRoute(r.accounts), async (c) => ok(c, await searchAccounts(db, c.req.valid('query').q)));
}

/** Following other shoppers (signed in). */
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/app-factory.ts';
import { fail, ok } from '../http/envelope.ts';
import { getRoute, idOf, jsonBody, okReply, signedIn, usualErrors } from '../http/route-helpers.ts';
import type { Db } from '../db/open.ts';
import { userExists } from '../social/profiles.ts';
import { follow, isFollowing, unfollow } from '../social/follows.ts';

const r = {
  check: getRoute(
    'checkFollow',
    '/follow/{userId}',
    'Does the shopper follow this user? { checkForFollowed }',
    z.object({ checkForFollowed: z.boolean() }),
    {
      params: idOf('userId'),
    },
  ),
  follow: createRoute({
    method: 'post',
    path: '/follow',
    operationId: 'follow',
    summary: 'Follow a user',
    request: jsonBody(z.object({ followTo: z.string().min(1).max(64) })),
    responses: { ...okReply('true', z.boolean()), ...usualErrors },
  }),
  unfollow: createRoute({
    method: 'delete',
    path: '/follow/{userId}',
    operationId: 'unfollow',
    summary: 'Unfollow a user',
    request: { params: idOf('userId') },
    responses: { ...okReply('true', z.boolean()), ...usualErrors },
  }),
};

export function followRoutes(db: Db) {
  return createRouter()
    .openapi(signedIn(db, r.check), async (c) => {
      const { userId } = c.req.valid('param');
      if (!(await userExists(db, userId))) return fail(c, 404, 'User not found');
      return ok(c, { checkForFollowed: await isFollowing(db, c.get('userId'), userId) });
    })
    .openapi(signedIn(db, r.follow), async (c) => {
      const { followTo } = c.req.valid('json');
      if (followTo === c.get('userId'))
        return fail(c, 400, 'You cannot follow yourself', { followTo: ['You cannot follow yourself'] });
      if (!(await userExists(db, followTo))) return fail(c, 404, 'User not found');
      await follow(db, c.get('userId'), followTo);
      return ok(c, true);
    })
    .openapi(signedIn(db, r.unfollow), async (c) =>
      (await unfollow(db, c.get('userId'), c.req.valid('param').userId))
        ? ok(c, true)
        : fail(c, 404, 'Not following this user'),
    );
}

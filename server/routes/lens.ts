/** Lens: shoppers' posts with the products they show (no token needed). */
import { z } from '@hono/zod-openapi';
import { LensPost } from '../reply-schemas/social.ts';
import { createRouter } from '../http/app-factory.ts';
import { ok } from '../http/envelope.ts';
import { getRoute, publicRoute } from '../http/route-helpers.ts';
import type { Db } from '../db/open.ts';
import { lensPosts } from '../social/posts.ts';

const r = {
  posts: getRoute('getAllUserposts', '/userpost/getAll', 'Lens posts with their product cards', z.array(LensPost)),
};

export function lensRoutes(db: Db) {
  return createRouter().openapi(publicRoute(r.posts), async (c) => ok(c, await lensPosts(db)));
}

/** Profiles, follows, store favourites, saved products, DropTrack, Lens, account search, feature requests, notifications. */
import crypto from 'node:crypto';
import { createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { createRouter } from '../http/app-factory.ts';
import { fail, ok } from '../http/envelope.ts';
import { bearer, errors, jsonBody, okReply } from '../http/route-helpers.ts';
import { requireUser, type AuthEnv } from '../auth/middleware.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { featureRequestSchema } from '../../src/lib/schemas.ts';
import { lensPosts, publicProfile, searchAccounts } from '../social/queries.ts';
import { startTracking, trackedList, trackedProduct } from '../social/droptrack.ts';
import { productCards } from '../catalog/queries.ts';

const e = { 400: errors[400], 401: errors[401], 404: errors[404] };
const Id = <K extends string>(name: K) => z.object({ [name]: z.string().min(1).max(64) } as Record<K, z.ZodString>);
const get = <P extends string, R extends NonNullable<RouteConfig['request']>>(path: P, summary: string, request: R = {} as R, secure = true) =>
  createRoute({ method: 'get', path, summary, ...(secure ? { security: bearer } : {}), request, responses: { ...okReply(summary), ...e } });

const r = {
  profile: get('/user/profile/{userId}', 'Another user’s public profile (no token needed)', { params: Id('userId') }, false),
  followCheck: get('/follow/{userId}', 'Does the shopper follow this user? { checkForFollowed }', { params: Id('userId') }),
  follow: createRoute({ method: 'post', path: '/follow', summary: 'Follow a user', security: bearer, request: jsonBody(z.object({ followTo: z.string().min(1).max(64) })), responses: { ...okReply('true'), ...e } }),
  unfollow: createRoute({ method: 'delete', path: '/follow/{userId}', summary: 'Unfollow a user', security: bearer, request: { params: Id('userId') }, responses: { ...okReply('true'), ...e } }),
  favouriteCheck: get('/favourite/check', 'Is the store a favourite?', { query: Id('storeId') }),
  favouriteAdd: createRoute({ method: 'post', path: '/favourite/add', summary: 'Favourite a store', security: bearer, request: jsonBody(Id('storeId')), responses: { ...okReply('true'), ...e } }),
  favouriteRemove: createRoute({ method: 'delete', path: '/favourite/remove', summary: 'Unfavourite a store', security: bearer, request: { query: Id('storeId') }, responses: { ...okReply('true'), ...e } }),
  savedCheck: get('/saved/check/{productId}', 'Is the product saved (bookmarked)? (path ours)', { params: Id('productId') }),
  saved: get('/saved', 'Saved products as cards (path ours)'),
  saveAdd: createRoute({ method: 'post', path: '/saved', summary: 'Save (bookmark) a product (path ours; body ProductId as the spec spells it)', security: bearer, request: jsonBody(Id('ProductId')), responses: { ...okReply('true'), ...e } }),
  saveRemove: createRoute({ method: 'delete', path: '/saved/{productId}', summary: 'Remove a saved product (path ours)', security: bearer, request: { params: Id('productId') }, responses: { ...okReply('true'), ...e } }),
  tracked: get('/droptrack', 'Tracked products with original and current price and diff'),
  trackedProduct: get('/droptrack/product/{id}', 'A tracked product: product detail plus details { diff, originalPrice, currentPrice, priceHistory }', { params: Id('id') }),
  trackCheck: get('/droptrack/check/{id}', 'Is the product tracked?', { params: Id('id') }),
  track: createRoute({ method: 'post', path: '/droptrack', summary: 'Start tracking a product', security: bearer, request: jsonBody(Id('ProductId')), responses: { ...okReply('true'), ...e } }),
  untrack: createRoute({ method: 'delete', path: '/droptrack/delete/{productId}', summary: 'Stop tracking a product', security: bearer, request: { params: Id('productId') }, responses: { ...okReply('true'), ...e } }),
  lens: get('/userpost/getAll', 'Lens posts with their product cards', {}, false),
  accounts: get('/userSearch/account', 'Account search by name', { query: z.object({ q: z.string().trim().min(1, 'No input found').max(80) }) }, false),
  feature: createRoute({ method: 'post', path: '/feature', summary: 'Request a feature (we answer within 7 days)', security: bearer, request: jsonBody(featureRequestSchema), responses: { ...okReply('true'), ...e } }),
  notifications: get('/notifications', 'The shopper’s notifications, newest first (ours: order status changes, price drops)'),
  notificationsRead: createRoute({ method: 'put', path: '/notifications/read', summary: 'Mark every notification read (ours)', security: bearer, responses: { ...okReply('true'), 401: errors[401] } }),
  productList: createRoute({
    method: 'post', path: '/product/list', summary: 'Product cards for a list of ids, in that order (path ours)',
    request: jsonBody(z.object({ ids: z.array(z.string().min(1).max(64)).min(1).max(100) })), responses: { ...okReply('Cards'), 400: errors[400] },
  }),
};

export function socialRoutes(db: Db) {
  const router = createRouter<AuthEnv>();
  for (const path of ['/follow', '/follow/*', '/favourite/*', '/saved', '/saved/*', '/droptrack', '/droptrack/*', '/feature', '/notifications', '/notifications/*']) {
    router.use(path, requireUser(db));
  }
  const userExists = async (id: string) => (await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, id))).length > 0;
  const storeExists = async (id: string) => (await db.select({ id: t.stores.id }).from(t.stores).where(eq(t.stores.id, id))).length > 0;
  const productExists = async (id: string) => (await db.select({ id: t.products.id }).from(t.products).where(eq(t.products.id, id))).length > 0;

  return router
    .openapi(r.profile, async (c) => {
      const profile = await publicProfile(db, c.req.valid('param').userId);
      return profile ? ok(c, profile) : fail(c, 404, 'User not found');
    })
    .openapi(r.followCheck, async (c) => {
      if (!(await userExists(c.req.valid('param').userId))) return fail(c, 404, 'User not found');
      const [row] = await db.select().from(t.follows).where(and(eq(t.follows.followerId, c.get('userId')), eq(t.follows.followeeId, c.req.valid('param').userId)));
      return ok(c, { checkForFollowed: Boolean(row) });
    })
    .openapi(r.follow, async (c) => {
      const { followTo } = c.req.valid('json');
      if (followTo === c.get('userId')) return fail(c, 400, 'You cannot follow yourself', { followTo: ['You cannot follow yourself'] });
      if (!(await userExists(followTo))) return fail(c, 404, 'User not found');
      await db.insert(t.follows).values({ followerId: c.get('userId'), followeeId: followTo }).onConflictDoNothing();
      return ok(c, true);
    })
    .openapi(r.unfollow, async (c) => {
      const removed = await db.delete(t.follows).where(and(eq(t.follows.followerId, c.get('userId')), eq(t.follows.followeeId, c.req.valid('param').userId))).returning();
      return removed.length ? ok(c, true) : fail(c, 404, 'Not following this user');
    })
    .openapi(r.favouriteCheck, async (c) => {
      const [row] = await db.select().from(t.favouriteStores).where(and(eq(t.favouriteStores.userId, c.get('userId')), eq(t.favouriteStores.storeId, c.req.valid('query').storeId)));
      return ok(c, Boolean(row));
    })
    .openapi(r.favouriteAdd, async (c) => {
      const { storeId } = c.req.valid('json');
      if (!(await storeExists(storeId))) return fail(c, 404, 'Store not found');
      await db.insert(t.favouriteStores).values({ userId: c.get('userId'), storeId }).onConflictDoNothing();
      return ok(c, true);
    })
    .openapi(r.favouriteRemove, async (c) => {
      const removed = await db.delete(t.favouriteStores).where(and(eq(t.favouriteStores.userId, c.get('userId')), eq(t.favouriteStores.storeId, c.req.valid('query').storeId))).returning();
      return removed.length ? ok(c, true) : fail(c, 404, 'Not a favourite');
    })
    .openapi(r.savedCheck, async (c) => {
      const [row] = await db.select().from(t.savedProducts).where(and(eq(t.savedProducts.userId, c.get('userId')), eq(t.savedProducts.productId, c.req.valid('param').productId)));
      return ok(c, Boolean(row));
    })
    .openapi(r.saved, async (c) => {
      const rows = await db.select().from(t.savedProducts).where(eq(t.savedProducts.userId, c.get('userId'))).orderBy(desc(t.savedProducts.createdAt));
      return ok(c, await productCards(db, rows.map((s) => s.productId)));
    })
    .openapi(r.saveAdd, async (c) => {
      const { ProductId } = c.req.valid('json');
      if (!(await productExists(ProductId))) return fail(c, 404, 'Product not found');
      await db.insert(t.savedProducts).values({ userId: c.get('userId'), productId: ProductId }).onConflictDoNothing();
      return ok(c, true);
    })
    .openapi(r.saveRemove, async (c) => {
      const removed = await db.delete(t.savedProducts).where(and(eq(t.savedProducts.userId, c.get('userId')), eq(t.savedProducts.productId, c.req.valid('param').productId))).returning();
      return removed.length ? ok(c, true) : fail(c, 404, 'Not saved');
    })
    .openapi(r.tracked, async (c) => ok(c, await trackedList(db, c.get('userId'))))
    .openapi(r.trackedProduct, async (c) => {
      const found = await trackedProduct(db, c.get('userId'), c.req.valid('param').id);
      return found ? ok(c, found) : fail(c, 404, 'Product not found');
    })
    .openapi(r.trackCheck, async (c) => {
      const [row] = await db.select().from(t.droptrackEntries).where(and(eq(t.droptrackEntries.userId, c.get('userId')), eq(t.droptrackEntries.productId, c.req.valid('param').id)));
      return ok(c, Boolean(row));
    })
    .openapi(r.track, async (c) => ((await startTracking(db, c.get('userId'), c.req.valid('json').ProductId)) ? ok(c, true) : fail(c, 404, 'Product not found')))
    .openapi(r.untrack, async (c) => {
      const removed = await db.delete(t.droptrackEntries).where(and(eq(t.droptrackEntries.userId, c.get('userId')), eq(t.droptrackEntries.productId, c.req.valid('param').productId))).returning();
      return removed.length ? ok(c, true) : fail(c, 404, 'Not tracked');
    })
    .openapi(r.lens, async (c) => ok(c, await lensPosts(db)))
    .openapi(r.accounts, async (c) => ok(c, await searchAccounts(db, c.req.valid('query').q)))
    .openapi(r.feature, async (c) => {
      await db.insert(t.featureRequests).values({ id: crypto.randomUUID(), userId: c.get('userId'), message: c.req.valid('json').msg });
      return ok(c, true, 'Thanks! We will get back to you within 7 days.');
    })
    .openapi(r.notifications, async (c) => {
      const rows = await db.select().from(t.notifications).where(eq(t.notifications.userId, c.get('userId'))).orderBy(desc(t.notifications.createdAt)).limit(50);
      return ok(c, rows.map(({ userId: _u, ...n }) => ({ ...n, createdAt: n.createdAt.toISOString(), readAt: n.readAt?.toISOString() ?? null })));
    })
    .openapi(r.notificationsRead, async (c) => {
      await db.update(t.notifications).set({ readAt: new Date() }).where(and(eq(t.notifications.userId, c.get('userId')), isNull(t.notifications.readAt)));
      return ok(c, true);
    })
    .openapi(r.productList, async (c) => ok(c, await productCards(db, c.req.valid('json').ids)));
}

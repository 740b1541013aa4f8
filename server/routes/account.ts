/** The signed-in shopper's own data: addresses, wishlist, profile, preferences and wallet. */
import crypto from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { Address, OwnProfile, Preferences, Wallet, WishlistItem } from '../replies/account.ts';
import { createRouter } from '../http/app-factory.ts';
import { fail, ok } from '../http/envelope.ts';
import { bearer, errors, idFromQueryOrBody, jsonBody, okReply } from '../http/route-helpers.ts';
import { requireUser, type AuthEnv } from '../auth/middleware.ts';
import { withTransaction, type Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import {
  addressSchema,
  defaultAddressSchema,
  onboardingSchema,
  preferencesSchema,
  profileUpdateSchema,
} from '../../src/lib/schemas.ts';
import { findBuyable } from '../cart/cart.ts';
import { walletOf } from '../wallet/wallet.ts';
import { sellerHtml } from '../catalog/seller-html.ts';
import { displayNameIs, followLists, withProducts } from '../social/profiles.ts';
import { DISPLAY_NAME_TAKEN } from '../../src/lib/rules/field-rules.ts';
import { shownPost } from '../social/posts.ts';
import type { S3Storage } from '../uploads/s3.ts';
import { ownUploadedPublicFile } from '../uploads/public-refs.ts';

/** A profile picture is one of the shopper's own public uploads, as POST upload referenced it. */
const NOT_OWN_PICTURE = 'Must be a picture uploaded from this account';

const e = { 400: errors[400], 401: errors[401], 404: errors[404] };
const ProductVariantQuery = z.object({ productId: z.string().min(1).max(64), varientId: z.string().min(1).max(64) });
const IdQuery = z.object({ id: z.string().min(1).max(64).optional() });
const AddressIdParam = z.object({ id: z.string().min(1).max(64) });

/**
 * Every change to a shopper's address book first takes their user row's lock (released at commit), so two
 * changes never interleave: the first address saved twice at once makes one default, not two, and the
 * partial unique index addresses_one_default_key (one default per shopper) is never hit, which would be a
 * 500. NO KEY UPDATE: rows that merely reference the user (an order, a notification) are not held up.
 */
const lockAddressBook = (d: Db, userId: string) =>
  d.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, userId)).for('no key update');

const r = {
  addresses: createRoute({
    method: 'get',
    path: '/address/getAll',
    summary: 'Saved addresses, default first',
    security: bearer,
    responses: { ...okReply('Addresses', z.array(Address)), 401: errors[401] },
  }),
  addAddress: createRoute({
    method: 'post',
    path: '/address',
    summary: 'Add an address (the first one, or defaultAddress true, becomes the default)',
    security: bearer,
    request: jsonBody(addressSchema),
    responses: { ...okReply('The new address', Address), ...e },
  }),
  deleteAddress: createRoute({
    method: 'delete',
    path: '/address',
    summary: 'Delete an address (id in the query or a JSON body)',
    security: bearer,
    request: { query: IdQuery },
    responses: { ...okReply('true', z.boolean()), ...e },
  }),
  updateAddress: createRoute({
    method: 'put',
    path: '/address/{id}',
    summary: 'Edit one of the shopper’s addresses (ours: the spec has no edit)',
    security: bearer,
    description:
      'The same fields, rules and messages as POST address. defaultAddress true makes it the default; false leaves the ' +
      'default where it is (a shopper always has one). Another shopper’s address, or an unknown id, answers 404. ' +
      'Orders keep the address as it was when they were placed.',
    request: { params: AddressIdParam, ...jsonBody(addressSchema) },
    responses: { ...okReply('The address as saved', Address), ...e },
  }),
  defaultAddress: createRoute({
    method: 'put',
    path: '/address/default',
    summary: 'Make one of the shopper’s addresses the default (path ours; the spec does not show it)',
    security: bearer,
    request: jsonBody(defaultAddressSchema),
    responses: { ...okReply('The address, now the default', Address), ...e },
  }),
  wishlist: createRoute({
    method: 'get',
    path: '/wishlist',
    summary: 'Wishlist items',
    security: bearer,
    responses: { ...okReply('Items', z.array(WishlistItem)), 401: errors[401] },
  }),
  wishlistCheck: createRoute({
    method: 'get',
    path: '/wishlist/check',
    summary: 'Is this product variant wishlisted?',
    security: bearer,
    request: { query: ProductVariantQuery },
    responses: { ...okReply('boolean', z.boolean()), ...e },
  }),
  wishlistAdd: createRoute({
    method: 'post',
    path: '/wishlist',
    summary: 'Wishlist a product variant (adding twice is harmless)',
    security: bearer,
    request: jsonBody(ProductVariantQuery),
    responses: { ...okReply('true', z.boolean()), ...e },
  }),
  wishlistRemove: createRoute({
    method: 'delete',
    path: '/wishlist',
    summary: 'Remove a product variant from the wishlist',
    security: bearer,
    request: { query: ProductVariantQuery },
    responses: { ...okReply('true', z.boolean()), ...e },
  }),
  profile: createRoute({
    method: 'get',
    path: '/user/profile',
    summary: 'Own profile',
    security: bearer,
    responses: { ...okReply('Profile', OwnProfile), ...e },
  }),
  updateProfile: createRoute({
    method: 'put',
    path: '/user/profile',
    summary: 'Update own profile',
    description:
      'The phone number cannot change here (it is the login; changing it needs a code to the new number). profilePicUrl is the ' +
      "`file` POST upload gave for one of the shopper's own public uploads whose bytes arrived (or empty, to remove the picture); " +
      'anything else answers 400 on profilePicUrl. A display name taken by anyone, in any case, answers 409 on displayname.',
    security: bearer,
    request: jsonBody(profileUpdateSchema),
    responses: { ...okReply('Profile', OwnProfile), ...e, 409: errors[409] },
  }),
  onboarding: createRoute({
    method: 'post',
    path: '/onboarding',
    summary: 'First preferences after signup',
    security: bearer,
    request: jsonBody(onboardingSchema),
    responses: { ...okReply('Preferences', Preferences), ...e },
  }),
  preferences: createRoute({
    method: 'put',
    path: '/user/preferences',
    summary: 'Update preferences (path ours; the spec does not show it)',
    security: bearer,
    request: jsonBody(preferencesSchema),
    responses: { ...okReply('Preferences', Preferences), ...e },
  }),
  transactions: createRoute({
    method: 'get',
    path: '/transaction',
    summary: 'Wallet and its transactions (money in rupees, 2 decimals)',
    security: bearer,
    responses: { ...okReply('{ walletData, transactionData }', Wallet), 401: errors[401] },
  }),
};

export function accountRoutes(db: Db, s3: S3Storage | null = null) {
  const router = createRouter<AuthEnv>();
  for (const path of [
    '/address',
    '/address/*',
    '/wishlist',
    '/wishlist/*',
    '/user/profile',
    '/user/preferences',
    '/onboarding',
    '/transaction',
  ]) {
    router.use(path, requireUser(db));
  }
  return (
    router
      .openapi(r.addresses, async (c) => {
        const rows = await db
          .select()
          .from(t.addresses)
          .where(eq(t.addresses.userId, c.get('userId')))
          .orderBy(desc(t.addresses.defaultAddress), asc(t.addresses.createdAt));
        return ok(
          c,
          rows.map(({ userId: _u, createdAt: _c, ...address }) => address),
        );
      })
      .openapi(r.addAddress, async (c) => {
        const userId = c.get('userId');
        const body = c.req.valid('json');
        const address = await withTransaction(db, async (d) => {
          await lockAddressBook(d, userId);
          const [{ n } = { n: 0 }] = await d
            .select({ n: sql<number>`count(*)::int` })
            .from(t.addresses)
            .where(eq(t.addresses.userId, userId));
          const makeDefault = body.defaultAddress || n === 0;
          const id = crypto.randomUUID();
          if (makeDefault)
            await d.update(t.addresses).set({ defaultAddress: false }).where(eq(t.addresses.userId, userId));
          const [row] = await d
            .insert(t.addresses)
            .values({ ...body, id, userId, defaultAddress: makeDefault })
            .returning();
          return row!;
        });
        const { userId: _u, createdAt: _c, ...shown } = address;
        return ok(c, shown);
      })
      .openapi(r.deleteAddress, async (c) => {
        const userId = c.get('userId');
        const id = await idFromQueryOrBody(c, c.req.valid('query').id);
        if (!id) return fail(c, 400, 'Invalid input', { id: ['Required'] });
        // The default moves to the newest address left, in the same transaction as the delete.
        const deleted = await withTransaction(db, async (d) => {
          await lockAddressBook(d, userId);
          const [row] = await d
            .delete(t.addresses)
            .where(and(eq(t.addresses.id, id), eq(t.addresses.userId, userId)))
            .returning();
          if (row?.defaultAddress) {
            const [next] = await d
              .select()
              .from(t.addresses)
              .where(eq(t.addresses.userId, userId))
              .orderBy(desc(t.addresses.createdAt))
              .limit(1);
            if (next) await d.update(t.addresses).set({ defaultAddress: true }).where(eq(t.addresses.id, next.id));
          }
          return row ?? null;
        });
        if (!deleted) return fail(c, 404, 'Address not found');
        return ok(c, true);
      })
      .openapi(r.defaultAddress, async (c) => {
        const userId = c.get('userId');
        const { id } = c.req.valid('json');
        // One transaction: the shopper never has two defaults, or none, even when two changes cross.
        const address = await withTransaction(db, async (d) => {
          await lockAddressBook(d, userId);
          const [mine] = await d
            .select({ id: t.addresses.id })
            .from(t.addresses)
            .where(and(eq(t.addresses.id, id), eq(t.addresses.userId, userId)));
          if (!mine) return null;
          await d
            .update(t.addresses)
            .set({ defaultAddress: false })
            .where(and(eq(t.addresses.userId, userId), ne(t.addresses.id, id)));
          const [row] = await d
            .update(t.addresses)
            .set({ defaultAddress: true })
            .where(eq(t.addresses.id, id))
            .returning();
          return row!;
        });
        if (!address) return fail(c, 404, 'Address not found');
        const { userId: _u, createdAt: _c, ...shown } = address;
        return ok(c, shown);
      })
      // After address/default: that PUT path matches address/{id} too, and the first registered answers.
      .openapi(r.updateAddress, async (c) => {
        const userId = c.get('userId');
        const { id } = c.req.valid('param');
        const { defaultAddress, ...fields } = c.req.valid('json');
        // One transaction: making it the default and saving it land together (the shopper never has two defaults).
        const address = await withTransaction(db, async (d) => {
          await lockAddressBook(d, userId);
          const [row] = await d
            .update(t.addresses)
            .set(fields)
            .where(and(eq(t.addresses.id, id), eq(t.addresses.userId, userId)))
            .returning();
          if (!row || !defaultAddress || row.defaultAddress) return row ?? null;
          await d
            .update(t.addresses)
            .set({ defaultAddress: false })
            .where(and(eq(t.addresses.userId, userId), ne(t.addresses.id, id)));
          const [made] = await d
            .update(t.addresses)
            .set({ defaultAddress: true })
            .where(eq(t.addresses.id, id))
            .returning();
          return made!;
        });
        if (!address) return fail(c, 404, 'Address not found');
        const { userId: _u, createdAt: _c, ...shown } = address;
        return ok(c, shown);
      })
      .openapi(r.wishlist, async (c) => {
        const rows = await db
          .select({ item: t.wishlistItems, product: t.products })
          .from(t.wishlistItems)
          .innerJoin(t.products, eq(t.products.id, t.wishlistItems.productId))
          .where(eq(t.wishlistItems.userId, c.get('userId')))
          .orderBy(desc(t.wishlistItems.createdAt));
        const items = await Promise.all(
          rows.map(async ({ item, product }) => {
            const buyable = await findBuyable(db, item.productId, item.variantId);
            return {
              Product: {
                id: product.id,
                SellerUserId: product.sellerUserId,
                productName: product.name,
                productDesc: sellerHtml(product.description),
                productImgUrls: product.imgUrls,
                productSellingPrice: buyable?.price ?? product.sellingPrice,
                productMRP: buyable?.mrp ?? product.mrp,
              },
              ProductVarient: {
                id: item.variantId,
                VarientName: [buyable?.color, buyable?.size].filter(Boolean).join(' / '),
                VarientQuantity: buyable?.stock ?? 0,
              },
              VarientColor: buyable?.color ?? '',
              VarientSize: buyable?.size ?? '',
            };
          }),
        );
        return ok(c, items);
      })
      .openapi(r.wishlistCheck, async (c) => {
        const { productId, varientId } = c.req.valid('query');
        const [row] = await db
          .select()
          .from(t.wishlistItems)
          .where(
            and(
              eq(t.wishlistItems.userId, c.get('userId')),
              eq(t.wishlistItems.productId, productId),
              eq(t.wishlistItems.variantId, varientId),
            ),
          );
        return ok(c, Boolean(row));
      })
      .openapi(r.wishlistAdd, async (c) => {
        const { productId, varientId } = c.req.valid('json');
        if (!(await findBuyable(db, productId, varientId))) return fail(c, 404, 'Product not found');
        await db
          .insert(t.wishlistItems)
          .values({ userId: c.get('userId'), productId, variantId: varientId })
          .onConflictDoNothing();
        return ok(c, true);
      })
      .openapi(r.wishlistRemove, async (c) => {
        const { productId, varientId } = c.req.valid('query');
        const removed = await db
          .delete(t.wishlistItems)
          .where(
            and(
              eq(t.wishlistItems.userId, c.get('userId')),
              eq(t.wishlistItems.productId, productId),
              eq(t.wishlistItems.variantId, varientId),
            ),
          )
          .returning();
        return removed.length ? ok(c, true) : fail(c, 404, 'Not in your wishlist');
      })
      .openapi(r.profile, async (c) => {
        const profile = await profileOf(db, c.get('userId'));
        return profile ? ok(c, profile) : fail(c, 404, 'User not found');
      })
      .openapi(r.updateProfile, async (c) => {
        const userId = c.get('userId');
        const body = c.req.valid('json');
        const [me] = await db.select().from(t.users).where(eq(t.users.id, userId));
        if (!me) return fail(c, 404, 'User not found');
        if (body.phone !== me.phone)
          return fail(c, 400, 'Invalid input', {
            phone: ['Your phone number is your login and cannot be changed here'],
          });
        const [clash] = await db
          .select({ id: t.users.id })
          .from(t.users)
          .where(and(displayNameIs(body.displayname), ne(t.users.id, userId)));
        // Taken meanwhile, the update's unique violation answers the same (the app's error handler).
        if (clash) return fail(c, 409, DISPLAY_NAME_TAKEN, { displayname: [DISPLAY_NAME_TAKEN] });
        // Empty removes the picture; the current one may be sent back unchanged.
        const picture = body.profilePicUrl;
        if (picture && picture !== me.profilePicUrl && !(await ownUploadedPublicFile(db, userId, picture, s3))) {
          return fail(c, 400, 'Invalid input', { profilePicUrl: [NOT_OWN_PICTURE] });
        }
        await db
          .update(t.users)
          .set({
            displayname: body.displayname,
            fullname: body.fullname,
            email: body.email,
            birthday: body.birthday,
            ...(body.profilePicUrl !== undefined ? { profilePicUrl: body.profilePicUrl || null } : {}),
          })
          .where(eq(t.users.id, userId));
        const profile = await profileOf(db, userId);
        return profile ? ok(c, profile) : fail(c, 404, 'User not found');
      })
      .openapi(r.onboarding, async (c) => {
        const { offer_type, ...rest } = c.req.valid('json');
        const preferences = { ...rest, offers_type: offer_type };
        await db
          .update(t.users)
          .set({ preferences })
          .where(eq(t.users.id, c.get('userId')));
        return ok(c, preferences);
      })
      .openapi(r.preferences, async (c) => {
        const preferences = c.req.valid('json');
        await db
          .update(t.users)
          .set({ preferences })
          .where(eq(t.users.id, c.get('userId')));
        return ok(c, preferences);
      })
      .openapi(r.transactions, async (c) => ok(c, await walletOf(db, c.get('userId'))))
  );
}

/** Own profile: the user, subscriber level, achievement, preferences, and own reviews and posts. */
async function profileOf(db: Db, userId: string) {
  const [user] = await db.select().from(t.users).where(eq(t.users.id, userId));
  if (!user) return null;
  const [posts, lists] = await Promise.all([
    db.select().from(t.posts).where(eq(t.posts.userId, userId)).orderBy(desc(t.posts.createdAt)),
    followLists(db, userId),
  ]);
  const shown = await withProducts(db, posts.map(shownPost));
  return {
    user: {
      id: user.id,
      fullname: user.fullname,
      displayname: user.displayname,
      profilePicUrl: user.profilePicUrl,
      email: user.email,
      phone: user.phone,
      birthday: user.birthday,
      badge: user.badge,
      ...user.preferences,
    },
    subscriber: user.subscriber,
    // The spec's achieve carries a cover image; no badge has one yet, so it is null (the storefront draws the tier).
    achieve: user.badge ? { achievement: user.badge, coverImgUrl: null } : null,
    preferences: user.preferences,
    review: shown.filter((p) => p.ratings !== undefined && p.ratings >= 0),
    post: shown.filter((p) => p.ratings === undefined),
    followers: lists.followers,
    follows: lists.follows,
  };
}

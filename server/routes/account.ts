/** The signed-in shopper's own data: addresses, wishlist, profile, preferences and wallet. */
import { createRoute, z } from '@hono/zod-openapi';
import { Address, LanguageChoice, OwnProfile, Preferences, Wallet, WishlistItem } from '../reply-schemas/account.ts';
import { createRouter } from '../http/app-factory.ts';
import { fail, ok } from '../http/envelope.ts';
import { errors, idFromQueryOrBody, jsonBody, okReply, signedIn } from '../http/route-helpers.ts';
import { idempotencyHeader, writeOnce } from '../http/once-only.ts';
import type { AuthEnv } from '../auth/middleware.ts';
import type { Db } from '../db/open.ts';
import {
  addressSchema,
  defaultAddressSchema,
  languageSchema,
  onboardingSchema,
  preferencesSchema,
  profileUpdateSchema,
} from '../../src/lib/schemas.ts';
import { walletOf } from '../wallet/wallet.ts';
import { DISPLAY_NAME_TAKEN } from '../../src/lib/rules/field-rules.ts';
import type { S3Storage } from '../uploads/s3.ts';
import { addAddress, addressesOf, deleteAddress, makeDefaultAddress, updateAddress } from '../account/addresses.ts';
import { addToWishlist, isWishlisted, removeFromWishlist, wishlistOf } from '../account/wishlist.ts';
import { profileOf, updateProfile } from '../account/profile.ts';
import { setPreferences } from '../account/preferences.ts';
import { setLanguage } from '../account/language.ts';
import { postOfficesOf } from '../postal/postal.ts';
import { placeMismatch } from '../postal/place-check.ts';

/** A profile picture is one of the shopper's own public uploads, as POST upload referenced it. */
const NOT_OWN_PICTURE = 'Must be a picture uploaded from this account';

const e = { 400: errors[400], 401: errors[401], 404: errors[404] };
/** A wishlist write's errors: a key reused with another body answers 422. */
const writeErrors = { ...e, 422: errors[422] };
const ProductVariantQuery = z.object({ productId: z.string().min(1).max(64), varientId: z.string().min(1).max(64) });
const IdQuery = z.object({ id: z.string().min(1).max(64).optional() });
const AddressIdParam = z.object({ id: z.string().min(1).max(64) });
/**
 * The address form's rules, then its city and state against the PIN's post offices (a 400 on city / state),
 * once PIN, city and state have passed their own rules (other fields' messages come with it).
 */
const PLACE_FIELDS = new Set<PropertyKey>(['pinCode', 'city', 'state']);
const AddressBody = addressSchema.superRefine(
  (address, ctx) => {
    for (const [field, message] of Object.entries(placeMismatch(address, postOfficesOf(address.pinCode))))
      ctx.addIssue({ code: 'custom', path: [field], message });
  },
  // Not for a body that is no object at all (no path), nor one whose PIN, city or state failed already.
  { when: (payload) => !payload.issues.some((issue) => !issue.path?.length || PLACE_FIELDS.has(issue.path[0]!)) },
);

const r = {
  addresses: createRoute({
    method: 'get',
    path: '/address/getAll',
    operationId: 'getAllAddresses',
    summary: 'Saved addresses, default first',
    responses: { ...okReply('Addresses', z.array(Address)), 401: errors[401] },
  }),
  addAddress: createRoute({
    method: 'post',
    path: '/address',
    operationId: 'addAddress',
    summary: 'Add an address (the first one, or defaultAddress true, becomes the default)',
    description:
      'A city or state the PIN is not in, by the postal data, answers 400 on city or state ("PIN 560001 is in ' +
      'Karnataka"); a PIN the postal data does not know is not checked.',
    request: jsonBody(AddressBody),
    responses: { ...okReply('The new address', Address), ...e },
  }),
  deleteAddress: createRoute({
    method: 'delete',
    path: '/address',
    operationId: 'deleteAddress',
    summary: 'Delete an address (id in the query or a JSON body)',
    request: { query: IdQuery },
    responses: { ...okReply('true', z.boolean()), ...e },
  }),
  updateAddress: createRoute({
    method: 'put',
    path: '/address/{id}',
    operationId: 'updateAddress',
    summary: 'Edit one of the shopper’s addresses (ours: the spec has no edit)',
    description:
      'The same fields, rules and messages as POST address. defaultAddress true makes it the default; false leaves the ' +
      'default where it is (a shopper always has one). Another shopper’s address, or an unknown id, answers 404. ' +
      'Orders keep the address as it was when they were placed.',
    request: { params: AddressIdParam, ...jsonBody(AddressBody) },
    responses: { ...okReply('The address as saved', Address), ...e },
  }),
  defaultAddress: createRoute({
    method: 'put',
    path: '/address/default',
    operationId: 'setDefaultAddress',
    summary: 'Make one of the shopper’s addresses the default (path ours; the spec does not show it)',
    request: jsonBody(defaultAddressSchema),
    responses: { ...okReply('The address, now the default', Address), ...e },
  }),
  wishlist: createRoute({
    method: 'get',
    path: '/wishlist',
    operationId: 'getWishlist',
    summary: 'Wishlist items',
    responses: { ...okReply('Items', z.array(WishlistItem)), 401: errors[401] },
  }),
  wishlistCheck: createRoute({
    method: 'get',
    path: '/wishlist/check',
    operationId: 'checkWishlist',
    summary: 'Is this product variant wishlisted?',
    request: { query: ProductVariantQuery },
    responses: { ...okReply('boolean', z.boolean()), ...e },
  }),
  wishlistAdd: createRoute({
    method: 'post',
    path: '/wishlist',
    operationId: 'addToWishlist',
    summary: 'Wishlist a product variant (adding twice is harmless)',
    request: { ...jsonBody(ProductVariantQuery), headers: idempotencyHeader('adds') },
    responses: { ...okReply('true', z.boolean()), ...writeErrors },
  }),
  wishlistRemove: createRoute({
    method: 'delete',
    path: '/wishlist',
    operationId: 'removeFromWishlist',
    summary: 'Remove a product variant from the wishlist',
    request: { query: ProductVariantQuery, headers: idempotencyHeader('removes') },
    responses: { ...okReply('true', z.boolean()), ...writeErrors },
  }),
  profile: createRoute({
    method: 'get',
    path: '/user/profile',
    operationId: 'getUserProfile',
    summary: 'Own profile',
    responses: { ...okReply('Profile', OwnProfile), ...e },
  }),
  updateProfile: createRoute({
    method: 'put',
    path: '/user/profile',
    operationId: 'updateUserProfile',
    summary: 'Update own profile',
    description:
      'The phone number cannot change here (it is the login; changing it needs a code to the new number). profilePicUrl is the ' +
      "`file` POST upload gave for one of the shopper's own public uploads whose bytes arrived, a picture by its bytes (or empty, to remove it); " +
      'anything else answers 400 on profilePicUrl. A display name taken by anyone, in any case, answers 409 on displayname.',
    request: jsonBody(profileUpdateSchema),
    responses: { ...okReply('Profile', OwnProfile), ...e, 409: errors[409] },
  }),
  onboarding: createRoute({
    method: 'post',
    path: '/onboarding',
    operationId: 'submitOnboarding',
    summary: 'First preferences after signup',
    request: jsonBody(onboardingSchema),
    responses: { ...okReply('Preferences', Preferences), ...e },
  }),
  preferences: createRoute({
    method: 'put',
    path: '/user/preferences',
    operationId: 'updateUserPreferences',
    summary: 'Update preferences (path ours; the spec does not show it)',
    request: jsonBody(preferencesSchema),
    responses: { ...okReply('Preferences', Preferences), ...e },
  }),
  language: createRoute({
    method: 'put',
    path: '/user/language',
    operationId: 'updateUserLanguage',
    summary: 'Save the language the shopper chose on the site (ours: the spec has none)',
    description:
      'en-IN or hi-IN; anything else answers 400 on language. The codes sent by SMS and the notifications the ' +
      "server writes for this shopper are in it from then on (English until one is chosen). The reply's " +
      "messages stay English, as every reply's do.",
    request: jsonBody(languageSchema),
    responses: { ...okReply('The language saved', LanguageChoice), ...e },
  }),
  transactions: createRoute({
    method: 'get',
    path: '/transaction',
    operationId: 'getTransactions',
    summary: 'Wallet and its transactions (money in rupees, 2 decimals)',
    responses: { ...okReply('{ walletData, transactionData }', Wallet), 401: errors[401] },
  }),
};

export function accountRoutes(db: Db, s3: S3Storage | null = null) {
  return (
    createRouter<AuthEnv>()
      .openapi(signedIn(db, r.addresses), async (c) => ok(c, await addressesOf(db, c.get('userId'))))
      .openapi(signedIn(db, r.addAddress), async (c) =>
        ok(c, await addAddress(db, c.get('userId'), c.req.valid('json'))),
      )
      .openapi(signedIn(db, r.deleteAddress), async (c) => {
        const id = await idFromQueryOrBody(c, c.req.valid('query').id);
        if (!id) return fail(c, 400, 'Invalid input', { id: ['Required'] });
        return (await deleteAddress(db, c.get('userId'), id)) ? ok(c, true) : fail(c, 404, 'Address not found');
      })
      .openapi(signedIn(db, r.defaultAddress), async (c) => {
        const address = await makeDefaultAddress(db, c.get('userId'), c.req.valid('json').id);
        return address ? ok(c, address) : fail(c, 404, 'Address not found');
      })
      // After address/default: that PUT path matches address/{id} too, and the first registered answers.
      .openapi(signedIn(db, r.updateAddress), async (c) => {
        const address = await updateAddress(db, c.get('userId'), c.req.valid('param').id, c.req.valid('json'));
        return address ? ok(c, address) : fail(c, 404, 'Address not found');
      })
      .openapi(signedIn(db, r.wishlist), async (c) => ok(c, await wishlistOf(db, c.get('userId'))))
      .openapi(signedIn(db, r.wishlistCheck), async (c) =>
        ok(c, await isWishlisted(db, c.get('userId'), c.req.valid('query'))),
      )
      .openapi(signedIn(db, r.wishlistAdd), async (c) => {
        const wished = c.req.valid('json');
        return writeOnce<boolean>(c, db, r.wishlistAdd.operationId, wished, async (tx) =>
          (await addToWishlist(tx, c.get('userId'), wished))
            ? { status: 200, data: true }
            : { status: 404, message: 'Product not found' },
        );
      })
      .openapi(signedIn(db, r.wishlistRemove), async (c) => {
        const wished = c.req.valid('query');
        return writeOnce<boolean>(c, db, r.wishlistRemove.operationId, wished, async (tx) =>
          (await removeFromWishlist(tx, c.get('userId'), wished))
            ? { status: 200, data: true }
            : { status: 404, message: 'Not in your wishlist' },
        );
      })
      .openapi(signedIn(db, r.profile), async (c) => {
        const profile = await profileOf(db, c.get('userId'));
        return profile ? ok(c, profile) : fail(c, 404, 'User not found');
      })
      .openapi(signedIn(db, r.updateProfile), async (c) => {
        const userId = c.get('userId');
        const outcome = await updateProfile(db, s3, userId, c.req.valid('json'));
        if (outcome === 'missing') return fail(c, 404, 'User not found');
        if (outcome === 'phone-changed')
          return fail(c, 400, 'Invalid input', {
            phone: ['Your phone number is your login and cannot be changed here'],
          });
        if (outcome === 'name-taken') return fail(c, 409, DISPLAY_NAME_TAKEN, { displayname: [DISPLAY_NAME_TAKEN] });
        if (outcome === 'not-own-picture') return fail(c, 400, 'Invalid input', { profilePicUrl: [NOT_OWN_PICTURE] });
        if (typeof outcome === 'object')
          return fail(c, 400, 'Invalid input', { profilePicUrl: [outcome.pictureRefused] });
        const profile = await profileOf(db, userId);
        return profile ? ok(c, profile) : fail(c, 404, 'User not found');
      })
      .openapi(signedIn(db, r.onboarding), async (c) => {
        const { offer_type, ...rest } = c.req.valid('json');
        const preferences = { ...rest, offers_type: offer_type };
        await setPreferences(db, c.get('userId'), preferences);
        return ok(c, preferences);
      })
      .openapi(signedIn(db, r.preferences), async (c) => {
        const preferences = c.req.valid('json');
        await setPreferences(db, c.get('userId'), preferences);
        return ok(c, preferences);
      })
      .openapi(signedIn(db, r.language), async (c) => {
        const { language } = c.req.valid('json');
        return (await setLanguage(db, c.get('userId'), language))
          ? ok(c, { language })
          : fail(c, 404, 'User not found');
      })
      .openapi(signedIn(db, r.transactions), async (c) => ok(c, await walletOf(db, c.get('userId'))))
  );
}

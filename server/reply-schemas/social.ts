/** Reply shapes of the social reads: public profiles, account search, Lens posts, reviews, notifications. */
import { z } from '@hono/zod-openapi';
import { ProductCard } from './catalog.ts';
import { Person, ProfilePost } from './account.ts';

const id = z.string();

export const PublicProfile = z
  .object({
    user: z.object({
      id,
      profilePic: z.string().nullable(),
      name: z.string(),
      displayname: z.string(),
      badge: z.string().nullable(),
      subscriber: z.string(),
    }),
    isBlocked: z.boolean(),
    noOfReviews: z.number().int(),
    noOfPosts: z.number().int(),
    followers: z.array(Person),
    follows: z.array(Person),
    review: z.array(ProfilePost),
    post: z.array(ProfilePost),
  })
  .openapi('PublicProfile');

export const AccountHit = z
  .object({
    uuids: z.string(),
    fullname: z.string(),
    displayname: z.string(),
    profilePicUrl: z.string().nullable(),
    badge: z.object({ achievement: z.string().nullable() }),
  })
  .openapi('AccountHit');

export const LensPost = z
  .object({
    id,
    UserId: z.string(),
    SellerUserId: z.string(),
    author: z.object({
      name: z.string(),
      displayname: z.string(),
      img: z.string().nullable(),
      badge: z.string().nullable(),
    }),
    product: ProductCard,
    ratings: z.number().int().optional(),
    postTitle: z.string(),
    postDesc: z.string(),
    imageUrls: z.array(z.string()),
    videoUrls: z.array(z.string()),
    noOflikes: z.number().int(),
    createdAt: z.string(),
    productId: z.string().nullable(),
  })
  .openapi('LensPost');

export const OwnReview = z
  .object({
    id,
    verified: z.boolean(),
    ratings: z.number().int().optional(),
    postTitle: z.string(),
    postDesc: z.string(),
    imageUrls: z.array(z.string()),
    videoUrls: z.array(z.string()),
    noOflikes: z.number().int(),
    createdAt: z.string(),
    productId: z.string().nullable(),
  })
  .openapi('OwnReview');

export const Written = z.object({ id, badge: z.string().nullable() }).openapi('Written', {
  description: 'The review, and the badge it leaves the shopper with',
});
export const Like = z.object({ liked: z.boolean(), noOflikes: z.number().int() }).openapi('Like');

export const Notification = z
  .object({
    id,
    kind: z.string(),
    title: z.string(),
    body: z.string(),
    link: z.string().nullable(),
    /** The store's own (orders, wallet, price drops, …); false: it tells of another shopper's doing (a Lens post). */
    fromStore: z.boolean(),
    createdAt: z.string(),
    readAt: z.string().nullable(),
  })
  .openapi('Notification');

/** The same shapes as types, for the functions that build them. */
export type PublicProfile = z.infer<typeof PublicProfile>;
export type AccountHit = z.infer<typeof AccountHit>;
export type LensPost = z.infer<typeof LensPost>;
export type OwnReview = z.infer<typeof OwnReview>;
export type Written = z.infer<typeof Written>;
export type Like = z.infer<typeof Like>;
export type Notification = z.infer<typeof Notification>;

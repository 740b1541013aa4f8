/** Reply shapes of the signed-in shopper's own data: addresses, wishlist, profile, preferences, wallet, referrals, postal lookups. */
import { z } from '@hono/zod-openapi';
import { createSelectSchema } from 'drizzle-zod';
import * as t from '../db/schema.ts';
import { LOCALES } from '../../src/lib/i18n/locales.ts';

const id = z.string();

/** A saved address as its row is stored (drizzle-zod: the row as-is, less its owner and creation time). */
export const Address = createSelectSchema(t.addresses).omit({ userId: true, createdAt: true }).openapi('Address', {
  description:
    'A saved address (shopper-core §3 Address; ours: addressType Home | Work | Other, a landmark and an alternate phone, empty when none)',
});

export const WishlistItem = z
  .object({
    Product: z.object({
      id,
      SellerUserId: z.string(),
      productName: z.string(),
      productDesc: z.string(),
      productImgUrls: z.array(z.string()),
      productSellingPrice: z.number(),
      productMRP: z.number(),
    }),
    ProductVarient: z.object({ id, VarientName: z.string(), VarientQuantity: z.number().int() }),
    VarientColor: z.string(),
    VarientSize: z.string(),
  })
  .openapi('WishlistItem', { description: 'shopper-core §3 Wishlist item, with the price and stock now' });

export const Preferences = z
  .object({
    gender: z.string().nullable(),
    product_category: z.array(z.string()),
    fashion_taste: z.array(z.string()),
    offers_type: z.array(z.string()),
    payment_type: z.array(z.string()),
  })
  .openapi('Preferences', { description: 'The five preference groups; gender is one value, the rest lists' });

/** A review or post as a profile lists it, with the product it is about. */
export const ProfilePost = z
  .object({
    id,
    postTitle: z.string(),
    postDesc: z.string(),
    imageUrls: z.array(z.string()),
    videoUrls: z.array(z.string()),
    noOflikes: z.number().int(),
    createdAt: z.string(),
    productId: z.string().nullable(),
    ratings: z.number().int().optional().openapi({ description: 'Present on a review, absent on a post' }),
    product: z
      .object({
        id,
        SellerUserId: z.string(),
        productName: z.string(),
        productImg: z.string().nullable().openapi({ description: 'The product’s first picture' }),
      })
      .nullable(),
  })
  .openapi('ProfilePost');

export const Person = z
  .object({
    userId: z.string(),
    name: z.string(),
    displayname: z.string(),
    img: z.string().nullable(),
    badge: z.string().nullable(),
  })
  .openapi('Person', { description: 'A follower or followed user' });

export const OwnProfile = z
  .object({
    user: z
      .object({
        id,
        fullname: z.string(),
        displayname: z.string(),
        profilePicUrl: z.string().nullable(),
        email: z.string().nullable(),
        phone: z.string(),
        birthday: z.string().nullable(),
        badge: z.string().nullable(),
        language: z
          .enum(LOCALES)
          .nullable()
          .openapi({ description: 'The language the shopper chose on the site; null until they choose one' }),
      })
      .catchall(z.unknown())
      .openapi({ description: 'The user, with their saved preference fields spread in' }),
    subscriber: z.string(),
    achieve: z.object({ achievement: z.string(), coverImgUrl: z.null() }).nullable(),
    preferences: z.record(z.string(), z.unknown()).nullable(),
    review: z.array(ProfilePost),
    post: z.array(ProfilePost),
    followers: z.array(Person),
    follows: z.array(Person),
  })
  .openapi('OwnProfile');

/** PUT user/language's reply: the language as saved. */
export const LanguageChoice = z
  .object({ language: z.enum(LOCALES) })
  .openapi('LanguageChoice', { description: 'The language the shopper chose (ours)' });

export const WalletTransaction = z
  .object({
    id,
    type: z.string().openapi({ description: 'order | refund | referral | credit' }),
    orderId: z.string().nullable(),
    money: z.number().openapi({ description: 'Rupees with paise; debits are negative' }),
    updatedAt: z.string(),
  })
  .openapi('WalletTransaction');

export const Wallet = z
  .object({ walletData: z.object({ id, money: z.number() }), transactionData: z.array(WalletTransaction) })
  .openapi('Wallet');

export const Referrals = z
  .object({ code: z.string(), referrals: z.number().int(), earned: z.number(), pending: z.number() })
  .openapi('Referrals', {
    description:
      'Refer & Earn (ours): the code (the display name), friends who joined with it, rupees credited and rupees pending',
  });

export const PostOffice = z
  .object({
    Name: z.string(),
    District: z.string(),
    State: z.string(),
    Pincode: z.string(),
    Block: z.string(),
    Country: z.literal('India'),
  })
  .openapi('PostOffice');

export const PostalReply = z
  .tuple([
    z.object({
      Message: z.string(),
      Status: z.enum(['Success', 'Error']),
      PostOffice: z.array(PostOffice).nullable(),
    }),
  ])
  .openapi('PostalReply', {
    description: 'The public postal service’s shape: one item, whose PostOffice lists the offices',
  });

export const Presigned = z
  .object({
    preSignedUrl: z.string(),
    file: z
      .string()
      .openapi({ description: 'The reference to save (public: its address; private: upload/private/{id})' }),
  })
  .openapi('Presigned');

export const Tokens = z.object({ accessToken: z.string(), refreshToken: z.string() }).openapi('Tokens');

/** The same shapes as types, for the functions that build them. */
export type Address = z.infer<typeof Address>;
export type WishlistItem = z.infer<typeof WishlistItem>;
export type Preferences = z.infer<typeof Preferences>;
export type ProfilePost = z.infer<typeof ProfilePost>;
export type Person = z.infer<typeof Person>;
export type OwnProfile = z.infer<typeof OwnProfile>;
export type LanguageChoice = z.infer<typeof LanguageChoice>;
export type WalletTransaction = z.infer<typeof WalletTransaction>;
export type Wallet = z.infer<typeof Wallet>;
export type Referrals = z.infer<typeof Referrals>;
export type PostOffice = z.infer<typeof PostOffice>;
export type PostalReply = z.infer<typeof PostalReply>;
export type Presigned = z.infer<typeof Presigned>;
export type Tokens = z.infer<typeof Tokens>;

/**
 * Validation written once: forms use these with the spec's messages, and the API uses them for 400s.
 * The server's OpenAPI document is generated from these same schemas.
 */
import { z } from 'zod';
import { LOCALES } from './i18n/locales.ts';
import { MAX_PER_PRODUCT, MAX_QUANTITY_WARNING } from './rules/limits.ts';
import {
  COUNTRY_CODE_MESSAGE,
  DISPLAY_NAME_CHARACTERS,
  DISPLAY_NAME_MAX,
  DISPLAY_NAME_PATTERN,
  EMAIL_INVALID,
  EMAIL_PATTERN,
  FULL_NAME_MAX,
  MOBILE_PATTERN,
  OTP_EMPTY,
  OTP_LENGTH,
  OTP_SHORT,
  PHONE_EMPTY,
  PHONE_INVALID,
  REQUIRED_FIELD,
  SUPPORTED_COUNTRY_CODES,
  normalizePhone,
  tooLong,
  ADDRESS_FIELDS,
  ADDRESS_MAX,
  ADDRESS_TYPES,
  ADDRESS_TYPE_INVALID,
  PIN_INVALID,
  PIN_LENGTH,
  PIN_PATTERN,
  type AddressField,
} from './rules/field-rules.ts';
import { PREFERENCE_OPTIONS } from './rules/preferences.ts';
import { INVALID_DATE, INVALID_EMAIL, isBirthday } from './rules/profile.ts';
import { reservedNameError } from './rules/reserved-names.ts';
import { CANCEL_REASONS, RETURN_REASONS } from './rules/orders.ts';

export {
  MAX_PER_PRODUCT,
  OTP_LENGTH,
  EMAIL_PATTERN,
  SUPPORTED_COUNTRY_CODES,
  COUNTRY_CODE_MESSAGE,
  PREFERENCE_OPTIONS,
};

/** Indian mobile numbers: 10 digits starting 6-9 (spaces and a +91/0 prefix are tolerated and removed). */
export const phoneSchema = z
  .string({ message: PHONE_EMPTY })
  .transform(normalizePhone)
  .pipe(z.string().min(1, PHONE_EMPTY).regex(MOBILE_PATTERN, PHONE_INVALID));

export const otpSchema = z
  .string({ message: OTP_EMPTY })
  .min(1, OTP_EMPTY)
  .regex(/^\d*$/, OTP_SHORT)
  .length(OTP_LENGTH, OTP_SHORT);

/**
 * Sign-in and signup accept Indian mobile numbers only (+91; the phone rule above is India's 10-digit
 * mobile range). Codes go to the number stored on the account, never to another country's prefix.
 */
export const countryCodeSchema = z
  .string()
  .transform((value) => value.trim().replace(/^\+/, ''))
  .pipe(z.enum(SUPPORTED_COUNTRY_CODES, { message: COUNTRY_CODE_MESSAGE }))
  .default('91');

/** A full or display name may not pass for the store's own (rules/reserved-names.ts): refused on its field. */
const notTheStores = (name: string, ctx: z.RefinementCtx) => {
  const message = reservedNameError(name);
  if (message) ctx.addIssue({ code: 'custom', message });
};

const displayNameSchema = z
  .string()
  .trim()
  .min(1, REQUIRED_FIELD)
  .max(DISPLAY_NAME_MAX, tooLong(DISPLAY_NAME_MAX))
  .regex(DISPLAY_NAME_PATTERN, DISPLAY_NAME_CHARACTERS)
  .superRefine(notTheStores);

export const signUpSchema = z.object({
  displayname: displayNameSchema,
  fullname: z
    .string()
    .trim()
    .min(1, REQUIRED_FIELD)
    .max(FULL_NAME_MAX, tooLong(FULL_NAME_MAX))
    .superRefine(notTheStores),
  email: z.string().trim().min(1, REQUIRED_FIELD).regex(EMAIL_PATTERN, EMAIL_INVALID),
  phone: phoneSchema,
  country_code: countryCodeSchema,
  oauth: z.boolean().optional().default(false),
  /** Refer & Earn (ours): the display name of the shopper who referred this one (its referral code). */
  referredBy: z.string().trim().max(DISPLAY_NAME_MAX).optional(),
});

/** An address's phone: empty reads "Required field" like every address field, then the mobile rule. */
const addressPhone = z.string({ message: REQUIRED_FIELD }).trim().min(1, REQUIRED_FIELD).pipe(phoneSchema);

/** Ours: the alternate phone may be left empty; given, it is an Indian mobile number like the phone. */
const altPhone = z
  .string()
  .trim()
  .transform(normalizePhone)
  .pipe(z.string().refine((value) => value === '' || MOBILE_PATTERN.test(value), PHONE_INVALID))
  .default('');

/**
 * Address form, POST address and PUT address/{id} (spec §5): every spec field is required; the PIN is 6
 * digits. Ours: the type (Home unless chosen), an optional landmark and alternate phone.
 */
export const addressSchema = z.object({
  name: z.string().trim().min(1, REQUIRED_FIELD).max(ADDRESS_MAX.name, tooLong(ADDRESS_MAX.name)),
  phone: addressPhone,
  pinCode: z.string().trim().min(1, { message: REQUIRED_FIELD, abort: true }).regex(PIN_PATTERN, PIN_INVALID),
  addressMain: z.string().trim().min(1, REQUIRED_FIELD).max(ADDRESS_MAX.addressMain, tooLong(ADDRESS_MAX.addressMain)),
  locality: z.string().trim().min(1, REQUIRED_FIELD).max(ADDRESS_MAX.locality, tooLong(ADDRESS_MAX.locality)),
  city: z.string().trim().min(1, REQUIRED_FIELD).max(ADDRESS_MAX.city, tooLong(ADDRESS_MAX.city)),
  state: z.string().trim().min(1, REQUIRED_FIELD).max(ADDRESS_MAX.state, tooLong(ADDRESS_MAX.state)),
  addressType: z.enum(ADDRESS_TYPES, { message: ADDRESS_TYPE_INVALID }).default('Home'),
  landmark: z.string().trim().max(ADDRESS_MAX.landmark, tooLong(ADDRESS_MAX.landmark)).default(''),
  altPhone,
  defaultAddress: z.boolean().optional().default(false),
});

export type AddressInput = z.input<typeof addressSchema>;
export { ADDRESS_FIELDS, PIN_LENGTH, type AddressField };

/** Make an address the default (path ours: the spec shows no such call). */
export const defaultAddressSchema = z.object({ id: z.string().min(1).max(64) });

export const cartAddSchema = z.object({
  productId: z.string().min(1).max(64),
  /** The contract's own spelling of the variant id. */
  varaint: z.string().min(1).max(64),
  quantity: z.number().int().min(1, 'Add quantity first').max(MAX_PER_PRODUCT, MAX_QUANTITY_WARNING),
  reference: z.boolean().optional().default(false),
});

export const cartUpdateSchema = z.object({
  id: z.string().min(1).max(64),
  quantity: z.number().int().min(1).max(MAX_PER_PRODUCT, MAX_QUANTITY_WARNING),
});

export const profileUpdateSchema = z.object({
  displayname: z
    .string()
    .trim()
    .min(1, 'Required field')
    .max(40)
    .regex(/^[\w.]+$/, 'Use letters, digits, dots and underscores')
    .superRefine(notTheStores),
  fullname: z.string().trim().min(1, 'Required field').max(80).superRefine(notTheStores),
  email: z.string().trim().min(1, 'Required field').regex(EMAIL_PATTERN, INVALID_EMAIL),
  phone: phoneSchema,
  birthday: z.string().trim().min(1, 'Required field').refine(isBirthday, INVALID_DATE),
  profilePicUrl: z.string().max(500).optional(),
});

/** One value or several; always stored as a list. */
const choices = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.array(z.enum(values)).max(values.length)])
    .transform((v) => (Array.isArray(v) ? [...new Set(v)] : [v]));

export const preferencesSchema = z.object({
  product_category: choices(PREFERENCE_OPTIONS.product_category),
  fashion_taste: choices(PREFERENCE_OPTIONS.fashion_taste),
  gender: z.enum(PREFERENCE_OPTIONS.gender, { message: 'Choose one' }),
  payment_type: choices(PREFERENCE_OPTIONS.payment_type),
  offers_type: choices(PREFERENCE_OPTIONS.offers_type),
});

/** Onboarding sends offer_type (spelt so in the contract); settings send offers_type. */
export const onboardingSchema = preferencesSchema.omit({ offers_type: true }).extend({
  offer_type: choices(PREFERENCE_OPTIONS.offers_type),
});

/** One seller group of a checkout: parallel lists of products, variants and quantities (spec's shape). */
/** The shopper's language (ours: the spec has none); the message names the two the site is written in. */
export const LANGUAGE_INVALID = 'Choose en-IN or hi-IN';
export const languageSchema = z.object({ language: z.enum(LOCALES, { message: LANGUAGE_INVALID }) });

export const orderGroupSchema = z
  .object({
    sellerId: z.string().min(1).max(64),
    couponIds: z
      .union([z.literal('no_coupon'), z.string().min(1).max(64), z.array(z.string().min(1).max(64)).max(1)])
      .default('no_coupon'),
    productIds: z.array(z.string().min(1).max(64)).min(1).max(50),
    variants: z.array(z.string().min(1).max(64)).min(1).max(50),
    quantity: z.array(z.number().int().min(1).max(MAX_PER_PRODUCT, MAX_QUANTITY_WARNING)).min(1).max(50),
  })
  .refine((g) => g.productIds.length === g.variants.length && g.variants.length === g.quantity.length, {
    message: 'productIds, variants and quantity must have the same length',
    path: ['quantity'],
  });

export const estimateSchema = z.object({
  orderData: z.array(orderGroupSchema).min(1).max(20),
  useWallet: z.boolean().optional().default(false),
});

export const createOrderSchema = estimateSchema.extend({
  orderType: z.enum(['Cod', 'Prepaid'], { message: 'Please select a payment mode.' }),
  /** Sent by the storefront; the server computes its own and ignores this one. */
  codMain: z.boolean().optional(),
  addressId: z.string().min(1, 'Select an address').max(64),
  shippingMode: z.literal('S').optional().default('S'),
});

export type OrderGroupInput = z.infer<typeof orderGroupSchema>;

export { CANCEL_REASONS, RETURN_REASONS };

/** "Others" / "other" need the shopper's own words (placeholder "Write your reason"). */
const needsText = (other: string) => (v: { reasonType: string; reasonText?: string }) =>
  v.reasonType !== other || Boolean(v.reasonText?.trim());

export const cancelSchema = z
  .object({ reasonType: z.enum(CANCEL_REASONS), reasonText: z.string().max(500).optional().default('') })
  .refine(needsText('Others'), { message: 'Write your reason', path: ['reasonText'] });

export const returnSchema = z
  .object({
    reasonType: z.enum(RETURN_REASONS),
    reasonText: z.string().max(500).optional().default(''),
    option: z.enum(['refund', 'exchange-size', 'exchange-color']),
    imageUrls: z.array(z.string().min(1).max(500)).min(1, 'Add at least one picture').max(6),
    /** An exchange names the order line and the variant chosen from exchangeChoices (rules/exchange.ts). */
    exchange: z.object({ lineId: z.string().min(1).max(64), variantId: z.string().min(1).max(64) }).optional(),
  })
  .refine(needsText('other'), { message: 'Write your reason', path: ['reasonText'] })
  .refine(
    (v) =>
      v.option === 'refund' ||
      (v.option === 'exchange-size' && v.reasonType === 'wrong size') ||
      (v.option === 'exchange-color' && v.reasonType === 'wrong color'),
    {
      message: 'This option does not fit the reason',
      path: ['option'],
    },
  )
  .refine((v) => v.option !== 'exchange-size' || v.exchange, {
    message: 'Choose the size you want instead',
    path: ['exchange'],
  })
  .refine((v) => v.option !== 'exchange-color' || v.exchange, {
    message: 'Choose the colour you want instead',
    path: ['exchange'],
  })
  .refine((v) => v.option !== 'refund' || !v.exchange, {
    message: 'A refund has no exchange: choose an exchange option or leave it out',
    path: ['exchange'],
  });

/** Fewer characters than this (after trimming) is too little to act on: "No input found". */
export const FEATURE_REQUEST_MIN = 10;
export const FEATURE_REQUEST_MAX = 2000;
export const featureRequestSchema = z.object({
  msg: z.string().trim().min(FEATURE_REQUEST_MIN, 'No input found').max(FEATURE_REQUEST_MAX),
});

/**
 * The API's request schemas (its 400s and its OpenAPI document). Where a form checks the same field, the
 * schema calls that form's field rule (src/lib/rules/field-rules.ts, rules/profile.ts), so each rule is
 * written once and the islands check their fields without loading zod.
 */
import { z } from 'zod';
import { LOCALES } from './i18n/locales.ts';
import { MAX_PER_PRODUCT, MAX_QUANTITY_WARNING } from './rules/limits.ts';
import {
  COUNTRY_CODE_MESSAGE,
  DISPLAY_NAME_MAX,
  EMAIL_PATTERN,
  OTP_EMPTY,
  REQUIRED_FIELD,
  OTP_LENGTH,
  PHONE_EMPTY,
  SUPPORTED_COUNTRY_CODES,
  normalizePhone,
  otpError,
  phoneError,
  displayNameError,
  fullNameError,
  emailError,
  addressFieldError,
  featureRequestError,
  ADDRESS_FIELDS,
  ADDRESS_TYPES,
  ADDRESS_TYPE_INVALID,
  PIN_LENGTH,
  type AddressField,
  type OptionalAddressField,
} from './rules/field-rules.ts';
import { GENDER_MISSING, PREFERENCE_OPTIONS } from './rules/preferences.ts';
import { INVALID_EMAIL, birthdayError } from './rules/profile.ts';
import { CANCEL_REASONS, RETURN_REASONS } from './rules/orders.ts';

export {
  MAX_PER_PRODUCT,
  OTP_LENGTH,
  EMAIL_PATTERN,
  SUPPORTED_COUNTRY_CODES,
  COUNTRY_CODE_MESSAGE,
  PREFERENCE_OPTIONS,
};

/** A rule's message (null when the value passes) as a zod check: the form and the API say the same. */
const byRule =
  (rule: (value: string) => string | null) =>
  (value: string, ctx: z.RefinementCtx): void => {
    const message = rule(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };

/** A text field checked by its form's rule, trimmed (a field left out reads `missing`). */
const ruledText = (rule: (value: string) => string | null, missing?: string) =>
  z
    .string(missing ? { message: missing } : undefined)
    .trim()
    .superRefine(byRule(rule));

/** Indian mobile numbers: 10 digits starting 6-9 (spaces and a +91/0 prefix are tolerated and removed). */
export const phoneSchema = z
  .string({ message: PHONE_EMPTY })
  .superRefine(byRule((value) => phoneError(value)))
  .transform(normalizePhone);

export const otpSchema = z.string({ message: OTP_EMPTY }).superRefine(byRule((code) => otpError(code)));

/**
 * Sign-in and signup accept Indian mobile numbers only (+91; the phone rule above is India's 10-digit
 * mobile range). Codes go to the number stored on the account, never to another country's prefix.
 */
export const countryCodeSchema = z
  .string()
  .transform((value) => value.trim().replace(/^\+/, ''))
  .pipe(z.enum(SUPPORTED_COUNTRY_CODES, { message: COUNTRY_CODE_MESSAGE }))
  .default('91');

export const signUpSchema = z.object({
  displayname: ruledText(displayNameError),
  fullname: ruledText(fullNameError),
  email: ruledText((value) => emailError(value)),
  phone: phoneSchema,
  country_code: countryCodeSchema,
  oauth: z.boolean().optional().default(false),
  /** Refer & Earn (ours): the display name of the shopper who referred this one (its referral code). */
  referredBy: z.string().trim().max(DISPLAY_NAME_MAX).optional(),
});

/** An address field checked by the address form's rule (the phones normalised once they pass). */
const addressField = (field: AddressField | OptionalAddressField) =>
  ruledText((v) => addressFieldError(field, v), REQUIRED_FIELD);
const addressPhone = (field: 'phone' | 'altPhone') => addressField(field).transform(normalizePhone);

/**
 * Address form, POST address and PUT address/{id} (spec §5): every spec field is required; the PIN is 6
 * digits. Ours: the type (Home unless chosen), an optional landmark and alternate phone.
 */
export const addressSchema = z.object({
  name: addressField('name'),
  phone: addressPhone('phone'),
  pinCode: addressField('pinCode'),
  addressMain: addressField('addressMain'),
  locality: addressField('locality'),
  city: addressField('city'),
  state: addressField('state'),
  addressType: z.enum(ADDRESS_TYPES, { message: ADDRESS_TYPE_INVALID }).default('Home'),
  landmark: addressField('landmark').default(''),
  altPhone: addressPhone('altPhone').default(''),
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
  displayname: ruledText(displayNameError),
  fullname: ruledText(fullNameError),
  email: ruledText((value) => emailError(value, INVALID_EMAIL)),
  phone: phoneSchema,
  birthday: ruledText(birthdayError),
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
  gender: z.enum(PREFERENCE_OPTIONS.gender, { message: GENDER_MISSING }),
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

export const featureRequestSchema = z.object({ msg: ruledText(featureRequestError) });

/**
 * Validation written once: forms use these with the spec's messages, and the API uses them for 400s.
 * The server's OpenAPI document is generated from these same schemas.
 */
import { z } from 'zod';
import { MAX_PER_PRODUCT, MAX_QUANTITY_WARNING } from './rules/limits.ts';

export { MAX_PER_PRODUCT };
export const OTP_LENGTH = 4;

/** Indian mobile numbers: 10 digits starting 6-9 (spaces and a +91/0 prefix are tolerated and removed). */
export const phoneSchema = z
  .string({ message: 'Enter a phone number' })
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^(\+?91|0)(?=\d{10}$)/, ''))
  .pipe(z.string().min(1, 'Enter a phone number').regex(/^[6-9]\d{9}$/, 'Enter a valid 10-digit mobile number'));

/** Text, an at sign, text, a dot and text, no spaces (spec §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const otpSchema = z
  .string({ message: 'Please enter OTP' })
  .min(1, 'Please enter OTP')
  .regex(/^\d*$/, 'Enter full OTP')
  .length(OTP_LENGTH, 'Enter full OTP');

/**
 * Sign-in and signup accept Indian mobile numbers only (+91; the phone rule above is India's 10-digit
 * mobile range). Codes go to the number stored on the account, never to another country's prefix.
 */
export const SUPPORTED_COUNTRY_CODES = ['91'] as const;
export const COUNTRY_CODE_MESSAGE = 'Only Indian mobile numbers (+91) are supported';
export const countryCodeSchema = z
  .string()
  .transform((value) => value.trim().replace(/^\+/, ''))
  .pipe(z.enum(SUPPORTED_COUNTRY_CODES, { message: COUNTRY_CODE_MESSAGE }))
  .default('91');

export const signUpSchema = z.object({
  displayname: z.string().trim().min(1, 'Required field').max(40, 'At most 40 characters').regex(/^[\w.]+$/, 'Use letters, digits, dots and underscores'),
  fullname: z.string().trim().min(1, 'Required field').max(80, 'At most 80 characters'),
  email: z.string().trim().min(1, 'Required field').regex(EMAIL_PATTERN, 'Invalid email format'),
  phone: phoneSchema,
  country_code: countryCodeSchema,
  oauth: z.boolean().optional().default(false),
  /** Refer & Earn (ours): the display name of the shopper who referred this one. */
  referredBy: z.string().trim().max(40).optional(),
});

/** An address's phone: empty reads "Required field" like every address field, then the mobile rule. */
const addressPhone = z.string({ message: 'Required field' }).trim().min(1, 'Required field').pipe(phoneSchema);

/** Address form and POST address (spec §5): every field is required; the PIN is 6 digits. */
export const addressSchema = z.object({
  name: z.string().trim().min(1, 'Required field').max(80),
  phone: addressPhone,
  pinCode: z.string().trim().min(1, { message: 'Required field', abort: true }).regex(/^\d{6}$/, 'Enter a 6-digit PIN code'),
  addressMain: z.string().trim().min(1, 'Required field').max(200),
  locality: z.string().trim().min(1, 'Required field').max(120),
  city: z.string().trim().min(1, 'Required field').max(80),
  state: z.string().trim().min(1, 'Required field').max(80),
  defaultAddress: z.boolean().optional().default(false),
});

export type AddressInput = z.input<typeof addressSchema>;
/** The fields a shopper types, in form order (defaultAddress is a tick box). */
export const ADDRESS_FIELDS = ['name', 'phone', 'pinCode', 'addressMain', 'locality', 'city', 'state'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export const PIN_LENGTH = 6;

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

/** DD-MM-YYYY with day 01-31, month 01-12, year 1900-2099 (stores-and-social §5). */
export const BIRTHDAY_PATTERN = /^(0[1-9]|[12]\d|3[01])-(0[1-9]|1[0-2])-(19|20)\d{2}$/;

export const profileUpdateSchema = z.object({
  displayname: z.string().trim().min(1, 'Required field').max(40).regex(/^[\w.]+$/, 'Use letters, digits, dots and underscores'),
  fullname: z.string().trim().min(1, 'Required field').max(80),
  email: z.string().trim().min(1, 'Required field').regex(EMAIL_PATTERN, 'Invalid email address'),
  phone: phoneSchema,
  birthday: z.string().trim().min(1, 'Required field').regex(BIRTHDAY_PATTERN, 'Invalid date format'),
  profilePicUrl: z.string().max(500).optional(),
});

export const PREFERENCE_OPTIONS = {
  gender: ['MALE', 'FEMALE'],
  product_category: ['FASHION_AND_ACCESSORIES', 'BEAUTY_AND_PERSONAL_CARE', 'WATCHES'],
  fashion_taste: ['CASUAL', 'FORMAL', 'SPORTY', 'BOHEMIAN', 'CLASSIC', 'TRENDY'],
  offers_type: ['PERCENTAGE_DISCOUNTS', 'CASHBACK_OFFERS', 'BUY_ONE_GET_ONE', 'BANK_CARD_DISCOUNTS', 'EXCLUSIVE_BRAND_OFFER'],
  payment_type: ['HDFC', 'SBI', 'BOB', 'ICICI', 'AMERICAN_EXPRESS', 'HSBC', 'IDFC', 'FEDERAL_BANK', 'INDUSLND_BANK'],
} as const;

/** One value or several; always stored as a list. */
const choices = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.array(z.enum(values)).max(values.length)]).transform((v) => (Array.isArray(v) ? [...new Set(v)] : [v]));

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
export const orderGroupSchema = z
  .object({
    sellerId: z.string().min(1).max(64),
    couponIds: z.union([z.literal('no_coupon'), z.string().min(1).max(64), z.array(z.string().min(1).max(64)).max(1)]).default('no_coupon'),
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

export const CANCEL_REASONS = ['Change of Mind', 'Item no longer needed', 'Delivery taking too long', 'Ordering by Mistake', 'Quality Concerns', 'Received as a Gift', 'Others'] as const;
export const RETURN_REASONS = ["Item doesn't match the description", 'Received the wrong item', 'wrong size', 'wrong color', 'Item damaged or defective', 'other'] as const;

/** "Others" / "other" need the shopper's own words (placeholder "Write your reason"). */
const needsText = (other: string) => (v: { reasonType: string; reasonText?: string }) => v.reasonType !== other || Boolean(v.reasonText?.trim());

export const cancelSchema = z
  .object({ reasonType: z.enum(CANCEL_REASONS), reasonText: z.string().max(500).optional().default('') })
  .refine(needsText('Others'), { message: 'Write your reason', path: ['reasonText'] });

export const returnSchema = z
  .object({
    reasonType: z.enum(RETURN_REASONS),
    reasonText: z.string().max(500).optional().default(''),
    option: z.enum(['refund', 'exchange-size', 'exchange-color']),
    imageUrls: z.array(z.string().min(1).max(500)).min(1, 'Add at least one picture').max(6),
  })
  .refine(needsText('other'), { message: 'Write your reason', path: ['reasonText'] })
  .refine((v) => v.option === 'refund' || (v.option === 'exchange-size' && v.reasonType === 'wrong size') || (v.option === 'exchange-color' && v.reasonType === 'wrong color'), {
    message: 'This option does not fit the reason',
    path: ['option'],
  });

/** Fewer characters than this (after trimming) is too little to act on: "No input found". */
export const FEATURE_REQUEST_MIN = 10;
export const FEATURE_REQUEST_MAX = 2000;
export const featureRequestSchema = z.object({ msg: z.string().trim().min(FEATURE_REQUEST_MIN, 'No input found').max(FEATURE_REQUEST_MAX) });

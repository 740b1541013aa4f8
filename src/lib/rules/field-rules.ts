/**
 * The field rules behind src/lib/schemas.ts, written without zod: the schemas are built from these, and a
 * form island checks its fields with them, so the browser says exactly what the server would without
 * loading zod (about 90 KB gzip) on a login page.
 */
import { reservedNameError } from './reserved-names.ts';

/** The spec's required-field message (signup, address form). */
export const REQUIRED_FIELD = 'Required field';

/** Code length (spec §9: 4 digits). */
export const OTP_LENGTH = 4;
export const OTP_EMPTY = 'Please enter OTP';
export const OTP_SHORT = 'Enter full OTP';
/** The spec's warning for a box left empty (the search box, a feature request). */
export const NO_INPUT_FOUND = 'No input found';
/** Signup's code screen words its empty code differently (spec §5). */
export const SIGNUP_OTP_EMPTY = NO_INPUT_FOUND;
/** The verify calls answer 200 with this message and no data for a wrong code; the storefront shows WRONG_OTP. */
export const WRONG_OTP_REPLY = 'WrongOTP';
export const WRONG_OTP = 'Wrong OTP';

/**
 * India only: sign-in and signup accept Indian mobile numbers (country code 91; 10 digits starting 6-9).
 * The decision is in docs/decisions/accounts.md; the phone field says so next to its fixed +91 prefix.
 */
export const DEFAULT_COUNTRY_CODE = '91';
export const SUPPORTED_COUNTRY_CODES = ['91'] as const;
export const COUNTRY_CODE_MESSAGE = 'Only Indian mobile numbers (+91) are supported';
export const PHONE_EMPTY = 'Enter a phone number';
export const PHONE_INVALID = 'Enter a valid 10-digit mobile number';
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

/** Spaces, dashes and a +91 / 91 / 0 prefix before 10 digits are tolerated and removed. */
export const normalizePhone = (value: string) => value.replace(/[\s-]/g, '').replace(/^(\+?91|0)(?=\d{10}$)/, '');

/** The phone field's message, or null when the number is a valid Indian mobile number. */
export function phoneError(value: string, emptyMessage = PHONE_EMPTY): string | null {
  const phone = normalizePhone(value);
  if (!phone) return emptyMessage;
  return MOBILE_PATTERN.test(phone) ? null : PHONE_INVALID;
}

/** The code boxes' message, or null when all four digits are there (spec §5). */
export function otpError(code: string, emptyMessage = OTP_EMPTY): string | null {
  if (!code) return emptyMessage;
  return code.length === OTP_LENGTH && /^\d+$/.test(code) ? null : OTP_SHORT;
}

/** Text, an at sign, text, a dot and text, no spaces (spec §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_INVALID = 'Invalid email format';

/** An email field's message (signup says EMAIL_INVALID; edit profile words it its own way), or null. */
export function emailError(value: string, invalidMessage = EMAIL_INVALID): string | null {
  const email = value.trim();
  if (!email) return REQUIRED_FIELD;
  return EMAIL_PATTERN.test(email) ? null : invalidMessage;
}

export const DISPLAY_NAME_MAX = 40;
export const FULL_NAME_MAX = 80;
export const DISPLAY_NAME_PATTERN = /^[\w.]+$/;
export const DISPLAY_NAME_CHARACTERS = 'Use letters, digits, dots and underscores';
export const DISPLAY_NAME_TAKEN = 'Display name not available';
/** The display name is checked for availability when longer than 1 character (spec §5). */
export const DISPLAY_NAME_CHECK_FROM = 2;
export const tooLong = (max: number) => `At most ${max} characters`;

/** A display name's own message (empty, length, characters, a name kept for the store), or null. Availability is the server's. */
export function displayNameError(value: string): string | null {
  const name = value.trim();
  if (!name) return REQUIRED_FIELD;
  if (name.length > DISPLAY_NAME_MAX) return tooLong(DISPLAY_NAME_MAX);
  return DISPLAY_NAME_PATTERN.test(name) ? reservedNameError(name) : DISPLAY_NAME_CHARACTERS;
}

/** A full name's message (empty, length, a name kept for the store), or null. */
export function fullNameError(value: string): string | null {
  const name = value.trim();
  if (!name) return REQUIRED_FIELD;
  if (name.length > FULL_NAME_MAX) return tooLong(FULL_NAME_MAX);
  return reservedNameError(name);
}

export type SignUpFields = { displayname: string; fullname: string; email: string; phone: string };

/** Every signup field's message (spec §5: 'Required field', 'Invalid email format'); empty when the form is fine. */
export function signUpErrors(form: SignUpFields): Partial<Record<keyof SignUpFields, string>> {
  const errors: Partial<Record<keyof SignUpFields, string>> = {};
  const displayname = displayNameError(form.displayname);
  if (displayname) errors.displayname = displayname;
  const fullname = fullNameError(form.fullname);
  if (fullname) errors.fullname = fullname;
  const email = emailError(form.email);
  if (email) errors.email = email;
  const phone = phoneError(form.phone, REQUIRED_FIELD);
  if (phone) errors.phone = phone;
  return errors;
}

/**
 * A referral code is the referrer's display name (signup's referredBy; settings shows the same as "your
 * referral code"): anything that could not be a display name is ignored rather than sent.
 */
export function referralCode(value: string | null | undefined): string | null {
  const code = (value ?? '').trim();
  return code && code.length <= DISPLAY_NAME_MAX && DISPLAY_NAME_PATTERN.test(code) ? code : null;
}

/** The address form's fields in the API's order (defaultAddress is a tick box), and the PIN's length (spec §5). */
export const ADDRESS_FIELDS = ['name', 'phone', 'pinCode', 'addressMain', 'locality', 'city', 'state'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
/** Ours: a landmark and an alternate phone, both optional, beside the spec's required fields. */
export const OPTIONAL_ADDRESS_FIELDS = ['landmark', 'altPhone'] as const;
export type OptionalAddressField = (typeof OPTIONAL_ADDRESS_FIELDS)[number];
/** Ours: what kind of place the address is, chosen as chips; Home unless chosen. */
export const ADDRESS_TYPES = ['Home', 'Work', 'Other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
export const ADDRESS_TYPE_INVALID = 'Choose Home, Work or Other';
export const PIN_LENGTH = 6;
export const PIN_PATTERN = /^\d{6}$/;
export const PIN_INVALID = 'Enter a 6-digit PIN code';
export const ADDRESS_MAX: Record<AddressField | OptionalAddressField, number> = {
  name: 80,
  phone: 15,
  pinCode: PIN_LENGTH,
  addressMain: 200,
  locality: 120,
  city: 80,
  state: 80,
  landmark: 120,
  altPhone: 15,
};

/** The form's values: the required fields, and the optional ones (absent reads as empty, the type as Home). */
export type AddressValues = Record<AddressField, string> &
  Partial<Record<OptionalAddressField, string>> & { addressType?: string };
export type AddressErrors = Partial<Record<AddressField | OptionalAddressField | 'addressType', string>>;

/**
 * One address field's message (spec §5: each required one "Required field"; the phone an Indian mobile
 * number; the PIN 6 digits; ours: the landmark may be empty, the alternate phone, when given, an Indian
 * mobile number too), or null.
 */
export function addressFieldError(field: AddressField | OptionalAddressField, raw: string): string | null {
  const value = raw.trim();
  if (!value) return field === 'landmark' || field === 'altPhone' ? null : REQUIRED_FIELD;
  if (field === 'phone') return phoneError(value, REQUIRED_FIELD);
  if (field === 'altPhone') return phoneError(value);
  if (field === 'pinCode') return PIN_PATTERN.test(value) ? null : PIN_INVALID;
  return value.length > ADDRESS_MAX[field] ? tooLong(ADDRESS_MAX[field]) : null;
}

/** Every address field's message, or an empty object. The values to send are the trimmed ones, the phones normalised. */
export function addressErrors(values: AddressValues): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of [...ADDRESS_FIELDS, ...OPTIONAL_ADDRESS_FIELDS]) {
    const message = addressFieldError(field, values[field] ?? '');
    if (message) errors[field] = message;
  }
  if (values.addressType !== undefined && !(ADDRESS_TYPES as readonly string[]).includes(values.addressType))
    errors.addressType = ADDRESS_TYPE_INVALID;
  return errors;
}

export type CleanAddress = Record<AddressField | OptionalAddressField, string> & { addressType: AddressType };

export const cleanAddress = (values: AddressValues): CleanAddress => ({
  name: values.name.trim(),
  phone: normalizePhone(values.phone.trim()),
  pinCode: values.pinCode.trim(),
  addressMain: values.addressMain.trim(),
  locality: values.locality.trim(),
  city: values.city.trim(),
  state: values.state.trim(),
  addressType: (values.addressType ?? 'Home') as AddressType,
  landmark: (values.landmark ?? '').trim(),
  altPhone: normalizePhone((values.altPhone ?? '').trim()),
});

/** Fewer characters than this (after trimming) is too little to act on: "No input found" (spec §5). */
export const FEATURE_REQUEST_MIN = 10;
export const FEATURE_REQUEST_MAX = 2000;

/** A feature request's message, or null when it may be sent. */
export function featureRequestError(text: string): string | null {
  const msg = text.trim();
  if (msg.length < FEATURE_REQUEST_MIN) return NO_INPUT_FOUND;
  return msg.length > FEATURE_REQUEST_MAX ? tooLong(FEATURE_REQUEST_MAX) : null;
}

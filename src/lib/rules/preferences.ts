/**
 * The five preference groups of onboarding and settings (shopper-core §3 Preference options): labels, the
 * saved values read from a profile, and the "something differs" rule that enables Update (§4).
 */
import type { BodyOf, Preferences } from '../../contract/reply-types.ts';

/** The values of each group, as the contract spells them. */
export const PREFERENCE_OPTIONS = {
  gender: ['MALE', 'FEMALE'],
  product_category: ['FASHION_AND_ACCESSORIES', 'BEAUTY_AND_PERSONAL_CARE', 'WATCHES'],
  fashion_taste: ['CASUAL', 'FORMAL', 'SPORTY', 'BOHEMIAN', 'CLASSIC', 'TRENDY'],
  offers_type: [
    'PERCENTAGE_DISCOUNTS',
    'CASHBACK_OFFERS',
    'BUY_ONE_GET_ONE',
    'BANK_CARD_DISCOUNTS',
    'EXCLUSIVE_BRAND_OFFER',
  ],
  payment_type: ['HDFC', 'SBI', 'BOB', 'ICICI', 'AMERICAN_EXPRESS', 'HSBC', 'IDFC', 'FEDERAL_BANK', 'INDUSLND_BANK'],
} as const;

export type PreferenceGroup = keyof typeof PREFERENCE_OPTIONS;

/** Group order and headings as a shopper reads them; gender is the one single choice. */
export const PREFERENCE_GROUPS: { key: PreferenceGroup; title: string; multiple: boolean }[] = [
  { key: 'gender', title: 'I shop for', multiple: false },
  { key: 'product_category', title: 'Categories I like', multiple: true },
  { key: 'fashion_taste', title: 'My style', multiple: true },
  { key: 'offers_type', title: 'Offers I care about', multiple: true },
  { key: 'payment_type', title: 'Cards I pay with', multiple: true },
];

const LABELS: Record<string, string> = {
  MALE: 'Men',
  FEMALE: 'Women',
  FASHION_AND_ACCESSORIES: 'Fashion & Accessories',
  BEAUTY_AND_PERSONAL_CARE: 'Beauty & Personal Care',
  BUY_ONE_GET_ONE: 'Buy One Get One',
  BANK_CARD_DISCOUNTS: 'Bank Card Discounts',
  HDFC: 'HDFC Bank',
  SBI: 'SBI',
  BOB: 'Bank of Baroda',
  ICICI: 'ICICI Bank',
  AMERICAN_EXPRESS: 'American Express',
  HSBC: 'HSBC',
  IDFC: 'IDFC FIRST Bank',
  FEDERAL_BANK: 'Federal Bank',
  INDUSLND_BANK: 'IndusInd Bank',
};

/** "PERCENTAGE_DISCOUNTS" -> "Percentage Discounts"; known values have their own label. */
export function preferenceLabel(value: string): string {
  return (
    LABELS[value] ??
    value
      .split('_')
      .filter(Boolean)
      .map((w) => w[0]! + w.slice(1).toLowerCase())
      .join(' ')
  );
}

export const NO_PREFERENCES: Preferences = {
  gender: null,
  product_category: [],
  fashion_taste: [],
  offers_type: [],
  payment_type: [],
};

/** The values of a group that are among its options (a lone value read as a list of one). */
const listOf = <V extends string>(value: unknown, allowed: readonly V[]): V[] =>
  (Array.isArray(value) ? value : typeof value === 'string' ? [value] : []).filter(
    (v): v is V => typeof v === 'string' && (allowed as readonly string[]).includes(v),
  );

/** The saved choices from a profile's preferences (unknown values dropped; onboarding's offer_type read too). */
export function savedPreferences(raw: Record<string, unknown> | null | undefined): Preferences {
  if (!raw) return NO_PREFERENCES;
  const gender =
    typeof raw.gender === 'string' && (PREFERENCE_OPTIONS.gender as readonly string[]).includes(raw.gender)
      ? raw.gender
      : null;
  return {
    gender,
    product_category: listOf(raw.product_category, PREFERENCE_OPTIONS.product_category),
    fashion_taste: listOf(raw.fashion_taste, PREFERENCE_OPTIONS.fashion_taste),
    offers_type: listOf(raw.offers_type ?? raw.offer_type, PREFERENCE_OPTIONS.offers_type),
    payment_type: listOf(raw.payment_type, PREFERENCE_OPTIONS.payment_type),
  };
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((v) => b.includes(v));

/** True when any group differs from the saved values (order within a group does not matter). */
export function preferencesDiffer(saved: Preferences, chosen: Preferences): boolean {
  return (
    saved.gender !== chosen.gender ||
    !sameSet(saved.product_category, chosen.product_category) ||
    !sameSet(saved.fashion_taste, chosen.fashion_taste) ||
    !sameSet(saved.offers_type, chosen.offers_type) ||
    !sameSet(saved.payment_type, chosen.payment_type)
  );
}

/** Gender is the one group an update needs (the others may be empty). */
export const GENDER_MISSING = 'Choose one';

/** The update's messages: a gender must be chosen; every other group may be left empty. */
export function preferencesErrors(chosen: Preferences): Partial<Record<PreferenceGroup, string>> {
  return chosen.gender && (PREFERENCE_OPTIONS.gender as readonly string[]).includes(chosen.gender)
    ? {}
    : { gender: GENDER_MISSING };
}

/** Ticks or unticks one value: gender replaces, the other groups add or remove (kept in the options' order). */
export function toggleChoice(chosen: Preferences, group: PreferenceGroup, value: string): Preferences {
  if (group === 'gender') return { ...chosen, gender: value };
  const current = chosen[group];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const order = PREFERENCE_OPTIONS[group] as readonly string[];
  return { ...chosen, [group]: next.sort((a, b) => order.indexOf(a) - order.indexOf(b)) };
}

/** The onboarding call's body (the contract spells the offers field offer_type there); null until a gender is chosen. */
export function onboardingBody(chosen: Preferences): BodyOf<'/onboarding', 'post'> | null {
  const [gender] = listOf(chosen.gender, PREFERENCE_OPTIONS.gender);
  if (!gender) return null;
  return {
    gender,
    product_category: listOf(chosen.product_category, PREFERENCE_OPTIONS.product_category),
    fashion_taste: listOf(chosen.fashion_taste, PREFERENCE_OPTIONS.fashion_taste),
    offer_type: listOf(chosen.offers_type, PREFERENCE_OPTIONS.offers_type),
    payment_type: listOf(chosen.payment_type, PREFERENCE_OPTIONS.payment_type),
  };
}

/** Settings' update body (the contract spells the offers field offers_type there); null until a gender is chosen. */
export function preferencesBody(chosen: Preferences): BodyOf<'/user/preferences', 'put'> | null {
  const body = onboardingBody(chosen);
  if (!body) return null;
  const { offer_type, ...rest } = body;
  return { ...rest, offers_type: offer_type };
}

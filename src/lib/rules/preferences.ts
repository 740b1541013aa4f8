/** Shopping preferences (shopper-core §3 "Preference options"): the values, and how the storefront words them. */

export const PREFERENCE_OPTIONS = {
  gender: ['MALE', 'FEMALE'],
  product_category: ['FASHION_AND_ACCESSORIES', 'BEAUTY_AND_PERSONAL_CARE', 'WATCHES'],
  fashion_taste: ['CASUAL', 'FORMAL', 'SPORTY', 'BOHEMIAN', 'CLASSIC', 'TRENDY'],
  offers_type: ['PERCENTAGE_DISCOUNTS', 'CASHBACK_OFFERS', 'BUY_ONE_GET_ONE', 'BANK_CARD_DISCOUNTS', 'EXCLUSIVE_BRAND_OFFER'],
  payment_type: ['HDFC', 'SBI', 'BOB', 'ICICI', 'AMERICAN_EXPRESS', 'HSBC', 'IDFC', 'FEDERAL_BANK', 'INDUSLND_BANK'],
} as const;

export type PreferenceGroup = keyof typeof PREFERENCE_OPTIONS;

/** The groups in the order the onboarding page and settings show them, with their headings. */
export const PREFERENCE_GROUPS: { group: PreferenceGroup; title: string; multiple: boolean }[] = [
  { group: 'gender', title: 'I shop for', multiple: false },
  { group: 'product_category', title: 'Categories I love', multiple: true },
  { group: 'fashion_taste', title: 'My style', multiple: true },
  { group: 'offers_type', title: 'Offers I like', multiple: true },
  { group: 'payment_type', title: 'Banks I pay with', multiple: true },
];

/** Values whose label is not their words in title case (bank short names, spellings of the contract). */
const LABELS: Record<string, string> = {
  MALE: 'Men',
  FEMALE: 'Women',
  FASHION_AND_ACCESSORIES: 'Fashion & Accessories',
  BEAUTY_AND_PERSONAL_CARE: 'Beauty & Personal care',
  BUY_ONE_GET_ONE: 'Buy one get one',
  BANK_CARD_DISCOUNTS: 'Bank card discounts',
  HDFC: 'HDFC Bank',
  SBI: 'SBI',
  BOB: 'Bank of Baroda',
  ICICI: 'ICICI Bank',
  AMERICAN_EXPRESS: 'American Express',
  HSBC: 'HSBC',
  IDFC: 'IDFC First Bank',
  FEDERAL_BANK: 'Federal Bank',
  INDUSLND_BANK: 'IndusInd Bank',
};

/** A preference value as a shopper reads it: CASHBACK_OFFERS -> "Cashback offers". */
export function preferenceLabel(value: string): string {
  const known = LABELS[value];
  if (known) return known;
  const words = value.toLowerCase().split('_').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export type Preferences = { [G in PreferenceGroup]: string[] };

export const emptyPreferences = (): Preferences => ({ gender: [], product_category: [], fashion_taste: [], offers_type: [], payment_type: [] });

/** One gender, several values in the other groups: picking toggles a value (a gender replaces the other). */
export function togglePreference(current: Preferences, group: PreferenceGroup, value: string): Preferences {
  const chosen = current[group];
  if (group === 'gender') return { ...current, gender: chosen[0] === value ? [] : [value] };
  return { ...current, [group]: chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value] };
}

/** The onboarding call's body (the contract spells the offers field offer_type there); null until a gender is chosen. */
export function onboardingBody(chosen: Preferences) {
  const gender = chosen.gender[0];
  if (!gender) return null;
  return { gender, product_category: chosen.product_category, fashion_taste: chosen.fashion_taste, offer_type: chosen.offers_type, payment_type: chosen.payment_type };
}

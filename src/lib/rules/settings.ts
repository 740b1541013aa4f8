/** The settings page's sections (stores-and-social §2.9): labels, the default, and reading `?section=`. */
import { SETTINGS_SECTIONS, settingsSectionId, type SettingsSection } from '../paths.ts';
import { site } from '../site.ts';
import { WALLET_SECTION } from './header.ts';
import { formatRupees } from './price.ts';

export { WALLET_SECTION };
export const SUPPORT_SECTION = settingsSectionId(`${site.name} Support`);
export const ABOUT_SECTION = settingsSectionId(`About ${site.name}`);

/** Menu labels in the spec's order; the wallet and About carry the brand from the site config. */
export const SETTINGS_LABELS: Record<SettingsSection, string> = {
  MY_PREFERENCE: 'My Preference',
  ADDRESS_BOOK: 'Address Book',
  SAVED: 'Saved',
  FAVOURITE_STORES: 'Favourite Stores',
  [WALLET_SECTION]: site.walletName,
  REFER_AND_EARN: 'Refer & Earn',
  REQUEST_A_FEATURE: 'Request a Feature',
  [SUPPORT_SECTION]: 'Support',
  REFUND_STATUS: 'Refund Status',
  [ABOUT_SECTION]: `About ${site.name}`,
};

/** Above this width the menu and a section show side by side, My Preference open by default (spec: "wider than 768px"). */
export const TWO_PANES_ABOVE = 768;
export const DEFAULT_SECTION: SettingsSection = 'MY_PREFERENCE';

/** The section named by `?section=` (case-insensitive), or null when it names none. */
export function sectionFromSearch(search: string): SettingsSection | null {
  const wanted = new URLSearchParams(search).get('section')?.trim().toUpperCase();
  return SETTINGS_SECTIONS.find((s) => s === wanted) ?? null;
}

/** What a width shows: two panes always show a section; one pane shows the menu until one is chosen. */
export function shownSection(fromUrl: SettingsSection | null, twoPanes: boolean): SettingsSection | null {
  return fromUrl ?? (twoPanes ? DEFAULT_SECTION : null);
}

/**
 * Refer & Earn (shopper-core §9): up to 500 rupees on a referred friend's first delivered order, within 2
 * business days. Ours: credited once that order's 2-day return window has closed without a return (a
 * returned order earns nothing); until then the reward is pending.
 */
export const REFERRAL_REWARD = 500;
export const REFERRAL_CREDIT_BUSINESS_DAYS = 2;

/** "₹500 on its way, after your friend's return window" for rewards still pending (rupees), or null for none. */
export function pendingRewardNote(pendingRupees: number): string | null {
  if (pendingRupees <= 0) return null;
  const whose = pendingRupees > REFERRAL_REWARD ? "your friends' return windows" : "your friend's return window";
  return `${formatRupees(pendingRupees)} on its way, after ${whose}`;
}

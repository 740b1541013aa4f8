/**
 * The settings sections (stores-and-social §2.9): each one's code, loaded when it is first shown, and its menu
 * label and one-line blurb in the page's language. A new section is its id in SETTINGS_SECTIONS
 * (src/lib/paths.ts), an entry here, an icon (SectionIcon.tsx) and its words in messages/account.
 */
import { lazy, type ComponentType } from 'react';
import type { SettingsSection } from '../../lib/paths.ts';
import { ABOUT_SECTION, SUPPORT_SECTION, WALLET_SECTION } from '../../lib/rules/settings.ts';
import { site } from '../../lib/site.ts';
import type { Relaxed } from '../shared/words.tsx';

type Words = Relaxed<typeof import('./Settings.words.en-IN.ts')>;

export type SectionEntry = {
  Body: ComponentType;
  label: (t: Words) => string;
  /** One line under the menu entry, so a shopper knows what is behind it. */
  blurb: (t: Words) => string;
};

export const SECTIONS: Record<SettingsSection, SectionEntry> = {
  MY_PREFERENCE: {
    Body: lazy(() => import('./sections/Preferences.tsx')),
    label: (t) => t.settings_section_preference(),
    blurb: (t) => t.settings_blurb_preference(),
  },
  ADDRESS_BOOK: {
    Body: lazy(() => import('./sections/AddressBook.tsx')),
    label: (t) => t.settings_section_addresses(),
    blurb: (t) => t.settings_blurb_addresses(),
  },
  SAVED: {
    Body: lazy(() => import('./sections/Saved.tsx')),
    label: (t) => t.settings_section_saved(),
    blurb: (t) => t.settings_blurb_saved(),
  },
  FAVOURITE_STORES: {
    Body: lazy(() => import('./sections/FavouriteStores.tsx')),
    label: (t) => t.settings_section_favourite_stores(),
    blurb: (t) => t.settings_blurb_favourite_stores(),
  },
  [WALLET_SECTION]: {
    Body: lazy(() => import('./sections/Wallet.tsx')),
    // The wallet is named after the product, in every language.
    label: () => site.walletName,
    blurb: (t) => t.settings_blurb_wallet(),
  },
  REFER_AND_EARN: {
    Body: lazy(() => import('./sections/ReferAndEarn.tsx')),
    label: (t) => t.settings_section_refer(),
    blurb: (t) => t.settings_blurb_refer(),
  },
  REQUEST_A_FEATURE: {
    Body: lazy(() => import('./sections/FeatureRequest.tsx')),
    label: (t) => t.settings_section_feature(),
    blurb: (t) => t.settings_blurb_feature(),
  },
  [SUPPORT_SECTION]: {
    Body: lazy(() => import('./sections/Support.tsx')),
    label: (t) => t.settings_section_support(),
    blurb: (t) => t.settings_blurb_support(),
  },
  REFUND_STATUS: {
    Body: lazy(() => import('./sections/RefundStatus.tsx')),
    label: (t) => t.settings_section_refunds(),
    blurb: (t) => t.settings_blurb_refunds(),
  },
  [ABOUT_SECTION]: {
    Body: lazy(() => import('./sections/About.tsx')),
    label: (t) => t.settings_section_about({ name: site.name }),
    blurb: (t) => t.settings_blurb_about(),
  },
};

/** A section's entry: every id of SETTINGS_SECTIONS has one (a section id is a plain string, hence the check). */
export const sectionEntry = (section: SettingsSection): SectionEntry => SECTIONS[section]!;

/**
 * The one place the code reads the brand from. The brand's words (the store's and the wallet's names, the support
 * e-mail, the one-line description in both languages, the footer's social links) are content, in
 * src/content/brand.json: editors change them in the editors' workspace (docs/editing-content.md), and the build
 * checks the file (src/lib/brand-check.ts) before anything is built from it. The rest is here, in code.
 */
import brand from '../content/brand.json' with { type: 'json' };
import type { SocialLink } from './brand-check.ts';
import type { Locale } from './i18n/locales.ts';

/**
 * The name as it goes in an address: "Vastra Bazaar" -> "vastra-bazaar" (the name is Latin: brand-check.ts). A
 * file not yet checked may lack it: the build's check then names the problem (src/build/content-words.ts), not a
 * crash here while the build's config loads.
 */
const slugOf = (name: string | undefined) =>
  (name ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const site = {
  name: brand.name,
  /** The name as Hindi readers write it: kept for the store like the Latin spelling (rules/reserved-names.ts). */
  nameInDevanagari: brand.nameInDevanagari,
  /** The wallet is named after the product. */
  walletName: brand.walletName,
  /** The about page's address carries the brand's name (spec route table: about-{product}). */
  aboutPath: `/about-${slugOf(brand.name)}`,
  supportEmail: brand.supportEmail,
  helpPath: '/help',
  /**
   * The grievance officer the Consumer Protection (E-Commerce) Rules, 2020 (rule 4(4) and (5)) require a
   * marketplace to name, with contact details and the time limits for complaints. Shown in the privacy policy
   * and on the help page (the Markdown writes {grievance-officer}); change it here only. Not in brand.json: the
   * block's Hindi words (title, hours, time limits) are in the message catalog (docs/decisions/content.md).
   */
  grievanceOfficer: {
    name: 'Meera Krishnan',
    designation: 'Grievance Officer',
    company: 'Vastra Marketplace Private Limited',
    address: '4th Floor, Prestige Meridian II, 30 MG Road, Bengaluru, Karnataka 560001',
    email: 'grievance@vastra.in',
    phone: '+91 80 4718 2290',
    hours: 'Monday to Saturday, 10 am to 6 pm',
    acknowledgeWithin: '48 hours',
    resolveWithin: 'one month',
  },
  url: import.meta.env?.PUBLIC_SITE_URL ?? 'http://localhost:4321',
  /** The head's description, the home page's and the installed app's, in English (brandDescription: either language). */
  description: brand.description,
  descriptionInHindi: brand.descriptionInHindi,
  /** The footer's links, one per network it has an icon for. */
  socials: brand.socials as readonly SocialLink[],
} as const;

/**
 * The store's one-line description in a page's language: the head's default description, the home page's and the
 * installed app's (web-manifest.ts). Content, not a catalog message: editors keep both languages in brand.json.
 */
export const brandDescription = (locale: Locale) => (locale === 'hi-IN' ? site.descriptionInHindi : site.description);

/** A page's title as every page writes it: "Order #4827-1930-5612 | Vastra" (BaseLayout builds the static ones alike). */
export const pageTitle = (what: string) => `${what} | ${site.name}`;

/** The six home-strip categories (spec shopper-core §1), in strip order. */
export const HOME_CATEGORIES = [
  { id: 'fashion', name: 'Fashion & Accessories' },
  { id: 'personal-care', name: 'Beauty & Personal care' },
  { id: 'kids', name: 'Baby & Kids' },
  { id: 'watches', name: 'Watches' },
  { id: 'bags', name: 'Bags' },
  { id: 'jewellery', name: 'Jewellery' },
] as const;

export type HomeCategoryId = (typeof HOME_CATEGORIES)[number]['id'];

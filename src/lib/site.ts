/** The one place the brand lives: a rebrand touches this file only. */
export const site = {
  name: 'Vastra',
  /** The name as Hindi readers write it: kept for the store like the Latin spelling (rules/reserved-names.ts). */
  nameInDevanagari: 'वस्त्र',
  /** The wallet is named after the product. */
  walletName: 'Vastra Money',
  aboutPath: '/about-vastra',
  supportEmail: 'support@vastra.in',
  helpPath: '/help',
  /**
   * The grievance officer the Consumer Protection (E-Commerce) Rules, 2020 (rule 4(4) and (5)) require a
   * marketplace to name, with contact details and the time limits for complaints. Shown in the privacy policy
   * and on the help page (the Markdown writes {grievance-officer}); change it here only.
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
  description: 'Fashion, beauty, watches, bags and jewellery from independent Indian stores, delivered to your door.',
  socials: [
    { name: 'Instagram', href: 'https://www.instagram.com/vastra' },
    { name: 'Facebook', href: 'https://www.facebook.com/vastra' },
    { name: 'X', href: 'https://x.com/vastra' },
    { name: 'YouTube', href: 'https://www.youtube.com/@vastra' },
  ],
} as const;

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

/** The one place the brand lives: a rebrand touches this file only. */
export const site = {
  name: 'Vastra',
  /** The wallet is named after the product. */
  walletName: 'Vastra Money',
  aboutPath: '/about-vastra',
  supportEmail: 'support@vastra.in',
  url: import.meta.env?.PUBLIC_SITE_URL ?? 'http://localhost:4321',
  description: 'Fashion, beauty, watches, bags and jewellery from independent Indian stores, delivered to your door.',
  socials: [
    { name: 'Instagram', href: 'https://www.instagram.com/vastra' },
    { name: 'Facebook', href: 'https://www.facebook.com/vastra' },
    { name: 'X', href: 'https://x.com/vastra' },
    { name: 'YouTube', href: 'https://www.youtube.com/@vastra' },
  ],
} as const;

/** A page's title as every page writes it: "Order #7AA4BA | Vastra" (BaseLayout builds the static ones alike). */
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

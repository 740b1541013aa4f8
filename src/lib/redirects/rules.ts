/**
 * Redirects and rewrites written to dist/client/_redirects (Netlify/Cloudflare format) and honoured by the
 * local server and the dev server alike. Bare index paths go to their parent (spec route tables; /my-orders is a
 * page of its own, ours); rewrites (200)
 * serve static shells for paths whose ids are user data. Each rule has its twin in every other language, made
 * from the same list: /hi/my-orders/{id} serves the Hindi shell, /hi/checkout goes to /hi.
 */
import { BASE_LOCALE, LOCALES } from '../i18n/locales.ts';
import { localisedPath } from '../i18n/locale-paths.ts';

export type RedirectRule = { from: string; to: string; status: 200 | 301 | 302 };

/** The rules at English addresses; REDIRECT_RULES adds their twins. */
const RULES: RedirectRule[] = [
  { from: '/auth', to: '/', status: 302 },
  { from: '/checkout', to: '/', status: 302 },
  { from: '/stores', to: '/', status: 302 },
  { from: '/user', to: '/', status: 302 },
  { from: '/droptrack/product', to: '/droptrack', status: 302 },
  { from: '/stores/:storeId/category', to: '/stores/:storeId', status: 302 },
  { from: '/stores/:storeId/collection', to: '/stores/:storeId', status: 302 },
  { from: '/stores/:storeId/offer', to: '/stores/:storeId', status: 302 },
  { from: '/stores/:storeId/products', to: '/stores/:storeId', status: 302 },
  // Every order's detail page is one shell, rendered in the browser from the API.
  { from: '/my-orders/:orderId', to: '/shells/order/index.html', status: 200 },
  // Every tracked product's DropTrack view is one shell, rendered in the browser from the API.
  { from: '/droptrack/product/:productId', to: '/shells/droptrack-product/index.html', status: 200 },
  // Every profile (/user/me and /user/{userId}) is one shell, rendered in the browser from the API.
  { from: '/user/:userId', to: '/shells/user/index.html', status: 200 },
  // The route table sends every path under lens/ to the feed; its canonical link stays /lens.
  { from: '/lens/*', to: '/lens/index.html', status: 200 },
];

export const REDIRECT_RULES: RedirectRule[] = LOCALES.flatMap((locale) =>
  locale === BASE_LOCALE
    ? RULES
    : RULES.map((rule) => ({ ...rule, from: localisedPath(rule.from, locale), to: localisedPath(rule.to, locale) })),
);

export function formatRedirects(rules: RedirectRule[]): string {
  return `${rules.map((r) => `${r.from} ${r.to} ${r.status}`).join('\n')}\n`;
}

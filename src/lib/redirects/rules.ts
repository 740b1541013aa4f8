/**
 * Redirects and rewrites written to dist/client/_redirects (Netlify/Cloudflare format) and honoured by the
 * local server and the dev server alike. Bare index paths go to their parent (spec route tables; /my-orders is a
 * page of its own, ours); rewrites (200)
 * serve static shells for paths whose ids are user data. Every rule has its Hindi twin under /hi, to the Hindi
 * twin of its target (docs/decisions/i18n.md).
 */
import { localisedPath } from '../i18n/locale-paths.ts';

export type RedirectRule = { from: string; to: string; status: 200 | 301 | 302 };

const ENGLISH_RULES: RedirectRule[] = [
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

export const REDIRECT_RULES: RedirectRule[] = [
  ...ENGLISH_RULES,
  ...ENGLISH_RULES.map((rule) => ({
    ...rule,
    from: localisedPath(rule.from, 'hi-IN'),
    to: localisedPath(rule.to, 'hi-IN'),
  })),
];

export function formatRedirects(rules: RedirectRule[]): string {
  return `${rules.map((r) => `${r.from} ${r.to} ${r.status}`).join('\n')}\n`;
}

/**
 * A test fixture in the demo catalog, deterministic like the rest of it: one product whose stored description
 * carries an XSS payload, as a seller tool or hand-written SQL could store it. The API sanitises seller HTML on
 * every read, so the static product page, the product shell and the quick view show that product without
 * running any of it (tests/e2e/xss.spec.ts). The product is the first of the home page's exclusive deals, so
 * it has a card (and a Quick View button) on the home page.
 */

/** Each part would set `window.__xss` and open an alert if it ever ran. */
export const XSS_PAYLOAD =
  `<script>window.__xss = true; alert('xss')</script>` +
  `<img src="x" onerror="window.__xss = true; alert('xss')">` +
  `<p onmouseover="window.__xss = true">Care guide: <a href="javascript:window.__xss = true; alert('xss')">read before washing</a></p>`;

/** What a shopper still reads of the payload once it is sanitised. */
export const XSS_VISIBLE_TEXT = 'read before washing';

type ProductRow = { id?: string; description: string };
type HomeSectionRow = { tab: string; kind: string; items: unknown };

/** Appends the payload to the description of home's first exclusive deal; answers that product's id (null without deals). */
export function plantXssFixture(products: ProductRow[], homeSections: HomeSectionRow[]): string | null {
  const deals = homeSections.find((s) => s.tab === 'home' && s.kind === 'exclusiveDeals')?.items as
    string[] | undefined;
  const product = products.find((p) => p.id === deals?.[0]);
  if (!product) return null;
  product.description += XSS_PAYLOAD;
  return product.id!;
}

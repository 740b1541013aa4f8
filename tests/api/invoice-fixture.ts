/**
 * What the tax invoice tests share: a PDF's text, and a fashion seller whose two products are priced at
 * known amounts (₹1,049 against MRP ₹1,999, and ₹599 against MRP ₹999; apparel, GST 5%) with a 10% coupon,
 * so the invoice's figures can be written down as literal numbers.
 */
import { inflateSync } from 'node:zlib';
import { extractText, getDocumentProxy } from 'unpdf';
import { and, eq, gt, inArray } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import type { TestApi } from './harness.ts';

/** The text of a PDF, its pages joined. */
export async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

const streamsOf = (bytes: ArrayBuffer): string[] => {
  const raw = Buffer.from(bytes).toString('latin1');
  return [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)].flatMap(([, data]) => {
    try {
      return [inflateSync(Buffer.from(data!, 'latin1')).toString('latin1')];
    } catch {
      return []; // not a Flate stream (a font program is one, but an image may not be)
    }
  });
};

/**
 * The words a PDF's marked spans say they stand for (their ActualText), in order: what Acrobat and Poppler copy
 * and search instead of the shaped glyphs. PDF.js ignores ActualText, so pdfText reads Devanagari in drawing
 * order ("िप्रया" for "प्रिया"); this reads what the drawing means.
 */
export function actualTexts(bytes: ArrayBuffer): string[] {
  const unescape = (s: string) =>
    s.replace(/\\([nrtbf()\\])/g, (_, c: string) => ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' })[c] ?? c);
  return streamsOf(bytes).flatMap((content) =>
    [...content.matchAll(/\/ActualText \(((?:\\.|[^\\)])*)\)/g)].map(([, literal]) => {
      const utf16 = Buffer.from(unescape(literal!), 'latin1');
      // pdfkit writes a non-ASCII string as UTF-16BE after a byte-order mark.
      return new TextDecoder('utf-16be').decode(utf16.subarray(utf16[0] === 0xfe && utf16[1] === 0xff ? 2 : 0));
    }),
  );
}

/** The fonts a PDF embeds, by PostScript name without the subset tag ("NotoSansDevanagari-Regular"). */
export const embeddedFonts = (bytes: ArrayBuffer): string[] =>
  [
    ...new Set(
      [
        ...Buffer.from(bytes)
          .toString('latin1')
          .matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g),
      ].map(([, n]) => n!),
    ),
  ].sort();

export type PricedSeller = {
  store: typeof t.stores.$inferSelect;
  /** The ₹1,049 variant (a shirt) and the ₹599 one (a T-shirt). */
  lines: { productId: string; variantId: string }[];
  couponId: string;
};

/** The first fashion store with two products in stock, priced as above, with its own 10% coupon. */
export async function pricedFashionSeller(api: TestApi, couponId = 'invoice-test-10'): Promise<PricedSeller> {
  const { db } = api.database;
  const stores = await db.select().from(t.stores).where(eq(t.stores.categoryId, 'fashion'));
  for (const store of stores) {
    const products = await db.select().from(t.products).where(eq(t.products.sellerUserId, store.id));
    const stocked = [];
    for (const p of products) {
      const [v] = await db
        .select()
        .from(t.variants)
        .where(and(eq(t.variants.productId, p.id), gt(t.variants.quantity, 20)));
      if (v) stocked.push({ productId: p.id, variantId: v.id });
      if (stocked.length === 2) break;
    }
    if (stocked.length < 2) continue;
    // A shirt and a T-shirt, whatever the seed made them: their invoice lines carry HSN 6205 and 6109.
    for (const [line, price, mrp, style] of [
      [stocked[0]!, 1049, 1999, 'Shirt'],
      [stocked[1]!, 599, 999, 'T-Shirts'],
    ] as const) {
      await api.call('POST', `dev/products/${line.productId}/price`, { body: { price } });
      await db.update(t.variants).set({ mrp }).where(eq(t.variants.productId, line.productId));
      const [product] = await db.select().from(t.products).where(eq(t.products.id, line.productId));
      await db
        .update(t.products)
        .set({ mrp, specs: { ...product!.specs, style } })
        .where(eq(t.products.id, line.productId));
    }
    await db
      .insert(t.coupons)
      .values({
        id: couponId,
        couponName: 'INVOICE10',
        sellerUserId: store.id,
        discountPercent: 10,
        endDate: new Date('2099-12-31T00:00:00Z'),
      })
      .onConflictDoNothing();
    return { store, lines: stocked, couponId };
  }
  throw new Error('No fashion store with two products in stock');
}

/** Addresses in the seller's own city (so its state) and in another state (Tamil Nadu, or Karnataka for a Tamil Nadu seller). */
export async function addressesFor(api: TestApi, token: string, store: PricedSeller['store']) {
  const person = { name: 'Ravi Iyer', phone: '9876512345' };
  const chennai = {
    ...person,
    pinCode: '600001',
    addressMain: '4 Beach Road',
    locality: 'George Town',
    city: 'Chennai',
    state: 'Tamil Nadu',
  };
  const bengaluru = {
    ...person,
    pinCode: '560001',
    addressMain: '21 Residency Road',
    locality: 'Shanthala Nagar',
    city: 'Bengaluru',
    state: 'Karnataka',
  };
  const other = store.state === 'Tamil Nadu' ? bengaluru : chennai;
  const same = {
    ...person,
    pinCode: store.pinCode,
    addressMain: '7 Station Road',
    locality: 'Central',
    city: store.city,
    state: store.state,
  };
  const add = async (body: object) => {
    const reply = await api.call('POST', 'address', { token, body });
    if (reply.status !== 200) throw new Error(`address ${reply.status}: ${JSON.stringify(reply.body)}`);
    return reply.body.data.id as string;
  };
  return { sameState: await add(same), otherState: await add(other), otherStateName: other.state };
}

/** Every line of the seller: 2 of the ₹1,049 variant and 1 of the ₹599 one, with the coupon. */
export const orderGroup = (s: PricedSeller, withCoupon = true) => ({
  sellerId: s.store.id,
  couponIds: withCoupon ? [s.couponId] : 'no_coupon',
  productIds: s.lines.map((l) => l.productId),
  variants: s.lines.map((l) => l.variantId),
  quantity: [2, 1],
});

export const invoicesOf = (api: TestApi, orderIds: string[]) =>
  api.database.db.select().from(t.invoices).where(inArray(t.invoices.orderId, orderIds));

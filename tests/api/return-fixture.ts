/** What a return or an exchange needs in the API tests: a picture the shopper really uploaded, and variants to exchange between. */
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import type { Db } from '../../server/db/open.ts';
import { exchangeChoices, type ExchangeKind } from '../../src/lib/rules/exchange.ts';
import type { TestApi } from './harness.ts';

type Variant = typeof t.variants.$inferSelect;

let png: Buffer | null = null;

/** Presigns a private upload for the shopper; PUTs a small PNG to it unless `put` is false. Returns the file reference. */
export async function uploadPicture(api: TestApi, token: string, put = true): Promise<string> {
  png ??= await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7ca5' } })
    .png()
    .toBuffer();
  const presigned = await api.call('POST', 'upload', {
    token,
    body: { contentType: 'image/png', ext: 'png', isPublic: false },
  });
  if (presigned.status !== 200) throw new Error(`upload ${presigned.status}: ${JSON.stringify(presigned.body)}`);
  const { preSignedUrl, file } = presigned.body.data as { preSignedUrl: string; file: string };
  if (put) {
    const reply = await api.app.request(preSignedUrl.replace(/^https?:\/\/[^/]+/, ''), {
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
      body: new Blob([new Uint8Array(png)]),
    });
    if (reply.status !== 200) throw new Error(`PUT ${reply.status}`);
  }
  return file;
}

/**
 * A variant with at least `minStock` units and one the exchange rule offers instead of it (another size of its
 * colour, or another colour in its size) with at least `minStock` too, skipping products in `exclude`; with the
 * seller to order from. Throws when the catalog has none (a test needing it then fails rather than skips).
 */
export async function exchangePair(
  db: Db,
  kind: ExchangeKind,
  minStock = 1,
  exclude: string[] = [],
): Promise<{ from: Variant; to: Variant; sellerId: string }> {
  const variants = await db.select().from(t.variants).orderBy(t.variants.productId, t.variants.position);
  const byProduct = new Map<string, Variant[]>();
  for (const v of variants)
    if (!exclude.includes(v.productId)) byProduct.set(v.productId, [...(byProduct.get(v.productId) ?? []), v]);
  for (const [productId, list] of byProduct) {
    const candidates = list.map((v) => ({
      variantId: v.id,
      color: v.color,
      size: v.size,
      stock: v.quantity,
      price: v.price,
      v,
    }));
    for (const from of candidates) {
      if (from.stock < minStock) continue;
      const to = exchangeChoices(candidates, { ...from, quantity: minStock }, kind)[0];
      if (!to) continue;
      const [product] = await db.select().from(t.products).where(eq(t.products.id, productId));
      return { from: from.v, to: to.v, sellerId: product!.sellerUserId };
    }
  }
  throw new Error(`No variant with another ${kind} in stock (${minStock}) in the test catalog`);
}

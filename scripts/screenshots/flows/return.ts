import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { base, call, checkoutShopper, read, shooter, signInOn } from '../shared.ts';

/**
 * The return flow on a delivered order of a product with other sizes in stock: confirm-return, the reasons,
 * the pictures and options with one uploaded picture, the exchange-size picker; then a second order's refund
 * return and its refund-status modal.
 */
export async function returnFlow(page: Page, width: number) {
  const shopper = await checkoutShopper();
  const catalog = await read<{
    items: {
      product: { id: string; SellerUserId: string };
      varient: {
        id: string;
        VarientColor: string;
        VarientSize: string;
        VarientQuantity: number;
        VarientPrice: number;
      }[];
    }[];
  }>('catalog/products?limit=200');
  const item = catalog.items.flatMap((d) =>
    d.varient
      .filter(
        (v) =>
          v.VarientQuantity > 3 &&
          d.varient.some(
            (o) =>
              o.id !== v.id &&
              o.VarientColor === v.VarientColor &&
              o.VarientSize !== v.VarientSize &&
              o.VarientQuantity > 0 &&
              o.VarientPrice <= v.VarientPrice,
          ),
      )
      .map((v) => ({ sellerId: d.product.SellerUserId, productId: d.product.id, variantId: v.id })),
  )[0]!;
  const delivered = async (line: { sellerId: string; productId: string; variantId: string }) => {
    const placed = await call<{ orderIds: string[] }>('POST', 'newOrder/create', shopper.accessToken, {
      orderType: 'Cod',
      addressId: shopper.addressId,
      useWallet: false,
      orderData: [
        {
          sellerId: line.sellerId,
          couponIds: 'no_coupon',
          productIds: [line.productId],
          variants: [line.variantId],
          quantity: [1],
        },
      ],
    });
    for (const status of ['IN_TRANSIST', 'OUT_FOR_DELIVERY', 'DELIVERED'])
      await call('POST', `dev/orders/${placed.orderIds[0]}/status`, null, { status });
    return placed.orderIds[0]!;
  };
  const exchangeOrder = await delivered(item);
  const refundOrder = await delivered(shopper.lines[0]!);
  await signInOn(page, shopper);
  const { shot, settle } = shooter(page, 'return', width);
  const picture = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#9a6b4f' } })
    .jpeg()
    .toBuffer();
  await page.goto(`${base}/my-orders/${exchangeOrder}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Return order' }).waitFor();
  await shot('detail-delivered', true);
  await page.getByRole('button', { name: 'Return order' }).click();
  await settle();
  await shot('confirm');
  await page.getByRole('button', { name: 'Yes, return' }).click();
  await page.getByRole('radio', { name: 'Wrong size' }).check();
  await settle();
  await shot('reason');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Add pictures').setInputFiles({ name: 'tag.jpg', mimeType: 'image/jpeg', buffer: picture });
  await page.getByText('Uploaded').waitFor();
  await page.getByRole('radio', { name: 'Exchange for another size' }).check();
  await settle();
  await shot('option');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('group', { name: 'New size' }).getByRole('radio').first().check();
  await settle();
  await shot('exchange-size');
  await page.getByRole('button', { name: 'Place Exchange Order' }).click();
  await page.getByRole('dialog', { name: 'Exchange requested' }).waitFor();
  await shot('success');
  await page.waitForURL(`${base}/`);
  await page.goto(`${base}/my-orders/${exchangeOrder}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Exchange status' }).click();
  await settle();
  await shot('exchange-status');
  await call('POST', `orders/${refundOrder}/return`, shopper.accessToken, {
    reasonType: 'Item damaged or defective',
    reasonText: '',
    option: 'refund',
    imageUrls: [await uploadPrivate(shopper.accessToken, picture)],
  });
  await page.goto(`${base}/my-orders/${refundOrder}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Refund status' }).click();
  await settle();
  await shot('refund-status');
  await page.evaluate(() => localStorage.clear());
}

/** A private upload through POST upload and its signed PUT, as the return flow makes it. */
async function uploadPrivate(token: string, bytes: Buffer): Promise<string> {
  const target = await call<{ preSignedUrl: string; file: string }>('POST', 'upload', token, {
    contentType: 'image/jpeg',
    ext: 'jpg',
    isPublic: false,
    size: bytes.length,
  });
  const put = await fetch(target.preSignedUrl, {
    method: 'PUT',
    headers: { 'Content-Type': 'image/jpeg' },
    body: new Uint8Array(bytes),
  });
  if (!put.ok) throw new Error(`upload PUT ${put.status}`);
  return target.file;
}

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { base, call, checkoutShopper, out, read, shooter, signInOn } from '../shared.ts';

/**
 * The tax papers: the order page before shipping (the invoice's disabled button and when it will be ready) and
 * after (Download Invoice), of a cash-on-delivery order with a coupon and wallet money; at 1280px also the
 * invoice PDF and, after a return, the credit note, each page turned into a PNG with pdftoppm (poppler-utils).
 */
export async function invoiceFlow(page: Page, width: number) {
  const shopper = await checkoutShopper();
  const line = shopper.lines[0]!;
  const coupons = await read<{ id: string; purchaseRequired: boolean }[]>(
    `product/coupon/product?productId=${line.productId}`,
  );
  const coupon = coupons.find((c) => !c.purchaseRequired);
  const placed = await call<{ orderIds: string[] }>('POST', 'newOrder/create', shopper.accessToken, {
    orderType: 'Cod',
    addressId: shopper.addressId,
    useWallet: true,
    orderData: [
      {
        sellerId: line.sellerId,
        couponIds: coupon ? [coupon.id] : 'no_coupon',
        productIds: [line.productId],
        variants: [line.variantId],
        quantity: [2],
      },
    ],
  });
  const orderId = placed.orderIds[0]!;
  await signInOn(page, shopper);
  const { shot } = shooter(page, 'invoice', width);
  const move = (status: string) => call('POST', `dev/orders/${orderId}/status`, null, { status });

  await page.goto(`${base}/my-orders/${orderId}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Invoice available once shipped' }).waitFor();
  await shot('order-before-shipping', true);
  await move('IN_TRANSIST');
  await page.goto(`${base}/my-orders/${orderId}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Download Invoice' }).waitFor();
  await shot('order-shipped', true);

  if (width === 1280) {
    await pdfPages(orderId, shopper.accessToken, 'invoice', 'invoice-pdf');
    for (const status of ['OUT_FOR_DELIVERY', 'DELIVERED', 'RETURN']) await move(status);
    await page.goto(`${base}/my-orders/${orderId}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Download credit note' }).waitFor();
    await shot('order-returned', true);
    await pdfPages(orderId, shopper.accessToken, 'credit-note', 'credit-note-pdf');
  }
  await page.evaluate(() => localStorage.clear());
}

/** Downloads one of the order's papers and writes `${out}/${name}.pdf` and a PNG per page (`${name}-1.png`, ...). */
async function pdfPages(orderId: string, token: string, paper: 'invoice' | 'credit-note', name: string) {
  const reply = await fetch(`${base}/api/v1/orders/${orderId}/${paper}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (reply.status !== 200) throw new Error(`GET ${paper}: ${reply.status} ${await reply.text()}`);
  const file = `${out}/${name}.pdf`;
  fs.writeFileSync(file, new Uint8Array(await reply.arrayBuffer()));
  try {
    execFileSync('pdftoppm', ['-r', '110', '-png', file, `${out}/${name}`]);
  } catch (error) {
    throw new Error(`pdftoppm failed (apt-get install -y poppler-utils): ${(error as Error).message}`);
  }
}

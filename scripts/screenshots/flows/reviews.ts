import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { base, call, checkoutShopper, shooter, signInOn } from '../shared.ts';

/**
 * Writing reviews and Lens posts on a delivered order: the review form filled with a photo, the review on the
 * product page with Verified purchase and Helpful, the milestone card after it, and the Share on Lens form and
 * the post opened on Lens.
 */
export async function reviewsFlow(page: Page, width: number) {
  const shopper = await checkoutShopper();
  const line = shopper.lines[0]!;
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
  const orderId = placed.orderIds[0]!;
  for (const status of ['IN_TRANSIST', 'OUT_FOR_DELIVERY', 'DELIVERED'])
    await call('POST', `dev/orders/${orderId}/status`, null, { status });
  await signInOn(page, shopper);
  const { shot, settle } = shooter(page, 'reviews', width);
  const photo = (colour: string) =>
    sharp({ create: { width: 600, height: 720, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();

  await page.goto(`${base}/my-orders/${orderId}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /Rate this product/ }).click();
  const form = page.getByRole('dialog', { name: 'Rate this product' });
  await form.getByRole('button', { name: 'Post review' }).waitFor();
  await form.getByLabel('5 stars: Excellent').check();
  await form.getByLabel('Title').fill('Lovely fabric, true to size');
  await form
    .getByLabel('Your review')
    .fill('Soft cotton that breathes in the heat. The colour held after two washes and the fit matches the chart.');
  await form
    .getByLabel('Add pictures')
    .setInputFiles({ name: 'look.jpg', mimeType: 'image/jpeg', buffer: await photo('#7c5a43') });
  await form.getByText('Uploaded').waitFor();
  await settle();
  await shot('form');
  await form.getByRole('button', { name: 'Post review' }).click();
  await form.getByText('Thank you! Your review is live.').waitFor();
  await shot('posted');

  await page.goto(`${base}/stores/${line.sellerId}/products/${line.productId}`, { waitUntil: 'networkidle' });
  const mine = page.getByRole('article').filter({ hasText: 'Lovely fabric, true to size' }).first();
  await mine.scrollIntoViewIfNeeded();
  await mine.getByText('Verified purchase').waitFor();
  await settle();
  await page
    .getByRole('region', { name: 'Ratings and reviews' })
    .screenshot({ path: `test-results/screens/reviews-product-page-${width}.png` });

  await page.goto(`${base}/user/me`, { waitUntil: 'networkidle' });
  await page.getByRole('region', { name: 'Milestone' }).waitFor();
  await settle();
  await shot('milestone');

  await page.goto(`${base}/my-orders/${orderId}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /Share on Lens/ }).click();
  const share = page.getByRole('dialog', { name: 'Share on Lens' });
  await share.getByLabel('Caption').fill('Sunday brunch in this one');
  await share
    .getByLabel('Add pictures')
    .setInputFiles({ name: 'brunch.jpg', mimeType: 'image/jpeg', buffer: await photo('#2f6f6a') });
  await share.getByText('Uploaded').waitFor();
  await settle();
  await shot('share-form');
  await share.getByRole('button', { name: 'Post on Lens' }).click();
  await share.getByRole('link', { name: 'See it on Lens' }).click();
  await page.getByRole('dialog').getByText('Sunday brunch in this one').waitFor();
  await settle();
  await shot('lens-post');
  await page.evaluate(() => localStorage.clear());
}

import type { Page } from 'playwright-core';
import { base, checkoutShopper, read, shooter, signInOn } from '../shared.ts';

/**
 * The Hindi screens (--only=hindi, 375 and 1280px): the home page, a product page, the checkout's payment step with
 * Cash on Delivery chosen, Order Placed, and the order page of the order just placed. Hindi words run longer than
 * English ones, so these are the screens to look at for wrapping and overflow.
 */
export async function hindiFlow(page: Page, width: number) {
  const { shot, settle } = shooter(page, 'hindi', width);
  await page.goto(`${base}/hi`, { waitUntil: 'networkidle' });
  await shot('home', false);

  const catalog = await read<{ items: { product: { id: string; SellerUserId: string } }[] }>(
    'catalog/products?limit=1',
  );
  const product = catalog.items[0]!.product;
  await page.goto(`${base}/hi/stores/${product.SellerUserId}/products/${product.id}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'बैग में डालें', exact: true }).first().waitFor();
  await shot('product', true);

  const shopper = await checkoutShopper();
  await signInOn(page, shopper);
  // The payment step needs a chosen address: through the summary and the address step, as a shopper goes.
  await page.goto(`${base}/hi/checkout/order-summary`, { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: 'पता चुनें' }).click();
  await page.getByRole('radio').first().waitFor();
  await page.getByRole('link', { name: 'पता चुनें' }).click();
  await page.getByRole('radio', { name: /कैश ऑन डिलीवरी/ }).check();
  await settle();
  await shot('payment', true);
  await page.getByRole('button', { name: 'ऑर्डर करें' }).click();
  const placed = page.getByRole('dialog', { name: 'ऑर्डर प्लेस हो गया' });
  await placed.waitFor();
  await settle();
  await shot('order-placed');

  const orderPage = await placed
    .getByRole('link', { name: /ऑर्डर देखें/ })
    .first()
    .getAttribute('href');
  await page.goto(`${base}${orderPage}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'ऑर्डर ट्रैक करें' }).waitFor();
  await shot('order', true);
}

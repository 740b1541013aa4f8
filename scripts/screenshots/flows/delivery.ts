import type { Page } from 'playwright-core';
import { base, read, shooter } from '../shared.ts';

/** The product page's "Check delivery": a served PIN's day, then a PIN nobody delivers to. */
export async function deliveryFlow(page: Page, width: number) {
  const products = await read<{ items: { product: { id: string; SellerUserId: string } }[] }>(
    'catalog/products?limit=3',
  );
  const { id, SellerUserId } = products.items[2]!.product;
  const { shot } = shooter(page, 'delivery', width);
  await page.goto(`${base}/stores/${SellerUserId}/products/${id}`, { waitUntil: 'networkidle' });
  const box = page.getByRole('region', { name: 'Check delivery' });
  await box.scrollIntoViewIfNeeded();
  await box.getByRole('textbox', { name: 'PIN code' }).fill('560034');
  await box.getByRole('button', { name: 'Check' }).click();
  await box.getByText(/^Delivery by /).waitFor();
  await shot('served');
  await box.getByRole('textbox', { name: 'PIN code' }).fill('999999');
  await box.getByRole('button', { name: 'Check' }).click();
  await box.getByText("We don't deliver to this PIN yet").waitFor();
  await shot('not-served');
  await page.evaluate(() => localStorage.clear());
}

import type { Page } from 'playwright-core';
import { base, call, read, shooter, signInOn, signUp } from '../shared.ts';

type Detail = {
  product: { id: string; SellerUserId: string; productName: string };
  varient: { id: string; VarientQuantity: number }[];
};

/**
 * Sold out and Notify me: a sold-out variant's page for a visitor (the sticky bar on a phone, the box on
 * a laptop: "Sold out" and Notify me), the same after a signed-in shopper's Notify me ("We’ll let you know",
 * Cancel alert) and the quick view of it; then the variant restocked and the note in the Notifications drawer. The
 * variant's stock is put back to 0 at the end. Also a listing with a colour chosen (each card in that colour) and
 * Settings' Saved and Favourite Stores, empty and with an item.
 */
export async function notifyFlow(page: Page, width: number) {
  const { shot, settle } = shooter(page, 'notify', width);
  const items = (await read<{ items: Detail[] }>('catalog/products?limit=200')).items;
  // From the end of the catalog, as the browser tests do, so the demo's first sold-out variant stays as it is.
  const detail = items
    .filter((d) => d.varient.some((v) => v.VarientQuantity === 0) && d.varient.some((v) => v.VarientQuantity > 0))
    .at(-1 - (width === 375 ? 3 : 4))!;
  const variant = detail.varient.find((v) => v.VarientQuantity === 0)!;
  const url = `${base}/stores/${detail.product.SellerUserId}/products/${detail.product.id}?variant=${variant.id}`;
  const visible = (name: string) => page.getByRole('button', { name, exact: true }).locator('visible=true').first();

  await page.goto(`${base}/privacy-policy`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(url, { waitUntil: 'networkidle' });
  await visible('Notify me').waitFor();
  await shot('sold-out-visitor');
  await visible('Notify me').click();
  await page.locator('[data-toaster]').getByRole('link', { name: 'Login', exact: true }).waitFor();
  await settle();
  await shot('sold-out-visitor-login');

  const tokens = await signUp('notify');
  await signInOn(page, tokens);
  await page.goto(url, { waitUntil: 'networkidle' });
  await visible('Notify me').click();
  await page.getByText('We’ll let you know').locator('visible=true').first().waitFor();
  await settle();
  await shot('notify-set');

  try {
    await call('POST', `dev/products/${detail.product.id}/stock`, null, { variantId: variant.id, quantity: 3 });
    await page.goto(`${base}/privacy-policy`, { waitUntil: 'networkidle' });
    const bell = page.getByRole('button', { name: /^Notifications, 1 unread/ });
    await bell.waitFor();
    await bell.click();
    await page
      .getByRole('dialog', { name: 'Notifications' })
      .getByText(`Back in stock: ${detail.product.productName}`)
      .waitFor();
    await settle();
    await shot('back-in-stock-note');
  } finally {
    await call('POST', `dev/products/${detail.product.id}/stock`, null, { variantId: variant.id, quantity: 0 });
  }

  // A listing with a colour chosen: each card shows that colour.
  const { categories } = await read<{ categories: { id: string; storeId: string }[] }>('catalog/store-pages');
  for (const { id, storeId } of categories) {
    const category = await read<{ collections: { products: { colors: string[] }[] }[] }>(`userstore/category/${id}`);
    const colours = new Set(category.collections[0]?.products.flatMap((p) => p.colors) ?? []);
    const colour = ['Red', 'Blue', 'Green'].find((c) => colours.has(c));
    if (!colour) continue;
    await page.goto(`${base}/stores/${storeId}/category/${id}?color=${colour}`, { waitUntil: 'networkidle' });
    await shot(`listing-${colour.toLowerCase()}`);
    break;
  }

  // Settings: Saved and Favourite Stores, empty, then with the product saved and its store favourited.
  const fresh = await signUp('saved');
  await signInOn(page, fresh);
  for (const section of ['SAVED', 'FAVOURITE_STORES']) {
    await page.goto(`${base}/settings?section=${section}`, { waitUntil: 'networkidle' });
    await shot(`settings-${section.toLowerCase()}-empty`);
  }
  await call('POST', 'saved', fresh.accessToken, { ProductId: detail.product.id });
  await call('POST', 'favourite/add', fresh.accessToken, { storeId: detail.product.SellerUserId });
  for (const section of ['SAVED', 'FAVOURITE_STORES']) {
    await page.goto(`${base}/settings?section=${section}`, { waitUntil: 'networkidle' });
    await page
      .getByRole('button', { name: /^Remove / })
      .first()
      .waitFor();
    await shot(`settings-${section.toLowerCase()}`);
  }
}

import type { Page } from 'playwright-core';
import { base, read, shooter, signInOn, signUp } from '../shared.ts';

type Detail = {
  product: { id: string; SellerUserId: string };
  varient: { id: string; VarientQuantity: number; VarientColor: string }[];
};

/**
 * A phone in a shopper's hands: toasts above the My Cart drawer ("Max quantity is 5 for one product.") and the
 * quick view ("Log in to continue" with Login), "No input found" clear of the search tabs, Add To Bag busy
 * ("Adding…") and offline, and Back: an overlay open, then the page after Back (the Filters drawer with a
 * colour chosen on a phone, the quick view on a laptop).
 */
export async function phoneFlow(page: Page, width: number) {
  const { shot, settle } = shooter(page, 'phone', width);
  const products = (await read<{ items: Detail[] }>('catalog/products?limit=80')).items.filter(
    (d) => d.varient.length && d.varient.every((v) => v.VarientQuantity >= 6),
  );
  const [first, second] = products;
  const productUrl = (d: Detail) =>
    `${base}/stores/${d.product.SellerUserId}/products/${d.product.id}?variant=${d.varient[0]!.id}`;
  const { categories } = await read<{ categories: { id: string; storeId: string }[] }>('catalog/store-pages');
  const listing = `${base}/stores/${categories[0]!.storeId}/category/${categories[0]!.id}`;
  const addToBag = page.getByRole('button', { name: 'Add To Bag' }).locator('visible=true').first();

  // The drawer's stepper past 5: the warning shows above the drawer, clear of the stepper.
  await page.goto(`${base}/privacy-policy`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(productUrl(first!), { waitUntil: 'networkidle' });
  await addToBag.click();
  const drawer = page.getByRole('dialog', { name: 'My Cart' });
  const plus = drawer.getByRole('button', { name: 'Increase quantity' });
  for (let n = 0; n < 5; n++) await plus.click();
  await drawer.getByText('Max quantity is 5 for one product.').waitFor();
  await settle();
  await shot('drawer-toast');

  // A visitor's heart in the quick view: "Log in to continue" with Login, above the quick view.
  await page.goto(listing, { waitUntil: 'networkidle' });
  const quick = page.getByRole('button', { name: /^Quick View: / }).first();
  await quick.hover();
  await quick.click();
  const heart = page.getByRole('dialog').getByRole('button', { name: 'Add to wishlist' });
  await heart.click();
  await page.locator('[data-toaster]').getByRole('link', { name: 'Login', exact: true }).waitFor();
  await settle();
  await shot('quick-view-login');
  // Back closes it; the listing stays.
  await page.goBack();
  await heart.waitFor({ state: 'hidden' });
  await settle();
  await shot('quick-view-after-back');

  // The search panel's tabs stay clear of "No input found".
  await page.evaluate(() => localStorage.setItem('vastra:recentSearches', JSON.stringify(['kurta', 'silk saree'])));
  await page.reload({ waitUntil: 'networkidle' });
  const search = page.getByRole('combobox', { name: 'Search' });
  await search.click();
  await page.getByRole('tablist', { name: 'Search in' }).waitFor();
  await search.press('Enter');
  await page.getByText('No input found').waitFor();
  await settle();
  await shot('search-no-input');
  await page.keyboard.press('Escape');
  await page.getByText('No input found').waitFor({ state: 'hidden' });

  // The Filters drawer (phones): a colour chosen, then Back closes the drawer and keeps it.
  const filters = page.getByRole('button', { name: /^Filters/ });
  if (await filters.isVisible()) {
    await filters.click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await panel.getByRole('checkbox').first().check();
    await settle();
    await shot('filters-open');
    await page.goBack();
    await panel.waitFor({ state: 'hidden' });
    await settle();
    await shot('filters-after-back');
  }

  // Signed in: Add To Bag while the add is on its way, then offline.
  await signInOn(page, await signUp('phone'));
  await page.goto(productUrl(second!), { waitUntil: 'networkidle' });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/userCart', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.fallback();
  });
  await addToBag.click();
  await page.getByRole('button', { name: 'Adding…' }).locator('visible=true').first().waitFor();
  await shot('adding');
  release();
  await drawer.waitFor();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  await page.unroute('**/api/v1/userCart');
  await page.context().setOffline(true);
  await addToBag.click();
  await page.getByText("You're offline: we'll try again when you're back").first().waitFor();
  await settle();
  await shot('offline');
  await page.context().setOffline(false);
  await page.evaluate(() => localStorage.clear());
}

/**
 * A toast never covers what the shopper needs next (at 375 px, with taps): the quick view's Close button when
 * the control just tapped sits where toasts usually go, and the My Cart drawer's Proceed to Checkout.
 */
import { expect, test } from './fixtures.ts';
import { PHONE, buyBoxReady, expectToastClear, toastWith } from './phone.ts';
import { cartDrawer } from './bag.ts';
import { SILK_KURTA, restock } from './shopper-data.ts';
import { categoryWithChoices } from './catalog.ts';

test.use(PHONE);

test('in the quick view a toast for a control at the bottom keeps clear of it and of Close', async ({
  page,
  request,
}) => {
  const { path } = await categoryWithChoices(request);
  await page.goto(path);
  const open = page.getByRole('button', { name: /^Quick View: / }).first();
  const name = (await open.getAttribute('aria-label'))!.replace(/^Quick View: /, '');
  await open.tap();
  const quickView = page.getByRole('dialog', { name });
  const heart = quickView.getByRole('button', { name: 'Add to wishlist' });
  await expect(heart).toBeVisible();
  // The shopper has scrolled the quick view so the heart sits at the foot of the screen, where toasts go.
  await heart.evaluate((el) => {
    const panel = el.closest('dialog')!.firstElementChild as HTMLElement;
    panel.scrollTop += el.getBoundingClientRect().bottom - (window.innerHeight - 24);
  });
  const box = (await heart.boundingBox())!;
  expect(box.y + box.height).toBeGreaterThan(740);
  await heart.tap();
  const prompt = toastWith(page, 'Log in to continue');
  await expectToastClear(prompt, [heart, quickView.getByRole('button', { name: 'Close' })]);
});

test('the toast that opens the My Cart drawer keeps clear of Proceed to Checkout', async ({
  page,
  request,
  shopper,
}) => {
  void shopper;
  await restock(request, SILK_KURTA);
  await page.goto(`/stores/${SILK_KURTA.sellerId}/products/${SILK_KURTA.productId}?variant=${SILK_KURTA.variantId}`);
  await buyBoxReady(page);
  await page.getByRole('button', { name: 'Add To Bag' }).first().tap();
  const drawer = cartDrawer(page);
  const proceed = drawer.getByRole('link', { name: 'Proceed to Checkout' });
  await expect(proceed).toBeVisible();
  const added = toastWith(page, 'Product added to bag');
  await expectToastClear(added, [proceed, drawer.getByRole('button', { name: 'Close' })]);
});

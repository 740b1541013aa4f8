/**
 * The order page's rough edges at 375 px, as a shopper meets them: Back leads to My Orders, each line links to
 * its product with Buy again (the one bag action, the very variant ordered), the review form stays inside its
 * modal, and exchanging for another colour shows each colour as it looks, with "Place Exchange Order" on one
 * line. Orders are placed and moved through the real API; the page is read by roles, visible text and boxes.
 */
import type { APIRequestContext, Locator } from '@playwright/test';
import sharp from 'sharp';
import type { Envelope, ProductDetail } from '../../src/lib/api/types.ts';
import { COLORS } from '../../src/lib/colors.ts';
import { expect, test } from './fixtures.ts';
import { kurtaOrderFor, openOrder } from './order-page.ts';
import { PHONE, holdCalls } from './phone.ts';
import { cartDrawer } from './bag.ts';
import { allProducts } from './catalog.ts';
import type { Shopper } from './session.ts';
import { SILK_KURTA, addAddress, deliver, placeOrder, restock, type OrderItem } from './shopper-data.ts';

test.use(PHONE);

const auth = (shopper: Shopper) => ({ Authorization: `Bearer ${shopper.accessToken}` });
async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Envelope<T>).data;
}

/** `inner` lies within `outer` with the same room on its left and right (a form inside its modal's padding). */
async function expectCentredWithin(inner: Locator, outer: Locator) {
  const [a, b] = [(await inner.boundingBox())!, (await outer.boundingBox())!];
  const left = a.x - b.x;
  const right = b.x + b.width - (a.x + a.width);
  expect(left, 'inside on the left').toBeGreaterThanOrEqual(0);
  expect(Math.abs(right - left), `${right}px of room on the right against ${left}px on the left`).toBeLessThanOrEqual(
    1,
  );
}

/** A product whose ordered variant (3 or more in stock) has two other colours in its size, in stock, at no higher price. */
function colourExchangeable(products: ProductDetail[]): { item: OrderItem; colours: string[]; name: string } {
  for (const detail of products) {
    for (const v of detail.varient) {
      if (v.VarientQuantity < 3) continue;
      const others = detail.varient.filter(
        (o) =>
          o.VarientSize === v.VarientSize &&
          o.VarientColor !== v.VarientColor &&
          o.VarientQuantity >= 1 &&
          o.VarientPrice <= v.VarientPrice,
      );
      if (others.length >= 2)
        return {
          item: { productId: detail.product.id, variantId: v.id, sellerId: detail.product.SellerUserId },
          colours: others.map((o) => o.VarientColor),
          name: detail.product.productName,
        };
    }
  }
  throw new Error('the catalog has no product with three colours of one size in stock');
}

test('Back on an order page opens My Orders; a line links to its product, and Buy again adds that very variant', async ({
  page,
  request,
  shopper,
}) => {
  await restock(request, SILK_KURTA);
  const orderId = await placeOrder(request, shopper, await addAddress(request, shopper), { item: SILK_KURTA });
  const detail = await data<ProductDetail>(await request.get(`/api/v1/product/${SILK_KURTA.productId}`));
  const name = detail.product.productName;
  // Opened from outside (a notification's link): nothing of this site before it.
  await openOrder(page, orderId);

  await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute(
    'href',
    `/stores/${SILK_KURTA.sellerId}/products/${SILK_KURTA.productId}?variant=${SILK_KURTA.variantId}`,
  );

  await page.getByRole('button', { name: `Buy again: ${name}` }).tap();
  const drawer = cartDrawer(page);
  const line = drawer.getByRole('listitem', { name, exact: true });
  await expect(line).toContainText('Colour: Charcoal · Size: XXL');
  const cart = await (await request.get('/api/v1/userCart', { headers: auth(shopper) })).text();
  expect(cart).toContain(SILK_KURTA.variantId);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.getByRole('link', { name: 'Back to My Orders' }).tap();
  await expect(page).toHaveURL('/my-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
});

test('the review form stays inside its modal on a phone, the rating’s word included', async ({
  page,
  request,
  shopper,
}) => {
  const orderId = await kurtaOrderFor(request, shopper);
  await deliver(request, orderId);
  await openOrder(page, orderId);
  await page.getByRole('button', { name: /Rate this product/ }).tap();
  const modal = page.getByRole('dialog', { name: 'Rate this product' });
  await modal.getByLabel('5 stars: Excellent').check();
  const word = modal.getByText('Excellent', { exact: true });
  await expect(word).toBeVisible();
  const form = modal.locator('form');
  await expectCentredWithin(form, modal);
  await expectCentredWithin(modal.getByLabel('Title'), modal);
  const [w, f] = [(await word.boundingBox())!, (await form.boundingBox())!];
  expect(w.x + w.width).toBeLessThanOrEqual(f.x + f.width);
});

test('exchanging for another colour shows each colour’s swatch and picture; "Place Exchange Order" keeps to one line', async ({
  page,
  request,
  shopper,
}) => {
  const { item, colours, name } = colourExchangeable(await allProducts(request));
  const orderId = await placeOrder(request, shopper, await addAddress(request, shopper), { item });
  await deliver(request, orderId);
  await openOrder(page, orderId);
  await page.getByRole('button', { name: 'Return order' }).tap();
  await page.getByRole('dialog', { name: 'Return order' }).getByRole('button', { name: 'Yes, return' }).tap();
  const reasons = page.getByRole('dialog', { name: 'Reason for return' });
  await reasons.getByRole('radio', { name: 'Wrong color' }).check();
  await reasons.getByRole('button', { name: 'Next' }).tap();
  const options = page.getByRole('dialog', { name: 'Pictures and what you would like' });
  await options.getByLabel('Add pictures').setInputFiles([
    {
      name: 'front.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 48, height: 48, channels: 3, background: '#1d4ed8' } })
        .png()
        .toBuffer(),
    },
  ]);
  await expect(options.getByRole('list', { name: 'Your pictures' })).toContainText('Uploaded');
  await options.getByRole('radio', { name: 'Exchange for another colour' }).check();
  await options.getByRole('button', { name: 'Next' }).tap();

  const picker = page.getByRole('dialog', { name: 'Exchange for another colour' });
  const group = picker.getByRole('group', { name: 'New colour' });
  await expect(group.getByRole('radio')).toHaveCount(colours.length);
  for (const colour of colours) {
    await expect(group.getByRole('radio', { name: colour, exact: true })).toBeVisible();
    const picture = group.getByRole('img', { name: `${name} in ${colour}` });
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const swatch = group.locator(`[data-swatch="${colour}"]`);
    await expect(swatch).toBeVisible();
    const hex = COLORS[colour]!;
    const rgb = `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    await expect(swatch).toHaveCSS('background-color', rgb);
  }
  await group.getByRole('radio', { name: colours[0]!, exact: true }).check();
  const place = picker.getByRole('button', { name: 'Place Exchange Order' });
  await expect(place).toBeEnabled();
  // One line of text: a 44px button, not the 74px of three wrapped lines.
  expect((await place.boundingBox())!.height).toBeLessThanOrEqual(48);
  const back = picker.getByRole('button', { name: 'Back' });
  expect((await back.boundingBox())!.height).toBeLessThanOrEqual(48);
});

test('a star tapped while the review form is still reading the saved review is kept when the read arrives', async ({
  page,
  request,
  shopper,
}) => {
  const orderId = await kurtaOrderFor(request, shopper);
  await deliver(request, orderId);
  await openOrder(page, orderId);
  const read = await holdCalls(page, /\/api\/v1\/review\/mine\//, 'GET');
  await page.getByRole('button', { name: /Rate this product/ }).tap();
  const modal = page.getByRole('dialog', { name: 'Rate this product' });
  await read.arrived;
  await modal.getByLabel('5 stars: Excellent').check();
  read.release();
  await expect(modal.locator('form[aria-busy]')).toHaveCount(0);
  await expect(modal.getByLabel('5 stars: Excellent')).toBeChecked();
  await expect(modal.getByText('Excellent', { exact: true })).toBeVisible();
});

/**
 * Returns and exchanges as a shopper makes them (stores-and-social §3-§5, §9): a fresh order
 * placed and delivered through the real API, then returned on the order detail page with real pictures
 * uploaded privately, read by roles and visible text.
 */
import { orderNumber } from '../../src/lib/rules/order-number.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import sharp from 'sharp';
import type { Envelope, ProductDetail } from '../../src/lib/api/types.ts';
import {
  expectNoSeriousA11yViolations,
  expectNoSeriousA11yViolationsWhileHeld,
  heldAutoCloses,
  holdAutoClose,
} from './axe.ts';
import { newShopper, type Shopper } from './session.ts';
import { allProducts } from './catalog.ts';
import { addAddress, deliver, placeOrder, type OrderItem } from './shopper-data.ts';

const auth = (shopper: Shopper) => ({ Authorization: `Bearer ${shopper.accessToken}` });

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Envelope<T>).data;
}

type Order = {
  orderStatus: string;
  request: {
    option: string;
    imageUrls: string[];
    exchange: { to: { variantId: string; size: string; color: string } } | null;
    refund: { state: string } | null;
  } | null;
};
const orderOf = (request: APIRequestContext, shopper: Shopper, orderId: string) =>
  request.get(`/api/v1/orders/${orderId}`, { headers: auth(shopper) }).then((r) => data<Order>(r));

/** A real PNG the server's image check accepts. */
const png = (colour: string) =>
  sharp({ create: { width: 48, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** A delivered order of `item` (or any priced variant) for the fixture's shopper, open on its detail page. */
async function deliveredOrder(page: Page, request: APIRequestContext, shopper: Shopper, item?: OrderItem) {
  const orderId = await placeOrder(request, shopper, await addAddress(request, shopper), { item });
  await deliver(request, orderId);
  await page.goto(`/my-orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber(orderId)}` })).toBeVisible();
  return { orderId };
}

/** Drops files on the picture zone as a browser drag and drop would deliver them. */
async function dropFiles(page: Page, files: { name: string; type: string; base64: string }[]) {
  const transfer = await page.evaluateHandle((given) => {
    const dt = new DataTransfer();
    for (const f of given)
      dt.items.add(new File([Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))], f.name, { type: f.type }));
    return dt;
  }, files);
  const zone = page.getByTestId('picture-dropzone');
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
}

/** An in-stock variant whose product has another size of the same colour in stock at no higher price (read from the live catalog). */
function sizeExchangeable(products: ProductDetail[]): { item: OrderItem; otherSizes: string[]; colour: string } {
  for (const detail of products) {
    for (const v of detail.varient) {
      if (v.VarientQuantity < 3) continue;
      const others = detail.varient.filter(
        (o) =>
          o.id !== v.id &&
          o.VarientColor === v.VarientColor &&
          o.VarientSize !== v.VarientSize &&
          o.VarientQuantity >= 1 &&
          o.VarientPrice <= v.VarientPrice,
      );
      if (others.length) {
        return {
          item: { productId: detail.product.id, variantId: v.id, sellerId: detail.product.SellerUserId },
          otherSizes: others.map((o) => o.VarientSize),
          colour: v.VarientColor,
        };
      }
    }
  }
  throw new Error('the catalog has no product with two sizes of one colour in stock');
}

test.describe('return and exchange', () => {
  test('a refund return with a dragged-in picture: reasons, pictures only, Refund preselected; the order shows RETURN', async ({
    page,
    request,
    shopper,
  }) => {
    const { orderId } = await deliveredOrder(page, request, shopper);
    await expect(page.getByText(/You can return this order until [A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible();
    await page.getByRole('button', { name: 'Return order' }).click();

    const confirm = page.getByRole('dialog', { name: 'Return order' });
    await expect(confirm).toContainText('Return within 2 days of receiving the order.');
    // A cash-on-delivery order: its refund goes to Vastra Money, said before the shopper confirms.
    await expect(confirm.getByTestId('refund-plan')).toHaveText(
      /^Your refund: ₹[\d,]+\.\d{2} to Vastra Money, once the seller receives the item\.$/,
    );
    await expectNoSeriousA11yViolations(page, { label: 'with confirm-return open' });
    await confirm.getByRole('button', { name: 'Yes, return' }).click();

    const reasons = page.getByRole('dialog', { name: 'Reason for return' });
    await expect(reasons.getByRole('radio')).toHaveCount(6);
    const next = reasons.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await reasons.getByRole('radio', { name: 'Others' }).check();
    await expect(next).toBeDisabled();
    await reasons.getByPlaceholder('Write your reason').fill('The zip broke on the first day');
    await expect(next).toBeEnabled();
    await expectNoSeriousA11yViolations(page, { label: 'with select-return-reason open' });
    await reasons.getByRole('radio', { name: 'Item damaged or defective' }).check();
    await next.click();

    const options = page.getByRole('dialog', { name: 'Pictures and what you would like' });
    await expect(options.getByRole('radio')).toHaveCount(1);
    await expect(options.getByRole('radio', { name: 'Refund' })).toBeChecked();
    const submit = options.getByRole('button', { name: 'Request return' });
    await expect(submit).toBeDisabled();
    await expect(options).toContainText('Add at least one picture of the item.');

    // Not a picture: refused with a message, nothing added.
    await dropFiles(page, [{ name: 'notes.txt', type: 'text/plain', base64: Buffer.from('hello').toString('base64') }]);
    await expect(options.getByRole('alert')).toHaveText('Only pictures can be added (JPEG, PNG, WebP, GIF or AVIF).');
    await expect(options.getByRole('list', { name: 'Your pictures' })).toHaveCount(0);

    await dropFiles(page, [{ name: 'zip.png', type: 'image/png', base64: (await png('#b3261e')).toString('base64') }]);
    const previews = options.getByRole('list', { name: 'Your pictures' }).getByRole('listitem');
    await expect(previews).toHaveCount(1);
    await expect(previews.first().getByRole('img', { name: 'Picture 1: zip.png' })).toBeVisible();
    await expect(previews.first()).toContainText('Uploaded');
    await expect(submit).toBeEnabled();
    await expectNoSeriousA11yViolations(page, { label: 'with select-return-option open' });
    await holdAutoClose(page);
    await submit.click();

    await expect(page.getByRole('dialog', { name: 'Return requested' })).toBeVisible();
    // One self-close timer of the spec's delay, counted while it is held (after the scan it may already have run).
    await expect.poll(() => heldAutoCloses(page)).toBe(1);
    await expectNoSeriousA11yViolationsWhileHeld(page, { label: 'with return-success open' });
    // Then it closed itself and went home.
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });

    const order = await orderOf(request, shopper, orderId);
    expect(order.orderStatus).toBe('RETURN');
    expect(order.request?.option).toBe('refund');
    expect(order.request?.imageUrls).toHaveLength(1);
    // The picture is private: its owner reads it, nobody else does.
    const picture = await request.get(order.request!.imageUrls[0]!, { headers: auth(shopper) });
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');
    const stranger = await newShopper(request, 'retpeek');
    expect((await request.get(order.request!.imageUrls[0]!, { headers: auth(stranger) })).status()).toBe(404);

    // Back on the order: the refund's real state.
    await page.goto(`/my-orders/${orderId}`);
    await expect(page.getByRole('button', { name: 'Return order' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Refund status' }).click();
    const status = page.getByRole('dialog', { name: 'Refund status' });
    await expect(status.getByTestId('refund-state')).toHaveText('Refund requested');
    await expect(status.getByTestId('refund-parts')).toContainText('it starts once the seller receives the item');
    await expect(status).toContainText('Item damaged or defective');
    await expect(status).toContainText('1 picture sent with the request.');
    await expectNoSeriousA11yViolations(page, { label: 'with refund-status open' });
  });

  test('a wrong-size exchange: picked pictures with remove, the other sizes in stock, Place Exchange Order; the order shows EXCHANGE', async ({
    page,
    request,
    shopper,
  }) => {
    const { item, otherSizes, colour } = sizeExchangeable(await allProducts(request));
    const stockOf = async (variantId: string) =>
      (await data<ProductDetail>(await request.get(`/api/v1/product/${item.productId}`))).varient.find(
        (v) => v.id === variantId,
      )!.VarientQuantity;
    const { orderId } = await deliveredOrder(page, request, shopper, item);
    await page.getByRole('button', { name: 'Return order' }).click();
    await page.getByRole('dialog', { name: 'Return order' }).getByRole('button', { name: 'Yes, return' }).click();
    const reasons = page.getByRole('dialog', { name: 'Reason for return' });
    await reasons.getByRole('radio', { name: 'Wrong size' }).check();
    await reasons.getByRole('button', { name: 'Next' }).click();

    const options = page.getByRole('dialog', { name: 'Pictures and what you would like' });
    await expect(options.getByRole('radio', { name: 'Exchange for another size' })).not.toBeChecked();
    await expect(options.getByRole('radio', { name: 'Refund' })).not.toBeChecked();
    await options.getByLabel('Add pictures').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: await png('#1d4ed8') },
      { name: 'label.png', mimeType: 'image/png', buffer: await png('#15803d') },
    ]);
    const previews = options.getByRole('list', { name: 'Your pictures' }).getByRole('listitem');
    await expect(previews).toHaveCount(2);
    await options.getByRole('button', { name: 'Remove picture 1' }).click();
    await expect(previews).toHaveCount(1);
    await expect(previews.first().getByRole('img', { name: 'Picture 1: label.png' })).toBeVisible();
    await expect(previews.first()).toContainText('Uploaded');
    const next = options.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await options.getByRole('radio', { name: 'Exchange for another size' }).check();
    await next.click();

    const picker = page.getByRole('dialog', { name: 'Exchange for another size' });
    const sizes = picker.getByRole('group', { name: 'New size' }).getByRole('radio');
    await expect(sizes).toHaveCount(otherSizes.length);
    const place = picker.getByRole('button', { name: 'Place Exchange Order' });
    await expect(place).toBeDisabled();
    const chosen = otherSizes[0]!;
    const chosenVariant = (
      await data<ProductDetail>(await request.get(`/api/v1/product/${item.productId}`))
    ).varient.find((v) => v.VarientColor === colour && v.VarientSize === chosen)!;
    const stockBefore = await stockOf(chosenVariant.id);
    await picker.getByRole('radio', { name: chosen, exact: true }).check();
    await expectNoSeriousA11yViolations(page, { label: 'with exchange-size open' });
    await place.click();

    await expect(page.getByRole('dialog', { name: 'Exchange requested' })).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });

    const order = await orderOf(request, shopper, orderId);
    expect(order.orderStatus).toBe('EXCHANGE');
    expect(order.request?.exchange?.to).toMatchObject({ variantId: chosenVariant.id, size: chosen, color: colour });
    expect(await stockOf(chosenVariant.id)).toBe(stockBefore - 1);

    await page.goto(`/my-orders/${orderId}`);
    await expect(page.getByText('Exchange', { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Exchange status' }).click();
    const status = page.getByRole('dialog', { name: 'Exchange status' });
    await expect(status.getByTestId('exchange-to')).toHaveText(`Size ${chosen}, ${colour}`);
    await expectNoSeriousA11yViolations(page, { label: 'with exchange-status open' });
  });

  test('an outside click asks first, then Discard closes the return and clears what was chosen and added', async ({
    page,
    request,
    shopper,
  }) => {
    await deliveredOrder(page, request, shopper);
    await page.getByRole('button', { name: 'Return order' }).click();
    await page.getByRole('dialog', { name: 'Return order' }).getByRole('button', { name: 'Yes, return' }).click();
    const reasons = page.getByRole('dialog', { name: 'Reason for return' });
    await reasons.getByRole('radio', { name: 'Received the wrong item' }).check();
    await reasons.getByRole('button', { name: 'Next' }).click();
    const options = page.getByRole('dialog', { name: 'Pictures and what you would like' });
    await options
      .getByLabel('Add pictures')
      .setInputFiles({ name: 'item.png', mimeType: 'image/png', buffer: await png('#7c3aed') });
    await expect(options.getByRole('list', { name: 'Your pictures' }).getByRole('listitem')).toHaveCount(1);

    // Nothing chosen or added is thrown away without asking.
    await page.mouse.click(4, 4);
    await expect(options.getByRole('alertdialog', { name: 'Discard this return?' })).toBeVisible();
    await options.getByRole('button', { name: 'Discard' }).click();
    await expect(options).toBeHidden();

    await page.getByRole('button', { name: 'Return order' }).click();
    await page.getByRole('dialog', { name: 'Return order' }).getByRole('button', { name: 'Yes, return' }).click();
    await expect(reasons.getByRole('radio', { name: 'Received the wrong item' })).not.toBeChecked();
    await expect(reasons.getByRole('button', { name: 'Next' })).toBeDisabled();
    await reasons.getByRole('radio', { name: 'Received the wrong item' }).check();
    await reasons.getByRole('button', { name: 'Next' }).click();
    await expect(options.getByRole('list', { name: 'Your pictures' })).toHaveCount(0);
  });
});

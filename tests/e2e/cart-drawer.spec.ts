/**
 * The My Cart drawer as a shopper uses it (shopper-core §2 My Cart drawer, §3, §5, §8; stores-and-social §4
 * "the cart panel opens"): visitor and signed-in lines, the stepper's limits, optimistic changes that roll
 * back, Empty cart, the wishlist, the way back after signing in, the keyboard, axe and two tabs in step.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { Envelope, ProductDetail, Varient } from '../../src/lib/api/types.ts';
import { allProducts, productPath } from './catalog.ts';
import { newShopper, nthCodeSentTo, signInOnLoad, storeOnFirstLoad, type Tokens } from './session.ts';
import { bagButton, cartDrawer, keptLines, keptOutbox } from './bag.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';

// The motion itself, as most shoppers see it (My Cart sliding in and out): the suite's default is reduced motion.
test.use({ reducedMotion: 'no-preference' });

const toast = (page: Page, text: string) => page.locator('[data-toaster]').getByText(text, { exact: true });
const lineOf = (drawer: Locator, name: string) => drawer.getByRole('listitem', { name, exact: true });
const quantityOf = (line: Locator) => line.getByRole('group', { name: 'Quantity' }).locator('output');

/** A seeded product (server/seed, fixed seed) and the variant a test takes; each name is the only one of its kind. */
type Seeded = { id: string; seller: string; name: string; variantId: string };
const pathOf = (p: Seeded) => `/stores/${p.seller}/products/${p.id}?variant=${p.variantId}`;

/** Pink, 50 g: ₹699 (MRP ₹899); every variant 6 or more in stock. */
const NIGHT_CREAM: Seeded = {
  id: '01004f56-dc62-4ef1-8f95-ad4f23928c94',
  seller: 'a60d43b9-be05-48fd-9462-676ee5247f86',
  name: 'Vintage Night Cream',
  variantId: 'c4f7ccb3-7aec-4a23-b86d-b13480553a69',
};
/** Biege, One Size: ₹899, 4 in stock (every variant 1 to 4; nothing orders it: the order helpers take stock above 10). */
const TOTE: Seeded = {
  id: '007b8df1-66e5-4fbe-b701-883b3af8e064',
  seller: '84ba0aef-db66-45ec-8dc7-1c571bbfa488',
  name: 'Relaxed Leather Tote Bag',
  variantId: '36b33e6d-0fa6-49ce-84be-713a6569a5c5',
};
/** Every variant 6 or more in stock. */
const CLUTCH: Seeded = {
  id: '081f4c7f-b9bb-46bc-9795-f68b33216a64',
  seller: '84ba0aef-db66-45ec-8dc7-1c571bbfa488',
  name: 'Vintage Silk Clutch',
  variantId: 'ca5355a3-d255-41f9-98a7-3a3af465133c',
};
/** Every variant 6 or more in stock. */
const BACKPACK: Seeded = {
  id: '140de37f-868d-4d27-b21c-118861234b1f',
  seller: '66c29f09-9c03-4d39-8de2-e957d82a723d',
  name: 'Relaxed Leather Backpack',
  variantId: '1c7b2b9e-90f1-4fee-a19c-1822157c5417',
};
/** Yellow, 2.6: ₹2,349 (MRP ₹4,399). */
const BANGLES: Seeded = {
  id: '097771e0-212d-4325-a4a1-41a6ecfac68b',
  seller: '6e43db9e-e121-4bf4-b869-b934df73b86b',
  name: 'Classic Bangle Set',
  variantId: '7ab80150-c5a9-4e3b-871f-c68001c52ca5',
};
/** Yellow, XS: ₹2,149 (MRP ₹4,649). */
const KURTAS: Seeded = {
  id: '0dbfe985-3223-4b4a-a0ae-f59f0b59e38c',
  seller: '76a5934c-728e-4f21-b087-4fbdf059e7c4',
  name: 'Essential Cotton Kurtas',
  variantId: 'd57c512c-6a30-49d2-8fc7-816f931f5054',
};
const NIGHT_SUITS: Seeded = {
  id: '0de6e18d-6dad-4d68-91a2-0afda96811bb',
  seller: '8cc9a767-76a8-4079-8bd0-f254174632f8',
  name: 'Classic Silk Night Suits',
  variantId: 'a4dc2ed5-f295-4b71-9d7b-45eca4966df0',
};

/** The product and its variant as the API has them now (stock moves as other tests order). */
async function live(request: APIRequestContext, p: Seeded): Promise<{ detail: ProductDetail; variant: Varient }> {
  const response = await request.get(`/api/v1/product/${p.id}`);
  expect(response.status()).toBe(200);
  const detail = ((await response.json()) as Envelope<ProductDetail>).data;
  const variant = detail.varient.find((v) => v.id === p.variantId);
  expect(variant, `${p.name}: seeded variant ${p.variantId}`).toBeDefined();
  return { detail, variant: variant! };
}

const auth = (tokens: Tokens) => ({ Authorization: `Bearer ${tokens.accessToken}` });

async function addToServerCart(request: APIRequestContext, tokens: Tokens, pick: Seeded, quantity: number) {
  const response = await request.post('/api/v1/userCart', {
    headers: auth(tokens),
    data: { productId: pick.id, varaint: pick.variantId, quantity, reference: false },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function addToWishlist(request: APIRequestContext, tokens: Tokens, pick: Seeded) {
  const added = await request.post('/api/v1/wishlist', {
    headers: auth(tokens),
    data: { productId: pick.id, varientId: pick.variantId },
  });
  expect(added.status()).toBe(200);
}

async function serverCart(
  request: APIRequestContext,
  tokens: Tokens,
): Promise<{ variantId: string; quantity: number }[]> {
  const response = await request.get('/api/v1/userCart', { headers: auth(tokens) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { variantId: string; quantity: number }[] }).data;
}

/** Opens the drawer from the bag button, signed in or not. */
async function openDrawer(page: Page): Promise<Locator> {
  await bagButton(page).click();
  const drawer = cartDrawer(page);
  await expect(drawer).toBeVisible();
  return drawer;
}

test.describe('the My Cart drawer', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a visitor adds from the product page: the drawer opens with the line; plus stops at 5, minus at 1 removes it', async ({
    page,
    request,
  }) => {
    const { variant } = await live(request, NIGHT_CREAM);
    expect(variant.VarientQuantity, 'stock above the limit of 5').toBeGreaterThanOrEqual(6);
    await page.goto(pathOf(NIGHT_CREAM));
    await expect(bagButton(page)).toHaveAccessibleName('Bag, 0 items');
    await page.getByRole('button', { name: 'Add To Bag' }).first().click();

    const drawer = cartDrawer(page);
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('tab', { name: 'Checkout' })).toHaveAttribute('aria-selected', 'true');
    const line = lineOf(drawer, 'Vintage Night Cream');
    await expect(line).toBeVisible();
    await expect(line).toContainText('Colour: Pink');
    await expect(line).toContainText('Size: 50 g');
    await expect(line.getByText('₹699', { exact: true })).toBeVisible();
    await expect(line.locator('s')).toContainText('₹899');
    await expect(quantityOf(line)).toHaveText('1');
    // A visitor is asked to sign in instead of checking out.
    await expect(drawer.getByRole('heading', { name: 'Log in to continue' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Proceed to Checkout' })).toHaveCount(0);

    const plus = line.getByRole('button', { name: 'Increase quantity' });
    for (let n = 2; n <= 5; n++) {
      await plus.click();
      await expect(quantityOf(line)).toHaveText(String(n));
    }
    await expect(drawer.getByText('₹3,495', { exact: true })).toBeVisible();
    await plus.click();
    await expect(toast(page, 'Max quantity is 5 for one product.')).toBeVisible();
    await expect(quantityOf(line)).toHaveText('5');
    await expect(bagButton(page)).toHaveAccessibleName('Bag, 5 items');

    const minus = line.getByRole('button', { name: 'Decrease quantity' });
    for (let n = 4; n >= 1; n--) {
      await minus.click();
      await expect(quantityOf(line)).toHaveText(String(n));
    }
    await minus.click();
    await expect(line).toHaveCount(0);
    await expect(drawer.getByText('Your bag is empty')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/marketplace');
    await expect(bagButton(page)).toHaveAccessibleName('Bag, 0 items');
  });

  test('plus at the stock says "Only N left", and a visitor line whose price changed takes the live price and says so', async ({
    page,
  }) => {
    await page.goto(pathOf(TOTE));
    await page.getByRole('button', { name: 'Add To Bag' }).first().click();
    const drawer = cartDrawer(page);
    const line = lineOf(drawer, 'Relaxed Leather Tote Bag');
    const plus = line.getByRole('button', { name: 'Increase quantity' });
    for (let n = 2; n <= 4; n++) {
      await plus.click();
      await expect(quantityOf(line)).toHaveText(String(n));
    }
    await plus.click();
    await expect(toast(page, 'Only 4 left')).toBeVisible();
    await expect(quantityOf(line)).toHaveText('4');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // The seller raises the price after the add (₹899 to ₹1,099): the drawer's live check finds it.
    const raised = 1099;
    await page.route(`**/api/v1/product/${TOTE.id}`, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      for (const v of body.data.varient) v.VarientPrice = raised;
      body.data.product.productSellingPrice = raised;
      await route.fulfill({ response, json: body });
    });
    await bagButton(page).click();
    await expect(line.getByText('Price went up from ₹899 to ₹1,099 since you added it')).toBeVisible();
    await expect(line.getByText('₹1,099', { exact: true })).toBeVisible();
    const kept = await keptLines(page);
    expect(kept[0]!.product.productSellingPrice).toBe(raised);
  });

  test('a signed-in shopper sees the server cart: lines, subtotal, saving and Proceed to Checkout; Empty cart asks first', async ({
    page,
    request,
    shopper,
  }) => {
    await addToServerCart(request, shopper, BANGLES, 2);
    await addToServerCart(request, shopper, KURTAS, 1);
    await page.goto('/privacy-policy');
    await expect(bagButton(page)).toHaveAccessibleName('Bag, 3 items');

    const drawer = await openDrawer(page);
    await expect(quantityOf(lineOf(drawer, 'Classic Bangle Set'))).toHaveText('2');
    await expect(quantityOf(lineOf(drawer, 'Essential Cotton Kurtas'))).toHaveText('1');
    // 2 × ₹2,349 + ₹2,149; both below their MRP (₹4,399 and ₹4,649).
    await expect(drawer.getByRole('definition').first()).toHaveText('₹6,847');
    await expect(drawer.getByText('You save on MRP')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout/order-summary',
    );

    // Empty cart asks first; "Keep items" keeps them.
    await drawer.getByRole('button', { name: 'Empty cart' }).click();
    await expect(drawer.getByText('Remove every item from your bag?')).toBeVisible();
    await drawer.getByRole('button', { name: 'Keep items' }).click();
    await expect(drawer.getByRole('list', { name: 'Items in your bag' }).getByRole('listitem')).toHaveCount(2);
    await drawer.getByRole('button', { name: 'Empty cart' }).click();
    await drawer.getByRole('button', { name: 'Yes, empty cart' }).click();
    await expect(drawer.getByText('Your bag is empty')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Proceed to Checkout' })).toHaveCount(0);
    await expect(bagButton(page)).toHaveAccessibleName('Bag, 0 items');
    await expect.poll(async () => (await serverCart(request, shopper)).length).toBe(0);
  });

  test('the stepper is optimistic and rolls back when the API answers 500, with the spec toasts', async ({
    page,
    request,
    shopper,
  }) => {
    await addToServerCart(request, shopper, BANGLES, 2);
    await page.goto('/privacy-policy');
    const drawer = await openDrawer(page);
    const line = lineOf(drawer, 'Classic Bangle Set');
    await expect(quantityOf(line)).toHaveText('2');

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/userCart**', async (route) => {
      const method = route.request().method();
      if (method !== 'PUT' && method !== 'DELETE') return route.fallback();
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"Server error","data":null}',
      });
    });
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    // The drawer and the badge show the change at once (the bag as shown: the outbox over the last answer),
    // while the API has not answered.
    await expect(quantityOf(line)).toHaveText('3');
    await expect(bagButton(page)).toHaveAccessibleName('Bag, 3 items');
    release();
    await expect(toast(page, 'Failed to update product quaantity in cart.')).toBeVisible();
    await expect(quantityOf(line)).toHaveText('2');
    await expect(bagButton(page)).toHaveAccessibleName('Bag, 2 items');

    await line.getByRole('button', { name: 'Remove Classic Bangle Set' }).click();
    await expect(toast(page, 'Failed to remove product from cart.')).toBeVisible();
    await expect(quantityOf(line)).toHaveText('2');
    expect((await serverCart(request, shopper))[0]!.quantity).toBe(2);
    await expect(bagButton(page)).toHaveAccessibleName('Bag, 2 items');
  });

  test('wishlist at 375px: Remove takes an item out, and the server agrees; the bag is untouched', async ({
    page,
    request,
    shopper,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const pick of [BANGLES, KURTAS]) await addToWishlist(request, shopper, pick);
    await page.goto('/privacy-policy');
    const drawer = await openDrawer(page);
    await drawer.getByRole('tab', { name: 'Wishlist' }).click();
    await lineOf(drawer, 'Classic Bangle Set')
      .getByRole('button', { name: 'Remove Classic Bangle Set from wishlist' })
      .click();
    await expect(lineOf(drawer, 'Classic Bangle Set')).toHaveCount(0);
    await expect(lineOf(drawer, 'Essential Cotton Kurtas')).toBeVisible();
    await expect
      .poll(
        async () =>
          ((await (await request.get('/api/v1/wishlist', { headers: auth(shopper) })).json()) as { data: unknown[] })
            .data.length,
      )
      .toBe(1);
    await expect(bagButton(page)).toHaveAccessibleName('Bag, 0 items');
  });

  test('wishlist: Move to bag raises the badge by 1; Add all to checkout moves the rest', async ({
    page,
    request,
    shopper,
  }) => {
    const picks = [BANGLES, KURTAS, NIGHT_SUITS];
    for (const pick of picks) await addToWishlist(request, shopper, pick);
    await page.goto('/privacy-policy');
    const drawer = await openDrawer(page);
    await drawer.getByRole('tab', { name: 'Wishlist' }).click();
    await expect(drawer.getByRole('tab', { name: 'Wishlist' })).toHaveAttribute('aria-selected', 'true');
    for (const pick of picks) await expect(lineOf(drawer, pick.name)).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: ['dialog[open]'], label: 'with the wishlist tab open' });

    await lineOf(drawer, 'Classic Bangle Set').getByRole('button', { name: 'Move to bag' }).click();
    await expect(bagButton(page)).toHaveAccessibleName('Bag, 1 item');
    await expect(lineOf(drawer, 'Classic Bangle Set')).toHaveCount(0);

    await drawer.getByRole('button', { name: 'Add all to checkout' }).click();
    await expect(drawer.getByText('Your wishlist is empty')).toBeVisible();
    await expect(bagButton(page)).toHaveAccessibleName('Bag, 3 items');
    // The badge shows the bag as sent (the outbox over the last answer); the server has it once the outbox drains.
    await expect
      .poll(async () => (await serverCart(request, shopper)).map((l) => `${l.variantId}×${l.quantity}`).sort())
      .toEqual(picks.map((p) => `${p.variantId}×1`).sort());

    await drawer.getByRole('tab', { name: 'Checkout' }).click();
    for (const pick of picks) await expect(lineOf(drawer, pick.name)).toBeVisible();
  });

  test('an item moved to the bag stays off the wishlist while the wishlist is read again, and Add all moves it no second time', async ({
    page,
    request,
    shopper,
  }) => {
    const picks = [BANGLES, KURTAS];
    for (const pick of picks) await addToWishlist(request, shopper, pick);
    await page.goto('/privacy-policy');
    const drawer = await openDrawer(page);
    await drawer.getByRole('tab', { name: 'Wishlist' }).click();
    for (const pick of picks) await expect(lineOf(drawer, pick.name)).toBeVisible();

    // Every later read of the wishlist waits until the test lets it go: the window after the move is sent.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/wishlist', async (route) => {
      if (route.request().method() === 'GET') await held;
      await route.fallback();
    });

    await lineOf(drawer, BANGLES.name).getByRole('button', { name: 'Move to bag' }).click();
    await expect(bagButton(page)).toHaveAccessibleName('Bag, 1 item');
    // Both writes are answered and taken off the outbox; the read after them is still on its way.
    await expect.poll(() => keptOutbox(page)).toEqual([]);
    await expect(lineOf(drawer, BANGLES.name)).toHaveCount(0);
    await expect(lineOf(drawer, KURTAS.name)).toBeVisible();

    await drawer.getByRole('button', { name: 'Add all to checkout' }).click();
    await expect(bagButton(page)).toHaveAccessibleName('Bag, 2 items');
    release();
    await expect(drawer.getByText('Your wishlist is empty')).toBeVisible();
    await expect
      .poll(async () => (await serverCart(request, shopper)).map((l) => `${l.variantId}×${l.quantity}`).sort())
      .toEqual(picks.map((p) => `${p.variantId}×1`).sort());
  });

  test('a visitor sees "Log in to continue" in both tabs, and signing in from the drawer comes back to it open', async ({
    page,
    request,
  }) => {
    const shopper = await newShopper(request, 'drawerlogin');
    await page.goto(pathOf(CLUTCH));
    await page.getByRole('button', { name: 'Add To Bag' }).first().click();
    const drawer = cartDrawer(page);
    await expect(lineOf(drawer, CLUTCH.name)).toBeVisible();
    await drawer.getByRole('tab', { name: 'Wishlist' }).click();
    await expect(drawer.getByRole('heading', { name: 'Log in to continue' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, {
      include: ['dialog[open]'],
      label: 'with a visitor on the wishlist tab',
    });
    await drawer.getByRole('tab', { name: 'Checkout' }).click();
    await expectNoSeriousA11yViolations(page, { include: ['dialog[open]'], label: 'with a visitor bag line' });

    await drawer.getByRole('link', { name: 'Login / Register' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?next=/);
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(shopper.phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await nthCodeSentTo(request, shopper.phone, 2);
    await page.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
    await page.keyboard.type(code);

    // Back on the product page, the drawer open again, the bag now in the server cart.
    await expect(page).toHaveURL(new RegExp(`/products/${CLUTCH.id}\\?variant=${CLUTCH.variantId}$`));
    await expect(drawer).toBeVisible();
    await expect(lineOf(drawer, CLUTCH.name)).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
    await expect(bagButton(page)).toHaveAccessibleName('Bag, 1 item');
  });

  test('by keyboard only: Enter on the bag opens it, arrows switch tabs, Tab stays inside, Escape returns to the bag', async ({
    page,
    request,
  }) => {
    const { detail, variant } = await live(request, BACKPACK);
    const visitorLine = {
      id: 'k1',
      productId: detail.product.id,
      variantId: variant.id,
      quantity: 1,
      size: variant.VarientSize,
      color: variant.VarientColor,
      product: {
        productName: detail.product.productName,
        productDesc: detail.product.productDesc,
        productImgUrls: variant.VarientImgUrl,
        productSellingPrice: variant.VarientPrice,
        productMRP: variant.VarientMrp,
      },
    };
    await storeOnFirstLoad(page, { 'vastra:bag': JSON.stringify([visitorLine]) });
    await page.goto(pathOf(BACKPACK));
    await expect(bagButton(page)).toHaveAccessibleName('Bag, 1 item');
    await bagButton(page).focus();
    await page.keyboard.press('Enter');
    const drawer = cartDrawer(page);
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    const checkoutTab = drawer.getByRole('tab', { name: 'Checkout' });
    await expect(checkoutTab).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(drawer.getByRole('tab', { name: 'Wishlist' })).toBeFocused();
    await expect(drawer.getByRole('tab', { name: 'Wishlist' })).toHaveAttribute('aria-selected', 'true');
    await expect(drawer.getByRole('tabpanel', { name: 'Wishlist' })).toContainText('Log in to continue');
    await page.keyboard.press('ArrowLeft');
    await expect(checkoutTab).toHaveAttribute('aria-selected', 'true');
    // Into the panel: the line's controls, reached by Tab, work with Enter.
    const line = lineOf(drawer, BACKPACK.name);
    const plus = line.getByRole('button', { name: 'Increase quantity' });
    for (let i = 0; i < 10 && !(await plus.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(plus).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(quantityOf(line)).toHaveText('2');
    // Tab keeps going round inside the drawer.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(bagButton(page)).toBeFocused();
    await expect(bagButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test("two tabs stay in step: an add in one updates the other tab's badge and its open drawer", async ({
    context,
    request,
  }) => {
    const tokens = await newShopper(request, 'twotabs');
    await addToServerCart(request, tokens, BANGLES, 1);
    const first = await context.newPage();
    await signInOnLoad(first, tokens);
    await first.goto('/privacy-policy');
    const drawer = await openDrawer(first);
    await expect(lineOf(drawer, 'Classic Bangle Set')).toBeVisible();

    const second = await context.newPage();
    await second.goto(pathOf(KURTAS));
    await second.getByRole('button', { name: 'Add To Bag' }).first().click();
    await expect(cartDrawer(second)).toBeVisible();
    await expect(bagButton(second)).toHaveAccessibleName('Bag, 2 items');

    await expect(bagButton(first)).toHaveAccessibleName('Bag, 2 items');
    await expect(lineOf(drawer, 'Essential Cotton Kurtas')).toBeVisible();

    // And back: removing in the first tab's drawer empties the line in the second's.
    await lineOf(drawer, 'Classic Bangle Set').getByRole('button', { name: 'Remove Classic Bangle Set' }).click();
    await expect(bagButton(second)).toHaveAccessibleName('Bag, 1 item');
    await expect(lineOf(cartDrawer(second), 'Classic Bangle Set')).toHaveCount(0);
  });

  test('Add To Bag in the quick view opens the drawer in its place; closing it puts focus on the bag', async ({
    page,
    request,
  }) => {
    // Products copied after the build (other tests list some) are not on the static pages.
    const products = (await allProducts(request)).filter((d) => !d.product.productName.endsWith('(new)'));
    const byId = new Map(products.map((d) => [d.product.id, d]));
    const host = products.find((d) =>
      d.relatedProduct.some((c) => byId.get(c.id)?.varient.some((v) => v.VarientQuantity > 0)),
    )!;
    const card = host.relatedProduct.find((c) => byId.get(c.id)?.varient.some((v) => v.VarientQuantity > 0))!;
    const target = byId.get(card.id)!;
    await page.goto(productPath(host));
    const open = page.getByRole('button', { name: `Quick View: ${target.product.productName}`, exact: true });
    await open.scrollIntoViewIfNeeded();
    await page.getByRole('article').filter({ has: open }).hover();
    await open.click();
    const quickView = page.getByRole('dialog', { name: target.product.productName });
    const inStock = target.varient.find((v) => v.VarientQuantity > 0)!;
    const colour = quickView.getByRole('button', { name: inStock.VarientColor, exact: true });
    if (inStock.VarientColor && (await colour.count())) await colour.click();
    const size = quickView.getByRole('button', { name: inStock.VarientSize, exact: true });
    if (inStock.VarientSize && (await size.count())) await size.click();
    // The drawer's code arrives only after the quick view has gone (a slow network): focus must still come back.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/CartDrawer\.[^/]*\.js$/, async (route) => {
      await held;
      await route.fallback();
    });
    await quickView.getByRole('button', { name: 'Add To Bag' }).click();
    await expect(quickView).toBeHidden();
    release();
    const drawer = cartDrawer(page);
    await expect(drawer).toBeVisible();
    await expect(lineOf(drawer, target.product.productName)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(bagButton(page)).toBeFocused();
  });
});

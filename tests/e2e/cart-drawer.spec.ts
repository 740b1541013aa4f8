/**
 * The My Cart drawer as a shopper uses it (shopper-core §2 My Cart drawer, §3, §5, §8; stores-and-social §4
 * "the cart panel opens"): visitor and signed-in lines, the stepper's limits, optimistic changes that roll
 * back, Empty cart, the wishlist, the way back after signing in, the keyboard, axe and two tabs in step.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { ProductDetail, Varient } from '../../src/lib/api/types.ts';
import { formatRupees } from '../../src/lib/rules/price.ts';
import { allProducts, productPath } from './catalog.ts';
import { newShopper, nthCodeSentTo, signIn, type Tokens } from './session.ts';
import { bagButton, cartDrawer } from './bag.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';

const toast = (page: Page, text: string) => page.locator('[data-toaster]').getByText(text, { exact: true });
const lineOf = (drawer: Locator, name: string) => drawer.getByRole('listitem', { name, exact: true });
const quantityOf = (line: Locator) => line.getByRole('group', { name: 'Quantity' }).locator('output');

/** A product whose every variant has 6 or more in stock (seed fixture), with a name no other product has. */
function plentiful(products: ProductDetail[], skip = 0): { detail: ProductDetail; variant: Varient } {
  const unique = (d: ProductDetail) =>
    products.filter((o) => o.product.productName === d.product.productName).length === 1;
  const found = products.filter(
    (d) => d.varient.length > 0 && d.varient.every((v) => v.VarientQuantity >= 6) && unique(d),
  )[skip];
  expect(found, 'a product with 6 or more of every variant (seed stock fixture)').toBeDefined();
  return { detail: found!, variant: found!.varient[0]! };
}

/** Products with a variant of 6+ in stock, each with a name of its own. */
function inStockPicks(products: ProductDetail[], count: number): { detail: ProductDetail; variant: Varient }[] {
  const names = new Map<string, number>();
  for (const d of products) names.set(d.product.productName, (names.get(d.product.productName) ?? 0) + 1);
  return products
    .filter((d) => names.get(d.product.productName) === 1)
    .flatMap((d) => {
      const variant = d.varient.find((v) => v.VarientQuantity >= 6);
      return variant ? [{ detail: d, variant }] : [];
    })
    .slice(5, 5 + count);
}

const auth = (tokens: Tokens) => ({ Authorization: `Bearer ${tokens.accessToken}` });

async function addToServerCart(
  request: APIRequestContext,
  tokens: Tokens,
  pick: { detail: ProductDetail; variant: Varient },
  quantity: number,
) {
  const response = await request.post('/api/v1/userCart', {
    headers: auth(tokens),
    data: { productId: pick.detail.product.id, varaint: pick.variant.id, quantity, reference: false },
  });
  expect(response.status(), await response.text()).toBe(200);
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
    const { detail, variant } = plentiful(await allProducts(request));
    await page.goto(`${productPath(detail)}?variant=${variant.id}`);
    await expect(bagButton(page)).toHaveAccessibleName('Bag, 0 items');
    await page.getByRole('button', { name: 'Add To Bag' }).first().click();

    const drawer = cartDrawer(page);
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('tab', { name: 'Checkout' })).toHaveAttribute('aria-selected', 'true');
    const line = lineOf(drawer, detail.product.productName);
    await expect(line).toBeVisible();
    if (variant.VarientColor) await expect(line).toContainText(`Colour: ${variant.VarientColor}`);
    if (variant.VarientSize) await expect(line).toContainText(`Size: ${variant.VarientSize}`);
    await expect(line.getByText(formatRupees(variant.VarientPrice), { exact: true })).toBeVisible();
    if (variant.VarientMrp > variant.VarientPrice)
      await expect(line.locator('s')).toContainText(formatRupees(variant.VarientMrp));
    await expect(quantityOf(line)).toHaveText('1');
    // A visitor is asked to sign in instead of checking out.
    await expect(drawer.getByRole('heading', { name: 'Log in to continue' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Proceed to Checkout' })).toHaveCount(0);

    const plus = line.getByRole('button', { name: 'Increase quantity' });
    for (let n = 2; n <= 5; n++) {
      await plus.click();
      await expect(quantityOf(line)).toHaveText(String(n));
    }
    await expect(drawer.getByText(formatRupees(variant.VarientPrice * 5), { exact: true })).toBeVisible();
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
    request,
  }) => {
    const products = await allProducts(request);
    const low = products.find(
      (d) => d.varient.length > 0 && d.varient.every((v) => v.VarientQuantity > 0 && v.VarientQuantity < 5),
    );
    expect(low, 'a product whose every variant has 1 to 4 in stock (seed stock fixture)').toBeDefined();
    const variant = low!.varient[0]!;
    await page.goto(`${productPath(low!)}?variant=${variant.id}`);
    await page.getByRole('button', { name: 'Add To Bag' }).first().click();
    const drawer = cartDrawer(page);
    const line = lineOf(drawer, low!.product.productName);
    const plus = line.getByRole('button', { name: 'Increase quantity' });
    for (let n = 2; n <= variant.VarientQuantity; n++) {
      await plus.click();
      await expect(quantityOf(line)).toHaveText(String(n));
    }
    await plus.click();
    await expect(toast(page, `Only ${variant.VarientQuantity} left`)).toBeVisible();
    await expect(quantityOf(line)).toHaveText(String(variant.VarientQuantity));
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // The seller raises the price after the add: the drawer's live check finds it.
    const raised = variant.VarientPrice + 200;
    await page.route(`**/api/v1/product/${low!.product.id}`, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      for (const v of body.data.varient) v.VarientPrice = raised;
      body.data.product.productSellingPrice = raised;
      await route.fulfill({ response, json: body });
    });
    await bagButton(page).click();
    await expect(
      line.getByText(
        `Price went up from ${formatRupees(variant.VarientPrice)} to ${formatRupees(raised)} since you added it`,
      ),
    ).toBeVisible();
    await expect(line.getByText(formatRupees(raised), { exact: true })).toBeVisible();
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('vastra:bag') ?? '[]'));
    expect(kept[0].product.productSellingPrice).toBe(raised);
  });

  test('a signed-in shopper sees the server cart: lines, subtotal, saving and Proceed to Checkout; Empty cart asks first', async ({
    page,
    request,
  }) => {
    const tokens = await newShopper(request, 'drawer');
    const picks = inStockPicks(await allProducts(request), 2);
    await addToServerCart(request, tokens, picks[0]!, 2);
    await addToServerCart(request, tokens, picks[1]!, 1);
    await page.goto('/privacy-policy');
    await signIn(page, tokens);
    await page.reload();
    await expect(bagButton(page)).toHaveAccessibleName('Bag, 3 items');

    const drawer = await openDrawer(page);
    for (const [i, pick] of picks.entries()) {
      const line = lineOf(drawer, pick.detail.product.productName);
      await expect(line).toBeVisible();
      await expect(quantityOf(line)).toHaveText(i === 0 ? '2' : '1');
    }
    const subtotal = picks[0]!.variant.VarientPrice * 2 + picks[1]!.variant.VarientPrice;
    const saving =
      Math.max(0, picks[0]!.variant.VarientMrp - picks[0]!.variant.VarientPrice) * 2 +
      Math.max(0, picks[1]!.variant.VarientMrp - picks[1]!.variant.VarientPrice);
    await expect(drawer.getByRole('definition').first()).toHaveText(formatRupees(subtotal));
    if (saving > 0) await expect(drawer.getByText('You save on MRP')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout/order-summary',
    );

    // Empty cart asks first; "Keep items" keeps them.
    await drawer.getByRole('button', { name: 'Empty cart' }).click();
    await expect(drawer.getByText('Remove every item from your bag?')).toBeVisible();
    await drawer.getByRole('button', { name: 'Keep items' }).click();
    await expect(drawer.getByRole('listitem')).toHaveCount(2);
    await drawer.getByRole('button', { name: 'Empty cart' }).click();
    await drawer.getByRole('button', { name: 'Yes, empty cart' }).click();
    await expect(drawer.getByText('Your bag is empty')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Proceed to Checkout' })).toHaveCount(0);
    await expect(bagButton(page)).toHaveAccessibleName('Bag, 0 items');
    await expect.poll(async () => (await serverCart(request, tokens)).length).toBe(0);
  });

  test('the stepper is optimistic and rolls back when the API answers 500, with the spec toasts', async ({
    page,
    request,
  }) => {
    const tokens = await newShopper(request, 'rollback');
    const [pick] = inStockPicks(await allProducts(request), 1);
    await addToServerCart(request, tokens, pick!, 2);
    await page.goto('/privacy-policy');
    await signIn(page, tokens);
    await page.reload();
    const drawer = await openDrawer(page);
    const line = lineOf(drawer, pick!.detail.product.productName);
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
    // The drawer shows the change at once, while the API has not answered.
    await expect(quantityOf(line)).toHaveText('3');
    await expect(bagButton(page)).toHaveAccessibleName('Bag, 2 items');
    release();
    await expect(toast(page, 'Failed to update product quaantity in cart.')).toBeVisible();
    await expect(quantityOf(line)).toHaveText('2');

    await line.getByRole('button', { name: `Remove ${pick!.detail.product.productName}` }).click();
    await expect(toast(page, 'Failed to remove product from cart.')).toBeVisible();
    await expect(quantityOf(line)).toHaveText('2');
    expect((await serverCart(request, tokens))[0]!.quantity).toBe(2);
    await expect(bagButton(page)).toHaveAccessibleName('Bag, 2 items');
  });

  test('wishlist at 375px: Remove takes an item out, and the server agrees; the bag is untouched', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const tokens = await newShopper(request, 'wishrm');
    const picks = inStockPicks(await allProducts(request), 2);
    for (const pick of picks) {
      const added = await request.post('/api/v1/wishlist', {
        headers: auth(tokens),
        data: { productId: pick.detail.product.id, varientId: pick.variant.id },
      });
      expect(added.status()).toBe(200);
    }
    await page.goto('/privacy-policy');
    await signIn(page, tokens);
    await page.reload();
    const drawer = await openDrawer(page);
    await drawer.getByRole('tab', { name: 'Wishlist' }).click();
    const gone = picks[0]!.detail.product.productName;
    await lineOf(drawer, gone)
      .getByRole('button', { name: `Remove ${gone} from wishlist` })
      .click();
    await expect(lineOf(drawer, gone)).toHaveCount(0);
    await expect(lineOf(drawer, picks[1]!.detail.product.productName)).toBeVisible();
    await expect
      .poll(
        async () =>
          ((await (await request.get('/api/v1/wishlist', { headers: auth(tokens) })).json()) as { data: unknown[] })
            .data.length,
      )
      .toBe(1);
    await expect(bagButton(page)).toHaveAccessibleName('Bag, 0 items');
  });

  test('wishlist: Move to bag raises the badge by 1; Add all to checkout moves the rest', async ({ page, request }) => {
    const tokens = await newShopper(request, 'wish');
    const picks = inStockPicks(await allProducts(request), 3);
    for (const pick of picks) {
      const added = await request.post('/api/v1/wishlist', {
        headers: auth(tokens),
        data: { productId: pick.detail.product.id, varientId: pick.variant.id },
      });
      expect(added.status()).toBe(200);
    }
    await page.goto('/privacy-policy');
    await signIn(page, tokens);
    await page.reload();
    const drawer = await openDrawer(page);
    await drawer.getByRole('tab', { name: 'Wishlist' }).click();
    await expect(drawer.getByRole('tab', { name: 'Wishlist' })).toHaveAttribute('aria-selected', 'true');
    for (const pick of picks) await expect(lineOf(drawer, pick.detail.product.productName)).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: ['dialog[open]'], label: 'with the wishlist tab open' });

    await lineOf(drawer, picks[0]!.detail.product.productName).getByRole('button', { name: 'Move to bag' }).click();
    await expect(bagButton(page)).toHaveAccessibleName('Bag, 1 item');
    await expect(lineOf(drawer, picks[0]!.detail.product.productName)).toHaveCount(0);

    await drawer.getByRole('button', { name: 'Add all to checkout' }).click();
    await expect(drawer.getByText('Your wishlist is empty')).toBeVisible();
    await expect(bagButton(page)).toHaveAccessibleName('Bag, 3 items');
    const cart = await serverCart(request, tokens);
    expect(cart.map((l) => l.variantId).sort()).toEqual(picks.map((p) => p.variant.id).sort());
    expect(cart.every((l) => l.quantity === 1)).toBe(true);

    await drawer.getByRole('tab', { name: 'Checkout' }).click();
    for (const pick of picks) await expect(lineOf(drawer, pick.detail.product.productName)).toBeVisible();
  });

  test('a visitor sees "Log in to continue" in both tabs, and signing in from the drawer comes back to it open', async ({
    page,
    request,
  }) => {
    const shopper = await newShopper(request, 'drawerlogin');
    const { detail, variant } = plentiful(await allProducts(request), 1);
    await page.goto(`${productPath(detail)}?variant=${variant.id}`);
    await page.getByRole('button', { name: 'Add To Bag' }).first().click();
    const drawer = cartDrawer(page);
    await expect(lineOf(drawer, detail.product.productName)).toBeVisible();
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
    await expect(page).toHaveURL(new RegExp(`/products/${detail.product.id}\\?variant=${variant.id}$`));
    await expect(drawer).toBeVisible();
    await expect(lineOf(drawer, detail.product.productName)).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
    await expect(bagButton(page)).toHaveAccessibleName('Bag, 1 item');
  });

  test('by keyboard only: Enter on the bag opens it, arrows switch tabs, Tab stays inside, Escape returns to the bag', async ({
    page,
    request,
  }) => {
    const { detail, variant } = plentiful(await allProducts(request), 2);
    await page.goto(`${productPath(detail)}?variant=${variant.id}`);
    await page.evaluate((line) => localStorage.setItem('vastra:bag', JSON.stringify([line])), {
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
    });
    await page.reload();
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
    const line = lineOf(drawer, detail.product.productName);
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
    const picks = inStockPicks(await allProducts(request), 2);
    await addToServerCart(request, tokens, picks[0]!, 1);
    const first = await context.newPage();
    await first.goto('/privacy-policy');
    await signIn(first, tokens);
    await first.reload();
    const drawer = await openDrawer(first);
    await expect(lineOf(drawer, picks[0]!.detail.product.productName)).toBeVisible();

    const second = await context.newPage();
    await second.goto(`${productPath(picks[1]!.detail)}?variant=${picks[1]!.variant.id}`);
    await second.getByRole('button', { name: 'Add To Bag' }).first().click();
    await expect(cartDrawer(second)).toBeVisible();
    await expect(bagButton(second)).toHaveAccessibleName('Bag, 2 items');

    await expect(bagButton(first)).toHaveAccessibleName('Bag, 2 items');
    await expect(lineOf(drawer, picks[1]!.detail.product.productName)).toBeVisible();

    // And back: removing in the first tab's drawer empties the line in the second's.
    await lineOf(drawer, picks[0]!.detail.product.productName)
      .getByRole('button', { name: `Remove ${picks[0]!.detail.product.productName}` })
      .click();
    await expect(bagButton(second)).toHaveAccessibleName('Bag, 1 item');
    await expect(lineOf(cartDrawer(second), picks[0]!.detail.product.productName)).toHaveCount(0);
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

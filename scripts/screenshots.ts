/**
 * Screenshots of every page type at 375, 768 and 1280px, plus the open overlays (quick view, search panel,
 * menu drawer, the My Cart drawer empty, with a visitor's line, with server lines and on its wishlist) and the
 * sign-in screens (code screen, signup welcome, onboarding: a new account each width, codes from the dev outbox),
 * and the checkout steps signed in (a new account with two stores in its bag, wallet money and an address; the
 * coupon and Add address modals; a COD order up to "Order Placed"), the order detail page and its modals
 * (--only=order: 375 and 1280px), the My Orders and Notifications drawers signed in (--only=orders: a new
 * account with orders in several statuses), DropTrack (--only=droptrack: the visitor's gate, the empty list, a
 * list of three copied products whose prices moved, the product view with the big-drop banner and the
 * remove modal),
 * Lens (--only=lens: the feed, Video Lens on its second post, and Add to bag's quick view for a product of
 * several options), for looking at before calling a screen done.
 * Pages and ids come from the running API.
 * Usage: node scripts/screenshots.ts [baseURL] [--full] [--only=auth|cart|checkout|droptrack|order|orders|profiles|return|lens] (default http://localhost:4321); writes to
 * test-results/screens.
 */
import fs from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';
import sharp from 'sharp';

const base = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'http://localhost:4321';
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const fullPage = process.argv.includes('--full');
const out = 'test-results/screens';
fs.mkdirSync(out, { recursive: true });

async function read<T>(path: string): Promise<T> {
  const body = (await (await fetch(`${base}/api/v1/${path}`)).json()) as { data: T };
  return body.data;
}

const products = await read<{ items: { product: { id: string; SellerUserId: string } }[] }>('catalog/products?limit=1');
const first = products.items[0]!.product;
const ids = await read<{ categories: { id: string; storeId: string }[]; collections: { id: string; storeId: string }[]; offers: { id: string; storeId: string }[] }>(
  'catalog/store-pages',
);
const category = ids.categories[0]!;
const collection = ids.collections[0]!;
const offer = ids.offers[0]!;

const pages: Record<string, string> = {
  home: '/',
  marketplace: '/marketplace?category=fashion',
  store: `/stores/${category.storeId}`,
  'store-about': `/stores/${category.storeId}?tab=about`,
  category: `/stores/${category.storeId}/category/${category.id}`,
  collection: `/stores/${collection.storeId}/collection/${collection.id}?color=Black`,
  offer: `/stores/${offer.storeId}/offer/${offer.id}`,
  product: `/stores/${first.SellerUserId}/products/${first.id}`,
  privacy: '/privacy-policy',
  about: '/about-vastra',
  'not-found': '/no-such-page',
  login: '/auth/login',
  signup: '/auth/signup?ref=demo.shopper',
};

const freshPhone = () => `9${`${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9)}`;
const newestCode = async (phone: string) => (await read<{ code: string }[]>(`dev/outbox?phone=${phone}`))[0]!.code;

/** Signs up through the pages, shooting the code screen, the welcome and onboarding; then the login code screen. */
async function authFlows(page: Page, width: number) {
  const phone = freshPhone();
  await page.goto(`${base}/auth/signup`, { waitUntil: 'networkidle' });
  await page.getByRole('textbox', { name: 'Display name' }).fill(`shots_${phone.slice(2)}`);
  await page.getByRole('textbox', { name: 'Full name' }).fill('Meera Iyer');
  await page.getByRole('textbox', { name: 'Email' }).fill('meera@example.com');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await page.getByText('Display name available').waitFor();
  await page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).check();
  await page.screenshot({ path: `${out}/signup-filled-${width}.png`, fullPage });
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('heading', { name: 'Verify your number' }).waitFor();
  await page.keyboard.type((await newestCode(phone)).slice(0, 2));
  await page.screenshot({ path: `${out}/signup-code-${width}.png`, fullPage });
  await page.keyboard.type((await newestCode(phone)).slice(2));
  await page.getByRole('link', { name: 'Personalize Now' }).waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/signup-welcome-${width}.png`, fullPage });
  await page.getByRole('link', { name: 'Personalize Now' }).click();
  await page.getByRole('heading', { name: 'What do you like?' }).waitFor();
  await page.getByRole('radio', { name: 'Women', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Casual' }).check();
  await page.screenshot({ path: `${out}/onboarding-${width}.png`, fullPage: true });
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${base}/auth/login`, { waitUntil: 'networkidle' });
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('heading', { name: 'Verify your number' }).waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/login-code-${width}.png`, fullPage });
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await page.screenshot({ path: `${out}/login-code-error-${width}.png`, fullPage });
  await page.evaluate(() => localStorage.clear());
}

async function call<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/api/v1/${path}`, {
    method, headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Stores a shopper's tokens as the storefront keeps them, on a page of the site (first opening one unless `navigate` is false). */
async function signInOn(page: Page, tokens: { accessToken: string; refreshToken: string }, navigate = true) {
  if (navigate) await page.goto(`${base}/privacy-policy`);
  await page.evaluate(({ accessToken, refreshToken }) => {
    localStorage.clear();
    localStorage.setItem('vastra:accessToken', accessToken);
    localStorage.setItem('vastra:refreshToken', refreshToken);
  }, { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
}

/** A new shopper with lines from two stores, ₹200 in the wallet and an address; its tokens, address and lines. */
async function checkoutShopper() {
  const phone = freshPhone();
  await call('POST', 'otpless/signUp', null, { displayname: `shots_${phone.slice(2)}`, fullname: 'Meera Iyer', email: 'meera@example.com', phone, country_code: '91' });
  const tokens = await call<{ accessToken: string; refreshToken: string }>('PUT', 'otpless/signUpVerify', null, { phoneNumber: phone, otp: await newestCode(phone) });
  const catalog = await read<{ items: { product: { id: string; SellerUserId: string }; varient: { id: string; VarientQuantity: number; VarientPrice: number }[] }[] }>('catalog/products?limit=60');
  const sellers = new Set<string>();
  const lines: { sellerId: string; productId: string; variantId: string }[] = [];
  for (const item of catalog.items) {
    const variant = item.varient.find((v) => v.VarientQuantity > 5 && v.VarientPrice > 600 && v.VarientPrice < 2500);
    if (!variant || sellers.has(item.product.SellerUserId)) continue;
    sellers.add(item.product.SellerUserId);
    lines.push({ sellerId: item.product.SellerUserId, productId: item.product.id, variantId: variant.id });
    await call('POST', 'userCart', tokens.accessToken, { productId: item.product.id, varaint: variant.id, quantity: 1, reference: false });
    if (sellers.size === 2) break;
  }
  await call('POST', 'dev/wallet/credit', null, { phone, rupees: 200 });
  const address = await call<{ id: string }>('POST', 'address', tokens.accessToken, { name: 'Meera Iyer', phone, pinCode: '560041', addressMain: '14 Janpath, 2nd Cross', locality: 'Jayanagar East', city: 'Bengaluru', state: 'Karnataka', defaultAddress: true });
  return Object.assign(tokens, { addressId: address.id, lines });
}

/**
 * The order detail page of a cash-on-delivery order paid partly from the wallet and moved into transit, with
 * Track Order, then the cancel modals (confirm, reasons with "Others" and text, success).
 */
async function orderFlow(page: Page, width: number) {
  const shopper = await checkoutShopper();
  const line = shopper.lines[0]!;
  const placed = await call<{ orderIds: string[] }>('POST', 'newOrder/create', shopper.accessToken, {
    orderType: 'Cod', addressId: shopper.addressId, useWallet: true,
    orderData: [{ sellerId: line.sellerId, couponIds: 'no_coupon', productIds: [line.productId], variants: [line.variantId], quantity: [2] }],
  });
  const orderId = placed.orderIds[0]!;
  await call('POST', `dev/orders/${orderId}/status`, null, { status: 'IN_TRANSIST' });
  await signInOn(page, shopper);
  const shot = (name: string, full = fullPage) => page.screenshot({ path: `${out}/order-${name}-${width}.png`, fullPage: full });
  const settle = () => page.waitForTimeout(400);
  await page.goto(`${base}/my-orders/${orderId}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Track Order' }).waitFor();
  await shot('detail', true);
  await page.getByRole('button', { name: 'Track Order' }).click();
  await page.getByRole('dialog', { name: 'Track Order' }).waitFor();
  await settle();
  await shot('track');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Track Order' }).waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await settle();
  await shot('confirm-cancel');
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  await page.getByRole('radio', { name: 'Others' }).check();
  await page.getByPlaceholder('Write your reason').fill('Ordered the wrong size');
  await settle();
  await shot('cancel-reason');
  await page.getByRole('button', { name: 'Confirm cancellation' }).click();
  await page.getByRole('dialog', { name: 'Order cancelled' }).waitFor();
  await settle();
  await shot('cancel-success');
  await page.waitForURL(`${base}/`);
  await page.goto(`${base}/my-orders/${orderId}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Track Order' }).waitFor();
  await shot('detail-cancelled', true);
  await page.evaluate(() => localStorage.clear());
}

/**
 * The return flow on a delivered order of a product with other sizes in stock: confirm-return, the reasons,
 * the pictures and options with one uploaded picture, the exchange-size picker; then a second order's refund
 * return and its refund-status modal.
 */
async function returnFlow(page: Page, width: number) {
  const shopper = await checkoutShopper();
  const catalog = await read<{ items: { product: { id: string; SellerUserId: string }; varient: { id: string; VarientColor: string; VarientSize: string; VarientQuantity: number; VarientPrice: number }[] }[] }>('catalog/products?limit=200');
  const item = catalog.items.flatMap((d) =>
    d.varient
      .filter((v) => v.VarientQuantity > 3 && d.varient.some((o) => o.id !== v.id && o.VarientColor === v.VarientColor && o.VarientSize !== v.VarientSize && o.VarientQuantity > 0 && o.VarientPrice <= v.VarientPrice))
      .map((v) => ({ sellerId: d.product.SellerUserId, productId: d.product.id, variantId: v.id })),
  )[0]!;
  const delivered = async (line: { sellerId: string; productId: string; variantId: string }) => {
    const placed = await call<{ orderIds: string[] }>('POST', 'newOrder/create', shopper.accessToken, {
      orderType: 'Cod', addressId: shopper.addressId, useWallet: false,
      orderData: [{ sellerId: line.sellerId, couponIds: 'no_coupon', productIds: [line.productId], variants: [line.variantId], quantity: [1] }],
    });
    for (const status of ['IN_TRANSIST', 'OUT_FOR_DELIVERY', 'DELIVERED']) await call('POST', `dev/orders/${placed.orderIds[0]}/status`, null, { status });
    return placed.orderIds[0]!;
  };
  const exchangeOrder = await delivered(item);
  const refundOrder = await delivered(shopper.lines[0]!);
  await signInOn(page, shopper);
  const shot = (name: string, full = fullPage) => page.screenshot({ path: `${out}/return-${name}-${width}.png`, fullPage: full });
  const settle = () => page.waitForTimeout(400);
  const picture = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#9a6b4f' } }).jpeg().toBuffer();
  await page.goto(`${base}/my-orders/${exchangeOrder}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Return order' }).waitFor();
  await shot('detail-delivered', true);
  await page.getByRole('button', { name: 'Return order' }).click();
  await settle();
  await shot('confirm');
  await page.getByRole('button', { name: 'Yes, return' }).click();
  await page.getByRole('radio', { name: 'Wrong size' }).check();
  await settle();
  await shot('reason');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Add pictures').setInputFiles({ name: 'tag.jpg', mimeType: 'image/jpeg', buffer: picture });
  await page.getByText('Uploaded').waitFor();
  await page.getByRole('radio', { name: 'Exchange for another size' }).check();
  await settle();
  await shot('option');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('group', { name: 'New size' }).getByRole('radio').first().check();
  await settle();
  await shot('exchange-size');
  await page.getByRole('button', { name: 'Place Exchange Order' }).click();
  await page.getByRole('dialog', { name: 'Exchange requested' }).waitFor();
  await shot('success');
  await page.waitForURL(`${base}/`);
  await page.goto(`${base}/my-orders/${exchangeOrder}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Exchange status' }).click();
  await settle();
  await shot('exchange-status');
  await call('POST', `orders/${refundOrder}/return`, shopper.accessToken, {
    reasonType: 'Item damaged or defective', reasonText: '', option: 'refund',
    imageUrls: [await uploadPrivate(shopper.accessToken, picture)],
  });
  await page.goto(`${base}/my-orders/${refundOrder}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Refund status' }).click();
  await settle();
  await shot('refund-status');
  await page.evaluate(() => localStorage.clear());
}

/** A private upload through POST upload and its signed PUT, as the return flow makes it. */
async function uploadPrivate(token: string, bytes: Buffer): Promise<string> {
  const target = await call<{ preSignedUrl: string; file: string }>('POST', 'upload', token, { contentType: 'image/jpeg', ext: 'jpg', isPublic: false, size: bytes.length });
  const put = await fetch(target.preSignedUrl, { method: 'PUT', headers: { 'Content-Type': 'image/jpeg' }, body: new Uint8Array(bytes) });
  if (!put.ok) throw new Error(`upload PUT ${put.status}`);
  return target.file;
}

async function checkoutFlow(page: Page, width: number) {
  const tokens = await checkoutShopper();
  await signInOn(page, tokens);
  const shot = (name: string, full = fullPage) => page.screenshot({ path: `${out}/checkout-${name}-${width}.png`, fullPage: full });
  await page.goto(`${base}/checkout/order-summary`, { waitUntil: 'networkidle' });
  await page.getByText('Total', { exact: true }).waitFor();
  await page.getByRole('switch').check();
  await page.getByText(/used$/).waitFor();
  await shot('order-summary', true);
  await page.getByRole('button', { name: /Apply coupon for/ }).first().click();
  await page.getByRole('dialog').getByRole('listitem').first().waitFor();
  await page.waitForTimeout(400);
  await shot('coupons');
  const apply = page.getByRole('dialog').getByRole('button', { name: /^Apply / }).and(page.locator(':enabled')).first();
  if (await apply.count()) {
    await apply.click();
    await page.getByText('Coupon Applied').waitFor();
  } else await page.keyboard.press('Escape');
  await page.waitForTimeout(400);
  await shot('order-summary-coupon', true);
  await page.getByRole('link', { name: 'Select Address' }).click();
  await page.getByRole('radio').first().waitFor();
  await shot('address', true);
  await page.getByRole('button', { name: 'Add address' }).click();
  await page.getByRole('dialog', { name: 'Add address' }).getByLabel('PIN code').fill('560001');
  await page.getByText('Bengaluru', { exact: false }).first().waitFor();
  await page.waitForTimeout(400);
  await shot('add-address');
  await page.keyboard.press('Escape');
  await page.waitForTimeout(400);
  await page.getByRole('link', { name: 'Select Address' }).click();
  await page.getByRole('radio', { name: /Cash on Delivery/ }).waitFor();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForTimeout(300);
  await shot('payment-warning', true);
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await shot('payment', true);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('dialog', { name: 'Order Placed' }).waitFor();
  await page.waitForTimeout(400);
  await shot('order-placed', false);
  await page.evaluate(() => localStorage.clear());
}

/** Overlays: each opens from a fresh page load and is shot open. */
const overlays: Record<string, [string, (page: Page) => Promise<void>]> = {
  'quick-view': [
    pages.category!,
    async (page) => {
      const card = page.getByRole('region', { name: 'Products' }).getByRole('listitem').first();
      await card.hover();
      await card.getByRole('button', { name: /^Quick View/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Add To Bag' }).waitFor();
      await page.waitForTimeout(500);
    },
  ],
  search: [
    '/',
    async (page) => {
      const box = page.getByRole('combobox', { name: /search/i });
      await box.click();
      await box.fill('shirt');
      await page.getByRole('listbox').waitFor();
      await page.waitForTimeout(600);
    },
  ],
  'menu-drawer': [
    '/',
    async (page) => {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(400);
    },
  ],
};

type Buyable = { product: { id: string; productName: string; productDesc: string }; varient: { id: string; VarientQuantity: number; VarientPrice: number; VarientMrp: number; VarientColor: string; VarientSize: string; VarientImgUrl: string[] }[] };

/** A new shopper made through the API (code from the dev outbox), with three cart lines and two wishlist items. */
async function shopperWithCart(): Promise<{ accessToken: string; refreshToken: string }> {
  const phone = freshPhone();
  const call = (path: string, method: string, body: unknown, token?: string) =>
    fetch(`${base}/api/v1/${path}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  await call('otpless/signUp', 'POST', { displayname: `cart_${phone.slice(2)}`, fullname: 'Meera Iyer', email: 'meera@example.com', phone, country_code: '91' });
  const tokens = ((await (await call('otpless/signUpVerify', 'PUT', { phoneNumber: phone, otp: await newestCode(phone) })).json()) as { data: { accessToken: string; refreshToken: string } }).data;
  const items = (await read<{ items: Buyable[] }>('catalog/products?limit=40')).items.filter((d) => d.varient.some((v) => v.VarientQuantity > 3));
  for (const [i, d] of items.slice(0, 5).entries()) {
    const variant = d.varient.find((v) => v.VarientQuantity > 3)!;
    if (i < 3) await call('userCart', 'POST', { productId: d.product.id, varaint: variant.id, quantity: i === 0 ? 2 : 1, reference: false }, tokens.accessToken);
    else await call('wishlist', 'POST', { productId: d.product.id, varientId: variant.id }, tokens.accessToken);
  }
  return tokens;
}

/** The My Cart drawer: empty, a visitor's line (with "Log in to continue"), a shopper's server lines and wishlist. */
async function cartDrawer(page: Page, width: number) {
  const openDrawer = async (name: string, ready: string) => {
    await page.getByRole('button', { name: /^Bag, / }).click();
    await page.getByRole('dialog', { name: 'My Cart' }).getByText(ready).first().waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${out}/${name}-${width}.png` });
  };
  await page.goto(`${base}/privacy-policy`, { waitUntil: 'networkidle' });
  await page.evaluate(() => localStorage.clear());
  await page.reload({ waitUntil: 'networkidle' });
  await openDrawer('cart-empty', 'Your bag is empty');
  const [item] = (await read<{ items: Buyable[] }>('catalog/products?limit=10')).items.filter((d) => d.varient.some((v) => v.VarientQuantity > 0));
  const variant = item!.varient.find((v) => v.VarientQuantity > 0)!;
  await page.evaluate((line) => localStorage.setItem('vastra:bag', JSON.stringify([line])), {
    id: 'shot', productId: item!.product.id, variantId: variant.id, quantity: 1, size: variant.VarientSize, color: variant.VarientColor,
    product: { productName: item!.product.productName, productDesc: item!.product.productDesc, productImgUrls: variant.VarientImgUrl, productSellingPrice: variant.VarientPrice, productMRP: variant.VarientMrp },
  });
  await page.reload({ waitUntil: 'networkidle' });
  await openDrawer('cart-visitor', 'Log in to continue');
  const tokens = await shopperWithCart();
  await signInOn(page, tokens, false);
  await page.reload({ waitUntil: 'networkidle' });
  await openDrawer('cart-lines', 'Proceed to Checkout');
  await page.getByRole('tab', { name: 'Wishlist' }).click();
  await page.getByRole('button', { name: 'Move to bag' }).first().waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/cart-wishlist-${width}.png` });
  await page.evaluate(() => localStorage.clear());
}

type Listed = { product: { id: string; SellerUserId: string }; varient: { id: string; VarientQuantity: number }[] };

/** A new shopper with five orders moved along by the dev route (placed, in transit, delivered, cancelled, returned). */
async function shopperWithOrders(): Promise<{ accessToken: string; refreshToken: string }> {
  const phone = freshPhone();
  const call = async (path: string, method: string, body: unknown, token?: string) =>
    (await (await fetch(`${base}/api/v1/${path}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) })).json()) as { data: any };
  await call('otpless/signUp', 'POST', { displayname: `orders_${phone.slice(2)}`, fullname: 'Meera Iyer', email: 'meera@example.com', phone, country_code: '91' });
  const tokens = (await call('otpless/signUpVerify', 'PUT', { phoneNumber: phone, otp: await newestCode(phone) })).data as { accessToken: string; refreshToken: string };
  const token = tokens.accessToken;
  const addressId = (await call('address', 'POST', { name: 'Meera Iyer', phone, pinCode: '560001', addressMain: '21 Residency Road', locality: 'Shanthala Nagar', city: 'Bengaluru', state: 'Karnataka' }, token)).data.id;
  const items = (await read<{ items: Listed[] }>('catalog/products?limit=40')).items.filter((d) => d.varient.some((v) => v.VarientQuantity > 3));
  const steps = [[], ['IN_TRANSIST'], ['IN_TRANSIST', 'OUT_FOR_DELIVERY', 'DELIVERED'], ['CANCELLED'], ['IN_TRANSIST', 'OUT_FOR_DELIVERY', 'DELIVERED', 'RETURN']];
  for (const [i, statuses] of steps.entries()) {
    const d = items[i]!;
    const variant = d.varient.find((v) => v.VarientQuantity > 3)!;
    const placed = await call('newOrder/create', 'POST', { orderType: 'Cod', addressId, useWallet: false, orderData: [{ sellerId: d.product.SellerUserId, couponIds: 'no_coupon', productIds: [d.product.id], variants: [variant.id], quantity: [1] }] }, token);
    for (const status of statuses) await call(`dev/orders/${placed.data.orderIds[0]}/status`, 'POST', { status });
  }
  return tokens;
}

/** The My Orders drawer (from the account menu, or the hamburger's on a phone) and the Notifications drawer, signed in. */
async function accountDrawers(page: Page, width: number) {
  const tokens = await shopperWithOrders();
  await signInOn(page, tokens);
  await page.reload({ waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/bell-count-${width}.png` });
  const phone = width <= 810;
  await page.getByRole('button', { name: phone ? 'Menu' : 'Account menu', exact: true }).click();
  await page.getByRole('dialog', { name: phone ? 'Menu' : 'Account' }).getByRole('button', { name: 'My Orders' }).click();
  await page.getByRole('dialog', { name: 'My Orders' }).getByRole('listitem').first().waitFor();
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${out}/orders-drawer-${width}.png` });
  await page.keyboard.press('Escape');
  await page.waitForTimeout(400);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem').first().waitFor();
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${out}/notifications-drawer-${width}.png` });
  await page.evaluate(() => localStorage.clear());
}

/** DropTrack: the gate, the empty list, three tracked copies (down 30%, down 10%, up 5%), the product view, the remove modal. */
async function dropTrackFlow(page: Page, width: number) {
  const shot = (name: string, full = fullPage) => page.screenshot({ path: `${out}/droptrack-${name}-${width}.png`, fullPage: full });
  await page.goto(`${base}/droptrack`, { waitUntil: 'networkidle' });
  await shot('visitor');
  const phone = freshPhone();
  await call('POST', 'otpless/signUp', null, { displayname: `track_${phone.slice(2)}`, fullname: 'Meera Iyer', email: 'meera@example.com', phone, country_code: '91' });
  const tokens = await call<{ accessToken: string; refreshToken: string }>('PUT', 'otpless/signUpVerify', null, { phoneNumber: phone, otp: await newestCode(phone) });
  await signInOn(page, tokens);
  await page.goto(`${base}/droptrack`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'You are not tracking any products yet' }).waitFor();
  await shot('empty');
  const catalog = await read<{ items: { product: { id: string; productSellingPrice: number } ; varient: { VarientQuantity: number }[] }[] }>('catalog/products?limit=80');
  const picks = catalog.items.filter((d) => d.product.productSellingPrice > 800 && d.varient.every((v) => v.VarientQuantity > 0)).slice(5, 8);
  const copies: string[] = [];
  for (const [i, d] of picks.entries()) {
    const copy = await call<{ id: string }>('POST', `dev/products/${d.product.id}/copy`, null);
    copies.push(copy.id);
    await call('POST', 'droptrack', tokens.accessToken, { ProductId: copy.id });
    const factor = [0.88, 0.7, 1.05][i]!;
    await call('POST', `dev/products/${copy.id}/price`, null, { price: Math.round(d.product.productSellingPrice * factor) });
    if (i === 1) await call('POST', `dev/products/${copy.id}/price`, null, { price: Math.round(d.product.productSellingPrice * 0.78) });
  }
  await page.goto(`${base}/droptrack`, { waitUntil: 'networkidle' });
  await page.getByRole('list', { name: 'Tracked products' }).waitFor();
  await page.waitForTimeout(400);
  await shot('list', true);
  await page.getByRole('button', { name: /^Remove / }).first().click();
  await page.getByRole('dialog', { name: 'Stop tracking?' }).waitFor();
  await page.waitForTimeout(500);
  await shot('remove');
  await page.goto(`${base}/droptrack/product/${copies[1]}`, { waitUntil: 'networkidle' });
  await page.getByRole('region', { name: 'Price comparison' }).waitFor();
  await page.waitForTimeout(400);
  await shot('product');
  await shot('product-full', true);
  await page.evaluate(() => localStorage.clear());
}

/**
 * Profiles (--only=profiles: 375 and 1280px): a reviewer's profile as a visitor sees it and one review open;
 * then a new shopper's own profile, the edit modal with its errors, the milestone list, and another user's
 * profile with Follow.
 */
async function profileFlow(page: Page, width: number) {
  const catalog = await read<{ items: { reviews: { UserId: string }[] }[] }>('catalog/products?limit=200');
  const reviewerId = catalog.items.flatMap((p) => p.reviews.map((r) => r.UserId))[0]!;
  const shot = (name: string, full = fullPage) => page.screenshot({ path: `${out}/profile-${name}-${width}.png`, fullPage: full });
  const settle = () => page.waitForTimeout(400);
  await page.goto(`${base}/user/${reviewerId}`, { waitUntil: 'networkidle' });
  await page.getByRole('region', { name: 'Profile' }).waitFor();
  await shot('other-visitor', true);
  await page.getByRole('tabpanel').getByRole('button').first().click();
  await settle();
  await shot('post');
  await page.keyboard.press('Escape');
  const tokens = await checkoutShopper();
  await signInOn(page, tokens);
  await page.goto(`${base}/user/me`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Edit profile' }).waitFor();
  await shot('own', true);
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit profile' });
  await edit.getByLabel('Email').fill('meera@example');
  await edit.getByLabel('Birthday (DD-MM-YYYY)').fill('31-02-1990');
  await edit.getByRole('button', { name: 'Save' }).click();
  await settle();
  await shot('edit');
  await page.keyboard.press('Escape');
  await settle();
  await page.getByRole('button', { name: 'See all badges' }).click();
  await settle();
  await shot('milestone');
  await page.keyboard.press('Escape');
  await page.goto(`${base}/user/${reviewerId}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Follow', exact: true }).waitFor();
  await shot('other-signed-in');
  await page.evaluate(() => localStorage.clear());
}

/** Lens at a phone's or a desktop's height: the feed, Video Lens moved one post on, and a quick view from Add to bag. */
async function lensFlow(page: Page, width: number) {
  await page.setViewportSize({ width, height: width <= 600 ? 740 : 820 });
  await page.goto(`${base}/lens`, { waitUntil: 'networkidle' });
  await page.locator('article[data-index="0"]').waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/lens-${width}.png` });
  await page.getByRole('tab', { name: 'Video Lens' }).click();
  await page.locator('article[data-index="0"] video').waitFor();
  await page.getByRole('region', { name: /^Lens posts/ }).focus();
  await page.keyboard.press('ArrowDown');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/lens-video-${width}.png` });
  await page.locator('article[data-index="1"]').getByRole('button', { name: 'Add to bag', exact: true }).click();
  await page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Add To Bag' }) }).waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/lens-quick-view-${width}.png` });
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const width of [375, 768, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  if (only === 'order') {
    if (width !== 768) await orderFlow(page, width);
    await page.close();
    continue;
  }
  if (only === 'return') {
    if (width !== 768) await returnFlow(page, width);
    await page.close();
    continue;
  }
  if (only === 'droptrack') {
    if (width !== 768) await dropTrackFlow(page, width);
    await page.close();
    continue;
  }
  if (only === 'profiles') {
    if (width !== 768) await profileFlow(page, width);
    await page.close();
    continue;
  }
  if (only === 'orders') {
    await accountDrawers(page, width);
    await page.close();
    continue;
  }
  if (only === 'lens') {
    await lensFlow(page, width);
    await page.close();
    continue;
  }
  if (only === 'cart') {
    await cartDrawer(page, width);
    await page.close();
    continue;
  }
  if (!only || only === 'checkout') {
    try {
      await checkoutFlow(page, width);
    } catch (error) {
      console.error(`checkout at ${width}px: ${(error as Error).message.split('\n')[0]}`);
    }
    if (only === 'checkout') {
      await page.close();
      continue;
    }
  }
  for (const [name, path] of Object.entries(pages)) {
    if (only === 'auth' && !path.startsWith('/auth')) continue;
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage });
  }
  for (const [name, [path, open]] of Object.entries(overlays)) {
    if ((name === 'menu-drawer' && width > 810) || only === 'auth') continue;
    await page.goto(base + path, { waitUntil: 'networkidle' });
    try {
      await open(page);
      await page.screenshot({ path: `${out}/${name}-${width}.png` });
    } catch (error) {
      console.error(`${name} at ${width}px: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  try {
    if (only !== 'auth') await cartDrawer(page, width);
  } catch (error) {
    console.error(`cart drawer at ${width}px: ${(error as Error).message.split('\n')[0]}`);
  }
  try {
    await authFlows(page, width);
  } catch (error) {
    console.error(`sign-in screens at ${width}px: ${(error as Error).message.split('\n')[0]}`);
  }
  await page.close();
}
await browser.close();
console.log(`screenshots in ${out}`);

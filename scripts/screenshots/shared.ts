/** What the screenshot flows share: where to shoot from and to, the API helpers, and shopper fixtures. */
import fs from 'node:fs';
import type { Page } from 'playwright-core';

/** The storefront's base URL and whether shots are full-page unless a flow says otherwise; set by `configure`. */
export let base = 'http://localhost:4321';
export let fullPage = false;
export const out = 'test-results/screens';
fs.mkdirSync(out, { recursive: true });

/** Sets the base URL and --full from the command line (index.ts), before any flow runs. */
export function configure(options: { base: string; fullPage: boolean }) {
  base = options.base;
  fullPage = options.fullPage;
}

export type Tokens = { accessToken: string; refreshToken: string };

export async function read<T>(path: string): Promise<T> {
  const body = (await (await fetch(`${base}/api/v1/${path}`)).json()) as { data: T };
  return body.data;
}

export async function call<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/api/v1/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

export const freshPhone = () => `9${`${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9)}`;
export const newestCode = async (phone: string) =>
  (await read<{ code: string }[]>(`dev/outbox?phone=${phone}`))[0]!.code;

/** A new shopper signed up through the API (display name `${prefix}_…`, code from the dev outbox); its tokens. */
export async function signUp(prefix: string, phone = freshPhone()): Promise<Tokens> {
  await call('POST', 'otpless/signUp', null, {
    displayname: `${prefix}_${phone.slice(2)}`,
    fullname: 'Meera Iyer',
    email: 'meera@example.com',
    phone,
    country_code: '91',
  });
  return call<Tokens>('PUT', 'otpless/signUpVerify', null, { phoneNumber: phone, otp: await newestCode(phone) });
}

/** Stores a shopper's tokens as the storefront keeps them, on a page of the site (first opening one unless `navigate` is false). */
export async function signInOn(page: Page, tokens: Tokens, navigate = true) {
  if (navigate) await page.goto(`${base}/privacy-policy`);
  await page.evaluate(
    ({ accessToken, refreshToken }) => {
      localStorage.clear();
      localStorage.setItem('vastra:accessToken', accessToken);
      localStorage.setItem('vastra:refreshToken', refreshToken);
    },
    { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken },
  );
}

/** A new shopper with lines from two stores, ₹200 in the wallet and an address; its tokens, address and lines. */
export async function checkoutShopper() {
  const phone = freshPhone();
  const tokens = await signUp('shots', phone);
  const catalog = await read<{
    items: {
      product: { id: string; SellerUserId: string };
      varient: { id: string; VarientQuantity: number; VarientPrice: number }[];
    }[];
  }>('catalog/products?limit=60');
  const sellers = new Set<string>();
  const lines: { sellerId: string; productId: string; variantId: string }[] = [];
  for (const item of catalog.items) {
    const variant = item.varient.find((v) => v.VarientQuantity > 5 && v.VarientPrice > 600 && v.VarientPrice < 2500);
    if (!variant || sellers.has(item.product.SellerUserId)) continue;
    sellers.add(item.product.SellerUserId);
    lines.push({ sellerId: item.product.SellerUserId, productId: item.product.id, variantId: variant.id });
    await call('POST', 'userCart', tokens.accessToken, {
      productId: item.product.id,
      varaint: variant.id,
      quantity: 1,
      reference: false,
    });
    if (sellers.size === 2) break;
  }
  await call('POST', 'dev/wallet/credit', null, { phone, rupees: 200 });
  const address = await call<{ id: string }>('POST', 'address', tokens.accessToken, {
    name: 'Meera Iyer',
    phone,
    pinCode: '560041',
    addressMain: '14 Janpath, 2nd Cross',
    locality: 'Jayanagar East',
    city: 'Bengaluru',
    state: 'Karnataka',
    defaultAddress: true,
  });
  return Object.assign(tokens, { addressId: address.id, lines });
}

/**
 * A flow's camera: `shot(name)` writes `${out}/${prefix}-${name}-${width}.png` (full page with --full unless
 * `full` says otherwise); `settle()` waits for a modal or drawer to finish moving.
 */
export function shooter(page: Page, prefix: string, width: number) {
  return {
    shot: (name: string, full = fullPage) =>
      page.screenshot({ path: `${out}/${prefix}-${name}-${width}.png`, fullPage: full }),
    settle: () => page.waitForTimeout(400),
  };
}

/** Runs a step whose failure should not stop the rest: logs `${label} at ${width}px: ` and the error's first line. */
export async function logged(label: string, width: number, step: () => Promise<unknown>) {
  try {
    await step();
  } catch (error) {
    console.error(`${label} at ${width}px: ${(error as Error).message.split('\n')[0]}`);
  }
}

/** Signing a shopper in for a browser test: a fresh account each time, through the real code flow. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Envelope } from '../../src/lib/api/types.ts';

export type Tokens = { accessToken: string; refreshToken: string };

/**
 * A new shopper signed up through the API (code from the dev outbox). A fresh account per test keeps its
 * wishlist, favourites and DropTrack state its own and stays clear of the per-phone code limit.
 */
export async function signUpShopper(request: APIRequestContext, label: string, referredBy?: string): Promise<Tokens> {
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  const phone = `9${suffix}`;
  const sent = await request.post('/api/v1/otpless/signUp', {
    data: { displayname: `${label}_e2e_${suffix}`, fullname: `${label} Tester`, email: `${label}${suffix}@example.com`, phone, country_code: '91', ...(referredBy ? { referredBy } : {}) },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const outbox = (await (await request.get(`/api/v1/dev/outbox?phone=${phone}`)).json()) as Envelope<{ code: string }[]>;
  const verify = await request.put('/api/v1/otpless/signUpVerify', { data: { phoneNumber: phone, otp: outbox.data[0]!.code } });
  expect(verify.status()).toBe(200);
  return ((await verify.json()) as Envelope<Tokens>).data;
}

/** Stores the tokens as the storefront keeps them (the page must be on the site's origin). */
export async function signIn(page: Page, tokens: Tokens): Promise<void> {
  await page.evaluate(({ accessToken, refreshToken }) => {
    localStorage.setItem('vastra:accessToken', accessToken);
    localStorage.setItem('vastra:refreshToken', refreshToken);
  }, tokens);
}

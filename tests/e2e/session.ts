/** Signing a shopper in for a browser test: a fresh account each time, through the real code flow (the API). */
import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Envelope } from '../../src/lib/api/types.ts';

export type Tokens = { accessToken: string; refreshToken: string };

/** A shopper made for one test: who they signed up as, and their tokens. */
export type Shopper = Tokens & { phone: string; displayname: string; fullname: string };

/**
 * A phone number no account uses yet (10 digits starting 9): nine random digits. The clock's digits with an
 * unpadded random tail, as before, gave the same number twice in one run (an account already used it).
 */
export const freshPhone = () => `9${String(randomInt(1_000_000_000)).padStart(9, '0')}`;

/**
 * A new shopper signed up through the API (code from the dev outbox). A fresh account per test keeps its
 * wishlist, favourites and DropTrack state its own and stays clear of the per-phone code limit (signing up
 * uses one of its phone's 3 codes). Most tests take one from the `shopper` fixture (fixtures.ts).
 */
export async function newShopper(request: APIRequestContext, label: string, referredBy?: string): Promise<Shopper> {
  const phone = freshPhone();
  const displayname = `${label}_e2e_${phone.slice(1)}`;
  const fullname = `${label} Tester`;
  const sent = await request.post('/api/v1/otpless/signUp', {
    data: {
      displayname,
      fullname,
      email: `${label}${phone.slice(1)}@example.com`,
      phone,
      country_code: '91',
      ...(referredBy ? { referredBy } : {}),
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const verify = await request.put('/api/v1/otpless/signUpVerify', {
    data: { phoneNumber: phone, otp: (await codesSentTo(request, phone))[0]! },
  });
  expect(verify.status()).toBe(200);
  return { phone, displayname, fullname, ...((await verify.json()) as Envelope<Tokens>).data };
}

/** The codes texted to a phone, newest first (the dev outbox). */
export async function codesSentTo(request: APIRequestContext, phone: string): Promise<string[]> {
  const outbox = (await (await request.get(`/api/v1/dev/outbox?phone=${phone}`)).json()) as Envelope<
    { code: string }[]
  >;
  return outbox.data.map((entry) => entry.code);
}

/** Waits until a phone has been sent `count` codes in all, and returns the newest. */
export async function nthCodeSentTo(request: APIRequestContext, phone: string, count: number): Promise<string> {
  await expect.poll(async () => (await codesSentTo(request, phone)).length).toBe(count);
  return (await codesSentTo(request, phone))[0]!;
}

/** Stores the tokens as the storefront keeps them (the page must be on the site's origin). */
export async function signIn(page: Page, tokens: Tokens): Promise<void> {
  await page.evaluate(({ accessToken, refreshToken }) => {
    localStorage.setItem('vastra:accessToken', accessToken);
    localStorage.setItem('vastra:refreshToken', refreshToken);
  }, tokens);
}

/**
 * Puts `entries` in the site's localStorage before the tab's first page load (no page loaded only to write
 * them), once, so what the page then does to them stays done across its later loads.
 */
let storeCalls = 0;
export async function storeOnFirstLoad(page: Page, entries: Record<string, string>): Promise<void> {
  // Each call's own mark, so every call writes once: the shopper fixture's sign-in and a test's own entries,
  // even of the same keys (the later call's, as its script runs later, are what the page finds).
  const mark = `e2e:stored:${++storeCalls}`;
  await page.addInitScript(
    ({ entries, mark }) => {
      if (location.protocol !== 'http:' || sessionStorage.getItem(mark)) return;
      sessionStorage.setItem(mark, '1');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    { entries, mark },
  );
}

/**
 * Signs the page in before its first page load: the tokens stored as the storefront keeps them, once, so
 * signing out in the test stays signed out.
 */
export const signInOnLoad = (page: Page, { accessToken, refreshToken }: Tokens, also: Record<string, string> = {}) =>
  storeOnFirstLoad(page, { 'vastra:accessToken': accessToken, 'vastra:refreshToken': refreshToken, ...also });

/**
 * The browser tests' `test`: Playwright's, plus a `shopper` fixture: a new account signed up through the API
 * (code from the dev outbox) and signed in on `page` from its first page load, once per test that asks.
 * Tests of signing in itself use the pages instead.
 */
import { test as base } from '@playwright/test';
import { newShopper, signInOnLoad, type Shopper } from './session.ts';

export { expect } from '@playwright/test';
export type { Shopper } from './session.ts';

/** A display-name-safe label from the test's title (letters only, short). */
const labelOf = (title: string) =>
  title
    .replace(/[^a-z]/gi, '')
    .slice(0, 12)
    .toLowerCase() || 'shopper';

export const test = base.extend<{ shopper: Shopper }>({
  shopper: async ({ page, request }, use, testInfo) => {
    const shopper = await newShopper(request, labelOf(testInfo.title));
    await signInOnLoad(page, shopper);
    await use(shopper);
  },
});

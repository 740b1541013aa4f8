/**
 * Signing in and up as a shopper does it (shopper-core §2 Auth screens, §4, §5): codes are read from the dev
 * outbox. Each test makes its own account (a phone gets 3 codes per 10 minutes), so runs never share state.
 */
import { expectNoSeriousA11yViolations } from './axe.ts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { ProductDetail } from '../../src/lib/api/types.ts';
import type { OwnProfile } from '../../src/lib/api/me.ts';
import { allProducts, productPath } from './catalog.ts';
import { codesSentTo, newShopper, freshPhone, nthCodeSentTo, signInOnLoad, type Tokens } from './session.ts';
import { bagButton, closeCartDrawer, keptLines, keptOutbox } from './bag.ts';

const phoneField = (page: Page) => page.getByRole('textbox', { name: 'Mobile number' });
const digit = (page: Page, n: number) => page.getByRole('textbox', { name: `Digit ${n} of 4` });
const toast = (page: Page, text: string) => page.locator('[data-toaster]').getByText(text, { exact: true });
const avatar = (page: Page) => page.getByRole('button', { name: /^Account menu/ });
const loginLink = (page: Page) => page.getByRole('link', { name: 'Login / Register' });

const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

/** Types a code one key at a time into the first box (each key moves focus on). */
async function typeCode(page: Page, code: string) {
  await digit(page, 1).click();
  await page.keyboard.type(code);
}

/** Pastes text into a box, as a shopper's Ctrl+V or a phone's SMS suggestion does. */
async function pasteInto(box: Locator, text: string) {
  await box.focus();
  await box.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** Logs in through the pages up to the code screen; returns the code that was sent (the account's n-th). */
async function askForCode(page: Page, request: APIRequestContext, phone: string, nth: number, path = '/auth/login') {
  await page.goto(path);
  await phoneField(page).fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(toast(page, 'Code sent')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verify your number' })).toBeVisible();
  return nthCodeSentTo(request, phone, nth);
}

const tokensIn = (page: Page) =>
  page.evaluate(() => ({
    accessToken: localStorage.getItem('vastra:accessToken') ?? '',
    refreshToken: localStorage.getItem('vastra:refreshToken') ?? '',
  }));

async function read<T>(request: APIRequestContext, path: string, tokens: Tokens): Promise<T> {
  const response = await request.get(`/api/v1/${path}`, { headers: { Authorization: `Bearer ${tokens.accessToken}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

test('a new shopper signs up: taken name, terms, code, welcome, onboarding, home with the avatar', async ({
  page,
  request,
}) => {
  const phone = freshPhone();
  const displayname = `asha_${phone.slice(2)}`;
  // A friend's link carries the referrer (their display name is their referral code) through every step.
  const friend = await newShopper(request, 'friend');
  await page.goto(`/auth/signup?ref=${friend.displayname}`);
  await expect(page.getByText(`You’re joining through @${friend.displayname}’s invite.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByRole('link', { name: 'Skip Signup' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('main').getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
    'href',
    '/terms-and-conditions',
  );

  const submit = page.getByRole('button', { name: 'Sign up' });
  await expect(submit).toBeDisabled();
  // A tap before the island has hydrated is held and replayed (client:interaction), so click and wait for the
  // box to be ticked rather than check(), which looks at the box the moment its click lands.
  await page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).click();
  await expect(page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' })).toBeChecked();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Required field')).toHaveCount(4);

  // A taken display name is caught while typing.
  const name = page.getByRole('textbox', { name: 'Display name' });
  await name.fill(friend.displayname);
  await expect(page.getByText('Display name not available')).toBeVisible();
  await name.fill(displayname);
  await expect(page.getByText('Display name available')).toBeVisible();
  await page.getByRole('textbox', { name: 'Full name' }).fill('Asha Kapoor');
  await page.getByRole('textbox', { name: 'Email' }).fill('asha@example');
  await phoneField(page).fill(phone);
  await submit.click();
  await expect(page.getByText('Invalid email format')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Email' }).fill('asha@example.com');

  const sent = page.waitForRequest((r) => r.url().endsWith('/otpless/signUp'));
  await submit.click();
  expect((await sent).postDataJSON()).toMatchObject({
    displayname,
    phone,
    country_code: '91',
    referredBy: friend.displayname,
  });
  await expect(toast(page, 'Code sent')).toBeVisible();
  await expect(page.getByText('We sent a 4-digit code to +91')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/Resend code in 0:(30|29|28)/);
  await page.getByRole('button', { name: 'Verify and create account' }).click();
  await expect(page.getByText('No input found')).toBeVisible();

  await typeCode(page, await nthCodeSentTo(request, phone, 1));
  const welcome = page.getByRole('heading', { name: 'Welcome to Vastra, Asha!' });
  await expect(welcome).toBeVisible();
  await expect(welcome).toBeFocused();
  await page.getByRole('link', { name: 'Personalize Now' }).click();

  await expect(page).toHaveURL(/\/auth\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'What do you like?' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Required field')).toBeVisible();
  await page.getByRole('radio', { name: 'Women', exact: true }).check();
  await page.getByRole('radio', { name: 'Men', exact: true }).check();
  for (const name of ['Fashion & Accessories', 'Watches', 'Casual', 'Cashback Offers', 'HDFC Bank'])
    await page.getByRole('checkbox', { name }).check();
  await expect(page.getByRole('radio', { name: 'Women', exact: true })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'Men', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(avatar(page)).toContainText('AK');
  await expect(loginLink(page)).toBeHidden();
  const profile = await read<OwnProfile & { preferences: Record<string, unknown> }>(
    request,
    'user/profile',
    await tokensIn(page),
  );
  expect(profile.user.displayname).toBe(displayname);
  expect(profile.preferences).toMatchObject({
    gender: 'MALE',
    product_category: ['FASHION_AND_ACCESSORIES', 'WATCHES'],
    fashion_taste: ['CASUAL'],
    offers_type: ['CASHBACK_OFFERS'],
    payment_type: ['HDFC'],
  });
});

test('signup shows a taken phone by its field (409) and offers to log in', async ({ page, request }) => {
  const taken = await newShopper(request, 'taken');
  await page.goto('/auth/signup');
  await page.getByRole('textbox', { name: 'Display name' }).fill(`new_${freshPhone()}`);
  // The island has hydrated once it answers for the name (this test is about the 409; a tick made before
  // hydration is first-tap.spec.ts's).
  await expect(page.getByText('Display name available')).toBeVisible();
  await page.getByRole('textbox', { name: 'Full name' }).fill('New Person');
  await page.getByRole('textbox', { name: 'Email' }).fill('new@example.com');
  await phoneField(page).fill(taken.phone);
  await page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).click();
  await expect(page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' })).toBeChecked();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('An account already uses this phone number')).toBeVisible();
  await expect(phoneField(page)).toBeFocused();
  await expect(page.getByRole('link', { name: 'Log in with this number instead' })).toHaveAttribute(
    'href',
    '/auth/login',
  );
});

test('a visitor bag of two lines lands in the server cart after login, by paste, and the code screen survives a reload', async ({
  page,
  request,
}) => {
  const shopper = await newShopper(request, 'bag');
  const products = (await allProducts(request)).filter((d) => d.varient.some((v) => v.VarientQuantity > 1));
  const picks: ProductDetail[] = [products[3]!, products[40]!];
  for (const [i, pick] of picks.entries()) {
    await page.goto(productPath(pick));
    await page.getByRole('button', { name: 'Add To Bag' }).click();
    await expect(bagButton(page)).toHaveAccessibleName(`Bag, ${i + 1} item${i ? 's' : ''}`);
    await closeCartDrawer(page);
  }
  const bag: { variantId: string }[] = await keptLines(page);
  expect(bag).toHaveLength(2);

  await page.getByRole('link', { name: 'Login / Register' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  // The simplified header: logo and a way back, no search, bag or account menu.
  await expect(page.getByRole('link', { name: 'Back to shopping' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search' })).toHaveCount(0);
  await expect(bagButton(page)).toHaveCount(0);
  await expect(loginLink(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Enter a phone number')).toBeVisible();
  await phoneField(page).fill(shopper.phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(toast(page, 'Code sent')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/auth/login\\?code=91&phoneNumber=${shopper.phone}$`));
  const code = await nthCodeSentTo(request, shopper.phone, 2);

  // A reload keeps the code screen (the query carries the number), and its countdown.
  await page.reload();
  await expect(
    page.getByText(`We sent a 4-digit code to +91 ${shopper.phone.slice(0, 5)} ${shopper.phone.slice(5)}`),
  ).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/Resend code in 0:[0-3]\d/);
  await expect(digit(page, 1)).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(digit(page, 1)).toHaveAttribute('inputmode', 'numeric');
  await expect(digit(page, 1)).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // Pasting the whole code into the first box fills all four and signs in.
  await pasteInto(digit(page, 1), ` ${code} `);
  await expect(page).toHaveURL(/\/$/);
  await expect(avatar(page)).toBeVisible();
  await expect(bagButton(page)).toHaveAccessibleName('Bag, 2 items');
  // Signing in was the outbox's first drain: the visitor's lines went as one merge, and nothing waits.
  expect(await keptLines(page)).toEqual([]);
  expect(await keptOutbox(page)).toEqual([]);
  const cart = await read<{ variantId: string; quantity: number }[]>(request, 'userCart', await tokensIn(page));
  expect(cart.map((line) => line.variantId).sort()).toEqual(bag.map((line) => line.variantId).sort());
});

test('a failed bag merge keeps the visitor bag and says so before going on', async ({ page, request }) => {
  const shopper = await newShopper(request, 'merge');
  const product = (await allProducts(request)).find((d) => d.varient.some((v) => v.VarientQuantity > 1))!;
  await page.goto(productPath(product));
  await page.getByRole('button', { name: 'Add To Bag' }).click();
  await expect(bagButton(page)).toHaveAccessibleName('Bag, 1 item');
  await page.route('**/api/v1/userCart/merge', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Unavailable","data":null}' }),
  );

  await typeCode(page, await askForCode(page, request, shopper.phone, 2));
  await expect(
    toast(page, 'We could not move your bag to your account. It is kept on this device; please try again later.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(avatar(page)).toBeVisible();
  // The merge stays at the head of the new shopper's outbox, sent again (with the same key) on a later load.
  const kept: { kind: string; lines: unknown[] }[] = await keptOutbox(page);
  expect(kept).toMatchObject([{ kind: 'merge' }]);
  expect(kept[0]!.lines).toHaveLength(1);
});

test('the four boxes: typing moves on, Backspace moves back, short and wrong codes are refused', async ({
  page,
  request,
}) => {
  const shopper = await newShopper(request, 'boxes');
  const code = await askForCode(page, request, shopper.phone, 2);

  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page.getByText('Please enter OTP')).toBeVisible();

  await digit(page, 1).click();
  await page.keyboard.type('1x2');
  await expect(digit(page, 1)).toHaveValue('1');
  await expect(digit(page, 2)).toHaveValue('2');
  await expect(digit(page, 3)).toBeFocused();
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page.getByText('Enter full OTP')).toBeVisible();

  await digit(page, 3).focus();
  await page.keyboard.press('Backspace');
  await expect(digit(page, 2)).toBeFocused();
  await expect(digit(page, 2)).toHaveValue('');
  await page.keyboard.press('Backspace');
  await expect(digit(page, 1)).toBeFocused();
  await expect(digit(page, 1)).toHaveValue('');

  // A wrong code: "Wrong OTP", the boxes are emptied for another try.
  await page.keyboard.type(wrongCode(code));
  await expect(page.getByText('Wrong OTP')).toBeVisible();
  for (const n of [1, 2, 3, 4]) await expect(digit(page, n)).toHaveValue('');
  await expect(digit(page, 1)).toBeFocused();

  await typeCode(page, code);
  await expect(page).toHaveURL(/\/$/);
  await expect(avatar(page)).toBeVisible();
});

test('an unknown number goes on to signup with the number filled in', async ({ page }) => {
  const phone = freshPhone();
  await page.goto('/auth/login?next=/user/me');
  // Autofill offers the number without +91 (fixed beside the box), and phones show the digit keypad.
  await expect(phoneField(page)).toHaveAttribute('autocomplete', 'tel-national');
  await expect(phoneField(page)).toHaveAttribute('inputmode', 'numeric');
  await phoneField(page).fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(`/auth/signup?phone=${phone}&next=%2Fuser%2Fme`);
  await expect(phoneField(page)).toHaveValue(phone);
  await expect(page.getByText('No account uses this number yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute(
    'href',
    '/auth/login?next=%2Fuser%2Fme',
  );
});

test('after login the shopper returns to next; a next off this site is refused', async ({ page, request }) => {
  const shopper = await newShopper(request, 'next');
  // The return path a "Log in to continue" gate builds (src/lib/paths.ts loginPath).
  await typeCode(
    page,
    await askForCode(page, request, shopper.phone, 2, '/auth/login?next=%2Fsettings%3Fsection%3DVASTRA_MONEY'),
  );
  await expect(page).toHaveURL(/\/settings\?section=VASTRA_MONEY$/);

  // The probe's bypass: the raw text starts with one slash, the parser's path with two.
  for (const [n, evil] of [
    [3, 'https://evil.example'],
    [4, '/.//evil.example/phish'],
  ] as const) {
    await page.evaluate(() => localStorage.clear());
    if (n === 4) {
      // A phone gets 3 codes per 10 minutes: the last case signs in a second account.
      const other = await newShopper(request, 'next2');
      await typeCode(page, await askForCode(page, request, other.phone, 2, `/auth/login?next=${evil}`));
    } else {
      await typeCode(page, await askForCode(page, request, shopper.phone, n, `/auth/login?next=${evil}`));
    }
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    await expect(avatar(page)).toBeVisible();
  }
});

test('a signed-in shopper who opens login or signup goes home; onboarding stays', async ({
  page,
  shopper: _signedIn,
}) => {
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth/signup?ref=someone');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth/onboarding');
  await expect(page.getByRole('heading', { name: 'What do you like?' })).toBeVisible();
  await page.getByRole('link', { name: 'Skip', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a visitor on onboarding is asked to log in and comes back to it', async ({ page }) => {
  await page.goto('/auth/onboarding');
  await expect(page.getByRole('heading', { name: 'Log in to continue' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Login / Register' })).toHaveAttribute(
    'href',
    '/auth/login?next=%2Fauth%2Fonboarding',
  );
});

test('log-out in one tab signs out the other, forgets the checkout kept on the phone, and ends the login on the server', async ({
  context,
  request,
}) => {
  const shopper = await newShopper(request, 'tabs');
  const [first, second] = [await context.newPage(), await context.newPage()];
  await signInOnLoad(first, shopper);
  await first.goto('/privacy-policy');
  await second.goto('/about-vastra');
  await expect(avatar(first)).toBeVisible();
  await expect(avatar(second)).toBeVisible();

  // A checkout half done on this phone: an address, a coupon, the wallet and a payment chosen.
  const choices = { addressId: 'a-1', coupons: { s1: 'DIWALI10' }, useWallet: true, paymentMode: 'Cod', attempt: null };
  await first.evaluate((kept) => localStorage.setItem('vastra:checkout', JSON.stringify(kept)), choices);

  await avatar(first).click();
  await first.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Log-out' }).click();
  await expect(first).toHaveURL(/\/$/);
  await expect(loginLink(first)).toBeVisible();
  await expect(loginLink(second)).toBeVisible();
  await expect(avatar(second)).toBeHidden();
  await expect(second).toHaveURL(/\/about-vastra$/);
  // Nothing of the shopper's checkout is left for whoever signs in next, though no checkout page was open.
  const checkoutKept = await first.evaluate(() => JSON.parse(localStorage.getItem('vastra:checkout') ?? 'null'));
  expect(checkoutKept ?? {}).not.toMatchObject({ addressId: 'a-1' });
  expect(checkoutKept?.coupons ?? {}).toEqual({});
  expect(checkoutKept?.paymentMode ?? null).toBeNull();

  const refreshed = await request.post('/api/v1/userRefresh/refresh', {
    data: { refreshToken: shopper.refreshToken },
  });
  expect(refreshed.status()).toBe(401);
  // The access token ended with its login, not 15 minutes later.
  expect(
    (await request.get('/api/v1/userCart', { headers: { Authorization: `Bearer ${shopper.accessToken}` } })).status(),
  ).toBe(401);
});

test('a failed refresh (auth-failed) signs out every open tab', async ({ context, request }) => {
  const shopper = await newShopper(request, 'expired');
  const [first, second] = [await context.newPage(), await context.newPage()];
  await signInOnLoad(second, shopper);
  await second.goto('/about-vastra');
  await expect(avatar(second)).toBeVisible();

  // The login is ended elsewhere; the tabs still hold its tokens, and its access token stopped working with it.
  expect(
    (await request.post('/api/v1/userRefresh/logout', { data: { refreshToken: shopper.refreshToken } })).status(),
  ).toBe(200);
  // The next signed-in read, in whichever tab comes first, gets 401, its refresh is refused and the client raises
  // auth-failed: that tab goes home, and every tab follows the removed tokens.
  await first.goto('/privacy-policy');
  await expect(loginLink(first)).toBeVisible();
  await expect(loginLink(second)).toBeVisible();
  await expect.poll(() => [first, second].some((tab) => new URL(tab.url()).pathname === '/')).toBe(true);
  expect(
    await second.evaluate(() => [
      localStorage.getItem('vastra:accessToken'),
      localStorage.getItem('vastra:refreshToken'),
    ]),
  ).toEqual(['', '']);
});

test('the auth-failed event signs the shopper out in this tab and the others', async ({ context, request }) => {
  const shopper = await newShopper(request, 'event');
  const [first, second] = [await context.newPage(), await context.newPage()];
  await signInOnLoad(first, shopper);
  await first.goto('/privacy-policy');
  await second.goto('/about-vastra');
  await expect(avatar(second)).toBeVisible();
  await first.evaluate(() => window.dispatchEvent(new Event('auth-failed')));
  await expect(loginLink(first)).toBeVisible();
  await expect(loginLink(second)).toBeVisible();
});

test('resend waits 30 seconds, then too many codes says when the next may be asked for', async ({ page, request }) => {
  const shopper = await newShopper(request, 'resend');
  await page.clock.install();
  await askForCode(page, request, shopper.phone, 2);
  await expect(page.getByRole('timer')).toHaveText(/^Resend code in 0:(30|29|28)$/);
  await expect(page.getByRole('button', { name: 'Resend code' })).toHaveCount(0);
  await page.clock.fastForward('00:31');
  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect(toast(page, 'Code sent')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^Resend code in 0:(30|29|28)$/);
  expect(await codesSentTo(request, shopper.phone)).toHaveLength(3);

  // The fourth code in 10 minutes is refused: the wait comes from Retry-After.
  await page.clock.fastForward('00:31');
  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect(
    page.getByText(/^Too many codes asked for\. You can ask for a new code in (9|10) minutes\.$/),
  ).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/Resend code in (9|10):\d\d/);
});

test('five wrong codes lock the number, and the screen says for how long', async ({ page, request }) => {
  const shopper = await newShopper(request, 'locked');
  const code = await askForCode(page, request, shopper.phone, 2);
  const locked = page.getByText('Too many wrong codes. This number is locked for 15 minutes.');
  for (let attempt = 0; attempt < 6 && !(await locked.isVisible()); attempt++) {
    await typeCode(page, wrongCode(code));
    await expect(page.getByText('Wrong OTP').or(locked)).toBeVisible();
  }
  await expect(locked).toBeVisible();
  await expect(digit(page, 1)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Verify and log in' })).toBeDisabled();
});

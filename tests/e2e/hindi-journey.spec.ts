/**
 * The whole journey in Hindi, as a shopper on a phone (375px) takes it: home, a listing with filters, a product
 * page, the bag, signing in with a phone and its code, checkout with Cash on Delivery, Order Placed, My Orders,
 * the order page, Lens, a profile, Settings and the privacy policy, all at /hi/… (a return's dialogs are
 * hindi-checkout.spec.ts's, checked there the same way). On every page no English UI message is left
 * (english-left.ts: the catalogs' English, matched whole, data left out) in the text, the visible aria-labels or
 * the title.
 */
import type { Page } from '@playwright/test';
import { orderNumber } from '../../src/lib/rules/order-number.ts';
import { expect, test } from './fixtures.ts';
import { newShopper, nthCodeSentTo } from './session.ts';
import { addAddress } from './shopper-data.ts';
import { catalogData, expectNoEnglishUi } from './english-left.ts';

test.use({ viewport: { width: 375, height: 812 } });

/** Seeded (server/seed, fixed seed): Kesar Looms' Pants, and its Heritage Crepe Pants (Blue, some 20% off). */
const STORE = { id: 'f5bd07d8-0fda-46b4-89b9-005baebdf6ba', name: 'Kesar Looms' };
const PANTS = { id: 'f4ba9049-50f9-4e2e-b0f5-fb9c8c9ca1eb', name: 'Heritage Crepe Pants' };

const bagButton = (page: Page) => page.getByRole('button', { name: /^बैग, / });

test('a shopper reads the whole journey in Hindi: browse, bag, sign in, Cash on Delivery, orders', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const data = await catalogData(request);
  const shopper = await newShopper(request, 'hindijourney');
  await addAddress(request, shopper);

  await page.goto('/hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  const brands = page.getByRole('region', { name: 'चुनिंदा ब्रांड' });
  await expect(brands).toBeVisible();
  await expectNoEnglishUi(page, data);
  await brands.getByRole('link', { name: new RegExp(STORE.name) }).click();

  await expect(page).toHaveURL(new RegExp(`/hi/stores/${STORE.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: STORE.name })).toBeVisible();
  await expectNoEnglishUi(page, data);

  await page.goto(`/hi/stores/${STORE.id}/category/f5bd07d8-pants`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^पैंट \(\d+\)$/);
  await expectNoEnglishUi(page, data);
  await page.getByLabel('क्रमबद्ध करें').selectOption({ label: 'कीमत: कम से ज़्यादा' });
  await expect(page).toHaveURL(/[?&]sort=low-to-high/);
  // On a phone the filters open in a drawer.
  await page.getByRole('button', { name: 'फ़िल्टर', exact: true }).click();
  const filterDrawer = page.getByRole('dialog').filter({ has: page.getByRole('form') });
  await expect(filterDrawer.getByRole('button', { name: 'फ़िल्टर बंद करें' })).toBeVisible();
  await expectNoEnglishUi(page, data);
  await filterDrawer.getByRole('radio', { name: /^20%/ }).check();
  await expect(page).toHaveURL(/[?&]discount=/);
  await filterDrawer.getByRole('button', { name: /दिखाएँ$/ }).click();
  await expect(filterDrawer).toBeHidden();
  const cards = page.getByRole('region', { name: 'प्रोडक्ट' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expectNoEnglishUi(page, data);

  await page.goto(`/hi/stores/${STORE.id}/products/${PANTS.id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(PANTS.name);
  await expectNoEnglishUi(page, data);
  await main.getByRole('button', { name: 'बैग में डालें', exact: true }).click();

  const drawer = page.getByRole('dialog', { name: 'मेरा कार्ट' });
  await expect(drawer.getByRole('listitem', { name: PANTS.name })).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'जारी रखने के लिए लॉग इन करें' })).toBeVisible();
  await expectNoEnglishUi(page, data);
  await drawer.getByRole('link', { name: 'लॉग इन / रजिस्टर करें' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'लॉग इन या साइन अप करें' })).toBeVisible();
  await expectNoEnglishUi(page, data);
  await page.getByRole('textbox', { name: 'मोबाइल नंबर' }).fill(shopper.phone);
  await page.getByRole('button', { name: 'कोड भेजें' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'अपना नंबर वेरिफ़ाई करें' })).toBeVisible();
  await expectNoEnglishUi(page, data);
  const code = await nthCodeSentTo(request, shopper.phone, 2);
  await page.getByRole('textbox', { name: '4 में से अंक 1' }).click();
  await page.keyboard.type(code);
  await expect(page.getByRole('button', { name: /^खाता मेनू/ })).toBeVisible();
  await expectNoEnglishUi(page, data);

  // Signing in from the bag comes back to the bag, open, with the visitor's line kept.
  await expect(bagButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer.getByRole('listitem', { name: PANTS.name })).toBeVisible();
  await expectNoEnglishUi(page, data);
  await drawer.getByRole('link', { name: 'चेकआउट करें' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'ऑर्डर सारांश' })).toBeVisible();
  await expectNoEnglishUi(page, data);
  await page.getByRole('link', { name: 'पता चुनें' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'डिलीवरी का पता' })).toBeVisible();
  await expectNoEnglishUi(page, data);
  await page.getByRole('link', { name: 'पता चुनें' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'पेमेंट' })).toBeVisible();
  await page.getByRole('radio', { name: /कैश ऑन डिलीवरी/ }).check();
  await expectNoEnglishUi(page, data);
  await page.getByRole('button', { name: 'ऑर्डर करें' }).click();

  const placed = page.getByRole('dialog', { name: 'ऑर्डर प्लेस हो गया' });
  await expect(placed).toBeVisible();
  await expectNoEnglishUi(page, data);
  const orderPath = await placed
    .getByRole('link', { name: /ऑर्डर देखें/ })
    .first()
    .getAttribute('href');
  expect(orderPath).toMatch(/^\/hi\/my-orders\/.+/);
  const number = orderNumber(orderPath!.split('/').at(-1)!);

  await page.goto('/hi/my-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'मेरे ऑर्डर' })).toBeVisible();
  const row = page.getByRole('link', { name: new RegExp(`ऑर्डर ${number}`) });
  await expect(row).toBeVisible();
  await expectNoEnglishUi(page, data);
  await row.click();

  await expect(page.getByRole('heading', { level: 1, name: `ऑर्डर ${number}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ऑर्डर ट्रैक करें' })).toBeVisible();
  await expectNoEnglishUi(page, data);
});

test('a shopper reads Lens, their profile, Settings and the privacy policy in Hindi', async ({
  page,
  request,
  shopper: _signedIn,
}) => {
  const data = await catalogData(request);
  await page.goto('/hi/lens');
  await expect(page.getByRole('region', { name: /^Lens पोस्ट/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'सभी Lens' })).toHaveAttribute('aria-selected', 'true');
  await expectNoEnglishUi(page, data);

  await page.goto('/hi/user/me');
  await expect(page.getByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' })).toBeAttached();
  await expect(page.getByRole('region', { name: 'कमाई' })).toBeVisible();
  await expectNoEnglishUi(page, data);

  await page.goto('/hi/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'सेटिंग्स' })).toBeVisible();
  await expectNoEnglishUi(page, data);

  await page.goto('/hi/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expectNoEnglishUi(page, data);
});

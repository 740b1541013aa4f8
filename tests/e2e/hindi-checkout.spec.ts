/**
 * The checkout and the orders in Hindi, as a shopper on a phone (375px) reads them: bag, address and payment
 * steps, Cash on Delivery, Order Placed; then My Orders, the order page and a return, all at /hi/… with their
 * visible Hindi text. The English pages are the other specs' (checkout, order-detail, returns): unchanged.
 */
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { orderNumber } from '../../src/lib/rules/order-number.ts';
import { expect, test } from './fixtures.ts';
import { fillBag, twoStores } from './checkout-data.ts';
import { addAddress, deliver, placeOrder } from './shopper-data.ts';
import { heldAutoCloses, holdAutoClose } from './axe.ts';
import { lookAt } from './screens.ts';
import { catalogData, expectNoEnglishUi } from './english-left.ts';

test.use({ viewport: { width: 375, height: 812 } });

/** Screens to look at: the phone's, then the desktop's (the same page at 1280px). */
async function screens(page: Page, name: string) {
  await lookAt(page, `${name}-375`, { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await lookAt(page, `${name}-1280`, { fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
}

test('a shopper checks out with Cash on Delivery and follows the order, in Hindi', async ({
  page,
  request,
  shopper,
}) => {
  const { other } = await twoStores(request, 37);
  await fillBag(request, shopper, [other]);
  await addAddress(request, shopper, { addressType: 'Home', landmark: 'Near the post office' });

  await page.goto('/hi/checkout/order-summary');
  await expect(page.getByRole('heading', { level: 1, name: 'ऑर्डर सारांश' })).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'चेकआउट के चरण' });
  await expect(steps).toContainText('बैग');
  await expect(steps).toContainText('पता');
  await expect(page.getByRole('button', { name: /कूपन लगाएँ/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'देय राशि और अगला चरण' })).toContainText(/देय राशि₹[\d,]+/);
  await page.getByRole('link', { name: 'पता चुनें' }).click();

  await expect(page).toHaveURL(/\/hi\/checkout\/address$/);
  await expect(page.getByRole('heading', { level: 1, name: 'डिलीवरी का पता' })).toBeVisible();
  const home = page.getByRole('radio', { name: /Asha Rao/ });
  await expect(home).toBeChecked();
  await expect(page.getByText('लैंडमार्क: Near the post office')).toBeVisible();
  await expect(page.getByText(/तक डिलीवरी$/).first()).toBeVisible();
  await page.getByRole('link', { name: 'पता चुनें' }).click();

  await expect(page).toHaveURL(/\/hi\/checkout\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'पेमेंट' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'डिलीवरी का पता' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'पेमेंट का तरीका चुनें' })).toBeVisible();
  await page.getByRole('radio', { name: /कैश ऑन डिलीवरी/ }).check();
  await expect(page.getByText('ऑर्डर पहुँचने पर नकद भुगतान करें।')).toBeVisible();
  await screens(page, 'hindi-payment-step');
  await page.getByRole('button', { name: 'ऑर्डर करें' }).click();

  const placed = page.getByRole('dialog', { name: 'ऑर्डर प्लेस हो गया' });
  await expect(placed).toBeVisible();
  await expect(placed).toContainText('धन्यवाद! ऑर्डर भेजे जाने पर हम आपको बताएँगे।');
  const card = placed.getByRole('listitem', { name: /^ऑर्डर #/ });
  await expect(card).toContainText('पेमेंटकैश ऑन डिलीवरी');
  await expect(card).toContainText(/\d{1,2} [\u0900-\u097F]+ तक डिलीवरी/);
  await expect(placed.getByRole('link', { name: 'खरीदारी जारी रखें' })).toHaveAttribute('href', '/hi');
  await screens(page, 'hindi-order-placed');
  const orderPage = await card.getByRole('link', { name: /ऑर्डर देखें/ }).getAttribute('href');
  expect(orderPage).toMatch(/^\/hi\/my-orders\/.+/);
  const number = orderNumber(orderPage!.split('/').at(-1)!);

  await page.goto('/hi/my-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'मेरे ऑर्डर' })).toBeVisible();
  const row = page.getByRole('link', { name: new RegExp(`ऑर्डर ${number}`) });
  await expect(row).toContainText(/\d{1,2} [\u0900-\u097F]+ 20\d\d को ऑर्डर प्लेस हुआ/);
  await row.click();

  await expect(page).toHaveURL(new RegExp(`${orderPage}$`));
  await expect(page.getByRole('heading', { level: 1, name: `ऑर्डर ${number}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'मेरे ऑर्डर पर वापस जाएँ' })).toHaveAttribute('href', '/hi/my-orders');
  await expect(page.getByText(/^\d{1,2} [\u0900-\u097F]+ 20\d\d को प्लेस किया गया · ऑर्डर प्लेस हुआ$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'डिलीवरी का पता' })).toBeVisible();
  await expect(page.getByTestId('payment-state')).toHaveText('डिलीवरी पर भुगतान करें');
  await expect(page.getByRole('button', { name: 'ऑर्डर ट्रैक करें' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ऑर्डर रद्द करें' })).toBeVisible();
  await screens(page, 'hindi-order-page');

  await page.getByRole('button', { name: 'ऑर्डर ट्रैक करें' }).click();
  const track = page.getByRole('dialog', { name: 'ऑर्डर ट्रैक करें' });
  await expect(track.getByRole('list', { name: 'ऑर्डर की स्थिति का इतिहास' })).toContainText('रास्ते में');
  await expect(track).toContainText('ऑर्डर पिकअप होते ही कूरियर और AWB नंबर यहाँ दिखेंगे।');
});

test('a shopper returns a delivered order, in Hindi, with no English left on its dialogs', async ({
  page,
  request,
  shopper,
}) => {
  const data = await catalogData(request);
  const orderId = await placeOrder(request, shopper, await addAddress(request, shopper));
  await deliver(request, orderId);
  await page.goto(`/hi/my-orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `ऑर्डर ${orderNumber(orderId)}` })).toBeVisible();
  await expect(page.getByTestId('payment-state')).toHaveText('डिलीवरी पर भुगतान हुआ');
  await expect(page.getByText(/^आप यह ऑर्डर \d{1,2} [\u0900-\u097F]+ 20\d\d तक रिटर्न कर सकते हैं।$/)).toBeVisible();
  await expectNoEnglishUi(page, data);
  await page.getByRole('button', { name: 'ऑर्डर रिटर्न करें' }).click();

  const confirm = page.getByRole('dialog', { name: 'ऑर्डर रिटर्न करें' });
  await expect(confirm).toContainText('ऑर्डर मिलने के 2 दिन के अंदर रिटर्न करें।');
  await expect(confirm.getByTestId('refund-plan')).toHaveText(
    /^आपका रिफ़ंड: विक्रेता को आइटम मिलते ही ₹[\d,]+\.\d{2} आपके Vastra Money में लौटा दिया जाएगा।$/,
  );
  await expectNoEnglishUi(page, data);
  await confirm.getByRole('button', { name: 'हाँ, रिटर्न करें' }).click();

  const reasons = page.getByRole('dialog', { name: 'रिटर्न की वजह' });
  await expect(reasons.getByRole('radio')).toHaveCount(6);
  await expectNoEnglishUi(page, data);
  await reasons.getByRole('radio', { name: 'आइटम खराब या टूटा हुआ है' }).check();
  await reasons.getByRole('button', { name: 'आगे बढ़ें' }).click();

  const options = page.getByRole('dialog', { name: 'तस्वीरें और आप क्या चाहते हैं' });
  await expect(options.getByRole('radio', { name: 'रिफ़ंड' })).toBeChecked();
  await expect(options).toContainText('आइटम की कम से कम एक तस्वीर जोड़ें।');
  await expectNoEnglishUi(page, data);
  const picture = await sharp({ create: { width: 48, height: 48, channels: 3, background: '#b3261e' } })
    .png()
    .toBuffer();
  await options.getByLabel('तस्वीरें जोड़ें').setInputFiles({ name: 'tear.png', mimeType: 'image/png', buffer: picture });
  const previews = options.getByRole('list', { name: 'आपकी तस्वीरें' }).getByRole('listitem');
  await expect(previews.first().getByRole('img', { name: 'तस्वीर 1: tear.png' })).toBeVisible();
  await expect(previews.first()).toContainText('अपलोड हो गई');
  await holdAutoClose(page);
  await options.getByRole('button', { name: 'रिटर्न का अनुरोध करें' }).click();

  const done = page.getByRole('dialog', { name: 'रिटर्न का अनुरोध हो गया' });
  await expect(done).toBeVisible();
  await expect(done).toContainText('डिलीवरी पार्टनर 2 दिन के अंदर आइटम ले जाएगा।');
  await expect.poll(() => heldAutoCloses(page)).toBe(1);
});

test('the Add address dialog of the Hindi address step reads in Hindi, and a pick from another PIN says so', async ({
  page,
  request,
  shopper,
}) => {
  const { other } = await twoStores(request, 38);
  await fillBag(request, shopper, [other]);

  await page.goto('/hi/checkout/address');
  await expect(page.getByRole('heading', { level: 1, name: 'डिलीवरी का पता' })).toBeVisible();
  await page.getByRole('button', { name: 'नया पता जोड़ें' }).click();
  const form = page.getByRole('dialog', { name: 'नया पता जोड़ें' });
  await expect(form.getByLabel('पूरा नाम')).toBeVisible();
  await expect(form.getByLabel('मोबाइल नंबर', { exact: true })).toHaveAttribute(
    'placeholder',
    'मोबाइल नंबर (सिर्फ़ भारत का)',
  );
  await expect(form.getByLabel('लैंडमार्क (ज़रूरी नहीं)')).toHaveAttribute('placeholder', 'जैसे, पोस्ट ऑफ़िस के पास');
  await expect(form.getByRole('group', { name: 'पते का प्रकार' }).getByRole('radio', { name: 'घर' })).toBeChecked();
  await expect(form.getByRole('radio', { name: 'ऑफ़िस' })).toBeVisible();
  await expect(
    form.getByText('अपना पोस्ट ऑफ़िस चुनने के लिए Enter (या ढूँढें) दबाएँ: इससे शहर, राज्य और पिन अपने-आप भर जाएँगे।'),
  ).toBeVisible();

  // Saving empty: each required field says so in Hindi.
  const save = form.getByRole('button', { name: 'पता सेव करें' });
  await expect(save).toHaveAttribute('aria-disabled', 'true');
  // Looks disabled, still checks.
  await save.click({ force: true });
  await expect(form.getByText('यह जानकारी ज़रूरी है')).toHaveCount(7);
  await expect(form.getByLabel('पूरा नाम')).toBeFocused();
  await form.getByLabel('मोबाइल नंबर', { exact: true }).fill('12345');
  await save.click({ force: true });
  await expect(form.getByText('10 अंकों का सही मोबाइल नंबर डालें')).toBeVisible();

  await form.getByLabel('पिन कोड').fill('560034');
  await expect(form.getByText('Bengaluru, Karnataka')).toBeVisible();
  const locality = form.getByRole('combobox', { name: 'इलाका' });
  await locality.fill('K');
  await form.getByRole('button', { name: 'ढूँढें' }).click();
  await expect(form.getByText('अपने इलाके के कम से कम 2 अक्षर लिखें, फिर Enter दबाएँ।')).toBeVisible();
  await locality.fill('Kora');
  await locality.press('Enter');
  const options = form.getByRole('listbox', { name: 'पोस्ट ऑफ़िस' }).getByRole('option');
  await expect(form.getByText(/पोस्ट ऑफ़िस मिले, पिन 560034 वाले पहले।/)).toBeVisible();
  await lookAt(page, 'hindi-address-suggestions-375');
  const last = options.last();
  const lastName = (await last.locator('span').first().textContent())!;
  const [district, , lastPin] = (await last.locator('span').last().textContent())!.split(/, | · /);
  await last.click();
  const note = form.getByRole('status').filter({ hasText: 'से बदलकर' });
  await expect(note).toContainText(`${lastName}, ${district} से मेल खाने के लिए पिन 560034 से बदलकर ${lastPin} किया गया।`);
  await lookAt(page, 'hindi-address-dialog-375', { fullPage: true });
  await note.getByRole('button', { name: 'पहले जैसा करें' }).click();
  await expect(form.getByLabel('पिन कोड')).toHaveValue('560034');

  // Closing with something typed asks first, in Hindi.
  await form.getByRole('button', { name: 'बंद करें' }).click();
  await expect(form.getByText('यह पता छोड़ दें?')).toBeVisible();
  await expect(form.getByText('इस पते के लिए आपने जो लिखा है, वह हट जाएगा।')).toBeVisible();
  await form.getByRole('button', { name: 'छोड़ दें' }).click();
  await expect(form).toBeHidden();
});

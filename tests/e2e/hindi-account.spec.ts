/**
 * The account and search islands on their Hindi pages, as a shopper at a phone's width uses them: signing in
 * with a phone and its code, signing up and picking preferences, the settings sections, the header search's
 * panel and the results page. Codes come from the dev outbox. The English pages are the other specs' (auth,
 * settings, search, header-search-suggest): they still read as before.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { freshPhone, newShopper, nthCodeSentTo, signInOnLoad } from './session.ts';

test.use({ viewport: { width: 375, height: 812 } });

import { lookAt } from './screens.ts';
const toast = (page: Page, text: string) => page.locator('[data-toaster]').getByText(text, { exact: true });
const digit = (page: Page, n: number) => page.getByRole('textbox', { name: `4 में से अंक ${n}` });
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'खोजें' });

test('a shopper logs in on the Hindi page with their number and the code, and lands on the Hindi home', async ({
  page,
  request,
}) => {
  const shopper = await newShopper(request, 'hindilogin');
  await page.goto('/hi/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'लॉग इन या साइन अप करें' })).toBeVisible();
  await expect(page.getByText('+91 · सिर्फ़ भारतीय मोबाइल नंबर')).toBeVisible();
  await expect(page.getByRole('link', { name: 'खाता बनाएँ' })).toHaveAttribute('href', '/hi/auth/signup');
  await expect(page.getByRole('main').getByRole('link', { name: 'नियम और शर्तों' })).toHaveAttribute(
    'href',
    '/hi/terms-and-conditions',
  );
  await lookAt(page, 'hindi-login-375', { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await lookAt(page, 'hindi-login-1280', { fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });

  const phone = page.getByRole('textbox', { name: 'मोबाइल नंबर' });
  await phone.fill('12345');
  await page.getByRole('button', { name: 'कोड भेजें' }).click();
  // A rule's message (the spec's English on an English page) reads in Hindi here once the table is in.
  await expect(phone).toHaveAttribute('aria-invalid', 'true');

  await phone.fill(shopper.phone);
  await page.getByRole('button', { name: 'कोड भेजें' }).click();
  await expect(toast(page, 'कोड भेज दिया गया')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'अपना नंबर वेरिफ़ाई करें' })).toBeVisible();
  // The code screen keeps the page's language in its address.
  await expect(page).toHaveURL(new RegExp(`^[^?]*/hi/auth/login\\?.*phoneNumber=${shopper.phone}`));
  await expect(
    page.getByText(`हमने +91 ${shopper.phone.slice(0, 5)} ${shopper.phone.slice(5)} पर 4 अंकों का कोड भेजा है।`),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: '4 अंकों का कोड डालें' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^\d:\d\d में कोड दोबारा भेजें$/);
  await expect(page.getByRole('button', { name: 'वेरिफ़ाई करें और लॉग इन करें' })).toBeVisible();

  const code = await nthCodeSentTo(request, shopper.phone, 2);
  await digit(page, 1).click();
  await page.keyboard.type(code);
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.getByRole('button', { name: /^खाता मेनू/ })).toBeVisible();
});

test('a new shopper signs up on the Hindi page, is welcomed and picks preferences in Hindi', async ({
  page,
  request,
}) => {
  const phone = freshPhone();
  await page.goto(`/hi/auth/signup?phone=${phone}`);
  await expect(page.getByRole('heading', { level: 1, name: 'अपना खाता बनाएँ' })).toBeVisible();
  await expect(page.getByText('इस नंबर से अभी कोई खाता नहीं है। नया खाता बनाने के लिए कुछ जानकारी भरें।')).toBeVisible();
  await expect(page.getByRole('link', { name: 'साइन अप छोड़ें' })).toHaveAttribute('href', '/hi');
  await expect(page.getByRole('link', { name: 'लॉग इन करें' })).toHaveAttribute('href', '/hi/auth/login');

  const name = page.getByRole('textbox', { name: 'डिस्प्ले नाम' });
  await name.fill(`hindi_${phone.slice(2)}`);
  await expect(page.getByText('यह डिस्प्ले नाम उपलब्ध है')).toBeVisible();
  await page.getByRole('textbox', { name: 'पूरा नाम' }).fill('Asha Verma');
  await page.getByRole('textbox', { name: 'ईमेल' }).fill(`hindi${phone.slice(2)}@example.com`);
  await expect(page.getByRole('textbox', { name: 'मोबाइल नंबर' })).toHaveValue(phone);
  const terms = page.getByRole('checkbox', { name: 'मैं नियम और शर्तों से सहमत हूँ' });
  await terms.click();
  await expect(terms).toBeChecked();
  await page.getByRole('button', { name: 'साइन अप करें' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'अपना नंबर वेरिफ़ाई करें' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'वेरिफ़ाई करें और खाता बनाएँ' })).toBeVisible();
  const code = await nthCodeSentTo(request, phone, 1);
  await digit(page, 1).click();
  await page.keyboard.type(code);

  await expect(page.getByRole('heading', { level: 1, name: 'Vastra में आपका स्वागत है, Asha!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'बाद में' })).toHaveAttribute('href', '/hi');
  await page.getByRole('link', { name: 'अभी अपनी पसंद बताएँ' }).click();

  await expect(page).toHaveURL(/\/hi\/auth\/onboarding$/);
  await expect(page.getByRole('heading', { level: 1, name: 'आपको क्या पसंद है?' })).toBeVisible();
  const shopFor = page.getByRole('group', { name: /^खरीदारी किसके लिए/ });
  await expect(shopFor).toContainText('कोई एक चुनें');
  await page
    .getByRole('group', { name: /^मेरा स्टाइल/ })
    .getByRole('checkbox', { name: 'कैज़ुअल' })
    .check();
  await shopFor.getByRole('radio', { name: 'महिलाएँ' }).check();
  await expect(shopFor.getByRole('radio', { name: 'महिलाएँ' })).toBeChecked();
  await page.getByRole('button', { name: 'सेव करें और आगे बढ़ें' }).click();
  await expect(page).toHaveURL(/\/hi$/);
});

test('the settings menu and its sections read in Hindi, and Back returns to the menu', async ({ page, request }) => {
  const shopper = await newShopper(request, 'hindisettings');
  await signInOnLoad(page, shopper);
  await page.goto('/hi/settings');

  await expect(page.getByRole('heading', { level: 1, name: 'सेटिंग्स' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'सेटिंग्स के सेक्शन' });
  for (const label of ['मेरी पसंद', 'मेरे पते', 'सेव किए गए', 'पसंदीदा स्टोर', 'Vastra Money', 'रेफ़र करें और कमाएँ'])
    await expect(menu.getByRole('link', { name: new RegExp(`^${label}`) })).toBeVisible();
  await expect(menu.getByRole('link', { name: /^मेरे पते/ })).toHaveAttribute('href', '/hi/settings?section=ADDRESS_BOOK');
  await expect(menu).toContainText('सेव किए गए डिलीवरी पते');
  await lookAt(page, 'hindi-settings-375', { fullPage: true });

  await menu.getByRole('link', { name: /^मेरी पसंद/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'मेरी पसंद' })).toBeVisible();
  await expect(page).toHaveURL(/\/hi\/settings\?section=MY_PREFERENCE$/);
  await expect(page.getByRole('button', { name: 'अपडेट करें' })).toBeDisabled();
  await expect(page.getByText('अपनी पसंद अपडेट करने के लिए कोई विकल्प बदलें।')).toBeVisible();
  await page
    .getByRole('group', { name: /^खरीदारी किसके लिए/ })
    .getByRole('radio', { name: 'पुरुष' })
    .check();
  await page.getByRole('button', { name: 'अपडेट करें' }).click();
  await expect(toast(page, 'पसंद अपडेट हो गई')).toBeVisible();

  // The back button's name carries its visually hidden words.
  await page.getByRole('button', { name: 'सेटिंग्स पर वापस जाएँ' }).click();
  await expect(menu).toBeVisible();

  await menu.getByRole('link', { name: /^मेरे पते/ }).click();
  await expect(page.getByText('अभी कोई पता सेव नहीं है')).toBeVisible();
  await expect(page.getByRole('button', { name: 'पता जोड़ें' })).toBeVisible();
  await page.goBack();

  await menu.getByRole('link', { name: /^Vastra Money/ }).click();
  await expect(page.getByText('Vastra Money बैलेंस')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'लेन-देन' })).toBeVisible();
  await expect(page.getByText('अभी कोई लेन-देन नहीं')).toBeVisible();
  await page.goBack();

  await menu.getByRole('link', { name: /^रेफ़र करें और कमाएँ/ }).click();
  await expect(page.getByText('दोस्तों को बुलाएँ, ₹500 तक कमाएँ')).toBeVisible();
  await expect(page.getByText('आपका रेफ़रल कोड')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'आपका इनवाइट लिंक' })).toHaveValue(
    new RegExp(`/hi/auth/signup\\?ref=${shopper.displayname}$`),
  );
  await lookAt(page, 'hindi-settings-refer-375', { fullPage: true });
  await page.goBack();

  await menu.getByRole('link', { name: /^सहायता/ }).click();
  await page.getByText('मुझे रिफ़ंड कब मिलेगा?').click();
  await expect(page.getByText(/रिफ़ंड 2-4 कार्यदिवसों में आपके मूल भुगतान माध्यम में जाता है।/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'रिफ़ंड स्टेटस' })).toHaveAttribute(
    'href',
    '/hi/settings?section=REFUND_STATUS',
  );
  await lookAt(page, 'hindi-settings-support-375', { fullPage: true });
  await page.goBack();

  await menu.getByRole('link', { name: /^नया फ़ीचर सुझाएँ/ }).click();
  await page.getByRole('button', { name: 'सुझाव भेजें' }).click();
  await expect(page.getByText('कम से कम 10 अक्षर · 0/2000')).toBeVisible();
});

test('the header search panel and the results page read in Hindi', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('vastra:recentSearches', JSON.stringify(['silk saree'])));
  await page.goto('/hi');
  const box = searchBox(page);
  await expect(box).toHaveAttribute('placeholder', 'प्रोडक्ट, ब्रांड और बहुत कुछ खोजें...');
  await box.click();
  const tabs = page.getByRole('tablist', { name: 'इसमें खोजें' });
  await expect(tabs.getByRole('tab')).toHaveText(['प्रोडक्ट', 'अकाउंट', 'ब्रांड']);
  const suggested = page.getByRole('listbox', { name: 'सुझाई गई खोजें' });
  await expect(suggested.getByRole('group', { name: 'हाल की खोजें' }).getByRole('option')).toHaveText(['silk saree']);
  await expect(page.getByRole('button', { name: 'मिटाएँ' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^1 हाल की खोज/ })).toHaveCount(1);

  await page.keyboard.press('Enter');
  await expect(toast(page, 'कुछ लिखा नहीं गया')).toBeVisible();

  await box.pressSequentially('कुर्ता');
  const list = page.getByRole('listbox', { name: 'प्रोडक्ट के नतीजे' });
  const seeAll = list.getByRole('option', { name: 'सभी नतीजे देखें' });
  await expect(seeAll).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^\d+ प्रोडक्ट मिल(ा|े)$/ })).toHaveCount(1);
  await lookAt(page, 'hindi-search-panel-375');

  await tabs.getByRole('tab', { name: 'ब्रांड' }).click();
  // No store is named कुर्ता: the tab's empty state says so.
  await expect(page.getByRole('tabpanel', { name: 'ब्रांड' })).toContainText('“कुर्ता” के लिए कोई ब्रांड नहीं मिला');

  await tabs.getByRole('tab', { name: 'प्रोडक्ट' }).click();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/hi\/search\?q=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^“कुर्ता” के नतीजे \(\d+\)$/);
  await expect(page.getByRole('button', { name: /^फ़िल्टर/ })).toBeVisible();
  const sort = page.getByRole('combobox', { name: 'क्रमबद्ध करें' });
  await expect(sort.locator('option')).toHaveText([
    'सबसे सही',
    'नए प्रोडक्ट',
    'कीमत: ज़्यादा से कम',
    'कीमत: कम से ज़्यादा',
    'ग्राहक रेटिंग',
    'बेस्टसेलर',
    'छूट',
  ]);
  await sort.selectOption({ label: 'कीमत: कम से ज़्यादा' });
  // The choice keeps the page's language in the address.
  await expect(page).toHaveURL(/\/hi\/search\?q=.*sort=low-to-high/);
  await expect(page.getByRole('list', { name: 'प्रोडक्ट', exact: true }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^“कुर्ता” के नतीजे \(\d+\)$/);
  await lookAt(page, 'hindi-search-results-375', { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('complementary', { name: 'फ़िल्टर' })).toBeVisible();
  await lookAt(page, 'hindi-search-results-1280', { fullPage: true });
});

test('a result chosen in the Hindi panel opens its Hindi page', async ({ page }) => {
  await page.goto('/hi');
  await searchBox(page).pressSequentially('कुर्ता');
  const list = page.getByRole('listbox', { name: 'प्रोडक्ट के नतीजे' });
  await expect(list.getByRole('option', { name: 'सभी नतीजे देखें' })).toBeVisible();
  await list.getByRole('option').first().click();
  await expect(page).toHaveURL(/\/hi\/stores\/[^/]+\/products\//);
});

test('the results page offers "Did you mean" in Hindi, linking the Hindi page', async ({ page }) => {
  await page.goto('/hi/search?q=कूर्ता');
  const suggestion = page.getByRole('link', { name: 'कुर्ता', exact: true });
  await expect(page.getByText(/^“कूर्ता” के लिए कोई प्रोडक्ट नहीं मिला। क्या आप कुर्ता खोजना चाहते थे\?$/)).toBeVisible();
  await expect(suggestion).toHaveAttribute('href', /^\/hi\/search\?q=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^“कुर्ता” के नतीजे \(\d+\)$/);
});

test("the results page says in Hindi, in the shopper's words, when no product has the colour or the kind", async ({
  page,
}) => {
  await page.goto(`/hi/search?q=${encodeURIComponent('लाल कुर्ता')}`);
  await expect(page.getByText('“लाल कुर्ता” नहीं मिला; दूसरे रंगों में कुर्ता देखें')).toBeVisible();
  await page.goto(`/hi/search?q=${encodeURIComponent('साड़ी')}`);
  await expect(page.getByText('अभी “साड़ी” उपलब्ध नहीं है')).toBeVisible();
  await expect(page.getByRole('list', { name: 'लोकप्रिय प्रोडक्ट' }).getByRole('listitem')).toHaveCount(8);
});

test('the settings page at a laptop width shows both panes in Hindi', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const shopper = await newShopper(request, 'hindiwide');
  await signInOnLoad(page, shopper);
  await page.goto('/hi/settings');
  await expect(page.getByRole('heading', { level: 2, name: 'मेरी पसंद' })).toBeVisible();
  await expect(page.getByRole('group', { name: /^मेरे पेमेंट कार्ड/ })).toContainText('बैंक ऑफ़ बड़ौदा');
  await expect(page).toHaveTitle(/^मेरी पसंद · सेटिंग्स /);
  await lookAt(page, 'hindi-settings-1280', { fullPage: true });
});

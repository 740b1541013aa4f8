/**
 * The legal and about pages in Hindi at /hi/…, on a phone (375 px): a shopper reads the privacy policy, the terms
 * and the about page in Hindi, with Hindi dates and the grievance officer's block in Hindi (the English privacy
 * policy, its date and its officer read as before: help.spec.ts). (A page with no Hindi text falls back to English with a Hindi notice: every page has its
 * Hindi today, so that rule is unit-tested in tests/unit/content-pages.test.ts.)
 */
import { expect, test } from '@playwright/test';
import { PHONE } from './phone.ts';

test.use(PHONE);

test('the privacy policy in Hindi: heading, date, a clause and the grievance officer, in Hindi', async ({ page }) => {
  await page.goto('/hi/privacy-policy');
  await expect(page).toHaveTitle('गोपनीयता नीति | Vastra');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'गोपनीयता नीति' })).toBeVisible();
  await expect(main.getByText('अंतिम अपडेट: 1 नवंबर 2026')).toBeVisible();
  await expect(main.getByRole('heading', { level: 2 })).toHaveCount(11);
  await expect(main.getByRole('heading', { level: 2, name: '1. हम कौन-सी जानकारी इकट्ठा करते हैं' })).toBeVisible();
  await expect(main).toContainText('हम आपकी निजी जानकारी नहीं बेचते।');
  await expect(main.getByRole('link', { name: 'support@vastra.in' }).first()).toHaveAttribute(
    'href',
    'mailto:support@vastra.in',
  );
  const officer = main.locator('address');
  await expect(officer).toContainText('Meera Krishnan, शिकायत अधिकारी');
  await expect(officer).toContainText('(सोमवार से शनिवार, सुबह 10 बजे से शाम 6 बजे तक)');
  await expect(main).toContainText('हम हर शिकायत मिलने के 48 घंटे के भीतर उसकी पावती देते हैं');
  // Written in Hindi: no English-fallback notice, and the article is not marked as English.
  await expect(main.getByRole('note')).toHaveCount(0);
  await expect(main.locator('article')).not.toHaveAttribute('lang', /.*/);
});

test('the about page and the terms in Hindi, the refund time in Hindi words', async ({ page }) => {
  await page.goto('/hi/about-vastra');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Vastra के बारे में' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'हम क्या मानते हैं' })).toBeVisible();
  await expect(main).toContainText('Vastra भारत के स्वतंत्र स्टोर को एक जगह लाता है');

  await page.goto('/hi/terms-and-conditions');
  await expect(main.getByRole('heading', { level: 1, name: 'नियम और शर्तें' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2 })).toHaveCount(13);
  await expect(main).toContainText('रिफ़ंड आपके मूल भुगतान माध्यम में 2-4 कार्यदिवसों में पहुँचता है');
  await expect(main).toContainText('आपकी उम्र कम से कम 18 साल होनी चाहिए');
});

/**
 * The grievance officer the Consumer Protection (E-Commerce) Rules, 2020 require, named with contact details
 * and time limits on the help page (the footer's Help link) and in the privacy policy, on a phone (375 px).
 */
import { expect, test } from '@playwright/test';
import { site } from '../../src/lib/site.ts';
import { PHONE } from './phone.ts';
import { lookAt } from './screens.ts';

test.use(PHONE);

const officer = site.grievanceOfficer;

async function expectOfficer(main: import('@playwright/test').Locator) {
  const block = main.locator('address');
  await expect(block).toBeVisible();
  await expect(block).toContainText(`${officer.name}, ${officer.designation}`);
  await expect(block).toContainText(officer.address);
  await expect(block.getByRole('link', { name: officer.email })).toHaveAttribute('href', `mailto:${officer.email}`);
  await expect(block.getByRole('link', { name: officer.phone })).toHaveAttribute('href', 'tel:+918047182290');
  await expect(main).toContainText(
    'We acknowledge every complaint within 48 hours of receiving it and resolve it within one month.',
  );
}

test('the footer’s Help leads to a help page naming the grievance officer; the privacy policy names them too', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help and grievances' }).tap();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '4. Grievance officer' })).toBeVisible();
  await expectOfficer(page.getByRole('main'));
  await lookAt(page, 'trust-edges-help-375', { fullPage: true });

  // The English policy in English, its date too, with no notice of a missing translation.
  await page.goto('/privacy-policy');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(main.getByText('Last updated Nov 1, 2026')).toBeVisible();
  await expect(main.getByRole('note')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: '10. Contact us' })).toBeVisible();
  await expectOfficer(main);
});

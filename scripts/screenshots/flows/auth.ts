import type { Page } from 'playwright-core';
import { base, freshPhone, fullPage, newestCode, out } from '../shared.ts';

/** Signs up through the pages, shooting the code screen, the welcome and onboarding; then the login code screen. */
export async function authFlows(page: Page, width: number) {
  const phone = freshPhone();
  await page.goto(`${base}/auth/signup`, { waitUntil: 'networkidle' });
  await page.getByRole('textbox', { name: 'Display name' }).fill(`shots_${phone.slice(2)}`);
  await page.getByRole('textbox', { name: 'Full name' }).fill('Meera Iyer');
  await page.getByRole('textbox', { name: 'Email' }).fill('meera@example.com');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await page.getByText('Display name available').waitFor();
  await page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).check();
  await page.screenshot({ path: `${out}/signup-filled-${width}.png`, fullPage });
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('heading', { name: 'Verify your number' }).waitFor();
  await page.keyboard.type((await newestCode(phone)).slice(0, 2));
  await page.screenshot({ path: `${out}/signup-code-${width}.png`, fullPage });
  await page.keyboard.type((await newestCode(phone)).slice(2));
  await page.getByRole('link', { name: 'Personalize Now' }).waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/signup-welcome-${width}.png`, fullPage });
  await page.getByRole('link', { name: 'Personalize Now' }).click();
  await page.getByRole('heading', { name: 'What do you like?' }).waitFor();
  await page.getByRole('radio', { name: 'Women', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Casual' }).check();
  await page.screenshot({ path: `${out}/onboarding-${width}.png`, fullPage: true });
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${base}/auth/login`, { waitUntil: 'networkidle' });
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('heading', { name: 'Verify your number' }).waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/login-code-${width}.png`, fullPage });
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await page.screenshot({ path: `${out}/login-code-error-${width}.png`, fullPage });
  await page.evaluate(() => localStorage.clear());
}

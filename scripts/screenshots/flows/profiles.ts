import type { Page } from 'playwright-core';
import { base, checkoutShopper, read, shooter, signInOn } from '../shared.ts';

/**
 * Profiles (--only=profiles: 375 and 1280px): a reviewer's profile as a visitor sees it and one review open;
 * then a new shopper's own profile, the edit modal with its errors, the milestone list, and another user's
 * profile with Follow.
 */
export async function profileFlow(page: Page, width: number) {
  const catalog = await read<{ items: { reviews: { UserId: string }[] }[] }>('catalog/products?limit=200');
  const reviewerId = catalog.items.flatMap((p) => p.reviews.map((r) => r.UserId))[0]!;
  const { shot, settle } = shooter(page, 'profile', width);
  await page.goto(`${base}/user/${reviewerId}`, { waitUntil: 'networkidle' });
  await page.getByRole('region', { name: 'Profile' }).waitFor();
  await shot('other-visitor', true);
  await page.getByRole('tabpanel').getByRole('button').first().click();
  await settle();
  await shot('post');
  await page.keyboard.press('Escape');
  const tokens = await checkoutShopper();
  await signInOn(page, tokens);
  await page.goto(`${base}/user/me`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Edit profile' }).waitFor();
  await shot('own', true);
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit profile' });
  await edit.getByLabel('Email').fill('meera@example');
  await edit.getByLabel('Birthday (DD-MM-YYYY)').fill('31-02-1990');
  await edit.getByRole('button', { name: 'Save' }).click();
  await settle();
  await shot('edit');
  await page.keyboard.press('Escape');
  await settle();
  await page.getByRole('button', { name: 'See all badges' }).click();
  await settle();
  await shot('milestone');
  await page.keyboard.press('Escape');
  await page.goto(`${base}/user/${reviewerId}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Follow', exact: true }).waitFor();
  await shot('other-signed-in');
  await page.evaluate(() => localStorage.clear());
}

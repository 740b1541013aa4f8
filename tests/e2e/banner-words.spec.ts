/**
 * The banners' words are the editors' files (src/content/banners), in the page's language: the home page in English
 * and in Hindi, and a category's tab on the marketplace, show each banner's title and subtitle as its file writes
 * them. Read only: the test reads the files the build read, and changes nothing.
 */
import { expect, test } from '@playwright/test';
import { bannerFileTexts, DEMO_BANNER_CHOICES } from '../../server/seed/banner-files.ts';
import { bannerWords, readBanners } from '../../src/lib/content-banners.ts';

const { banners } = readBanners(bannerFileTexts(), DEMO_BANNER_CHOICES);
const ofTab = (tab: string) => banners.filter((b) => b.tab === tab);

test.use({ viewport: { width: 1280, height: 900 } });

test("the home page's banners show their files' words, in English and in Hindi", async ({ page }) => {
  const home = ofTab('home');
  expect(home.length).toBe(4);

  await page.goto('/');
  const english = page.getByRole('region', { name: 'Featured offers' });
  for (const [i, banner] of home.entries())
    await expect(english.getByRole('link', { name: `${i + 1} of 4: ${banner.title}` })).toHaveCount(1);
  const first = english.getByRole('link', { name: `1 of 4: ${home[0]!.title}` });
  await expect(first).toBeVisible();
  await expect(first).toContainText(home[0]!.subtitle!);

  await page.goto('/hi');
  const hindi = page.getByRole('region', { name: 'खास ऑफ़र' });
  for (const [i, banner] of home.entries())
    await expect(
      hindi.getByRole('link', { name: `4 में से ${i + 1}: ${bannerWords(banner, 'hi-IN').title}` }),
    ).toHaveCount(1);
  const firstHindi = hindi.getByRole('link', { name: `4 में से 1: ${home[0]!.titleHi}` });
  await expect(firstHindi).toBeVisible();
  // The Hindi subtitle, which the database never held: it comes from the file.
  await expect(firstHindi).toContainText(home[0]!.subtitleHi!);
  await expect(firstHindi).not.toContainText(home[0]!.subtitle!);
});

test("a category's banners show its own files' words, on its marketplace tab in either language", async ({ page }) => {
  const watches = ofTab('watches');
  expect(watches.length).toBe(2);
  for (const [path, locale, name] of [
    ['/marketplace?category=watches', 'en-IN', 'Watches'],
    ['/hi/marketplace?category=watches', 'hi-IN', 'घड़ियाँ'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const first = page.locator('[data-sections="watches"]').getByRole('link', {
      name: locale === 'en-IN' ? `1 of 2: ${watches[0]!.title}` : `2 में से 1: ${watches[0]!.title}`,
    });
    await expect(first).toBeVisible();
    await expect(first).toContainText(bannerWords(watches[0]!, locale).subtitle!);
  }
});

import { expectNoSeriousA11yViolations } from './axe.ts';
import { sidewaysOverflow } from './screens.ts';
import { expect, test } from '@playwright/test';
import { allProducts, productPath } from './catalog.ts';

// Each page's axe check runs on the load its other checks made.
test('the privacy policy has its 11 numbered sections and the support e-mail, and passes axe', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  const sections = page.getByRole('heading', { level: 2 }).filter({ hasText: /^\d+\. / });
  await expect(sections).toHaveCount(11);
  await expect(sections.first()).toHaveText('1. Information we collect');
  await expect(sections.last()).toHaveText('11. Legal compliance');
  await expect(page.getByRole('main').getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
  await expectNoSeriousA11yViolations(page);
});

test('the footer carries the policy text, legal links and four social links; the terms have 13 sections and a minimum age of 18', async ({
  page,
}) => {
  await page.goto('/about-vastra');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Consumer policy');
  await footer.getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(page.getByRole('navigation', { name: 'Social' }).getByRole('link')).toHaveCount(4);
  await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: /^\d+\. / })).toHaveCount(13);
  await expect(page.getByRole('main')).toContainText('at least 18 years old');
  await expect(page.getByRole('main').getByRole('link', { name: /@/ }).first()).toBeVisible();
});

test('bare index paths land on their parent', async ({ page }) => {
  for (const path of ['/auth', '/checkout', '/stores', '/user']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});

test('home shows the six categories linking to the marketplace, and passes axe', async ({ page }) => {
  await page.goto('/');
  const strip = page.getByRole('navigation', { name: 'Categories' });
  await expect(strip.getByRole('link')).toHaveCount(6);
  await expect(strip.getByRole('link', { name: 'Watches' })).toHaveAttribute('href', '/marketplace?category=watches');
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page);
});

test('product pages carry SEO: canonical, Open Graph and Product JSON-LD with an INR offer; the page passes axe', async ({
  page,
  request,
}) => {
  const [detail] = await allProducts(request);
  await page.goto(productPath(detail!));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${productPath(detail!)}$`));
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(ld['@type']).toBe('Product');
  expect(ld.name).toBe(detail!.product.productName);
  expect(ld.offers).toMatchObject({ priceCurrency: 'INR', price: detail!.product.productSellingPrice });
  const sitemap = await request.get('/sitemap.xml');
  expect(await sitemap.text()).toContain(productPath(detail!));
  // With its live price and stock in.
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page);
});

// The phone's and the laptop's widths (375 and 1280 px) are checked on every page type, hydrated, in
// hydration.spec.ts; this checks the widths between and below them.
test('no page type scrolls sideways on a small phone or a tablet', async ({ page, request }) => {
  const [detail] = await allProducts(request);
  const ids = (await (await request.get('/api/v1/catalog/store-pages')).json()).data as {
    categories: { id: string; storeId: string }[];
  };
  const { storeId, id } = ids.categories[0]!;
  const paths = ['/', '/marketplace', `/stores/${storeId}`, `/stores/${storeId}/category/${id}`, productPath(detail!)];
  for (const width of [320, 768]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(path, { waitUntil: 'load' });
      const overflow = await sidewaysOverflow(page);
      expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
    }
  }
});

/**
 * DropTrack as a shopper uses it (stores-and-social §2.7, §4, §5, §9): tracking from a product
 * page, the list, a price drop made through the dev price route (standing in for the seller), the product
 * view with its banner above 20 percent and the stepper starting at 1 (docs/decisions/droptrack.md#the-stepper-starts-at-1), its
 * price chart spaced by time with each date once, removing with a confirm; a visitor asked to log in. The product is a fresh copy (listed after the build) so its price changes touch no other test.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { Envelope } from '../../src/lib/api/types.ts';
import { loginPath } from '../../src/lib/paths.ts';
import { expectNoSeriousA11yViolationsAtBothWidths } from './axe.ts';
import type { Shopper } from './session.ts';
import { PHONE, expectApart, toastWith } from './phone.ts';

/**
 * The seeded product each test copies (server/seed, fixed seed): ₹3,949, every variant in stock, above the
 * order helpers' price range (so no test's order moves its stock).
 */
const SOURCE = { id: '2e19b3b2-acda-4f62-a179-10277c78e506', name: 'Tailored Bangle Set', price: 3949 };

/** A fresh copy of SOURCE, listed after the build: this test owns its price. */
async function copyOfSource(request: APIRequestContext): Promise<{ id: string; SellerUserId: string }> {
  const copied = await request.post(`/api/v1/dev/products/${SOURCE.id}/copy`);
  expect(copied.status()).toBe(200);
  return ((await copied.json()) as Envelope<{ id: string; SellerUserId: string }>).data;
}

test('a visitor is asked to log in on both DropTrack pages, with a sign-in link that comes back', async ({ page }) => {
  // The list's heading and what DropTrack does are in its HTML, the gate under them.
  await page.goto('/droptrack');
  await expect(page.getByRole('heading', { level: 1, name: 'DropTrack' })).toBeVisible();
  await expect(page.getByText('we tell you when it drops')).toBeVisible();
  for (const [path, level] of [
    ['/droptrack', 2],
    ['/droptrack/product/any-product', 1],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level, name: 'Log in to continue.' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Log in to continue.' }).getByRole('link', { name: 'Login / Register' }),
    ).toHaveAttribute('href', loginPath(path));
  }
});

test('track from a product page, see the drop in the list and the product view, then remove it', async ({
  page,
  request,
  shopper,
}) => {
  const { id, SellerUserId } = await copyOfSource(request);
  const name = 'Tailored Bangle Set (new)';

  await page.goto('/droptrack');
  await expect(page.getByRole('heading', { name: 'You are not tracking any products yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/');

  // Tracking from the product page.
  await page.goto(`/stores/${SellerUserId}/products/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'DropTrack' }).click();
  await expect(page.getByText('Tracking price drops for this product')).toBeVisible();

  // The seller lowers the price by 30%: ₹3,949 to ₹2,764.
  expect((await request.post(`/api/v1/dev/products/${id}/price`, { data: { price: 2764 } })).status()).toBe(200);

  await page.goto('/droptrack');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
  await expect(card).toContainText('Now ₹2,764');
  await expect(card).toContainText('Was ₹3,949');
  await expect(card).toContainText('30% lower');
  await expect(card.getByText('Big drop')).toBeVisible();
  // A new shopper tracking one product.
  await expect(page.getByRole('status').filter({ hasText: 'tracked.' })).toHaveText('1 product tracked.');
  await expectNoSeriousA11yViolationsAtBothWidths(page, 'on the DropTrack list');

  // The product view: price comparison, the banner above 20%, the stepper at 1 (its minus shows only above 0).
  await page.setViewportSize({ width: 1280, height: 900 });
  await card.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/droptrack/product/${id}$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(main.getByRole('note', { name: 'Big drop' })).toContainText('30% lower');
  const comparison = main.getByRole('region', { name: 'Price comparison' });
  await expect(comparison).toContainText('When you started tracking₹3,949');
  await expect(comparison).toContainText('Now₹2,764');
  await expect(comparison).toContainText('Lowest seen₹2,764');
  await expect(comparison.getByRole('img', { name: /Price history/ })).toBeVisible();
  const stepper = main.getByRole('group', { name: 'Quantity' });
  await expect(stepper.getByRole('status', { name: 'Quantity' })).toHaveText('1');
  await stepper.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(stepper.getByRole('status', { name: 'Quantity' })).toHaveText('0');
  await expect(stepper.getByRole('button', { name: 'Decrease quantity' })).toHaveCount(0);
  await main.getByRole('button', { name: 'Add To Bag' }).click();
  await expect(page.getByText('Add quantity first')).toBeVisible();
  await stepper.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(stepper.getByRole('status', { name: 'Quantity' })).toHaveText('1');
  await expect(stepper.getByRole('button', { name: 'Decrease quantity' })).toBeVisible();
  await expectNoSeriousA11yViolationsAtBothWidths(page, 'on the DropTrack product view');

  // Remove, with a confirm.
  await page.goto('/droptrack');
  await page.getByRole('button', { name: `Remove ${name} from DropTrack` }).click();
  const confirm = page.getByRole('dialog', { name: 'Stop tracking?' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { name: 'You are not tracking any products yet' })).toBeVisible();
  const check = await request.get(`/api/v1/droptrack/check/${id}`, {
    headers: { Authorization: `Bearer ${shopper.accessToken}` },
  });
  expect(((await check.json()) as Envelope<boolean>).data).toBe(false);
});

/** A fresh copy of SOURCE (this test owns its price), tracked by the shopper. */
async function trackedCopy(request: APIRequestContext, shopper: Shopper): Promise<string> {
  const { id } = await copyOfSource(request);
  const tracked = await request.post('/api/v1/droptrack', {
    data: { ProductId: id },
    headers: { Authorization: `Bearer ${shopper.accessToken}` },
  });
  expect(tracked.status()).toBe(200);
  return id;
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the stepper starts at 1, and at 0 Add To Bag says "Add quantity first"', async ({ page, request, shopper }) => {
    const id = await trackedCopy(request, shopper);
    await page.goto(`/droptrack/product/${id}`);
    const main = page.getByRole('main');
    const stepper = main.getByRole('group', { name: 'Quantity' });
    const quantity = stepper.getByRole('status', { name: 'Quantity' });
    await expect(quantity).toHaveText('1');
    await stepper.getByRole('button', { name: 'Decrease quantity' }).tap();
    await expect(quantity).toHaveText('0');
    await expect(stepper.getByRole('button', { name: 'Decrease quantity' })).toHaveCount(0);
    await main.getByRole('button', { name: 'Add To Bag' }).tap();
    await expect(toastWith(page, 'Add quantity first')).toBeVisible();
    await stepper.getByRole('button', { name: 'Increase quantity' }).tap();
    await expect(quantity).toHaveText('1');
    await main.getByRole('button', { name: 'Add To Bag' }).tap();
    await expect(page.getByRole('dialog', { name: 'My Cart' })).toBeVisible();
  });

  test('the price chart is spaced by time up to today and names each date once', async ({ page, request, shopper }) => {
    const id = await trackedCopy(request, shopper);
    // Two drops from ₹3,949, then the clock: tracked on 1 March, dropped on 2 and 6 March, seen on 11 March
    // (India time, mid-morning).
    const first = 3554;
    const second = 3159;
    for (const price of [first, second])
      expect((await request.post(`/api/v1/dev/products/${id}/price`, { data: { price } })).status()).toBe(200);
    await page.clock.setFixedTime(new Date('2025-03-11T04:30:00Z'));
    // The real answer, its times moved into that calendar (the server's clock is today's).
    await page.route(new RegExp(`/api/v1/droptrack/product/${id}(\\?|$)`), async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Envelope<{
        details: { trackedSince: string; priceHistory: { price: number; at: string }[] };
      }>;
      const since = body.data.details.trackedSince;
      const changes = body.data.details.priceHistory.filter((p) => Date.parse(p.at) > Date.parse(since));
      expect(changes.map((p) => p.price)).toEqual([first, second]);
      body.data.details.trackedSince = '2025-03-01T04:30:00Z';
      body.data.details.priceHistory = [
        { price: first, at: '2025-03-02T04:30:00Z' },
        { price: second, at: '2025-03-06T04:30:00Z' },
      ];
      await route.fulfill({ response, json: body });
    });
    await page.goto(`/droptrack/product/${id}`);
    const comparison = page.getByRole('region', { name: 'Price comparison' });
    const chart = comparison.getByRole('img', { name: /Price history/ });
    await expect(chart).toBeVisible();

    // Ten days over the 292 units between the paddings (14 to 306): 29.2 a day. The drops sit 1 and 5 days in;
    // the last price runs on to today at the right edge.
    await expect(chart.locator('circle')).toHaveCount(2);
    expect(await chart.locator('circle').evaluateAll((dots) => dots.map((d) => Number(d.getAttribute('cx'))))).toEqual([
      43.2, 160,
    ]);
    await expect(chart.locator('path').nth(1)).toHaveAttribute('d', /^M14 [\d.]+ H43\.2 V[\d.]+ H160 V[\d.]+ H306$/);

    // The dates: each once, the first, the one between with room and today; none overlapping on a phone.
    const dates = comparison.locator('[data-chart-dates] span');
    await expect(dates).toHaveText(['Mar 1, 2025', 'Mar 6, 2025', 'Mar 11, 2025']);
    await expectApart(dates.nth(0), dates.nth(1));
    await expectApart(dates.nth(1), dates.nth(2));
    for (const date of await dates.all()) {
      const box = (await date.boundingBox())!;
      const frame = (await chart.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(frame.x - 1);
      expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
    }
  });
});

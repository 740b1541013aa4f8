import type { Page } from 'playwright-core';
import { base, call, read, shooter, signInOn, signUp } from '../shared.ts';

/**
 * DropTrack: the gate, the empty list, three tracked copies (down 30%, down 10%, up 5%), the product view, the
 * remove modal, and the product view's chart over ten days (the clock fixed, the answer's times moved into it).
 */
export async function dropTrackFlow(page: Page, width: number) {
  const { shot } = shooter(page, 'droptrack', width);
  await page.goto(`${base}/droptrack`, { waitUntil: 'networkidle' });
  await shot('visitor');
  const tokens = await signUp('track');
  await signInOn(page, tokens);
  await page.goto(`${base}/droptrack`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'You are not tracking any products yet' }).waitFor();
  await shot('empty');
  const catalog = await read<{
    items: { product: { id: string; productSellingPrice: number }; varient: { VarientQuantity: number }[] }[];
  }>('catalog/products?limit=80');
  const picks = catalog.items
    .filter((d) => d.product.productSellingPrice > 800 && d.varient.every((v) => v.VarientQuantity > 0))
    .slice(5, 8);
  const copies: string[] = [];
  for (const [i, d] of picks.entries()) {
    const copy = await call<{ id: string }>('POST', `dev/products/${d.product.id}/copy`, null);
    copies.push(copy.id);
    await call('POST', 'droptrack', tokens.accessToken, { ProductId: copy.id });
    const factor = [0.88, 0.7, 1.05][i]!;
    await call('POST', `dev/products/${copy.id}/price`, null, {
      price: Math.round(d.product.productSellingPrice * factor),
    });
    if (i === 1)
      await call('POST', `dev/products/${copy.id}/price`, null, {
        price: Math.round(d.product.productSellingPrice * 0.78),
      });
  }
  await page.goto(`${base}/droptrack`, { waitUntil: 'networkidle' });
  await page.getByRole('list', { name: 'Tracked products' }).waitFor();
  await page.waitForTimeout(400);
  await shot('list', true);
  await page
    .getByRole('button', { name: /^Remove / })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'Stop tracking?' }).waitFor();
  await page.waitForTimeout(500);
  await shot('remove');
  await page.goto(`${base}/droptrack/product/${copies[1]}`, { waitUntil: 'networkidle' });
  await page.getByRole('region', { name: 'Price comparison' }).waitFor();
  await page.waitForTimeout(400);
  await shot('product');
  await shot('product-full', true);
  await page.clock.setFixedTime(new Date('2025-03-11T04:30:00Z'));
  await page.route(new RegExp(`/api/v1/droptrack/product/${copies[1]}(\\?|$)`), async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      data: { details: { trackedSince: string; priceHistory: { price: number; at: string }[] } };
    };
    const { details } = body.data;
    const changes = details.priceHistory.filter((p) => Date.parse(p.at) > Date.parse(details.trackedSince));
    details.trackedSince = '2025-03-01T04:30:00Z';
    details.priceHistory = changes.map((p, i) => ({
      price: p.price,
      at: ['2025-03-03T04:30:00Z', '2025-03-07T04:30:00Z'][i] ?? p.at,
    }));
    await route.fulfill({ response, json: body });
  });
  await page.reload({ waitUntil: 'networkidle' });
  await page.getByRole('region', { name: 'Price comparison' }).waitFor();
  await page.waitForTimeout(400);
  await shot('product-history', true);
  await page.unrouteAll();
  await page.evaluate(() => localStorage.clear());
}

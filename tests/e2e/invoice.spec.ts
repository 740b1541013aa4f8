/**
 * The order page's tax papers as a shopper meets them: before the order ships the page says when
 * the invoice will be ready; once it ships Download Invoice saves the seller's GST invoice; a returned order
 * offers its credit note. Orders placed and moved through the real API (the courier's side is the dev route).
 */
import { orderCode } from '../../src/lib/rules/order-number.ts';
import fs from 'node:fs';
import type { APIRequestContext, Download } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, test } from './fixtures.ts';
import { kurtaOrderFor, openOrder } from './order-page.ts';
import { deliver } from './shopper-data.ts';

const number = (orderId: string) => orderCode(orderId);
const move = async (request: APIRequestContext, orderId: string, status: string) =>
  expect((await request.post(`/api/v1/dev/orders/${orderId}/status`, { data: { status } })).status()).toBe(200);

async function pdfText(download: Download): Promise<string> {
  const bytes = fs.readFileSync((await download.path())!);
  return (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;
}

test.describe('tax invoice on the order page', () => {
  test('at 375px: before shipping the page says when the invoice will be ready; once shipped Download Invoice saves it', async ({
    page,
    request,
    shopper,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const orderId = await kurtaOrderFor(request, shopper);
    await openOrder(page, orderId);
    const waiting = page.getByRole('button', { name: 'Invoice available once shipped' });
    await expect(waiting).toBeDisabled();
    await expect(waiting).toHaveAccessibleDescription(
      'Your tax invoice will be ready to download once this order ships.',
    );
    await expect(page.getByText('Your tax invoice will be ready to download once this order ships.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download Invoice' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await move(request, orderId, 'IN_TRANSIST');
    await openOrder(page, orderId);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Invoice' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`vastra-invoice-${number(orderId)}.pdf`);
    const text = await pdfText(download);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(orderId);
    expect(text).toContain('GSTIN');
    expect(text).toMatch(/To\s+be\s+paid\s+in\s+cash\s+on\s+delivery\s*₹/);
    expect(text).toContain('₹3,249.00');
    await expect(page.getByRole('button', { name: 'Download credit note' })).toHaveCount(0);
  });

  test('a returned order the seller has received offers its credit note, which reverses the invoice', async ({
    page,
    request,
    shopper,
  }) => {
    const orderId = await kurtaOrderFor(request, shopper);
    await deliver(request, orderId);
    await move(request, orderId, 'RETURN');
    // The courier collects it and the seller receives it (the dev routes stand in for both).
    for (const step of ['return-pickup', 'return-received'])
      expect((await request.post(`/api/v1/dev/orders/${orderId}/${step}`)).status()).toBe(200);
    await openOrder(page, orderId);
    await expect(page.getByRole('button', { name: 'Download Invoice' })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download credit note' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`vastra-credit-note-${number(orderId)}.pdf`);
    const text = await pdfText(download);
    expect(text).toContain('Credit Note');
    expect(text).toContain('Against invoice');
    expect(text).toContain('Goods returned by the buyer');
  });

  test('an order cancelled before it shipped says it has no invoice', async ({ page, request, shopper }) => {
    const orderId = await kurtaOrderFor(request, shopper);
    expect(
      (
        await request.post(`/api/v1/orders/${orderId}/cancel`, {
          headers: { Authorization: `Bearer ${shopper.accessToken}` },
          data: { reasonType: 'Change of Mind' },
        })
      ).status(),
    ).toBe(200);
    await openOrder(page, orderId);
    await expect(page.getByText('This order was cancelled before it shipped, so it has no invoice.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Invoice/ })).toHaveCount(0);
  });
});

/** Reading a price breakdown as a shopper does: the figures on the screen, summed here, never by the app's rule. */
import { expect, type Locator } from '@playwright/test';

/** "₹1,049", "−₹105", "₹50.50" or "FREE" as a signed number of rupees. */
function amountOf(text: string): number {
  if (text.trim() === 'FREE') return 0;
  const value = Number(text.replace(/[^\d.]/g, ''));
  return text.trim().startsWith('−') ? -value : value;
}

/**
 * Money as every screen writes it: ₹, Indian digit groups (the last three digits, then pairs), paise only when
 * there are any: "₹999", "₹1,23,456", "₹499.50". Written out here, never taken from the app's rule.
 */
const RUPEES = /^₹(?:\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3})(?:\.\d{2})?$/;

/** `shown` is `rupees` written in the house format (grouped, paise only when there are any). */
export function expectRupees(shown: string, rupees: number) {
  expect(shown).toMatch(RUPEES);
  expect(amountOf(shown)).toBe(rupees);
  expect(shown.includes('.'), `${shown}: paise only when there are any`).toBe(!Number.isInteger(rupees));
}

/** The rows of a breakdown as the shopper reads them: label and signed amount, the total row last. */
export async function readBreakdown(rows: Locator): Promise<{ label: string; amount: number; key: string }[]> {
  await expect(rows.locator('[data-row="total"]')).toBeVisible();
  return rows
    .locator('[data-row]:not([data-row="tax"])')
    .evaluateAll((nodes) =>
      nodes.map((n) => ({
        key: n.getAttribute('data-row')!,
        label: n.querySelector('dt')!.textContent!.trim(),
        text: n.querySelector('dd')!.textContent!.trim(),
      })),
    )
    .then((read) => read.map((r) => ({ key: r.key, label: r.label, amount: amountOf(r.text) })));
}

/** The shopper's check: the lines above the total add up to it. */
export async function expectAddsUp(rows: Locator) {
  const read = await readBreakdown(rows);
  const total = read.pop()!;
  expect(total.key).toBe('total');
  expect(read.map((r) => r.label)[0]).toBe('Total MRP');
  expect(Math.round(read.reduce((sum, r) => sum + r.amount, 0) * 100) / 100).toBe(total.amount);
  return { rows: read, total: total.amount };
}

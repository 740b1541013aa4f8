/** Verifying a payment for an order cancelled before it arrived: src/lib/rules/refunds.ts. */
import { describe, expect, it } from 'vitest';
import { paidAfterCancelMessage } from '../../src/lib/rules/refunds.ts';

describe('paidAfterCancelMessage', () => {
  it('names the refunded amount, in rupees and paise, and the 2-4 working days', () => {
    expect(paidAfterCancelMessage(124_950)).toBe(
      'This order was cancelled before your payment arrived. ₹1,249.50 is on its way back to your payment method in 2-4 working days.',
    );
  });

  it('with nothing refunded, says any amount taken is refunded', () => {
    expect(paidAfterCancelMessage(0)).toBe(
      'This order was cancelled before your payment arrived. Any amount taken is refunded to your payment method.',
    );
  });
});

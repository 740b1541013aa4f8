/** Verifying a payment for an order cancelled before it arrived, or already paid by another: src/lib/rules/refunds.ts. */
import { describe, expect, it } from 'vitest';
import { paidAfterCancelMessage, paidTwiceMessage } from '../../src/lib/rules/refunds.ts';

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

describe('paidTwiceMessage', () => {
  it('says the order was already paid and this payment goes back, with its amount and the 2-4 working days', () => {
    expect(paidTwiceMessage(159_900)).toBe(
      'This order was already paid by another payment. This payment of ₹1,599.00 is on its way back to your payment method in 2-4 working days.',
    );
  });

  it('without the amount, still says this payment is refunded', () => {
    expect(paidTwiceMessage(0)).toBe(
      'This order was already paid by another payment. This payment is refunded to your payment method in 2-4 working days.',
    );
  });
});

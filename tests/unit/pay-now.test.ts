/** What a Pay now says: the amount the provider will ask for, and every order that one payment pays. */
import { describe, expect, it } from 'vitest';
import { payNowButton, payNowText, sameAmount } from '../../src/lib/rules/pay-now.ts';

const two = {
  amount: 2698,
  orderIds: ['0b6f2c1e-0000-4000-8000-00000a1b2c3d', '0b6f2c1e-0000-4000-8000-00000d4e5f60'],
};

describe('Pay now', () => {
  it('names the whole checkout’s amount and each of its orders', () => {
    expect(payNowText(two)).toBe('Pay ₹2,698 for 2 orders: #7329-3804-0002, #9688-4641-8708');
    expect(payNowButton(two)).toBe('Pay ₹2,698 now');
  });

  it('one order: just the amount', () => {
    expect(payNowText({ amount: 1899, orderIds: ['x-00000abcdef'] })).toBe('Pay ₹1,899');
    expect(payNowButton({ amount: 1899.5, orderIds: ['x-00000abcdef'] })).toBe('Pay ₹1,899.50 now');
  });

  it('opens the provider only for the amount shown', () => {
    expect(sameAmount(two, 269_800)).toBe(true);
    expect(sameAmount(two, 189_900)).toBe(false);
    expect(sameAmount({ amount: 1899.5, orderIds: [] }, 189_950)).toBe(true);
  });
});

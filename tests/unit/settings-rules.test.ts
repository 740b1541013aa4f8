import { describe, expect, it } from 'vitest';
import {
  formatSignedAmount,
  formatWalletAmount,
  linksOwnOrder,
  transactionLabel,
  walletNumber,
} from '../../src/lib/rules/wallet.ts';
import {
  NO_PREFERENCES,
  preferenceLabel,
  preferencesDiffer,
  savedPreferences,
  toggleChoice,
} from '../../src/lib/rules/preferences.ts';
import {
  addWorkingDays,
  refundModeLabel,
  refundOf,
  cancelRefundText,
  refundPartText,
  refundStateLabel,
  returnRefundPlan,
  type RefundFacts,
} from '../../src/lib/rules/refunds.ts';
import { SETTINGS_LABELS, pendingRewardNote, sectionFromSearch, shownSection } from '../../src/lib/rules/settings.ts';
import { SETTINGS_SECTIONS } from '../../src/lib/paths.ts';
import { addressSchema, featureRequestSchema, preferencesSchema } from '../../src/lib/schemas.ts';

describe('wallet', () => {
  it('shows the last dash-separated part of the wallet id as its number', () => {
    expect(walletNumber('wallet-demo-4f1c-9a2e')).toBe('9a2e');
    expect(walletNumber('wallet-8d3c2e1a-1b2c-4d5e-8f90-123456789abc')).toBe('123456789abc');
    expect(walletNumber('plain')).toBe('plain');
    expect(walletNumber('')).toBe('');
  });

  it('formats rupees with 2 decimals in Indian grouping', () => {
    expect(formatWalletAmount(1234567.5)).toBe('₹12,34,567.50');
    expect(formatWalletAmount(750)).toBe('₹750.00');
    expect(formatWalletAmount(0)).toBe('₹0.00');
    expect(formatWalletAmount(99999.999)).toBe('₹1,00,000.00');
    expect(formatWalletAmount(-0.001)).toBe('₹0.00');
  });

  it('signs transactions: money in with +, money out with a minus sign', () => {
    expect(formatSignedAmount(500)).toBe('+₹500.00');
    expect(formatSignedAmount(-250)).toBe('−₹250.00');
    expect(formatSignedAmount(-123456.7)).toBe('−₹1,23,456.70');
    expect(formatSignedAmount(0)).toBe('₹0.00');
  });

  it('names transactions and links only the shopper’s own orders', () => {
    expect(transactionLabel('order', -250)).toBe('Paid for an order');
    expect(transactionLabel('refund', 250)).toBe('Refund');
    expect(transactionLabel('referral', 500)).toBe('Referral reward');
    expect(transactionLabel('mystery', -1)).toBe('Debit');
    expect(linksOwnOrder('order', 'o1')).toBe(true);
    expect(linksOwnOrder('refund', 'o1')).toBe(true);
    expect(linksOwnOrder('referral', 'friends-order')).toBe(false);
    expect(linksOwnOrder('order', null)).toBe(false);
  });
});

describe('preferences', () => {
  const saved = {
    gender: 'FEMALE',
    product_category: ['WATCHES', 'FASHION_AND_ACCESSORIES'],
    fashion_taste: ['CASUAL'],
    offers_type: [],
    payment_type: ['HDFC'],
  };

  it('reads saved values from a profile, dropping unknown ones and accepting onboarding’s offer_type', () => {
    expect(savedPreferences(null)).toEqual(NO_PREFERENCES);
    expect(
      savedPreferences({
        gender: 'OTHER',
        product_category: 'WATCHES',
        offer_type: ['CASHBACK_OFFERS', 'NOPE'],
        payment_type: ['SBI'],
      }),
    ).toEqual({
      gender: null,
      product_category: ['WATCHES'],
      fashion_taste: [],
      offers_type: ['CASHBACK_OFFERS'],
      payment_type: ['SBI'],
    });
  });

  it('differs only when a group’s set of values changes (order does not matter)', () => {
    expect(preferencesDiffer(saved, { ...saved, product_category: ['FASHION_AND_ACCESSORIES', 'WATCHES'] })).toBe(
      false,
    );
    expect(preferencesDiffer(saved, { ...saved, gender: 'MALE' })).toBe(true);
    expect(preferencesDiffer(saved, { ...saved, payment_type: [] })).toBe(true);
    const ticked = toggleChoice(saved, 'fashion_taste', 'FORMAL');
    expect(preferencesDiffer(saved, ticked)).toBe(true);
    expect(preferencesDiffer(saved, toggleChoice(ticked, 'fashion_taste', 'FORMAL'))).toBe(false);
  });

  it('gender is one choice, the other groups several, kept in the options’ order', () => {
    expect(toggleChoice(saved, 'gender', 'MALE').gender).toBe('MALE');
    expect(toggleChoice(NO_PREFERENCES, 'fashion_taste', 'TRENDY').fashion_taste).toEqual(['TRENDY']);
    expect(
      toggleChoice({ ...NO_PREFERENCES, fashion_taste: ['TRENDY'] }, 'fashion_taste', 'CASUAL').fashion_taste,
    ).toEqual(['CASUAL', 'TRENDY']);
  });

  it('labels values as a shopper reads them', () => {
    expect(preferenceLabel('FASHION_AND_ACCESSORIES')).toBe('Fashion & Accessories');
    expect(preferenceLabel('PERCENTAGE_DISCOUNTS')).toBe('Percentage Discounts');
    expect(preferenceLabel('INDUSLND_BANK')).toBe('IndusInd Bank');
    expect(preferenceLabel('FEMALE')).toBe('Women');
  });

  it('the update needs a gender (the server’s schema, with a message)', () => {
    const result = preferencesSchema.safeParse({ ...NO_PREFERENCES, gender: undefined });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['gender'], message: 'Choose one' });
  });
});

describe('refunds', () => {
  const at = new Date('2026-11-13T10:00:00Z'); // a Friday in India
  const base: RefundFacts = {
    orderStatus: 'CANCELLED',
    orderType: 'Cod',
    paymentStatus: 'cod',
    walletUsedPaise: 0,
    totalPaise: 129_900,
    walletRefundedPaise: 0,
    changedAt: at,
  };

  it('counts working days Monday to Friday in India time', () => {
    expect(addWorkingDays(at, 4).toISOString()).toBe('2026-11-19T10:00:00.000Z'); // Fri + 4 working days = Thu
    expect(addWorkingDays(new Date('2026-11-16T10:00:00Z'), 2).toISOString()).toBe('2026-11-18T10:00:00.000Z');
    // 20:00 UTC Friday is already Saturday 01:30 in India: the next working day is Monday.
    expect(addWorkingDays(new Date('2026-11-13T20:00:00Z'), 1).toISOString()).toBe('2026-11-15T20:00:00.000Z'); // Monday 01:30 in India
  });

  it('a cancelled cash-on-delivery order paid nothing: nothing to refund', () => {
    expect(refundOf(base)).toEqual({ amount: 0, mode: 'NONE', state: 'NOTHING_TO_REFUND', parts: [] });
    expect(refundOf({ ...base, orderType: 'Prepaid', paymentStatus: 'expired' }).mode).toBe('NONE');
  });

  it('wallet money of a cancel is refunded once the wallet has it back', () => {
    const back = new Date('2026-11-13T10:00:05Z');
    expect(refundOf({ ...base, walletUsedPaise: 25_000, walletRefundedPaise: 25_000, walletRefundedAt: back })).toEqual(
      {
        amount: 250,
        mode: 'WALLET',
        state: 'REFUNDED',
        parts: [{ mode: 'WALLET', amount: 250, state: 'REFUNDED', at: '2026-11-13T10:00:05.000Z', expectedBy: null }],
      },
    );
    expect(refundOf({ ...base, walletUsedPaise: 25_000 }).state).toBe('INITIATED');
  });

  it('a paid prepaid cancel goes back to the payment mode within 4 working days, split with the wallet part', () => {
    const refund = refundOf({
      ...base,
      orderType: 'Prepaid',
      paymentStatus: 'paid',
      walletUsedPaise: 10_050,
      walletRefundedPaise: 10_050,
    });
    expect(refund).toEqual({
      amount: 1399.5,
      mode: 'SPLIT',
      state: 'INITIATED',
      parts: [
        { mode: 'WALLET', amount: 100.5, state: 'REFUNDED', at: '2026-11-13T10:00:00.000Z', expectedBy: null },
        {
          mode: 'ORIGINAL_PAYMENT',
          amount: 1299,
          state: 'INITIATED',
          at: '2026-11-13T10:00:00.000Z',
          expectedBy: '2026-11-19T10:00:00.000Z',
        },
      ],
    });
  });

  it('a return is requested until pickup: cash paid at the door to the wallet, a prepaid amount to the payment mode', () => {
    expect(refundOf({ ...base, orderStatus: 'RETURN' })).toMatchObject({
      amount: 1299,
      mode: 'WALLET',
      state: 'REQUESTED',
      parts: [{ at: '2026-11-13T10:00:00.000Z' }],
    });
    expect(refundOf({ ...base, orderStatus: 'RETURN', orderType: 'Prepaid', paymentStatus: 'paid' })).toMatchObject({
      amount: 1299,
      mode: 'ORIGINAL_PAYMENT',
      state: 'REQUESTED',
      parts: [{ expectedBy: null }],
    });
    expect(refundOf({ ...base, orderStatus: 'RETURN', walletRefundedPaise: 129_900 }).state).toBe('REFUNDED');
  });

  it('says where the money goes and how far along it is', () => {
    expect(refundModeLabel('WALLET', 'Vastra Money')).toBe('To Vastra Money');
    expect(refundModeLabel('ORIGINAL_PAYMENT', 'Vastra Money')).toBe('To your original payment mode');
    expect(refundModeLabel('NONE', 'Vastra Money')).toBe('Nothing to refund: cash on delivery, nothing was charged');
    expect(refundStateLabel('REQUESTED')).toBe('Refund requested');
    expect(refundStateLabel('INITIATED')).toBe('Refund initiated');
    expect(refundStateLabel('REFUNDED')).toBe('Refunded');
  });

  it('says each part with its date and destination', () => {
    const part = { mode: 'WALLET' as const, amount: 699, at: '2026-11-13T10:00:00.000Z', expectedBy: null };
    expect(refundPartText({ ...part, state: 'REFUNDED' }, 'Vastra Money')).toBe(
      '₹699.00 to Vastra Money: refunded on Nov 13, 2026',
    );
    expect(
      refundPartText(
        { ...part, mode: 'ORIGINAL_PAYMENT', state: 'INITIATED', expectedBy: '2026-11-19T10:00:00.000Z' },
        'Vastra Money',
      ),
    ).toBe('₹699.00 to your original payment mode: refund initiated on Nov 13, 2026, expected by Nov 19, 2026');
    expect(refundPartText({ ...part, state: 'REQUESTED' }, 'Vastra Money', '2026-11-15T10:00:00.000Z')).toBe(
      '₹699.00 to Vastra Money: refund requested on Nov 13, 2026; it starts once the seller receives the item (pickup by Nov 15, 2026)',
    );
  });

  it('says only the money that was really paid when an order is cancelled', () => {
    const cod = { orderType: 'Cod' as const, paymentStatus: 'cod', walletUsedPaise: 0, totalPaise: 69_900 };
    expect(cancelRefundText(cod, 'Vastra Money')).toBe('Nothing was charged for this order.');
    expect(cancelRefundText({ ...cod, walletUsedPaise: 12_000 }, 'Vastra Money')).toBe(
      '₹120.00 is back in your Vastra Money.',
    );
    expect(
      cancelRefundText({ ...cod, orderType: 'Prepaid', paymentStatus: 'paid', walletUsedPaise: 5_000 }, 'Vastra Money'),
    ).toBe(
      '₹50.00 is back in your Vastra Money, and ₹699.00 goes back to your original payment mode in 2-4 working days.',
    );
    expect(cancelRefundText({ ...cod, orderType: 'Prepaid', paymentStatus: 'pending' }, 'Vastra Money')).toBe(
      'Nothing was charged for this order.',
    );
  });

  it("tells a shopper where a return's money goes before they confirm it", () => {
    const cod = { orderType: 'Cod' as const, paymentStatus: 'cod', walletUsedPaise: 0, totalPaise: 69_900 };
    expect(returnRefundPlan(cod, 'Vastra Money')).toBe(
      'Your refund: ₹699.00 to Vastra Money, once the seller receives the item.',
    );
    expect(
      returnRefundPlan(
        { ...cod, orderType: 'Prepaid', paymentStatus: 'paid', walletUsedPaise: 10_000, totalPaise: 59_900 },
        'Vastra Money',
      ),
    ).toBe(
      'Your refund: ₹100.00 to Vastra Money and ₹599.00 to your original payment mode, once the seller receives the item, reaching a card or UPI account in 2-4 working days.',
    );
  });
});

describe('settings sections', () => {
  it('labels the spec’s eight and our Saved and Favourite Stores, the wallet and About with the brand', () => {
    expect(SETTINGS_SECTIONS.map((s) => SETTINGS_LABELS[s])).toEqual([
      'My Preference',
      'Address Book',
      'Saved',
      'Favourite Stores',
      'Vastra Money',
      'Refer & Earn',
      'Request a Feature',
      'Support',
      'Refund Status',
      'About Vastra',
    ]);
  });

  it('reads ?section= (any case) and opens My Preference by default only with two panes', () => {
    expect(sectionFromSearch('?section=VASTRA_MONEY')).toBe('VASTRA_MONEY');
    expect(sectionFromSearch('?section=refer_and_earn')).toBe('REFER_AND_EARN');
    expect(sectionFromSearch('?section=NOPE')).toBeNull();
    expect(sectionFromSearch('')).toBeNull();
    expect(shownSection(null, true)).toBe('MY_PREFERENCE');
    expect(shownSection(null, false)).toBeNull();
    expect(shownSection('ADDRESS_BOOK', false)).toBe('ADDRESS_BOOK');
  });
});

describe('form schemas', () => {
  it('address: every empty field reads "Required field"; the PIN is 6 digits', () => {
    const empty = addressSchema.safeParse({
      name: '',
      phone: '',
      pinCode: '',
      addressMain: ' ',
      locality: '',
      city: '',
      state: '',
    });
    const messages = Object.fromEntries(empty.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      name: 'Required field',
      phone: 'Required field',
      pinCode: 'Required field',
      addressMain: 'Required field',
      locality: 'Required field',
      city: 'Required field',
      state: 'Required field',
    });
    const short = addressSchema.safeParse({
      name: 'A',
      phone: '98765 43210',
      pinCode: '56000',
      addressMain: 'x',
      locality: 'y',
      city: 'z',
      state: 'w',
    });
    expect(short.error!.issues.map((i) => [i.path[0], i.message])).toEqual([['pinCode', 'Enter a 6-digit PIN code']]);
  });

  it('feature request: empty, blank or too short text is "No input found"', () => {
    for (const msg of ['', '   ', 'too short'])
      expect(featureRequestSchema.safeParse({ msg }).error?.issues[0]?.message).toBe('No input found');
    expect(featureRequestSchema.safeParse({ msg: 'Please add UPI autopay' }).success).toBe(true);
  });
});

describe('Refer & Earn', () => {
  it('says what is still waiting for a friend’s return window, and nothing when nothing is', () => {
    expect(pendingRewardNote(0)).toBeNull();
    expect(pendingRewardNote(500)).toBe("₹500 on its way, after your friend's return window");
    expect(pendingRewardNote(1000)).toBe("₹1,000 on its way, after your friends' return windows");
  });
});

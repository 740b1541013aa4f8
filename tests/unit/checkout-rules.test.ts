import { describe, expect, it } from 'vitest';
import {
  SELECT_PAYMENT_MODE,
  PAYMENT_MODES,
  attemptFor,
  chosenAddress,
  couponEnds,
  couponFit,
  couponMinimum,
  couponOffer,
  defaultFirst,
  groupBySeller,
  newIdempotencyKey,
  orderData,
  providerReturn,
  stepRedirect,
} from '../../src/lib/rules/checkout.ts';
import { ADDRESS_FIELDS, addressErrors, cleanAddress } from '../../src/lib/rules/field-rules.ts';
import { addressSchema } from '../../src/lib/schemas.ts';

const line = (id: string, sellerId: string, price: number, quantity = 1, storeName = `Store ${sellerId}`) => ({
  id,
  productId: `p-${id}`,
  variantId: `v-${id}`,
  quantity,
  Product: { SellerUserId: sellerId, storeName, productSellingPrice: price, productMRP: price + 100 },
});

const coupon = {
  id: 'c1',
  SellerUserId: 's1',
  discountPercent: 10,
  purchaseRequired: true,
  purchaseValue: 2999,
  endDate: '2026-12-31T18:29:59.000Z',
};

describe('seller groups and the order body', () => {
  it('groups lines by seller in the order the bag names them, with the store name', () => {
    const groups = groupBySeller([line('a', 's1', 500), line('b', 's2', 300), line('c', 's1', 200)]);
    expect(groups.map((g) => [g.sellerId, g.storeName, g.lines.map((l) => l.id)])).toEqual([
      ['s1', 'Store s1', ['a', 'c']],
      ['s2', 'Store s2', ['b']],
    ]);
  });

  it("sends each seller's chosen coupon or no_coupon (spec §7 orderData)", () => {
    expect(orderData([line('a', 's1', 500, 2), line('b', 's2', 300)], { s1: 'c1' })).toEqual([
      { sellerId: 's1', couponIds: 'c1', productIds: ['p-a'], variants: ['v-a'], quantity: [2] },
      { sellerId: 's2', couponIds: 'no_coupon', productIds: ['p-b'], variants: ['v-b'], quantity: [1] },
    ]);
  });
});

describe('coupon texts and why a coupon does not apply', () => {
  it('says percent off up to ₹1500, the minimum when required, and the end date as Mon D, YYYY', () => {
    expect(couponOffer(coupon)).toBe('10% off, up to ₹1500');
    expect(couponMinimum(coupon)).toBe('On orders of ₹2,999 or more');
    expect(couponMinimum({ purchaseRequired: false, purchaseValue: 0 })).toBeNull();
    expect(couponEnds(coupon)).toBe('Valid till Dec 31, 2026');
  });

  it('below the minimum says how much more to add; at the minimum it applies', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(couponFit(coupon, 's1', 2499, now)).toEqual({
      applies: false,
      reason: 'Add ₹500 more from this store to use this coupon.',
    });
    expect(couponFit(coupon, 's1', 2999, now)).toEqual({ applies: true });
  });

  it('an expired coupon says when it ended; another store’s coupon says so', () => {
    expect(couponFit(coupon, 's1', 5000, new Date('2027-01-02T00:00:00Z'))).toEqual({
      applies: false,
      reason: 'This coupon expired on Dec 31, 2026.',
    });
    expect(couponFit(coupon, 's2', 5000, new Date('2026-11-24T00:00:00Z'))).toEqual({
      applies: false,
      reason: 'This coupon is for another store.',
    });
  });
});

describe('step guards', () => {
  const ok = { signedIn: true, lineCount: 2, addressId: 'a1', orderUnderWay: false };

  it('a visitor goes to login with the step as the return path', () => {
    expect(stepRedirect('payment', { ...ok, signedIn: false })).toBe('/auth/login?next=%2Fcheckout%2Fpayment');
    expect(stepRedirect('order-summary', { ...ok, signedIn: false })).toBe(
      '/auth/login?next=%2Fcheckout%2Forder-summary',
    );
  });

  it('an empty bag goes back to order summary, which stays and says so', () => {
    expect(stepRedirect('address', { ...ok, lineCount: 0 })).toBe('/checkout/order-summary');
    expect(stepRedirect('payment', { ...ok, lineCount: 0 })).toBe('/checkout/order-summary');
    expect(stepRedirect('order-summary', { ...ok, lineCount: 0 })).toBeNull();
  });

  it('payment without an address goes to address; an order under way keeps the shopper on payment though the bag is empty', () => {
    expect(stepRedirect('payment', { ...ok, addressId: null })).toBe('/checkout/address');
    expect(stepRedirect('payment', { ...ok, lineCount: 0, addressId: null, orderUnderWay: true })).toBeNull();
    expect(stepRedirect('address', ok)).toBeNull();
    expect(stepRedirect('payment', ok)).toBeNull();
  });

  it('the default address is first and chosen when nothing (or a deleted one) is chosen', () => {
    const list = [
      { id: 'a', defaultAddress: false },
      { id: 'b', defaultAddress: true },
    ];
    expect(defaultFirst(list).map((a) => a.id)).toEqual(['b', 'a']);
    expect(chosenAddress(list, null)).toBe('b');
    expect(chosenAddress(list, 'gone')).toBe('b');
    expect(chosenAddress(list, 'a')).toBe('a');
    expect(chosenAddress([], null)).toBeNull();
  });
});

describe('the Idempotency-Key of an order attempt', () => {
  let n = 0;
  const keys = () => `key-${++n}`;

  it('is made once and kept for the same checkout (double tap, retry after an error, reload)', () => {
    const first = attemptFor(null, 'body-1', keys);
    expect(attemptFor(first, 'body-1', keys)).toBe(first);
    expect(attemptFor(JSON.parse(JSON.stringify(first)), 'body-1', keys).key).toBe(first.key);
  });

  it('is new when the checkout changed or the order was placed', () => {
    const first = attemptFor(null, 'body-1', keys);
    expect(attemptFor(first, 'body-2', keys).key).not.toBe(first.key);
    const placed = {
      ...first,
      placed: {
        checkoutId: 'x',
        orderIds: ['o'],
        orderType: 'Cod' as const,
        razorId: null,
        amount: 0,
        keyId: null,
        checkout: null,
      },
    };
    expect(attemptFor(placed, 'body-1', keys).key).not.toBe(first.key);
  });

  it('is a key the API accepts', () => {
    expect(newIdempotencyKey()).toMatch(/^[\w.:-]{8,100}$/);
  });
});

describe('payment', () => {
  it('offers the spec’s two modes and warns in its words without one', () => {
    expect(PAYMENT_MODES.map((m) => m.label)).toEqual(['Cash on Delivery', 'Prepaid']);
    expect(SELECT_PAYMENT_MODE).toBe('Please select a payment mode.');
  });

  it('reads the provider’s result from the return address', () => {
    expect(providerReturn('?razorpay_order_id=o1&razorpay_payment_id=p1&razorpay_signature=s1')).toEqual({
      kind: 'paid',
      razorId: 'o1',
      paymentId: 'p1',
      signature: 's1',
    });
    expect(providerReturn('?razorpay_order_id=o1&razorpay_error_description=Payment%20failed')).toEqual({
      kind: 'failed',
      razorId: 'o1',
      reason: 'Payment failed',
    });
    expect(providerReturn('')).toBeNull();
  });
});

describe('the address form’s rules say what the API’s schema says', () => {
  const good = {
    name: ' Asha Rao ',
    phone: '+91 98765 43210',
    pinCode: '560041',
    addressMain: '14 Janpath',
    locality: 'Jayanagar East',
    city: 'Bengaluru',
    state: 'Karnataka',
  };
  const cases = [
    good,
    { ...good, name: '' },
    { ...good, phone: '12345' },
    { ...good, phone: '' },
    { ...good, pinCode: '5600' },
    { ...good, city: '   ' },
    { ...good, addressMain: 'x'.repeat(201) },
    { ...good, addressType: 'Work', landmark: ' Near the temple ', altPhone: '091234 56789' },
    { ...good, addressType: 'Office', landmark: 'x'.repeat(121), altPhone: '12345' },
    { ...good, addressType: 'Other', landmark: '', altPhone: '  ' },
    Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, ''])) as typeof good,
  ];
  it.each(
    cases.map(
      (c, i) => [i, c as typeof good & { addressType?: string; landmark?: string; altPhone?: string }] as const,
    ),
  )('case %i', (_, values) => {
    const parsed = addressSchema.safeParse(values);
    const fromSchema: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) fromSchema[String(issue.path[0])] ??= issue.message;
    expect(addressErrors(values)).toEqual(fromSchema);
    if (parsed.success) expect({ ...cleanAddress(values), defaultAddress: false }).toEqual(parsed.data);
  });

  it('cleans the optional fields: Home unless chosen, a trimmed landmark, the alternate phone normalised', () => {
    expect(cleanAddress(good)).toMatchObject({ addressType: 'Home', landmark: '', altPhone: '' });
    expect(
      cleanAddress({ ...good, addressType: 'Work', landmark: ' Near the temple ', altPhone: '+91 91234-56789' }),
    ).toMatchObject({ addressType: 'Work', landmark: 'Near the temple', altPhone: '9123456789' });
    expect(addressErrors({ ...good, altPhone: '5123456789' })).toEqual({
      altPhone: 'Enter a valid 10-digit mobile number',
    });
  });
});

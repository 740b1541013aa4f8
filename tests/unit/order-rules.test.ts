import { describe, expect, it } from 'vitest';
import {
  CANCEL_REASONS,
  amountLabel,
  canCancel,
  canPayNow,
  payBy,
  cancelReasonReady,
  gstInside,
  invoiceFileName,
  nextStatus,
  orderNumber,
  paymentState,
  returnAllowed,
  shippingText,
  statusTitle,
  taxSplit,
} from '../../src/lib/rules/orders.ts';
import { cancelSchema } from '../../src/lib/schemas.ts';

describe('order rules', () => {
  it('the order number is twelve digits drawn from the whole id, in groups of four, never a piece of the id', () => {
    // FNV-1a 64 of the id, mod 10^12 (checked by hand against a reference implementation).
    expect(orderNumber('demo-order-returnable')).toBe('#7132-5357-3612');
    expect(orderNumber('abc')).toBe('#1753-8543-3931');
    // Two ids ending alike get numbers of their own; one character apart, too.
    expect(orderNumber('7f3c2a9e-1b2c-4d5e-8f90-a1b2c3abc123')).toBe('#9010-1756-3534');
    expect(orderNumber('7f3c2a9e-1b2c-4d5e-8f90-a1b2c3abc124')).toBe('#1995-5244-8167');
    expect(orderNumber('demo-order-returnable')).not.toContain('RNABLE');
    expect(invoiceFileName('7f3c2a9e-1b2c-4d5e-8f90-a1b2c3abc123', 'Vastra')).toBe('vastra-invoice-901017563534.pdf');
  });

  it('what comes next follows the delivery chain; cancelled, delivered, returned and exchanged orders are final', () => {
    expect(nextStatus('READY_FOR_PICKUP')).toBe('IN_TRANSIST');
    expect(statusTitle(nextStatus('READY_FOR_PICKUP')!)).toBe('In Transit');
    expect(nextStatus('IN_TRANSIST')).toBe('OUT_FOR_DELIVERY');
    expect(nextStatus('OUT_FOR_DELIVERY')).toBe('DELIVERED');
    for (const status of ['DELIVERED', 'CANCELLED', 'RETURN', 'EXCHANGE', 'SOMETHING_ELSE'])
      expect(nextStatus(status)).toBeNull();
  });

  it('shipping reads FREE at 0, else the fee in rupees', () => {
    expect(shippingText(0)).toBe('FREE');
    expect(shippingText(49)).toBe('₹49');
    expect(shippingText(49.5)).toBe('₹49.50');
  });

  it('a shopper may cancel only while the order is ready for pickup or in transit (the server’s rule)', () => {
    expect(canCancel('READY_FOR_PICKUP')).toBe(true);
    expect(canCancel('IN_TRANSIST')).toBe(true);
    for (const status of ['OUT_FOR_DELIVERY', 'DELIVERED', 'CANCELLED', 'RETURN', 'EXCHANGE', 'UNKNOWN'])
      expect(canCancel(status)).toBe(false);
  });

  it('a return is allowed only for a delivered order, up to 48 hours after delivery', () => {
    const now = Date.UTC(2026, 0, 10, 12, 0, 0);
    const hours = (h: number) => now - h * 3_600_000;
    expect(returnAllowed('DELIVERED', hours(0), now)).toBe(true);
    expect(returnAllowed('DELIVERED', hours(47), now)).toBe(true);
    expect(returnAllowed('DELIVERED', hours(48), now)).toBe(true);
    expect(returnAllowed('DELIVERED', hours(49), now)).toBe(false);
    expect(returnAllowed('DELIVERED', new Date(hours(47)).toISOString(), new Date(now))).toBe(true);
    expect(returnAllowed('DELIVERED', null, now)).toBe(false);
    expect(returnAllowed('DELIVERED', 'not a date', now)).toBe(false);
    for (const status of ['READY_FOR_PICKUP', 'IN_TRANSIST', 'OUT_FOR_DELIVERY', 'CANCELLED', 'RETURN', 'EXCHANGE'])
      expect(returnAllowed(status, hours(1), now)).toBe(false);
  });

  it('a cancel reason is ready once chosen; Others needs non-blank text; the schema agrees', () => {
    expect(CANCEL_REASONS).toHaveLength(7);
    expect(cancelReasonReady(null, '')).toBe(false);
    expect(cancelReasonReady('Change of Mind', '')).toBe(true);
    expect(cancelReasonReady('Others', '   ')).toBe(false);
    expect(cancelReasonReady('Others', 'Found it cheaper')).toBe(true);
    for (const reasonType of CANCEL_REASONS) {
      for (const reasonText of ['', '  ', 'words']) {
        expect(cancelSchema.safeParse({ reasonType, reasonText }).success).toBe(
          cancelReasonReady(reasonType, reasonText),
        );
      }
    }
  });

  it('GST is inside the prices: a ₹1,050 line is ₹1,000 taxable and ₹50 GST', () => {
    expect(gstInside(1050)).toBe(50);
    expect(taxSplit(1050)).toEqual({ taxable: 1000, gst: 50 });
    expect(taxSplit(999)).toEqual({ taxable: 951.43, gst: 47.57 });
  });

  it('payment states follow the money', () => {
    const cod = { orderType: 'Cod', paymentStatus: 'cod' };
    expect(paymentState({ ...cod, orderStatus: 'READY_FOR_PICKUP' })).toEqual({
      mode: 'Cash on delivery',
      state: 'Pay on delivery',
      tone: 'waiting',
    });
    expect(paymentState({ ...cod, orderStatus: 'DELIVERED' }).state).toBe('Paid on delivery');
    expect(paymentState({ ...cod, orderStatus: 'CANCELLED' }).state).toBe('Not charged');
    expect(paymentState({ ...cod, orderStatus: 'CANCELLED', refund: { state: 'REFUNDED' } }).state).toBe('Refunded');
    const prepaid = { orderType: 'Prepaid' };
    expect(paymentState({ ...prepaid, paymentStatus: 'pending', orderStatus: 'READY_FOR_PICKUP' })).toEqual({
      mode: 'Prepaid',
      state: 'Payment pending',
      tone: 'problem',
    });
    expect(paymentState({ ...prepaid, paymentStatus: 'failed', orderStatus: 'READY_FOR_PICKUP' }).state).toBe(
      'Payment failed',
    );
    expect(
      paymentState({
        ...prepaid,
        paymentStatus: 'paid',
        orderStatus: 'IN_TRANSIST',
        paidAt: '2026-11-13T10:00:00.000Z',
      }).state,
    ).toBe('Paid on Nov 13, 2026');
    expect(paymentState({ ...prepaid, paymentStatus: 'expired', orderStatus: 'CANCELLED' }).state).toBe(
      'Payment expired: not charged',
    );
    expect(paymentState({ ...prepaid, paymentStatus: 'pending', orderStatus: 'CANCELLED' }).state).toBe('Not charged');
  });

  it('never says Refunded before the refund has happened', () => {
    const paid = { orderType: 'Prepaid', paymentStatus: 'paid' };
    expect(paymentState({ ...paid, orderStatus: 'RETURN', refund: { state: 'REQUESTED' } }).state).toBe(
      'Refund requested',
    );
    expect(paymentState({ ...paid, orderStatus: 'CANCELLED', refund: { state: 'INITIATED' } }).state).toBe(
      'Refund initiated',
    );
    expect(paymentState({ ...paid, orderStatus: 'CANCELLED', refund: { state: 'REFUNDED' } }).state).toBe('Refunded');
  });

  it('the last breakdown row says paid, to pay or not charged', () => {
    expect(amountLabel({ orderType: 'Prepaid', paymentStatus: 'paid', orderStatus: 'IN_TRANSIST' })).toBe(
      'Amount paid',
    );
    expect(amountLabel({ orderType: 'Prepaid', paymentStatus: 'pending', orderStatus: 'READY_FOR_PICKUP' })).toBe(
      'Amount to pay',
    );
    expect(amountLabel({ orderType: 'Prepaid', paymentStatus: 'expired', orderStatus: 'CANCELLED' })).toBe(
      'Amount (not charged)',
    );
    expect(amountLabel({ orderType: 'Cod', paymentStatus: 'cod', orderStatus: 'OUT_FOR_DELIVERY' })).toBe(
      'Amount to pay on delivery',
    );
    expect(amountLabel({ orderType: 'Cod', paymentStatus: 'cod', orderStatus: 'DELIVERED' })).toBe('Amount paid');
  });

  it('an unpaid prepaid order can be paid for 30 minutes after it is placed', () => {
    const order = {
      orderType: 'Prepaid',
      paymentStatus: 'pending',
      orderStatus: 'READY_FOR_PICKUP',
      createdAt: '2026-11-13T10:00:00.000Z',
    };
    expect(payBy(order.createdAt)).toBe('2026-11-13T10:30:00.000Z');
    expect(canPayNow(order, Date.parse('2026-11-13T10:29:59Z'))).toBe(true);
    expect(canPayNow({ ...order, paymentStatus: 'failed' }, Date.parse('2026-11-13T10:10:00Z'))).toBe(true);
    expect(canPayNow(order, Date.parse('2026-11-13T10:30:00Z'))).toBe(false);
    expect(canPayNow({ ...order, paymentStatus: 'paid' }, Date.parse('2026-11-13T10:10:00Z'))).toBe(false);
    expect(canPayNow({ ...order, orderType: 'Cod', paymentStatus: 'cod' }, Date.parse('2026-11-13T10:10:00Z'))).toBe(
      false,
    );
  });
});

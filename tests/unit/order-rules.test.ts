import { describe, expect, it } from 'vitest';
import {
  CANCEL_REASONS, canCancel, cancelReasonReady, gstInside, invoiceFileName, nextStatus, orderNumber, paymentState, returnAllowed, shippingText, statusTitle, taxSplit,
} from '../../src/lib/rules/orders.ts';
import { cancelSchema } from '../../src/lib/schemas.ts';

describe('order rules', () => {
  it('the order number is "#" and the last 6 characters of the id, upper case; the invoice file is named by them', () => {
    expect(orderNumber('7f3c2a9e-1b2c-4d5e-8f90-a1b2c3abc123')).toBe('#ABC123');
    expect(orderNumber('abc')).toBe('#ABC');
    expect(invoiceFileName('7f3c2a9e-1b2c-4d5e-8f90-a1b2c3abc123', 'Vastra')).toBe('vastra-invoice-ABC123.pdf');
  });

  it('what comes next follows the delivery chain; cancelled, delivered, returned and exchanged orders are final', () => {
    expect(nextStatus('READY_FOR_PICKUP')).toBe('IN_TRANSIST');
    expect(statusTitle(nextStatus('READY_FOR_PICKUP')!)).toBe('In Transit');
    expect(nextStatus('IN_TRANSIST')).toBe('OUT_FOR_DELIVERY');
    expect(nextStatus('OUT_FOR_DELIVERY')).toBe('DELIVERED');
    for (const status of ['DELIVERED', 'CANCELLED', 'RETURN', 'EXCHANGE', 'SOMETHING_ELSE']) expect(nextStatus(status)).toBeNull();
  });

  it('shipping reads FREE at 0, else the fee in rupees', () => {
    expect(shippingText(0)).toBe('FREE');
    expect(shippingText(49)).toBe('₹49');
    expect(shippingText(49.5)).toBe('₹49.50');
  });

  it('a shopper may cancel only while the order is ready for pickup or in transit (the server’s rule)', () => {
    expect(canCancel('READY_FOR_PICKUP')).toBe(true);
    expect(canCancel('IN_TRANSIST')).toBe(true);
    for (const status of ['OUT_FOR_DELIVERY', 'DELIVERED', 'CANCELLED', 'RETURN', 'EXCHANGE', 'UNKNOWN']) expect(canCancel(status)).toBe(false);
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
    for (const status of ['READY_FOR_PICKUP', 'IN_TRANSIST', 'OUT_FOR_DELIVERY', 'CANCELLED', 'RETURN', 'EXCHANGE']) expect(returnAllowed(status, hours(1), now)).toBe(false);
  });

  it('a cancel reason is ready once chosen; Others needs non-blank text; the schema agrees', () => {
    expect(CANCEL_REASONS).toHaveLength(7);
    expect(cancelReasonReady(null, '')).toBe(false);
    expect(cancelReasonReady('Change of Mind', '')).toBe(true);
    expect(cancelReasonReady('Others', '   ')).toBe(false);
    expect(cancelReasonReady('Others', 'Found it cheaper')).toBe(true);
    for (const reasonType of CANCEL_REASONS) {
      for (const reasonText of ['', '  ', 'words']) {
        expect(cancelSchema.safeParse({ reasonType, reasonText }).success).toBe(cancelReasonReady(reasonType, reasonText));
      }
    }
  });

  it('GST is inside the prices: a ₹1,050 line is ₹1,000 taxable and ₹50 GST', () => {
    expect(gstInside(1050)).toBe(50);
    expect(taxSplit(1050)).toEqual({ taxable: 1000, gst: 50 });
    expect(taxSplit(999)).toEqual({ taxable: 951.43, gst: 47.57 });
  });

  it('payment mode and state', () => {
    const cod = { orderType: 'Cod', paymentStatus: 'cod', walletUsed: 0 };
    expect(paymentState({ ...cod, orderStatus: 'READY_FOR_PICKUP' })).toEqual({ mode: 'Cash on delivery', state: 'Pay on delivery' });
    expect(paymentState({ ...cod, orderStatus: 'DELIVERED' }).state).toBe('Paid');
    expect(paymentState({ ...cod, orderStatus: 'CANCELLED' }).state).toBe('Not charged');
    expect(paymentState({ ...cod, orderStatus: 'CANCELLED', walletUsed: 300 }).state).toBe('Refunded');
    const prepaid = { orderType: 'Prepaid', walletUsed: 0 };
    expect(paymentState({ ...prepaid, paymentStatus: 'pending', orderStatus: 'READY_FOR_PICKUP' })).toEqual({ mode: 'Prepaid', state: 'Payment pending' });
    expect(paymentState({ ...prepaid, paymentStatus: 'paid', orderStatus: 'IN_TRANSIST' }).state).toBe('Paid');
    expect(paymentState({ ...prepaid, paymentStatus: 'paid', orderStatus: 'CANCELLED' }).state).toBe('Refunded');
    expect(paymentState({ ...prepaid, paymentStatus: 'expired', orderStatus: 'CANCELLED' }).state).toBe('Not paid');
  });
});

import { describe, expect, it } from 'vitest';
import { amountInWords, indianNumberInWords } from '../../src/lib/rules/amount-in-words.ts';
import { documentNumber, financialYear, sellerPrefix } from '../../src/lib/rules/invoice-series.ts';
import {
  gstState,
  invoiceFigures,
  principalLine,
  refundLines,
  settlementLines,
  supplyOf,
} from '../../src/lib/rules/tax-invoice.ts';
import {
  creditNoteFileName,
  creditNoteReadiness,
  creditNoteReady,
  invoiceReadiness,
} from '../../src/lib/rules/tax-papers.ts';

describe('amount in words (Indian numbering)', () => {
  it('writes rupees and paise as an invoice does', () => {
    expect(amountInWords(124_950)).toBe('Rupees One Thousand Two Hundred Forty-Nine and Fifty Paise Only');
    expect(amountInWords(94_400)).toBe('Rupees Nine Hundred Forty-Four Only');
    expect(amountInWords(2_001_500)).toBe('Rupees Twenty Thousand Fifteen Only');
    expect(amountInWords(10_100)).toBe('Rupees One Hundred One Only');
  });
  it('groups in lakh and crore', () => {
    expect(amountInWords(10_000_000)).toBe('Rupees One Lakh Only');
    expect(amountInWords(1_234_567_805)).toBe(
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Five Paise Only',
    );
    expect(amountInWords(1_500_000_000_00)).toBe('Rupees One Hundred Fifty Crore Only');
    expect(indianNumberInWords(9_99_99_999)).toBe(
      'Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine',
    );
  });
  it('zero rupees, paise only, and refuses what is not a whole number of paise', () => {
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(50)).toBe('Rupees Zero and Fifty Paise Only');
    expect(amountInWords(19)).toBe('Rupees Zero and Nineteen Paise Only');
    expect(() => amountInWords(-100)).toThrow(RangeError);
    expect(() => amountInWords(12.5)).toThrow(RangeError);
  });
});

describe('invoice numbers', () => {
  it('the financial year runs April to March, India time', () => {
    expect(financialYear(new Date('2026-03-31T18:29:59Z'))).toBe('2025-26');
    expect(financialYear(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2026-12-31T12:00:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });
  it('a store prefix is its initials', () => {
    expect(sellerPrefix('Kesar Looms')).toBe('KL');
    expect(sellerPrefix('Bagh & Co.')).toBe('BC');
    expect(sellerPrefix('Samay Watch Co.')).toBe('SW');
    expect(sellerPrefix('zara')).toBe('ZA');
    expect(sellerPrefix('')).toBe('VS');
  });
  it('numbers fit GST’s 16 characters', () => {
    expect(documentNumber('invoice', 'KL', '2026-27', 1)).toBe('KL/26-27/00001');
    expect(documentNumber('credit-note', 'KL', '2026-27', 42)).toBe('KLCN/26-27/00042');
    expect(documentNumber('credit-note', 'KL', '2026-27', 99_999)).toHaveLength(16);
  });
});

describe('place of supply: CGST + SGST or IGST', () => {
  it('reads states as postal data spells them', () => {
    expect(gstState('Tamil Nadu')).toEqual({ name: 'Tamil Nadu', code: '33' });
    expect(gstState(' karnataka ')).toEqual({ name: 'Karnataka', code: '29' });
    expect(gstState('Chattisgarh')).toEqual({ name: 'Chhattisgarh', code: '22' });
    expect(gstState('Jammu & Kashmir')).toEqual({ name: 'Jammu and Kashmir', code: '01' });
    expect(gstState('Pondicherry')).toEqual({ name: 'Puducherry', code: '34' });
    expect(gstState('Atlantis')).toBeNull();
  });
  it('same state is intra-state; another or an unknown one is inter-state', () => {
    expect(supplyOf('29', '29')).toBe('intra-state');
    expect(supplyOf('08', '33')).toBe('inter-state');
    expect(supplyOf('29', null)).toBe('inter-state');
  });
});

const lines = [
  { description: 'Kurta', hsn: '6204', quantity: 1, price: 1049, couponShare: 105, gstPercent: 5 },
  { description: 'Watch', hsn: '9102', quantity: 2, price: 1299, couponShare: 0, gstPercent: 18 },
];

describe('invoice figures', () => {
  it('intra-state: each line from the price after its coupon share, CGST and SGST half the rate each, delivery at the principal goods’ rate', () => {
    const f = invoiceFigures({ lines, deliveryFee: 49, supply: 'intra-state' });
    expect(
      f.rows.map((r) => [
        r.description,
        r.hsn,
        r.quantity,
        r.grossPaise,
        r.couponPaise,
        r.taxablePaise,
        r.percent,
        r.cgstPaise,
        r.sgstPaise,
        r.igstPaise,
        r.totalPaise,
      ]),
    ).toEqual([
      ['Kurta', '6204', 1, 104_900, 10_500, 89_905, 5, 2248, 2247, 0, 94_400],
      ['Watch', '9102', 2, 259_800, 0, 220_169, 18, 19_815, 19_816, 0, 259_800],
      ['Delivery charges', '9102', 1, 4900, 0, 4153, 18, 374, 373, 0, 4900],
    ]);
    expect(f.totals).toEqual({
      grossPaise: 369_600,
      couponPaise: 10_500,
      taxablePaise: 314_227,
      cgstPaise: 22_437,
      sgstPaise: 22_436,
      igstPaise: 0,
      taxPaise: 44_873,
      totalPaise: 359_100,
    });
  });
  it('inter-state: IGST at the full rate; no delivery line when delivery is free', () => {
    const f = invoiceFigures({ lines, deliveryFee: 0, supply: 'inter-state' });
    expect(f.rows.map((r) => [r.taxablePaise, r.cgstPaise, r.sgstPaise, r.igstPaise, r.totalPaise])).toEqual([
      [89_905, 0, 0, 4495, 94_400],
      [220_169, 0, 0, 39_631, 259_800],
    ]);
    expect(f.totals).toMatchObject({ taxablePaise: 310_074, igstPaise: 44_126, taxPaise: 44_126, totalPaise: 354_200 });
  });
  it('the principal goods are the line paid most for, the first of equals', () => {
    expect(principalLine(lines)?.description).toBe('Watch');
    expect(
      principalLine([
        { price: 500, quantity: 1, couponShare: 0, id: 'a' },
        { price: 250, quantity: 2, couponShare: 0, id: 'b' },
      ])?.id,
    ).toBe('a');
    expect(principalLine([])).toBeUndefined();
  });
  it('Vastra Money is a way of paying: shown under the totals with the balance', () => {
    expect(settlementLines(359_100, 10_000, 'Prepaid', 'Vastra Money')).toEqual([
      { label: 'Paid with Vastra Money', paise: 10_000 },
      { label: 'Balance paid by card/UPI', paise: 349_100 },
    ]);
    expect(settlementLines(94_400, 0, 'Cod', 'Vastra Money')).toEqual([
      { label: 'Paid in cash on delivery', paise: 94_400 },
    ]);
    // Shipped, not yet delivered: the cash is still to come.
    expect(settlementLines(94_400, 10_000, 'Cod', 'Vastra Money', false)).toEqual([
      { label: 'Paid with Vastra Money', paise: 10_000 },
      { label: 'Balance to be paid in cash on delivery', paise: 84_400 },
    ]);
    expect(settlementLines(94_400, 0, 'Cod', 'Vastra Money', false)).toEqual([
      { label: 'To be paid in cash on delivery', paise: 94_400 },
    ]);
    expect(settlementLines(50_000, 50_000, 'Prepaid', 'Vastra Money')).toEqual([
      { label: 'Paid with Vastra Money', paise: 50_000 },
    ]);
  });
  it('a credit note says where its value goes back, and what cash was never collected', () => {
    expect(
      refundLines(
        359_100,
        [
          { mode: 'WALLET', amount: 100 },
          { mode: 'ORIGINAL_PAYMENT', amount: 3491 },
        ],
        'Vastra Money',
      ),
    ).toEqual([
      { label: 'Refund to Vastra Money', paise: 10_000 },
      { label: 'Refund to your original payment mode', paise: 349_100 },
    ]);
    expect(refundLines(94_400, [{ mode: 'WALLET', amount: 944 }], 'Vastra Money')).toEqual([
      { label: 'Refund to Vastra Money', paise: 94_400 },
    ]);
    expect(refundLines(94_400, [{ mode: 'WALLET', amount: 150.5 }], 'Vastra Money')).toEqual([
      { label: 'Refund to Vastra Money', paise: 15_050 },
      { label: 'Cash on delivery, not collected', paise: 79_350 },
    ]);
  });
});

describe('when the invoice and the credit note exist', () => {
  const placed = [{ status: 'READY_FOR_PICKUP' }];
  const shipped = [...placed, { status: 'IN_TRANSIST' }];
  it('after shipping, paid or cash on delivery', () => {
    expect(invoiceReadiness({ orderStatus: 'IN_TRANSIST', paymentStatus: 'cod', history: shipped })).toEqual({
      state: 'ready',
    });
    expect(
      invoiceReadiness({
        orderStatus: 'DELIVERED',
        paymentStatus: 'paid',
        history: [...shipped, { status: 'DELIVERED' }],
      }),
    ).toEqual({ state: 'ready' });
  });
  it('before shipping, the button says when; unpaid or cancelled before shipping, never', () => {
    expect(invoiceReadiness({ orderStatus: 'READY_FOR_PICKUP', paymentStatus: 'cod', history: placed })).toEqual({
      state: 'later',
      label: 'Invoice available once shipped',
      message: 'Your tax invoice will be ready to download once this order ships.',
    });
    expect(invoiceReadiness({ orderStatus: 'IN_TRANSIST', paymentStatus: 'pending', history: shipped })).toMatchObject({
      state: 'later',
      label: 'Invoice available once paid',
    });
    // A failed try can still be paid until the order expires: the invoice is to come, not refused.
    expect(invoiceReadiness({ orderStatus: 'READY_FOR_PICKUP', paymentStatus: 'failed', history: placed })).toEqual({
      state: 'later',
      label: 'Invoice available once paid',
      message: 'Your tax invoice will be ready once your payment is confirmed and the order ships.',
    });
    expect(
      invoiceReadiness({
        orderStatus: 'CANCELLED',
        paymentStatus: 'expired',
        history: [...placed, { status: 'CANCELLED' }],
      }),
    ).toMatchObject({ state: 'never' });
    expect(
      invoiceReadiness({
        orderStatus: 'CANCELLED',
        paymentStatus: 'cod',
        history: [...placed, { status: 'CANCELLED' }],
      }),
    ).toEqual({
      state: 'never',
      message: 'This order was cancelled before it shipped, so it has no invoice.',
    });
  });
  it('a credit note for a returned order the seller has received, or one cancelled after it shipped', () => {
    const requested = [...shipped, { status: 'OUT_FOR_DELIVERY' }, { status: 'DELIVERED' }, { status: 'RETURN' }];
    const returned = [...requested, { status: 'RETURN_PICKED_UP' }, { status: 'RETURN_RECEIVED' }];
    expect(creditNoteReady({ orderStatus: 'RETURN', paymentStatus: 'paid', history: returned })).toBe(true);
    // Requested, or on its way back: not yet, and the order page says when.
    expect(creditNoteReady({ orderStatus: 'RETURN', paymentStatus: 'paid', history: requested })).toBe(false);
    expect(creditNoteReady({ orderStatus: 'RETURN', paymentStatus: 'cod', history: returned.slice(0, -1) })).toBe(
      false,
    );
    expect(creditNoteReadiness({ orderStatus: 'RETURN', paymentStatus: 'cod', history: requested })).toEqual({
      state: 'later',
      label: 'Credit note once received',
      message: 'Your credit note will be ready once the seller has received the returned item.',
    });
    expect(
      creditNoteReady({
        orderStatus: 'CANCELLED',
        paymentStatus: 'cod',
        history: [...shipped, { status: 'CANCELLED' }],
      }),
    ).toBe(true);
    expect(
      creditNoteReady({
        orderStatus: 'CANCELLED',
        paymentStatus: 'paid',
        history: [...placed, { status: 'CANCELLED' }],
      }),
    ).toBe(false);
    expect(creditNoteReady({ orderStatus: 'DELIVERED', paymentStatus: 'paid', history: returned.slice(0, 4) })).toBe(
      false,
    );
    expect(
      creditNoteReady({
        orderStatus: 'EXCHANGE',
        paymentStatus: 'paid',
        history: [...returned.slice(0, 4), { status: 'EXCHANGE' }],
      }),
    ).toBe(false);
    expect(creditNoteFileName('7f3c2a9e-1b2c-4d5e-8f90-a1b2c3abc123', 'Vastra')).toBe(
      'vastra-credit-note-901017563534.pdf',
    );
  });
});

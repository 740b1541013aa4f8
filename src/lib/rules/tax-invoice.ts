/**
 * The figures of a GST tax invoice (and of the credit note that reverses it), in paise so every total is the
 * sum of its column to the paisa. Prices on the site include GST, so each line's taxable value comes from
 * what the shopper paid for it: price × quantity less the line's share of the coupon (gst.ts).
 *
 * The delivery fee is part of a composite supply whose principal supply is the goods (CGST Act s.2(30) and
 * s.8(a)): it is a line of its own, "Delivery charges", taxed at the rate and under the HSN of the order's
 * principal goods (the line the shopper paid most for). See docs/decisions/orders.md.
 *
 * Tax is CGST + SGST, half the rate each, when the seller's state is the place of supply (the shipping
 * address's state), IGST otherwise.
 */
import { GST_STATE_CODES } from './gstin.ts';
import { linePaid, splitInclusive } from './gst.ts';

export type Supply = 'intra-state' | 'inter-state';

/** Spellings of states in postal data and addresses that differ from the GST list's names. */
const STATE_ALIASES: Record<string, string> = {
  'andaman & nicobar islands': 'Andaman and Nicobar Islands',
  chattisgarh: 'Chhattisgarh',
  'jammu & kashmir': 'Jammu and Kashmir',
  pondicherry: 'Puducherry',
  orissa: 'Odisha',
  'nct of delhi': 'Delhi',
  'new delhi': 'Delhi',
};

const byLowerName = new Map(
  Object.entries(GST_STATE_CODES).map(([name, code]) => [name.toLowerCase(), { name, code }]),
);

/** A state as the GST list names it, with its two-digit code ("Tamil Nadu", "33"); null when it is not a state of India. */
export function gstState(state: string): { name: string; code: string } | null {
  const key = state.trim().replace(/\s+/g, ' ').toLowerCase();
  return byLowerName.get(STATE_ALIASES[key]?.toLowerCase() ?? key) ?? null;
}

/** Intra-state when the seller's state code equals the place of supply's; an unknown place of supply is inter-state. */
export const supplyOf = (sellerStateCode: string, placeOfSupplyCode: string | null): Supply =>
  placeOfSupplyCode !== null && sellerStateCode === placeOfSupplyCode ? 'intra-state' : 'inter-state';

export type InvoiceLineInput = {
  description: string;
  hsn: string;
  quantity: number;
  price: number;
  couponShare: number;
  gstPercent: number;
};

export type InvoiceRow = {
  description: string;
  hsn: string;
  quantity: number;
  /** Price × quantity, GST included. */
  grossPaise: number;
  /** The line's share of the coupon. */
  couponPaise: number;
  taxablePaise: number;
  percent: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** What the shopper paid for the line: taxable value + tax. */
  totalPaise: number;
};

export type InvoiceTotals = Pick<
  InvoiceRow,
  'grossPaise' | 'couponPaise' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise'
> & { taxPaise: number };

export type InvoiceFigures = { supply: Supply; rows: InvoiceRow[]; totals: InvoiceTotals };

export const DELIVERY_LINE = 'Delivery charges';

const paise = (rupees: number) => Math.round(rupees * 100);

/** The line the shopper paid most for (the first of equals): its goods are the principal supply. */
export function principalLine<T extends Pick<InvoiceLineInput, 'price' | 'quantity' | 'couponShare'>>(
  lines: T[],
): T | undefined {
  return lines.reduce<T | undefined>(
    (best, l) => (best === undefined || linePaid(l) > linePaid(best) ? l : best),
    undefined,
  );
}

function row(line: Omit<InvoiceLineInput, 'price'> & { grossPaise: number }, supply: Supply): InvoiceRow {
  const paidPaise = line.grossPaise - paise(line.couponShare);
  const taxablePaise = paise(splitInclusive(paidPaise / 100, line.gstPercent).taxable);
  const taxPaise = paidPaise - taxablePaise;
  // Each half is worked out on the taxable value; the second takes the paisa of rounding, so the line adds up.
  const cgstPaise = supply === 'intra-state' ? Math.round((taxablePaise * line.gstPercent) / 200) : 0;
  return {
    description: line.description,
    hsn: line.hsn,
    quantity: line.quantity,
    grossPaise: line.grossPaise,
    couponPaise: paise(line.couponShare),
    taxablePaise,
    percent: line.gstPercent,
    cgstPaise,
    sgstPaise: supply === 'intra-state' ? taxPaise - cgstPaise : 0,
    igstPaise: supply === 'inter-state' ? taxPaise : 0,
    totalPaise: paidPaise,
  };
}

/** The invoice's rows (the goods, then the delivery charges when there are any) and their column totals. */
export function invoiceFigures(input: {
  lines: InvoiceLineInput[];
  deliveryFee: number;
  supply: Supply;
}): InvoiceFigures {
  const rows = input.lines.map((l) => row({ ...l, grossPaise: paise(l.price * l.quantity) }, input.supply));
  const principal = principalLine(input.lines);
  if (input.deliveryFee > 0 && principal) {
    rows.push(
      row(
        {
          description: DELIVERY_LINE,
          hsn: principal.hsn,
          quantity: 1,
          grossPaise: paise(input.deliveryFee),
          couponShare: 0,
          gstPercent: principal.gstPercent,
        },
        input.supply,
      ),
    );
  }
  const sum = (key: keyof InvoiceTotals & keyof InvoiceRow) => rows.reduce((s, r) => s + r[key], 0);
  const totals: InvoiceTotals = {
    grossPaise: sum('grossPaise'),
    couponPaise: sum('couponPaise'),
    taxablePaise: sum('taxablePaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    igstPaise: sum('igstPaise'),
    totalPaise: sum('totalPaise'),
    taxPaise: sum('cgstPaise') + sum('sgstPaise') + sum('igstPaise'),
  };
  return { supply: input.supply, rows, totals };
}

/** The invoice's fixed order of lines (by product name, then id): every reader finds the same principal goods. */
export const byInvoiceOrder = <T extends { productName: string; id: string }>(a: T, b: T) =>
  a.productName.localeCompare(b.productName) || a.id.localeCompare(b.id);

/**
 * The GST inside what an order charges, exactly as its invoice totals it: each line's after its coupon share,
 * and the delivery charge's at the principal goods' rate. The checkout, Order Placed and the order page show
 * this figure ("GST included"), so the screens and the invoice never differ. The total tax is the same
 * whether it is split as CGST + SGST or charged as IGST.
 */
export function gstOfOrder(
  lines: Pick<InvoiceLineInput, 'price' | 'quantity' | 'couponShare' | 'gstPercent'>[],
  deliveryFee: number,
): number {
  const { totals } = invoiceFigures({
    lines: lines.map((l) => ({ ...l, description: '', hsn: '' })),
    deliveryFee,
    supply: 'inter-state',
  });
  return totals.taxPaise / 100;
}

export type SettlementLine = { label: string; paise: number };

/**
 * How the invoice value was settled, under the totals: Vastra Money is a way of paying, not a discount, so it
 * shows here, with the balance paid online or in cash on delivery. Cash is "to be paid" until the order is
 * delivered (`collected`): an invoice is issued when the order ships, before the courier takes the cash.
 */
export function settlementLines(
  invoiceValuePaise: number,
  walletUsedPaise: number,
  orderType: 'Cod' | 'Prepaid',
  walletName: string,
  collected = true,
): SettlementLine[] {
  const wallet = Math.min(Math.max(0, walletUsedPaise), invoiceValuePaise);
  const lines: SettlementLine[] = wallet > 0 ? [{ label: `Paid with ${walletName}`, paise: wallet }] : [];
  const balance = invoiceValuePaise - wallet;
  const paid = orderType === 'Cod' && !collected ? 'to be paid' : 'paid';
  const how = orderType === 'Cod' ? 'in cash on delivery' : 'by card/UPI';
  if (balance > 0)
    lines.push({
      label: wallet > 0 ? `Balance ${paid} ${how}` : `${paid[0]!.toUpperCase()}${paid.slice(1)} ${how}`,
      paise: balance,
    });
  return lines;
}

/**
 * Where a credit note's value goes back, from the order's refund (rules/refunds.ts, amounts in rupees): to the
 * wallet, to the original payment mode, and what was never collected (cash on delivery of an order cancelled
 * in transit), so the lines sum to the credit note's value.
 */
export function refundLines(
  creditValuePaise: number,
  parts: { mode: string; amount: number }[],
  walletName: string,
): SettlementLine[] {
  const lines = parts
    .map((p) => ({
      label: p.mode === 'WALLET' ? `Refund to ${walletName}` : 'Refund to your original payment mode',
      paise: Math.round(p.amount * 100),
    }))
    .filter((l) => l.paise > 0);
  const left = creditValuePaise - lines.reduce((s, l) => s + l.paise, 0);
  if (left > 0) lines.push({ label: 'Cash on delivery, not collected', paise: left });
  return lines;
}

/**
 * GST on what Vastra sells. Prices on the site include GST, so the tax is worked out backwards from the
 * price a shopper paid for a line after its share of the coupon:
 *
 *   taxable value = paid × 100 / (100 + rate), rounded to the paisa;  GST = paid − taxable value
 *
 * Each category's goods carry one HSN heading and rate (GST rates from 22 September 2025). Clothing and
 * footwear have two rates by the value of one piece: 5% up to ₹2,500, 18% above it.
 * The order stores a line's HSN and rate when it is placed; the invoice and the order page read them back.
 */

export type TaxClass = { hsn: string; description: string; percent: number };

/** Apparel's rate steps up above this value per piece (taxable value, rupees). */
export const APPAREL_LOW_RATE_UP_TO = 2500;

const APPAREL = { low: 5, high: 18 };

/** Category id -> HSN heading and rate. Apparel's rate is per piece (see taxClassOf). */
export const TAX_CLASSES: Record<string, TaxClass> = {
  fashion: { hsn: '6204', description: 'Apparel', percent: APPAREL.low },
  kids: { hsn: '6111', description: "Babies' garments", percent: APPAREL.low },
  'personal-care': { hsn: '3304', description: 'Beauty and skin care preparations', percent: 18 },
  watches: { hsn: '9102', description: 'Wrist watches', percent: 18 },
  bags: { hsn: '4202', description: 'Handbags and travel goods', percent: 18 },
  jewellery: { hsn: '7117', description: 'Imitation jewellery', percent: 3 },
};

const APPAREL_HSN = new Set(['6204', '6111']);

/** The HSN and rate of one piece sold at `unitPrice` (GST inside) in a category; unknown categories as apparel. */
export function taxClassOf(categoryId: string, unitPrice: number): TaxClass {
  const base = TAX_CLASSES[categoryId] ?? TAX_CLASSES.fashion!;
  if (!APPAREL_HSN.has(base.hsn)) return base;
  const taxableAtLow = (unitPrice * 100) / (100 + APPAREL.low);
  return { ...base, percent: taxableAtLow > APPAREL_LOW_RATE_UP_TO ? APPAREL.high : APPAREL.low };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** An amount that includes GST at `percent`, split into its taxable value and the GST inside it. */
export function splitInclusive(amount: number, percent: number): { taxable: number; gst: number } {
  const taxable = round2((amount * 100) / (100 + percent));
  return { taxable, gst: round2(amount - taxable) };
}

export type TaxedLine = { price: number; quantity: number; couponShare: number; gstPercent: number };

/** What the shopper paid for a line: price × quantity less its share of the coupon. */
export const linePaid = (l: Pick<TaxedLine, 'price' | 'quantity' | 'couponShare'>) =>
  l.price * l.quantity - l.couponShare;

/** The GST inside an order's goods: the sum of each line's, as the invoice's line table shows them. */
export const gstOfLines = (lines: TaxedLine[]) =>
  round2(lines.reduce((sum, l) => sum + splitInclusive(linePaid(l), l.gstPercent).gst, 0));

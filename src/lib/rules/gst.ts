/**
 * GST on what Vastra sells. Prices on the site include GST, so the tax is worked out backwards from the
 * price a shopper paid for a line after its share of the coupon:
 *
 *   taxable value = paid × 100 / (100 + rate), rounded to the paisa;  GST = paid − taxable value
 *
 * Each article's HSN heading is data (hsn.ts, by the product's style); the rate follows its category (GST
 * rates from 22 September 2025). Clothing (chapters 61 to 63) has two rates by the value of one piece: 5% up
 * to ₹2,500, 18% above it. The order stores a line's HSN and rate when it is placed; the invoice and the
 * order page read them back.
 */
import { hsnOf, isApparelHsn } from './hsn.ts';

export type TaxClass = { hsn: string; description: string; percent: number };

/** Apparel's rate steps up above this value per piece (taxable value, rupees). */
export const APPAREL_LOW_RATE_UP_TO = 2500;

const APPAREL = { low: 5, high: 18 };

/** Category id -> GST rate (percent) of what is not apparel; apparel's is per piece (see taxClassOf). */
export const CATEGORY_GST_PERCENT: Record<string, number> = {
  'personal-care': 18,
  watches: 18,
  bags: 18,
  jewellery: 3,
};

/**
 * The HSN and rate of one piece of `style` sold at `unitPrice` (GST inside) in a category; an unknown
 * style takes its category's heading, an unknown category is apparel.
 */
export function taxClassOf(categoryId: string, unitPrice: number, style?: string | null): TaxClass {
  const heading = hsnOf(categoryId, style);
  if (!isApparelHsn(heading.hsn)) return { ...heading, percent: CATEGORY_GST_PERCENT[categoryId] ?? 18 };
  const taxableAtLow = (unitPrice * 100) / (100 + APPAREL.low);
  return { ...heading, percent: taxableAtLow > APPAREL_LOW_RATE_UP_TO ? APPAREL.high : APPAREL.low };
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

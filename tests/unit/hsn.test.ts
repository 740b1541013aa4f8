import { describe, expect, it } from 'vitest';
import { hsnOf, STYLE_HSN } from '../../src/lib/rules/hsn.ts';
import { taxClassOf } from '../../src/lib/rules/gst.ts';
import { KINDS } from '../../server/seed/catalog.ts';

/** Each kind the demo catalog sells, with the heading its invoice must print (Customs Tariff, 4 digits). */
const EXPECTED: [category: string, style: string, hsn: string][] = [
  ['fashion', 'Shirt', '6205'],
  ['fashion', 'T-Shirts', '6109'],
  ['fashion', 'Kurtas', '6204'],
  ['fashion', 'Pants', '6203'],
  ['fashion', 'Track Pants', '6112'],
  ['fashion', 'Tops', '6206'],
  ['fashion', 'Co-Ords', '6204'],
  ['fashion', 'Shorts', '6203'],
  ['fashion', 'Lounge Shorts', '6103'],
  ['fashion', 'Night Suits', '6208'],
  ['fashion', 'Gym Wear', '6109'],
  ['fashion', 'Sports Wear', '6112'],
  ['kids', 'Romper', '6111'],
  ['kids', 'Frock', '6209'],
  ['kids', 'Kids T-Shirt', '6109'],
  ['personal-care', 'Matte Lipstick', '3304'],
  ['personal-care', 'Face Serum', '3304'],
  ['personal-care', 'Night Cream', '3304'],
  ['personal-care', 'Eau de Parfum', '3303'],
  ['watches', 'Analog Watch', '9102'],
  ['watches', 'Chronograph', '9102'],
  ['bags', 'Tote Bag', '4202'],
  ['bags', 'Backpack', '4202'],
  ['bags', 'Clutch', '4202'],
  ['jewellery', 'Necklace', '7117'],
  ['jewellery', 'Jhumka Earrings', '7117'],
  ['jewellery', 'Bangle Set', '7117'],
];

describe('HSN by kind of article', () => {
  it.each(EXPECTED)('%s · %s is HSN %s', (category, style, hsn) => {
    expect(hsnOf(category, style).hsn).toBe(hsn);
  });

  it('no longer files shirts, T-shirts, night suits, track pants and kids wear under 6204', () => {
    expect(taxClassOf('fashion', 1299, 'Shirt').hsn).toBe('6205');
    expect(taxClassOf('fashion', 599, 'T-Shirts').hsn).toBe('6109');
    expect(taxClassOf('fashion', 1499, 'Night Suits').hsn).toBe('6208');
    expect(taxClassOf('fashion', 899, 'Track Pants').hsn).toBe('6112');
    expect(taxClassOf('kids', 499, 'Romper').hsn).toBe('6111');
  });

  it('every kind the demo catalog sells has its row, and the table has no kind the catalog lacks', () => {
    const sold = Object.values(KINDS).flatMap((kinds) => kinds.map((k) => k.style));
    expect(sold.sort()).toEqual(Object.keys(STYLE_HSN).sort());
    expect(EXPECTED.map(([, style]) => style).sort()).toEqual(sold.sort());
  });

  it('an unknown style takes its category heading; an unknown category is other garments', () => {
    expect(hsnOf('watches', 'Smart Watch').hsn).toBe('9102');
    expect(hsnOf('kids', 'Dungarees').hsn).toBe('6111');
    expect(hsnOf('fashion', 'Sherwani').hsn).toBe('6211');
    expect(hsnOf('toys', undefined).hsn).toBe('6211');
  });
});

describe('GST rate by heading', () => {
  it('garments: 5% up to ₹2,500 taxable a piece, 18% above, whatever their chapter', () => {
    expect(taxClassOf('fashion', 2625, 'Kurtas')).toMatchObject({ hsn: '6204', percent: 5 });
    expect(taxClassOf('fashion', 2626, 'Kurtas')).toMatchObject({ hsn: '6204', percent: 18 });
    expect(taxClassOf('fashion', 2626, 'Shirt')).toMatchObject({ hsn: '6205', percent: 18 });
    expect(taxClassOf('kids', 1599, 'Frock')).toMatchObject({ hsn: '6209', percent: 5 });
  });

  it('beauty, watches and bags 18%, imitation jewellery 3%, at any price', () => {
    expect(taxClassOf('personal-care', 999, 'Eau de Parfum')).toMatchObject({ hsn: '3303', percent: 18 });
    expect(taxClassOf('personal-care', 499, 'Matte Lipstick')).toMatchObject({ hsn: '3304', percent: 18 });
    expect(taxClassOf('watches', 4999, 'Chronograph')).toMatchObject({ hsn: '9102', percent: 18 });
    expect(taxClassOf('bags', 899, 'Clutch')).toMatchObject({ hsn: '4202', percent: 18 });
    expect(taxClassOf('jewellery', 14999, 'Necklace')).toMatchObject({ hsn: '7117', percent: 3 });
  });
});

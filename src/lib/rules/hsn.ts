/**
 * The HSN heading of each kind of article the catalog sells, by the product's style (its `specs.style`, the
 * word a seller files it under), as data: a new kind is one row here and one test row. Headings are the
 * Customs Tariff's 4-digit ones (chapters 33, 42, 61, 62, 71, 91), which GST invoices use. Knitted garments
 * are chapter 61, woven ones chapter 62; the catalog's unisex kinds take the heading of the shopper they are
 * mostly bought for (docs/decisions/orders.md, "HSN codes"). A style not listed here falls back to its
 * category's heading (CATEGORY_HSN).
 */

export type HsnEntry = { hsn: string; description: string };

/** Style -> HSN heading. */
export const STYLE_HSN: Record<string, HsnEntry> = {
  // Fashion (chapters 61 knitted, 62 woven)
  Shirt: { hsn: '6205', description: 'Shirts, woven' },
  'T-Shirts': { hsn: '6109', description: 'T-shirts, knitted' },
  Kurtas: { hsn: '6204', description: 'Kurtas and dresses, woven' },
  Pants: { hsn: '6203', description: 'Trousers, woven' },
  'Track Pants': { hsn: '6112', description: 'Track suits and track pants, knitted' },
  Tops: { hsn: '6206', description: 'Blouses, shirts and tops, woven' },
  'Co-Ords': { hsn: '6204', description: 'Ensembles (co-ord sets), woven' },
  Shorts: { hsn: '6203', description: 'Shorts, woven' },
  'Lounge Shorts': { hsn: '6103', description: 'Shorts, knitted' },
  'Night Suits': { hsn: '6208', description: 'Night suits and pyjamas, woven' },
  'Gym Wear': { hsn: '6109', description: 'T-shirts and vests, knitted' },
  'Sports Wear': { hsn: '6112', description: 'Sportswear, knitted' },
  // Kids
  Romper: { hsn: '6111', description: "Babies' garments, knitted" },
  Frock: { hsn: '6209', description: "Babies' garments, woven" },
  'Kids T-Shirt': { hsn: '6109', description: 'T-shirts, knitted' },
  // Beauty (chapter 33)
  'Matte Lipstick': { hsn: '3304', description: 'Lip make-up preparations' },
  'Face Serum': { hsn: '3304', description: 'Skin care preparations' },
  'Night Cream': { hsn: '3304', description: 'Skin care preparations' },
  'Eau de Parfum': { hsn: '3303', description: 'Perfumes and toilet waters' },
  // Watches (chapter 91)
  'Analog Watch': { hsn: '9102', description: 'Wrist watches' },
  Chronograph: { hsn: '9102', description: 'Wrist watches' },
  // Bags (chapter 42)
  'Tote Bag': { hsn: '4202', description: 'Handbags' },
  Backpack: { hsn: '4202', description: 'Backpacks' },
  Clutch: { hsn: '4202', description: 'Handbags' },
  // Jewellery (chapter 71)
  Necklace: { hsn: '7117', description: 'Imitation jewellery' },
  'Jhumka Earrings': { hsn: '7117', description: 'Imitation jewellery' },
  'Bangle Set': { hsn: '7117', description: 'Imitation jewellery' },
};

/** Category id -> the heading of a style the table does not know. */
export const CATEGORY_HSN: Record<string, HsnEntry> = {
  fashion: { hsn: '6211', description: 'Other garments' },
  kids: { hsn: '6111', description: "Babies' garments, knitted" },
  'personal-care': { hsn: '3304', description: 'Beauty and skin care preparations' },
  watches: { hsn: '9102', description: 'Wrist watches' },
  bags: { hsn: '4202', description: 'Handbags and travel goods' },
  jewellery: { hsn: '7117', description: 'Imitation jewellery' },
};

/** Garments and made-up textiles (chapters 61 to 63): GST by the value of one piece (gst.ts). */
export const isApparelHsn = (hsn: string) => /^6[123]/.test(hsn);

/** The heading of a product: its style's, else its category's, else "other garments". */
export function hsnOf(categoryId: string, style?: string | null): HsnEntry {
  return (style ? STYLE_HSN[style] : undefined) ?? CATEGORY_HSN[categoryId] ?? CATEGORY_HSN.fashion!;
}

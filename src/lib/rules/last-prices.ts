/**
 * The last live price the shopper saw of each product, kept on the device, so a page shown offline (or whose
 * live check could not run) shows that price, labelled as the last known with when it was read, rather than
 * the older price the page was built with. Per product: the product's own price and each variant's price,
 * MRP and stock, with when the API answered. Pure; the store is src/stores/last-prices.ts. Decisions in
 * docs/decisions/offline.md ("The last price seen").
 */

/** One buyable's figures: selling price, MRP, stock. */
export type Figures = { price: number; mrp: number; stock: number };
/** A product's figures as the API last answered them; `at` is ms since the epoch. */
export type LastPrices = { at: number; product: Figures; variants: Record<string, Figures> };

/** Products kept: the newest answers; the oldest are dropped first. */
export const MAX_LAST_PRICES = 60;

type ProductFields = { id: string; productSellingPrice: number; productMRP: number; productStock: number };
type VariantFields = { id: string; VarientPrice: number; VarientMrp: number; VarientQuantity: number };

/** The figures of a live answer (GET product/{id}), read at `at`. */
export function pricesOf(detail: { product: ProductFields; varient: VariantFields[] }, at: number): LastPrices {
  const { product } = detail;
  return {
    at,
    product: { price: product.productSellingPrice, mrp: product.productMRP, stock: product.productStock },
    variants: Object.fromEntries(
      detail.varient.map((v) => [v.id, { price: v.VarientPrice, mrp: v.VarientMrp, stock: v.VarientQuantity }]),
    ),
  };
}

/** The kept list with `entry` for `productId` (an older answer never replaces a newer one). */
export function keepPrices(
  kept: Readonly<Record<string, LastPrices>>,
  productId: string,
  entry: LastPrices,
): Record<string, LastPrices> {
  if ((kept[productId]?.at ?? -Infinity) > entry.at) return { ...kept };
  const others = Object.entries(kept)
    .filter(([id]) => id !== productId)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, MAX_LAST_PRICES - 1);
  return Object.fromEntries([[productId, entry], ...others]);
}

/**
 * The product with its kept figures laid over, when they are newer than what it shows (`shownAt`, ms; null:
 * unknown, so anything kept is newer); null when nothing kept is newer. A variant the kept answer does not
 * name keeps its own figures.
 */
export function withLastPrices<P extends ProductFields, V extends VariantFields>(
  detail: { product: P; varient: V[] },
  kept: LastPrices | undefined,
  shownAt: number | null,
): { product: P; varient: V[] } | null {
  if (!kept || (shownAt !== null && kept.at <= shownAt)) return null;
  const { product } = detail;
  return {
    product: {
      ...product,
      productSellingPrice: kept.product.price,
      productMRP: kept.product.mrp,
      productStock: kept.product.stock,
    },
    varient: detail.varient.map((v) => {
      const figures = kept.variants[v.id];
      return figures
        ? { ...v, VarientPrice: figures.price, VarientMrp: figures.mrp, VarientQuantity: figures.stock }
        : v;
    }),
  };
}

const isAmount = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;
const isFigures = (f: unknown): f is Figures => {
  if (!f || typeof f !== 'object') return false;
  const { price, mrp, stock } = f as Record<string, unknown>;
  return isAmount(price) && isAmount(mrp) && isAmount(stock);
};
const isEntry = (e: unknown): e is LastPrices => {
  if (!e || typeof e !== 'object') return false;
  const { at, product, variants } = e as Record<string, unknown>;
  return (
    typeof at === 'number' &&
    Number.isFinite(at) &&
    isFigures(product) &&
    !!variants &&
    typeof variants === 'object' &&
    Object.values(variants).every(isFigures)
  );
};

/** What local storage holds, read safely: entries that are not whole are dropped. */
export function parseLastPrices(raw: string | undefined): Record<string, LastPrices> {
  try {
    const value: unknown = JSON.parse(raw ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter(([, entry]) => isEntry(entry)));
  } catch {
    return {};
  }
}

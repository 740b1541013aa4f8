/**
 * Exchanges (stores-and-social §3-§5: the spec's exchange-size and exchange-color screens are placeholders,
 * so these rules are ours, docs/decisions/orders.md). A wrong size is exchanged for another size of the same colour,
 * a wrong colour for another colour in the same size, always of the same product and only for a variant
 * with stock for the whole line, priced at most what was paid for it. The exchange is at the price paid:
 * nothing more is charged, and a cheaper replacement's difference is not refunded (a shopper who wants the
 * money back chooses the refund). The server checks a request with this same rule.
 */
import { compareSizes } from './sizes.ts';

export type ExchangeKind = 'size' | 'color';
export type ExchangeOption = 'exchange-size' | 'exchange-color';

/** The return options a reason offers (stores-and-social §4): an exchange only for a wrong size or colour. */
export type ReturnOption = 'refund' | ExchangeOption;

export function returnOptionsFor(reasonType: string | null): ReturnOption[] {
  if (reasonType === 'wrong size') return ['exchange-size', 'refund'];
  if (reasonType === 'wrong color') return ['exchange-color', 'refund'];
  return ['refund'];
}

/** The option chosen when the reason is picked: refund when it is the only one, else none yet. */
export const preselectedOption = (reasonType: string | null): ReturnOption | null => {
  const options = returnOptionsFor(reasonType);
  return options.length === 1 ? options[0]! : null;
};

export const exchangeKindOf = (option: string): ExchangeKind | null =>
  option === 'exchange-size' ? 'size' : option === 'exchange-color' ? 'color' : null;

/** The ordered item being exchanged; price is what was paid for one. */
export type ExchangeFrom = { variantId: string; color: string; size: string; quantity: number; price: number };
/** A variant of the same product (a product without variants has nothing to exchange to), at today's price. */
export type ExchangeCandidate = { variantId: string; color: string; size: string; stock: number; price: number };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The variants the item may be exchanged for: another size in its colour (kind 'size') or another colour
 * in its size (kind 'color'), with stock for the line's quantity and priced at most what was paid (a 50 ml
 * perfume is not exchanged for the 100 ml at the 50 ml price); sizes in size order, colours A-Z.
 */
export function exchangeChoices<T extends ExchangeCandidate>(
  candidates: T[],
  from: ExchangeFrom,
  kind: ExchangeKind,
): T[] {
  const fits = candidates.filter(
    (c) =>
      c.variantId !== from.variantId &&
      c.stock >= from.quantity &&
      c.price <= from.price &&
      (kind === 'size'
        ? same(c.color, from.color) && !same(c.size, from.size) && c.size.trim() !== ''
        : same(c.size, from.size) && !same(c.color, from.color) && c.color.trim() !== ''),
  );
  return fits.sort((a, b) => (kind === 'size' ? compareSizes(a.size, b.size) : a.color.localeCompare(b.color)));
}

/** What the exchange modal says when nothing fits. */
export const NO_EXCHANGE_CHOICES: Record<ExchangeKind, string> = {
  size: 'No other size of this colour is in stock right now. You can choose a refund instead.',
  color: 'No other colour in this size is in stock right now. You can choose a refund instead.',
};

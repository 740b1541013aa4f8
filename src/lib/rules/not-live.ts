/**
 * What a money figure says when it is not live: a cached or last-seen price is never shown
 * as if the server had just said it. Every label is here, so the words stay one set (docs/decisions/offline.md#offline-money-is-labelled).
 */
import { formatDate, formatTime } from './text.ts';

/** The bag drawer showing the bag as last read, with the changes kept offline. */
export const BAG_NOT_LIVE =
  "Not live: you're offline. Prices are as last seen; your changes are sent when you're back.";

/** The bag drawer when the live check of a visitor's lines could not run. */
export const BAG_PRICES_NOT_CHECKED = "Not live: couldn't check the prices now. They are as you added them.";

/** Checkout and payment while offline: nothing can be priced or paid, and nothing typed is lost. */
export const CHECKOUT_OFFLINE = "You're offline. Checkout needs a connection: your bag and details are kept.";

/** Why Place Order or Pay cannot be used now (the button's description). */
export const NEEDS_CONNECTION = 'Needs a connection';

/** The same, short, where a price repeats in little room (the product page's sticky bar on a phone). */
export const PRICE_NOT_LIVE_SHORT = 'Price not live';

/** Why a price is not live: the phone is offline, or it is online and the live check could not run. */
export type NotLiveReason = 'offline' | 'unchecked';

/**
 * The one label on a price that is not live, with when it was last known (the page's build or render, for a
 * page's own price; the last live check's answer, after one).
 */
export function priceNotLive(reason: NotLiveReason, asOf: Date | null): string {
  const known = asOf && !Number.isNaN(asOf.getTime()) ? `${formatDate(asOf)}, ${formatTime(asOf)}` : null;
  if (reason === 'offline')
    return known ? `Last known price, as of ${known}: you're offline` : "Last known price: you're offline";
  return known
    ? `Price as of ${known}: couldn't check the live price`
    : "Couldn't check the live price: it may have changed";
}

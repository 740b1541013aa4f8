/**
 * The bag and its price, as every checkout step reads them: the bag as shown (the server cart, read live on
 * each step, with the outbox over it, so a change made here is the drawer's and the badge's too), then POST price/newEstimator
 * for it with the chosen coupons and wallet toggle, again whenever one of them changes. While a line's
 * change is on its way the price waits (and shows busy): the total always comes from the server's answer for
 * lines it has confirmed, or put back after a failed change. A coupon the server leaves out of the estimate
 * (no longer eligible) is dropped from the choice with a warning, so the order is never placed with it. A
 * failed call keeps every choice.
 */
import { useCallback, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { CartLine } from '../../lib/api/cart.ts';
import { estimatePrice, type Estimate } from '../../lib/api/checkout.ts';
import { orderData } from '../../lib/rules/checkout.ts';
import { $checkout, EMPTY_CHECKOUT, chooseCoupon } from '../../stores/checkout.ts';
import { serverCart } from '../../stores/bag/server.ts';
import { $bagChanging, $bagShown } from '../../stores/bag/record.ts';
import { toast } from '../../stores/toasts.ts';
import type { Loadable } from '../../stores/loadable.ts';
import { useWords } from '../shared/words.tsx';
import { useLoad } from '../shared/useLoad.ts';

type Words = typeof import('./Checkout.words.en-IN.ts');

export type PricedCart = {
  cart: Loadable<CartLine[]>;
  estimate: Loadable<Estimate>;
  reloadCart: () => void;
  reprice: () => void;
};

export function usePricedCart(): PricedCart {
  const t = useWords<Words>();
  const state = useStore($checkout, { ssr: () => EMPTY_CHECKOUT });
  const stored = useStore(serverCart.$state);
  const shown = useStore($bagShown);
  const changing = useStore($bagChanging);
  // Each step reads the cart again when it opens (what another tab or the drawer did is seen).
  useEffect(() => void serverCart.refresh(), []);
  // Idle is the moment before that read starts.
  // The bag as shown (the server's answer with the outbox over it) once the cart has been read.
  const cart: Loadable<CartLine[]> =
    stored.status === 'idle'
      ? { status: 'loading', data: null, error: '' }
      : { ...stored, data: stored.data === null ? null : shown };

  const lines = cart.status === 'succeeded' ? cart.data : null;
  const couponKey = JSON.stringify(state.coupons);
  const linesKey = lines ? JSON.stringify(orderData(lines, {})) : '';
  // The lines by what is priced (linesKey), not by object: a store update that changes nothing prices nothing.
  const priced = useLoad<Estimate>(
    lines?.length
      ? async (signal) => {
          const coupons = JSON.parse(couponKey) as Record<string, string>;
          const estimate = await estimatePrice(orderData(lines, coupons), state.useWallet);
          if (signal.aborted) return estimate;
          for (const [sellerId, couponId] of Object.entries(coupons)) {
            if (
              !estimate.couponData.some((c) => c.couponId === couponId) &&
              lines.some((l) => l.Product.SellerUserId === sellerId)
            ) {
              chooseCoupon(sellerId, null);
              toast.warning(t.checkout_coupon_removed());
            }
          }
          return estimate;
        }
      : null,
    [linesKey, couponKey, state.useWallet],
    // A change on its way: no price is asked for until it is answered, and the last figures stay.
    { keep: true, hold: changing },
  );
  const estimate = priced.state;

  return {
    cart,
    // A change on its way: the figures shown are the last answer's, marked busy until the new one comes.
    estimate: changing && estimate.data ? { ...estimate, status: 'loading' } : estimate,
    reloadCart: useCallback(() => void serverCart.refresh(), []),
    reprice: useCallback(() => void priced.retry(), [priced.retry]),
  };
}

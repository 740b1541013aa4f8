/**
 * The bag and its price, as every checkout step reads them: the bag as shown (the server cart, read live on
 * each step, with the outbox over it, so a change made here is the drawer's and the badge's too), then POST price/newEstimator
 * for it with the chosen coupons and wallet toggle, again whenever one of them changes. While a line's
 * change is on its way the price waits (and shows busy): the total always comes from the server's answer for
 * lines it has confirmed, or put back after a failed change. A coupon the server leaves out of the estimate
 * (no longer eligible) is dropped from the choice with a warning, so the order is never placed with it. A
 * failed call keeps every choice.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
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
  const [estimate, setEstimate] = useState<Loadable<Estimate>>({ status: 'idle', data: null, error: '' });
  const [priceRound, setPriceRound] = useState(0);
  const latest = useRef(0);

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
  useEffect(() => {
    if (changing || !lines?.length) return;
    const mine = ++latest.current;
    const coupons = JSON.parse(couponKey) as Record<string, string>;
    setEstimate((e) => ({ status: 'loading', data: e.data, error: '' }));
    estimatePrice(orderData(lines, coupons), state.useWallet)
      .then((priced) => {
        if (mine !== latest.current) return;
        for (const [sellerId, couponId] of Object.entries(coupons)) {
          if (
            !priced.couponData.some((c) => c.couponId === couponId) &&
            lines.some((l) => l.Product.SellerUserId === sellerId)
          ) {
            chooseCoupon(sellerId, null);
            toast.warning(t.checkout_coupon_removed());
          }
        }
        setEstimate({ status: 'succeeded', data: priced, error: '' });
      })
      .catch((error: Error) => {
        console.error(error.message);
        if (mine === latest.current) setEstimate((e) => ({ status: 'failed', data: e.data, error: error.message }));
      });
    // The lines by what is priced (linesKey), not by object: a store update that changes nothing prices nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linesKey, changing, couponKey, state.useWallet, priceRound]);

  return {
    cart,
    // A change on its way: the figures shown are the last answer's, marked busy until the new one comes.
    estimate: changing && estimate.data ? { ...estimate, status: 'loading' } : estimate,
    reloadCart: useCallback(() => void serverCart.refresh(), []),
    reprice: useCallback(() => setPriceRound((n) => n + 1), []),
  };
}

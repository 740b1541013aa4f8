/**
 * The bag and its price, as every checkout step reads them: the server cart (always read live), then
 * POST price/newEstimator for it with the chosen coupons and wallet toggle, again whenever either changes.
 * A coupon the server leaves out of the estimate (no longer eligible) is dropped from the choice with a
 * warning, so the order is never placed with it. A failed call keeps every choice.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { getCart, type CartLine } from '../../lib/api/cart.ts';
import { estimatePrice, type Estimate } from '../../lib/api/checkout.ts';
import { orderData } from '../../lib/rules/checkout.ts';
import { $checkout, EMPTY_CHECKOUT, chooseCoupon } from '../../stores/checkout.ts';
import { toast } from '../../stores/toasts.ts';
import type { Loadable } from '../../stores/loadable.ts';

export type PricedCart = {
  cart: Loadable<CartLine[]>;
  estimate: Loadable<Estimate>;
  reloadCart: () => void;
  reprice: () => void;
};

export function usePricedCart(): PricedCart {
  const state = useStore($checkout, { ssr: () => EMPTY_CHECKOUT });
  const [cart, setCart] = useState<Loadable<CartLine[]>>({ status: 'loading', data: null, error: '' });
  const [estimate, setEstimate] = useState<Loadable<Estimate>>({ status: 'idle', data: null, error: '' });
  const [cartRound, setCartRound] = useState(0);
  const [priceRound, setPriceRound] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    let live = true;
    setCart((c) => ({ status: 'loading', data: c.data, error: '' }));
    getCart()
      .then((lines) => live && setCart({ status: 'succeeded', data: lines, error: '' }))
      .catch((error: Error) => {
        console.error(error.message);
        if (live) setCart((c) => ({ status: 'failed', data: c.data, error: error.message }));
      });
    return () => {
      live = false;
    };
  }, [cartRound]);

  const couponKey = JSON.stringify(state.coupons);
  useEffect(() => {
    const lines = cart.data;
    if (cart.status !== 'succeeded' || !lines?.length) return;
    const mine = ++latest.current;
    const coupons = JSON.parse(couponKey) as Record<string, string>;
    setEstimate((e) => ({ status: 'loading', data: e.data, error: '' }));
    estimatePrice(orderData(lines, coupons), state.useWallet)
      .then((priced) => {
        if (mine !== latest.current) return;
        for (const [sellerId, couponId] of Object.entries(coupons)) {
          if (!priced.couponData.some((c) => c.couponId === couponId) && lines.some((l) => l.Product.SellerUserId === sellerId)) {
            chooseCoupon(sellerId, null);
            toast.warning('A coupon no longer applies to your bag and was removed.');
          }
        }
        setEstimate({ status: 'succeeded', data: priced, error: '' });
      })
      .catch((error: Error) => {
        console.error(error.message);
        if (mine === latest.current) setEstimate((e) => ({ status: 'failed', data: e.data, error: error.message }));
      });
  }, [cart, couponKey, state.useWallet, priceRound]);

  return {
    cart,
    estimate,
    reloadCart: useCallback(() => setCartRound((n) => n + 1), []),
    reprice: useCallback(() => setPriceRound((n) => n + 1), []),
  };
}

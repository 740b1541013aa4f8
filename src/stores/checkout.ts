/**
 * The checkout state (shopper-core §3 Checkout state), kept locally so it survives a reload and a failed
 * call: the coupon chosen per seller, the wallet toggle, the chosen address, the payment mode, and the
 * attempt at placing the order (its Idempotency-Key and, once placed, the orders and the provider order).
 * Cleared only after an order succeeds, or when the shopper signs out.
 */
import { persistentAtom } from '@nanostores/persistent';
import { $signedIn } from './session.ts';
import type { Attempt, PaymentMode } from '../lib/rules/checkout.ts';
import { CHECKOUT_KEY } from '../lib/rules/checkout-key.ts';

export type CheckoutState = {
  coupons: Record<string, string>;
  useWallet: boolean;
  addressId: string | null;
  paymentMode: PaymentMode | null;
  attempt: Attempt | null;
};

export const EMPTY_CHECKOUT: CheckoutState = {
  coupons: {},
  useWallet: false,
  addressId: null,
  paymentMode: null,
  attempt: null,
};

function decode(raw: string): CheckoutState {
  try {
    const value = JSON.parse(raw) as Partial<CheckoutState> | null;
    if (!value || typeof value !== 'object') return EMPTY_CHECKOUT;
    return {
      coupons: value.coupons && typeof value.coupons === 'object' ? value.coupons : {},
      useWallet: value.useWallet === true,
      addressId: typeof value.addressId === 'string' ? value.addressId : null,
      paymentMode: value.paymentMode === 'Cod' || value.paymentMode === 'Prepaid' ? value.paymentMode : null,
      attempt: value.attempt && typeof value.attempt.key === 'string' ? value.attempt : null,
    };
  } catch {
    return EMPTY_CHECKOUT;
  }
}

export const $checkout = persistentAtom<CheckoutState>(CHECKOUT_KEY, EMPTY_CHECKOUT, {
  encode: JSON.stringify,
  decode,
});

export function updateCheckout(patch: Partial<CheckoutState>) {
  $checkout.set({ ...$checkout.get(), ...patch });
}

export function chooseCoupon(sellerId: string, couponId: string | null) {
  const coupons = { ...$checkout.get().coupons };
  if (couponId) coupons[sellerId] = couponId;
  else delete coupons[sellerId];
  updateCheckout({ coupons });
}

export const clearCheckout = () => $checkout.set(EMPTY_CHECKOUT);

$signedIn.listen((signedIn) => {
  if (!signedIn) clearCheckout();
});

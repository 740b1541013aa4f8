/**
 * Opening the payment provider's checkout for a placed prepaid order. Razorpay (production): its script is
 * loaded on the payment step only, when first needed, and opened with the key id, the provider order, the
 * amount in paise, INR and the shopper's phone and e-mail; its result comes back to `onResult`. The local
 * test provider (development and tests): the browser goes to its hosted page, which sends the shopper back
 * to the page that opened it (the payment step, or an order's page) with the same result fields in the query
 * (read by providerReturn).
 */
import { testCheckoutUrl } from '../../lib/api/checkout.ts';
import { getOwnProfile } from '../../lib/api/me.ts';
import { checkoutPath } from '../../lib/paths.ts';
import type { PlacedAttempt } from '../../lib/rules/checkout.ts';
import { site } from '../../lib/site.ts';

export const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

export type ProviderResult =
  { kind: 'paid'; razorId: string; paymentId: string; signature: string } | { kind: 'failed'; reason: string };

type RazorpayResponse = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
type RazorpayInstance = {
  open: () => void;
  on: (event: 'payment.failed', handler: (reply: { error?: { description?: string } }) => void) => void;
};
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let scriptLoading: Promise<RazorpayConstructor> | null = null;

function loadRazorpay(): Promise<RazorpayConstructor> {
  scriptLoading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT;
    script.async = true;
    script.onload = () => resolve((window as unknown as { Razorpay: RazorpayConstructor }).Razorpay);
    script.onerror = () => {
      scriptLoading = null;
      reject(new Error('The payment window could not be loaded. Check your connection and try again.'));
    };
    document.head.append(script);
  });
  return scriptLoading;
}

async function prefill(): Promise<{ contact: string; email: string }> {
  try {
    const { user } = await getOwnProfile();
    return { contact: user.phone ?? '', email: user.email ?? '' };
  } catch (error) {
    console.error((error as Error).message);
    return { contact: '', email: '' };
  }
}

/** `returnPath`: where the hosted test checkout sends the shopper back to (the page that opened it). */
export async function openProvider(
  placed: PlacedAttempt,
  onResult: (result: ProviderResult) => void,
  returnPath = checkoutPath('payment'),
): Promise<void> {
  const shopper = await prefill();
  if (placed.checkout === 'local-test') {
    window.location.assign(testCheckoutUrl(placed.razorId!, shopper, returnPath));
    return;
  }
  const Razorpay = await loadRazorpay();
  let settled = false;
  const settle = (result: ProviderResult) => {
    if (settled) return;
    settled = true;
    onResult(result);
  };
  const checkout = new Razorpay({
    key: placed.keyId,
    order_id: placed.razorId,
    amount: placed.amount,
    currency: 'INR',
    name: site.name,
    prefill: shopper,
    handler: (reply: RazorpayResponse) =>
      settle({
        kind: 'paid',
        razorId: reply.razorpay_order_id,
        paymentId: reply.razorpay_payment_id,
        signature: reply.razorpay_signature,
      }),
    modal: { ondismiss: () => settle({ kind: 'failed', reason: 'Payment cancelled' }) },
  });
  // Razorpay lets the shopper try another method after a failure; the failure is only logged (spec §7).
  checkout.on('payment.failed', (reply) => console.error(reply.error?.description ?? 'Payment failed'));
  checkout.open();
}

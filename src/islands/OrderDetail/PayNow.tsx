/**
 * An unpaid prepaid order's way out of the dead end: "Pay ₹… now" through the same provider sheet as checkout
 * (payment/retry gives the checkout's provider order again, so one payment covers every order of that
 * checkout and nothing is charged twice), with the time it must be paid by. The amount shown and on the
 * button is the order's `payNow` (the whole checkout's, naming its orders when there are several), and the
 * provider is opened only when the retry asks for that same amount. After the time the order has
 * expired: it says so, and that its items went back on sale. A cash-on-delivery or paid order shows nothing.
 */
import { Fragment, useEffect, useRef, useState } from 'react';
import { retryPayment, verifyPayment } from '../../lib/api/checkout.ts';
import type { ApiError } from '../../lib/api/index.ts';
import type { OrderDetail } from '../../lib/api/orders.ts';
import { providerReturn, type PlacedAttempt } from '../../lib/rules/checkout.ts';
import { canPayNow, payBy } from '../../lib/rules/orders.ts';
import { sameAmount } from '../../lib/rules/pay-now.ts';
import { formatTime } from '../../lib/rules/text.ts';
import { orderPath } from '../../lib/paths.ts';
import { formatDay } from '../../lib/i18n/dates.ts';
import { moneyText } from '../../lib/i18n/figures.ts';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import { markupSegments } from '../../lib/i18n/markup.ts';
import { useLocale, useWords } from '../shared/words.tsx';
import { useSay } from '../shared/useSay.ts';
import { payNowWords } from '../shared/order-text.ts';
import { toast } from '../../stores/toasts.ts';
import { openProvider, type ProviderResult } from '../shared/payment-provider.ts';
import styles from './OrderDetail.module.scss';

export const PAYMENT_RECEIVED = 'Payment received: your order is confirmed.';

type Words = typeof import('./OrderDetail.words.en-IN.ts');

export default function PayNow({ order, onPaid }: { order: OrderDetail; onPaid: () => void }) {
  const t = useWords<Words>();
  const locale = useLocale();
  const say = useSay();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [now] = useState(() => Date.now());
  const acting = useRef(false);
  const here = localisedPath(orderPath(order.orderId), locale);

  async function settle(result: ProviderResult, razorId: string) {
    if (result.kind === 'failed') {
      setProblem(result.reason === 'Payment cancelled' ? t.orders_payment_cancelled() : t.orders_payment_failed());
      onPaid();
      return;
    }
    setBusy(true);
    try {
      await verifyPayment(razorId, result.paymentId, result.signature);
      toast.success(t.orders_payment_received());
      onPaid();
    } catch (error) {
      setProblem(say((error as ApiError).serverMessage || (error as Error).message));
    } finally {
      setBusy(false);
    }
  }

  // Back from the hosted checkout: its result is in the query (read once, then taken out of the address).
  useEffect(() => {
    const result = providerReturn(window.location.search);
    if (!result) return;
    window.history.replaceState(window.history.state, '', here);
    void settle(result.kind === 'paid' ? result : { kind: 'failed', reason: result.reason }, result.razorId);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function pay() {
    if (acting.current) return;
    acting.current = true;
    setBusy(true);
    setProblem('');
    try {
      const again = await retryPayment(order.checkoutId);
      if (order.payNow && !sameAmount(order.payNow, again.amount)) {
        // Never charge a figure the shopper did not see: show the new one first.
        setProblem(t.orders_amount_changed({ amount: moneyText(again.amount / 100, locale) }));
        setBusy(false);
        onPaid();
        return;
      }
      const placed: PlacedAttempt = {
        checkoutId: again.checkoutId,
        orderIds: again.orderIds,
        orderType: 'Prepaid',
        razorId: again.razorId,
        amount: again.amount,
        keyId: again.keyId,
        checkout: again.checkout,
      };
      await openProvider(placed, (result) => void settle(result, placed.razorId!), here);
    } catch (error) {
      const apiError = error as ApiError;
      setProblem(say(apiError.status === 409 ? apiError.serverMessage : apiError.message));
      if (apiError.status === 409) onPaid();
      setBusy(false);
    } finally {
      acting.current = false;
    }
  }

  if (order.orderType !== 'Prepaid') return null;
  if (order.paymentStatus === 'expired') {
    return (
      <p className={styles.expired} role="status">
        {t.orders_expired_note({
          date: formatDay(payBy(order.createdAt), locale),
          time: formatTime(payBy(order.createdAt)),
        })}
      </p>
    );
  }
  if (!order.payNow || !canPayNow(order, now)) return null;
  const until = payBy(order.createdAt);
  const several = order.payNow.orderIds.length > 1;
  return (
    <div className={styles.payNow}>
      <p data-testid="pay-now-text">
        {markupSegments(
          (several ? t.orders_pay_by_several : t.orders_pay_by_one).parts({
            pay: payNowWords(order.payNow, t, locale),
            time: formatTime(until),
            date: formatDay(until, locale),
          }),
        ).map((segment, i) =>
          segment.tag ? <strong key={i}>{segment.text}</strong> : <Fragment key={i}>{segment.text}</Fragment>,
        )}
      </p>
      {problem && (
        <p className={styles.payProblem} role="alert">
          {problem}
        </p>
      )}
      <button
        type="button"
        className={styles.primary}
        onClick={() => void pay()}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy
          ? t.orders_opening_payment()
          : t.orders_pay_now_button({ amount: moneyText(order.payNow.amount, locale) })}
      </button>
    </div>
  );
}

/**
 * Step 3, payment: "Cash on Delivery" or "Prepaid", and "Place Order" ("Please select a payment mode."
 * without a choice). The order is created with the attempt's Idempotency-Key, kept in the checkout state, so
 * a double tap, a retry after a network error or a reload while placing gives one order. Prepaid opens the
 * provider's checkout (none when the wallet covered the total), then payment/verify; a failed or cancelled
 * payment leaves the order unpaid with "Retry payment", which pays for the same orders (payment/retry), or
 * says why they can no longer be paid (paid, cancelled meanwhile, cash on delivery, expired).
 * Success shows "Order Placed"; only then are the bag badge and the checkout state cleared. On a phone the
 * bottom bar carries Place Order too (the same button); an unpaid order's "Retry payment" sits at the top.
 */
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { createOrder, retryPayment, verifyPayment, type CreateOrderBody } from '../../lib/api/checkout.ts';
import {
  PAYMENT_MODES,
  attemptFor,
  newIdempotencyKey,
  orderData,
  providerReturn,
  type Attempt,
  type PlacedAttempt,
} from '../../lib/rules/checkout.ts';
import { formatMoneyExact } from '../../lib/i18n/money.ts';
import { checkoutPath, ordersPath } from '../../lib/paths.ts';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import { useLocale, useWords } from '../shared/words.tsx';
import { useSay } from '../shared/useSay.ts';
import { $checkout, EMPTY_CHECKOUT, clearCheckout, updateCheckout } from '../../stores/checkout.ts';
import { $addresses, addresses } from '../../stores/addresses.ts';
import { refreshCart } from '../../stores/bag/server.ts';
import { toast } from '../../stores/toasts.ts';
import { overlay } from '../../stores/overlay.ts';
import type { ApiError } from '../../lib/api/index.ts';
import AddressText from '../shared/AddressText.tsx';
import { BusyLabel } from '../shared/Busy.tsx';
import { useOnline } from '../shared/useOnline.ts';
import PriceBox from './PriceBox.tsx';
import CheckoutBar from './CheckoutBar.tsx';
import PlacedPriceBox from './PlacedPriceBox.tsx';
import DeliveryDate from './DeliveryDate.tsx';
import OrderPlaced, { ORDER_PLACED } from './OrderPlaced.tsx';
import { openProvider, type ProviderResult } from '../shared/payment-provider.ts';
import type { PricedCart } from './usePricedCart.ts';
import { firstReadPending } from '../../lib/rules/load-state.ts';
import styles from './Checkout.module.scss';

type Words = typeof import('./Checkout.words.en-IN.ts');

type Phase =
  { kind: 'choose' } | { kind: 'placing' } | { kind: 'paying' } | { kind: 'unpaid'; reason: string } | { kind: 'done' };

export default function PaymentStep({ priced, onFinished }: { priced: PricedCart; onFinished: () => void }) {
  const online = useOnline();
  const t = useWords<Words>();
  const locale = useLocale();
  // The server's and the payment window's messages (the spec's English) in the page's language.
  const say = useSay();
  const state = useStore($checkout, { ssr: () => EMPTY_CHECKOUT });
  const pending = state.attempt?.placed?.razorId ? state.attempt.placed : null;
  const [phase, setPhase] = useState<Phase>(() =>
    pending ? { kind: 'unpaid', reason: t.checkout_placed_not_paid() } : { kind: 'choose' },
  );
  const [problem, setProblem] = useState('');
  // Why the placed checkout cannot be paid (the retry's 409: paid, cancelled, cash on delivery, expired).
  const [closed, setClosed] = useState('');
  // The orders just placed, for the Order Placed screen (the checkout state that held them is cleared).
  const [placedIds, setPlacedIds] = useState<string[]>([]);
  const busy = useRef(false);
  // A refusal is said under the payment choice: brought into view, clear of the phone's bottom bar.
  const problemRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (problem) problemRef.current?.scrollIntoView({ block: 'nearest' });
  }, [problem]);
  const saved = useStore($addresses);
  useEffect(() => void addresses.load(), []);
  const deliverTo = saved.data?.find((a) => a.id === state.addressId) ?? null;

  function finish(orderIds: string[]) {
    setPlacedIds(orderIds);
    onFinished();
    clearCheckout();
    void refreshCart();
    setPhase({ kind: 'done' });
    overlay.open(ORDER_PLACED);
  }

  async function settle(result: ProviderResult, placed: PlacedAttempt) {
    if (result.kind === 'failed') {
      console.error(result.reason);
      setPhase({
        kind: 'unpaid',
        reason: result.reason === 'Payment cancelled' ? t.checkout_payment_cancelled() : t.checkout_payment_failed(),
      });
      return;
    }
    setPhase({ kind: 'paying' });
    try {
      await verifyPayment(placed.razorId!, result.paymentId, result.signature);
      finish(placed.orderIds);
    } catch (error) {
      console.error((error as ApiError).serverMessage || (error as Error).message);
      setPhase({ kind: 'unpaid', reason: (error as ApiError).serverMessage || (error as Error).message });
    }
  }

  async function pay(placed: PlacedAttempt) {
    setPhase({ kind: 'paying' });
    try {
      await openProvider(
        placed,
        (result) => void settle(result, placed),
        localisedPath(checkoutPath('payment'), locale),
      );
    } catch (error) {
      setPhase({ kind: 'unpaid', reason: (error as Error).message });
    }
  }

  // Back from the hosted checkout: its result is in the query (read once, then removed from the address).
  useEffect(() => {
    const result = providerReturn(window.location.search);
    if (!result) return;
    window.history.replaceState(null, '', localisedPath(checkoutPath('payment'), locale));
    const placed = $checkout.get().attempt?.placed;
    if (!placed?.razorId || placed.razorId !== result.razorId) return;
    void settle(result.kind === 'paid' ? result : { kind: 'failed', reason: result.reason }, placed);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Sends the create for an attempt: the same key while the body is the same, so the server makes one order. */
  async function submit(body: CreateOrderBody, attempt: Attempt) {
    busy.current = true;
    setProblem('');
    setPhase({ kind: 'placing' });
    updateCheckout({ attempt });
    try {
      const created = await createOrder(body, attempt.key);
      const placed: PlacedAttempt = {
        checkoutId: created.checkoutId,
        orderIds: created.orderIds,
        orderType: created.orderType,
        razorId: created.razorId,
        amount: created.amount,
        keyId: created.keyId,
        checkout: created.checkout,
      };
      if (!placed.razorId) return finish(placed.orderIds);
      updateCheckout({ attempt: { ...attempt, placed } });
      await pay(placed);
    } catch (error) {
      const apiError = error as ApiError;
      console.error(apiError.serverMessage || apiError.message);
      // After a network error or a 5xx the attempt (and its key) stays: trying again sends the same key, so
      // at most one order is made. A refusal (400, 404, 422) made no order and freed the key: the next try is new.
      if ([400, 404, 422].includes(apiError.status)) updateCheckout({ attempt: null });
      // Nothing was placed: the bag and the choices stay, and the shopper is told so.
      setProblem(
        [
          say(apiError.message),
          apiError.serverMessage && apiError.status >= 400 && apiError.status < 500 ? say(apiError.serverMessage) : '',
          t.checkout_kept_try_again(),
        ]
          .filter(Boolean)
          .join(' '),
      );
      setPhase({ kind: 'choose' });
    } finally {
      busy.current = false;
    }
  }

  async function placeOrder() {
    if (busy.current) return;
    const current = $checkout.get();
    const lines = priced.cart.data ?? [];
    // Placing was under way when the page went (a reload, a lost reply): the same attempt again, as it was.
    if (current.attempt && !current.attempt.placed && !lines.length)
      return submit(JSON.parse(current.attempt.body) as CreateOrderBody, current.attempt);
    if (!current.paymentMode) {
      toast.warning(t.checkout_select_payment_mode());
      return;
    }
    if (!current.addressId || !lines.length) return;
    const body: CreateOrderBody = {
      orderData: orderData(lines, current.coupons),
      useWallet: current.useWallet,
      orderType: current.paymentMode,
      codMain: priced.estimate.data?.codMain ?? false,
      addressId: current.addressId,
      shippingMode: 'S',
    };
    await submit(body, attemptFor(current.attempt, JSON.stringify(body), newIdempotencyKey));
  }

  // A reload while placing: finish that attempt with its own key (the server answers the order it made, if it made one).
  useEffect(() => {
    const attempt = $checkout.get().attempt;
    if (!attempt || attempt.placed || providerReturn(window.location.search)) return;
    void submit(JSON.parse(attempt.body) as CreateOrderBody, attempt);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function retry() {
    if (busy.current || !pending) return;
    busy.current = true;
    setProblem('');
    try {
      const again = await retryPayment(pending.checkoutId);
      const placed: PlacedAttempt = {
        ...pending,
        razorId: again.razorId,
        amount: again.amount,
        keyId: again.keyId,
        checkout: again.checkout,
      };
      updateCheckout({ attempt: { ...state.attempt!, placed } });
      await pay(placed);
    } catch (error) {
      const apiError = error as ApiError;
      console.error(apiError.serverMessage || apiError.message);
      if (apiError.status === 409 && apiError.fields.checkoutId) {
        // The orders changed while the payment was starting: trying again may pay them.
        setProblem(apiError.serverMessage);
      } else if (apiError.status === 409) {
        // Why this checkout cannot be paid, with nothing to try again. Its bag went with the order, so the
        // step stays to say it (as after a success) instead of turning to "Your bag is empty".
        updateCheckout({ attempt: null });
        onFinished();
        setClosed(apiError.serverMessage);
      } else {
        if (apiError.status === 404) updateCheckout({ attempt: null });
        setProblem(`${say(apiError.message)} ${t.checkout_kept_try_again()}`);
      }
    } finally {
      busy.current = false;
    }
  }

  if (closed)
    return (
      <div className={styles.layout}>
        <div className={styles.main}>
          <h1 className={styles.heading}>{t.checkout_payment()}</h1>
          <section className={styles.unpaid} aria-labelledby="closed-title">
            <h2 id="closed-title" className={styles.boxTitle}>
              {t.checkout_nothing_to_pay()}
            </h2>
            <p role="alert">{say(closed)}</p>
            <a className={styles.primaryWide} href={localisedPath(ordersPath(), locale)}>
              {t.checkout_view_my_orders()}
            </a>
          </section>
        </div>
      </div>
    );

  const lines = priced.cart.data ?? [];
  const placing = phase.kind === 'placing' || phase.kind === 'paying';
  // Place Order, in the price box and the phone's bar alike: one handler, one busy state. Offline it cannot be
  // used and says why on the button itself (the page's notice says the rest: Checkout.tsx).
  const place = !pending && phase.kind !== 'done' && (
    <button
      type="button"
      className={styles.primaryWide}
      onClick={() => void placeOrder()}
      disabled={!online || placing || (priced.estimate.status !== 'succeeded' && !state.attempt)}
    >
      <BusyLabel busy={placing} idle={t.checkout_place_order()} working={t.checkout_placing_order()} />
      {!online && <span className={styles.needsConnection}>{t.checkout_needs_connection()}</span>}
    </button>
  );

  return (
    <div className={styles.layout} data-step-reading={(!pending && firstReadPending(saved)) || undefined}>
      <div className={styles.main}>
        <h1 className={styles.heading}>{t.checkout_payment()}</h1>
        {pending && phase.kind !== 'done' ? (
          <section className={styles.unpaid} aria-labelledby="unpaid-title">
            <h2 id="unpaid-title" className={styles.boxTitle}>
              {t.checkout_payment_pending()}
            </h2>
            <p role="status">{phase.kind === 'unpaid' ? say(phase.reason) : t.checkout_waiting_for_payment()}</p>
            <p className={styles.muted}>
              {t.checkout_reserved_note({ amount: formatMoneyExact(pending.amount / 100, locale) })}
            </p>
            <button
              type="button"
              className={styles.primaryWide}
              onClick={() => void retry()}
              disabled={!online || placing}
            >
              {placing ? t.checkout_opening_payment() : t.checkout_retry_payment()}
              {!online && <span className={styles.needsConnection}>{t.checkout_needs_connection()}</span>}
            </button>
          </section>
        ) : (
          <fieldset className={styles.radioList} disabled={placing}>
            <legend className={styles.legend}>{t.checkout_choose_how_to_pay()}</legend>
            {PAYMENT_MODES.map((mode) => (
              <label
                key={mode.id}
                className={`${styles.radioCard} ${state.paymentMode === mode.id ? styles.radioChosen : ''}`}
              >
                <input
                  type="radio"
                  name="payment-mode"
                  value={mode.id}
                  checked={state.paymentMode === mode.id}
                  onChange={() => updateCheckout({ paymentMode: mode.id })}
                />
                <span className={styles.radioText}>
                  <span className={styles.addressName}>
                    {mode.id === 'Cod' ? t.checkout_mode_cod() : t.checkout_mode_prepaid()}
                  </span>
                  <span className={styles.muted}>
                    {mode.id === 'Cod' ? t.checkout_mode_cod_note() : t.checkout_mode_prepaid_note()}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        {/* Below the choice of payment, never above it: the address arrives after the page, and a box appearing
            above the radios moved them under a thumb on its way (a tap meant for Prepaid chose Cash on Delivery). */}
        {deliverTo && !pending && (
          <section className={styles.deliverTo} aria-labelledby="deliver-to">
            <div>
              <h2 id="deliver-to" className={styles.boxTitle}>
                {t.checkout_delivering_to()}
              </h2>
              {/* In full before the order is placed: the shopper checks the very address the order will carry. */}
              <AddressText address={deliverTo} />
              <DeliveryDate pin={deliverTo.pinCode} productIds={priced.cart.data?.map((l) => l.productId) ?? null} />
            </div>
            <a className={styles.textButton} href={localisedPath(checkoutPath('address'), locale)}>
              {t.checkout_change()}
              <span className="visually-hidden"> {t.checkout_change_address_hidden()}</span>
            </a>
          </section>
        )}
        {problem && (
          <p className={styles.alert} role="alert" ref={problemRef}>
            {problem}
          </p>
        )}
      </div>
      <aside className={styles.aside}>
        {pending ? (
          <PlacedPriceBox orderIds={pending.orderIds} />
        ) : (
          <PriceBox
            estimate={priced.estimate}
            itemCount={lines.reduce((n, l) => n + l.quantity, 0)}
            onRetry={priced.reprice}
          >
            {place}
          </PriceBox>
        )}
      </aside>
      {place && <CheckoutBar estimate={priced.estimate}>{place}</CheckoutBar>}
      <OrderPlaced orderIds={placedIds} />
    </div>
  );
}

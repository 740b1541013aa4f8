/**
 * The checkout (shopper-core §2 Checkout, §4 Checkout path): one island on each step's static shell, with
 * the three-step progress indicator that follows the path. A visitor goes to login and comes back here; a
 * step opened without what it needs goes back to the step that supplies it (rules in lib/rules/checkout).
 * The steps share the persistent checkout state ($checkout), so a reload or a failed call loses nothing.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $signedIn } from '../../stores/session.ts';
import { $checkout, EMPTY_CHECKOUT } from '../../stores/checkout.ts';
import { CHECKOUT_STEPS, stepRedirect, type CheckoutStep } from '../../lib/rules/checkout.ts';
import { checkoutPath, loginPath } from '../../lib/paths.ts';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { usePricedCart } from './usePricedCart.ts';
import { useOnline } from '../shared/useOnline.ts';
import { OFFLINE_MESSAGE } from '../../lib/api/offline.ts';
import { useLocale, useWords } from '../shared/words.tsx';
import OrderSummary from './OrderSummary.tsx';
import AddressStep from './AddressStep.tsx';
import PaymentStep from './PaymentStep.tsx';
import styles from './Checkout.module.scss';

type Words = typeof import('./Checkout.words.en-IN.ts');

/**
 * Where a step sends the shopper, in the page's language: the checkout's own steps, and login with the step to
 * come back to (both in this language).
 */
export function stepAddress(to: string, step: CheckoutStep, locale: Locale): string {
  if (to.startsWith(loginPath())) return localisedPath(loginPath(localisedPath(checkoutPath(step), locale)), locale);
  return localisedPath(to, locale);
}

type Props = { step: CheckoutStep };

export default function Checkout({ step }: Props) {
  const locale = useLocale();
  const signedIn = useStore($signedIn, { ssr: () => false });
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return <Progress step={step} />;
  if (!signedIn)
    return (
      <Leave
        to={stepAddress(
          stepRedirect(step, { signedIn: false, lineCount: 0, addressId: null, orderUnderWay: false })!,
          step,
          locale,
        )}
        step={step}
      />
    );
  return <SignedInCheckout step={step} />;
}

function Leave({ to, step }: { to: string; step: CheckoutStep }) {
  const t = useWords<Words>();
  useEffect(() => window.location.replace(to), [to]);
  return (
    <>
      <Progress step={step} />
      <p className={styles.status} role="status">
        {t.checkout_taking_you_on()}
      </p>
    </>
  );
}

function SignedInCheckout({ step }: Props) {
  const t = useWords<Words>();
  const locale = useLocale();
  const priced = usePricedCart();
  const state = useStore($checkout, { ssr: () => EMPTY_CHECKOUT });
  const [finished, setFinished] = useState(false);
  const lines = priced.cart.data;
  // Decided once the bag is known; after an order succeeds (its modal is showing), or its payment turns out
  // impossible (the step says why), the step stays.
  const redirect =
    priced.cart.status === 'succeeded' && lines && !finished
      ? stepRedirect(step, {
          signedIn: true,
          lineCount: lines.length,
          addressId: state.addressId,
          orderUnderWay: Boolean(state.attempt),
        })
      : null;
  // Offline nothing can be priced or placed: said plainly, on every step, until the connection is back. The
  // checkout state is persistent and nothing here clears it, so the bag, address, payment mode and coupons stay.
  const offline = !useOnline() || priced.cart.error === OFFLINE_MESSAGE;
  if (redirect) return <Leave to={stepAddress(redirect, step, locale)} step={step} />;
  return (
    <>
      <Progress step={step} />
      {offline && (
        <p className={styles.offline} role="alert">
          {t.checkout_offline()}
        </p>
      )}
      {step === 'order-summary' && <OrderSummary priced={priced} />}
      {step === 'address' && <AddressStep priced={priced} />}
      {step === 'payment' && <PaymentStep priced={priced} onFinished={() => setFinished(true)} />}
    </>
  );
}

/** Bag, Address, Payment: links back to the steps already passed, the current one marked aria-current="step". */
function Progress({ step }: { step: CheckoutStep }) {
  const t = useWords<Words>();
  const locale = useLocale();
  const labels: Record<CheckoutStep, string> = {
    'order-summary': t.checkout_step_bag(),
    address: t.checkout_step_address(),
    payment: t.checkout_step_payment(),
  };
  const at = CHECKOUT_STEPS.indexOf(step);
  return (
    <nav aria-label={t.checkout_steps_label()} className={styles.progress}>
      <ol>
        {CHECKOUT_STEPS.map((s, i) => {
          const label = (
            <>
              <span className={styles.stepNumber} aria-hidden="true">
                {i < at ? '✓' : i + 1}
              </span>
              <span className={styles.stepLabel}>{labels[s]}</span>
            </>
          );
          return (
            <li key={s} className={i === at ? styles.current : i < at ? styles.done : styles.todo}>
              {i < at ? (
                <a href={localisedPath(checkoutPath(s), locale)}>{label}</a>
              ) : (
                <span aria-current={i === at ? 'step' : undefined}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

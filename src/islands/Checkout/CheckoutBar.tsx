/**
 * The checkout's bar along the bottom of a phone (810px and under, where the price box drops below the
 * step): the amount to pay, the very figure of the price box's total row (the one breakdown rule), and the
 * step's main action. The step passes the same element it puts in the price box (one handler, one busy
 * state); at these widths the price box's copy is hidden, as the product page hides its box's Add To Bag
 * under its sticky bar, so the page has one "Place Order". Hidden on wider screens, where the price box
 * sits beside the step. `data-bottom-bar` lifts toasts above it.
 */
import type { ReactNode } from 'react';
import type { Estimate } from '../../lib/api/checkout.ts';
import type { Loadable } from '../../stores/loadable.ts';
import { amountDue, chargesOfEstimate } from '../../lib/rules/breakdown.ts';
import { useLocale, useWords } from '../shared/words.tsx';
import { moneyText } from '../../lib/i18n/figures.ts';
import styles from './CheckoutBar.module.scss';

type Words = typeof import('./Checkout.words.en-IN.ts');

type Props = { estimate: Loadable<Estimate>; children: ReactNode };

export default function CheckoutBar({ estimate, children }: Props) {
  const t = useWords<Words>();
  const locale = useLocale();
  const e = estimate.data;
  return (
    <div className={styles.bar} role="region" aria-label={t.checkout_bar_label()} data-bottom-bar>
      <p className={styles.amount} aria-busy={estimate.status === 'loading' || undefined}>
        <span className={styles.label}>{t.checkout_amount_to_pay()}</span>
        <span className={styles.figure} data-testid="bar-amount">
          {e ? moneyText(amountDue(chargesOfEstimate(e)), locale) : '…'}
        </span>
      </p>
      {children}
    </div>
  );
}

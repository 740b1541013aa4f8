/**
 * What the order page says of a refund, in the page's language: the sentences of rules/refunds.ts
 * (returnRefundPlan, cancelRefundText, refundPartText, refundModeLabel), which keep the English for the server
 * and its notifications; refundOf there decides the parts, these only word them. English reads word for word
 * as those rules do.
 */
import type { RefundMode, RefundPart } from '../../contract/reply-types.ts';
import { refundOf, type RefundFacts } from '../../lib/rules/refunds.ts';
import { formatMoneyExact } from '../../lib/i18n/money.ts';
import { formatDay } from '../../lib/i18n/dates.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { Relaxed } from '../shared/words.tsx';

type Words = Relaxed<typeof import('./OrderDetail.words.en-IN.ts')>;

/** Rupees with paise, as the wallet writes them (rules/wallet.ts formatWalletAmount). */
const amountOf = (n: number, locale: Locale) => formatMoneyExact(Math.abs(n) < 0.005 ? 0 : n, locale);

/** "₹699.00 to Vastra Money": one part's amount and where it goes. */
function partHead(part: Pick<RefundPart, 'amount' | 'mode'>, wallet: string, t: Words, locale: Locale): string {
  const amount = amountOf(part.amount, locale);
  return part.mode === 'WALLET'
    ? t.orders_refund_to_wallet_part({ amount, wallet })
    : t.orders_refund_to_original_part({ amount });
}

/** Where a return's money will go, said before the shopper confirms it (returnRefundPlan). */
export function refundPlanText(
  facts: Omit<RefundFacts, 'orderStatus' | 'walletRefundedPaise' | 'changedAt'>,
  wallet: string,
  t: Words,
  locale: Locale,
): string {
  const refund = refundOf({ ...facts, orderStatus: 'RETURN', walletRefundedPaise: 0, changedAt: new Date(0) });
  if (!refund.parts.length) return t.orders_refund_plan_nothing();
  const where = refund.parts.map((p) => partHead(p, wallet, t, locale)).join(t.orders_and());
  return refund.parts.some((p) => p.mode === 'ORIGINAL_PAYMENT')
    ? t.orders_refund_plan_with_card({ where })
    : t.orders_refund_plan({ where });
}

/** What the cancel-success screen says of the money (cancelRefundText). */
export function cancelRefundWords(
  facts: Pick<RefundFacts, 'orderType' | 'paymentStatus' | 'walletUsedPaise' | 'totalPaise'>,
  wallet: string,
  t: Words,
  locale: Locale,
): string {
  const refund = refundOf({
    ...facts,
    orderStatus: 'CANCELLED',
    walletRefundedPaise: facts.walletUsedPaise,
    changedAt: new Date(0),
  });
  const back = refund.parts.find((p) => p.mode === 'WALLET');
  const card = refund.parts.find((p) => p.mode === 'ORIGINAL_PAYMENT');
  const said = [
    back && t.orders_cancel_back_in_wallet({ amount: amountOf(back.amount, locale), wallet }),
    card && t.orders_cancel_back_to_original({ amount: amountOf(card.amount, locale) }),
  ].filter(Boolean);
  return said.length ? t.orders_sentence({ text: said.join(t.orders_comma_and()) }) : t.orders_cancel_nothing_charged();
}

/** One part of a refund as a sentence: "₹699.00 to Vastra Money: refunded on Nov 27, 2026" (refundPartText). */
export function refundPartWords(
  part: RefundPart,
  wallet: string,
  pickupBy: string | null | undefined,
  t: Words,
  locale: Locale,
): string {
  const head = partHead(part, wallet, t, locale);
  const date = part.at ? formatDay(part.at, locale) : '';
  switch (part.state) {
    case 'REFUNDED':
      return date ? t.orders_part_refunded_on({ head, date }) : t.orders_part_refunded({ head });
    case 'INITIATED': {
      const text = date ? t.orders_part_initiated_on({ head, date }) : t.orders_part_initiated({ head });
      return part.expectedBy ? t.orders_part_expected_by({ text, date: formatDay(part.expectedBy, locale) }) : text;
    }
    default: {
      const text = date ? t.orders_part_requested_on({ head, date }) : t.orders_part_requested({ head });
      return pickupBy ? t.orders_part_pickup_by({ text, date: formatDay(pickupBy, locale) }) : text;
    }
  }
}

/** Where the money goes, without its "To" (the refund status's "To" row: refundModeLabel). */
export function refundModeWords(mode: RefundMode | 'SPLIT' | 'NONE', wallet: string, t: Words): string {
  switch (mode) {
    case 'WALLET':
      return wallet;
    case 'ORIGINAL_PAYMENT':
      return t.orders_mode_original();
    case 'SPLIT':
      return t.orders_mode_split({ wallet });
    default:
      return t.orders_mode_none();
  }
}

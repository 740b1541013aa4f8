/** Wallet display rules (shopper-core §3 Wallet): the wallet number and amounts with 2 decimals. */
import { formatMoneyExact } from '../i18n/money.ts';
import { BASE_LOCALE, type Locale } from '../i18n/locales.ts';

/** The number shown for a wallet: the last dash-separated part of its id ("wallet-demo-4f1c-9a2e" -> "9a2e"). */
export function walletNumber(walletId: string): string {
  const parts = walletId.split('-').filter(Boolean);
  return parts[parts.length - 1] ?? '';
}

/** Rupees with 2 decimals in Indian grouping: 1234567.5 -> "₹12,34,567.50" (Latin digits in every language). */
export const formatWalletAmount = (amount: number, locale: Locale = BASE_LOCALE): string =>
  formatMoneyExact(Math.abs(amount) < 0.005 ? 0 : amount, locale);

/** A transaction's amount with its direction: "+₹500.00" for money in, "−₹250.00" (minus sign) for money out. */
export function formatSignedAmount(amount: number, locale: Locale = BASE_LOCALE): string {
  if (Math.abs(amount) < 0.005) return formatWalletAmount(0, locale);
  return `${amount < 0 ? '−' : '+'}${formatWalletAmount(Math.abs(amount), locale)}`;
}

/** What a transaction was, by its type. Unknown types read as a plain credit or debit. */
export function transactionLabel(type: string, amount: number): string {
  switch (type) {
    case 'order':
      return 'Paid for an order';
    case 'refund':
      return 'Refund';
    case 'referral':
      return 'Referral reward';
    case 'credit':
      return 'Credit';
    default:
      return amount < 0 ? 'Debit' : 'Credit';
  }
}

/**
 * Only the shopper's own orders are linked: a refund or a payment names their order, while a referral
 * reward names the friend's order, which the shopper cannot open.
 */
export const linksOwnOrder = (type: string, orderId: string | null): orderId is string =>
  Boolean(orderId) && (type === 'order' || type === 'refund');

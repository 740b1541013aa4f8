/** Wallet display rules (shopper-core §3 Wallet): the wallet number and amounts with 2 decimals. */
import { formatRupeesExact } from './price.ts';

/** The number shown for a wallet: the last dash-separated part of its id ("wallet-demo-4f1c-9a2e" -> "9a2e"). */
export function walletNumber(walletId: string): string {
  const parts = walletId.split('-').filter(Boolean);
  return parts[parts.length - 1] ?? '';
}

/** Rupees with 2 decimals in Indian grouping: 1234567.5 -> "₹12,34,567.50". */
export const formatWalletAmount = (amount: number): string => formatRupeesExact(Math.abs(amount) < 0.005 ? 0 : amount);

/** A transaction's amount with its direction: "+₹500.00" for money in, "−₹250.00" (minus sign) for money out. */
export function formatSignedAmount(amount: number): string {
  if (Math.abs(amount) < 0.005) return formatWalletAmount(0);
  return `${amount < 0 ? '−' : '+'}${formatWalletAmount(Math.abs(amount))}`;
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

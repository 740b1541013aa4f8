/** Price rules from spec §9: percent off is shown only below MRP, rounded to a whole percent. */
import { formatMoney, formatMoneyExact } from '../i18n/money.ts';

/** Whole-number percent off, or null when there is nothing to show (price at or above MRP, or bad input). */
export function percentOff(mrp: number, sellingPrice: number): number | null {
  if (!Number.isFinite(mrp) || !Number.isFinite(sellingPrice) || mrp <= 0) return null;
  if (sellingPrice >= mrp) return null;
  return Math.round(((mrp - sellingPrice) / mrp) * 100);
}

/**
 * DropTrack's diff: whole percent the price fell since tracking began; negative when it rose, 0 without
 * an original price. The storefront's warning banner shows above 20.
 */
export function dropPercent(originalPrice: number, currentPrice: number): number {
  if (!Number.isFinite(originalPrice) || !Number.isFinite(currentPrice) || originalPrice <= 0) return 0;
  return Math.round(((originalPrice - currentPrice) / originalPrice) * 100);
}

/** "₹1,24,999" with Indian digit grouping; paise only when present. English; other languages: src/lib/i18n/money.ts. */
export const formatRupees = (amount: number) => formatMoney(amount, 'en-IN');

/** Wallet amounts always show two decimals (spec §3 Wallet): "₹1,250.00". */
export const formatRupeesExact = (amount: number) => formatMoneyExact(amount, 'en-IN');

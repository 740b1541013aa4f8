/**
 * Tax invoice and credit note numbers. Each seller runs one series per kind and financial year (April to
 * March, India time), numbered from 1 without gaps. GST rule 46(b) caps a number at 16 characters of
 * letters, digits, "-" and "/", unique in the financial year:
 *
 *   invoice      KL/26-27/00001     (the store's initials, the year, the number in the series)
 *   credit note  KLCN/26-27/00001
 */
export type DocumentKind = 'invoice' | 'credit-note';

const IST_OFFSET_MS = 330 * 60_000;

/** The financial year a moment falls in, as stored: "2026-27" from 1 April 2026 to 31 March 2027 (India time). */
export function financialYear(at: Date): string {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  const year = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

/** A store's short prefix: the initials of its first two words ("Kesar Looms" -> "KL", "Bagh & Co." -> "BC"), or its first two letters. */
export function sellerPrefix(storeName: string): string {
  const words = storeName
    .split(/\s+/)
    .map((w) => w.replace(/[^A-Za-z]/g, ''))
    .filter(Boolean);
  const prefix = words.length >= 2 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '').slice(0, 2);
  return prefix.length === 2 ? prefix.toUpperCase() : 'VS';
}

/** The printed number: "KL/26-27/00001" or "KLCN/26-27/00001" for the first of its series in 2026-27. */
export function documentNumber(kind: DocumentKind, prefix: string, year: string, seq: number): string {
  const series = kind === 'credit-note' ? `${prefix}CN` : prefix;
  return `${series}/${year.slice(2)}/${String(seq).padStart(5, '0')}`;
}

/**
 * An amount in words as Indian invoices write it, grouped in crore, lakh, thousand and hundred:
 * 1,23,45,678.05 -> "Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and
 * Five Paise Only". No "and" inside the rupees; one before the paise.
 */
const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1 to 99: "Seven", "Nineteen", "Forty", "Forty-Nine". */
function underHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const ones = ONES[n % 10]!;
  return ones ? `${TENS[Math.floor(n / 10)]}-${ones}` : TENS[Math.floor(n / 10)]!;
}

/** 1 to 999: "Two Hundred Forty-Nine". */
function underThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? underHundred(rest) : ''].filter(Boolean).join(' ');
}

/** A whole number in the Indian system: crore (10^7), lakh (10^5), thousand; above 99 crore the crores are counted the same way. */
export function indianNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number of 0 or more: ${n}`);
  if (n === 0) return 'Zero';
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  const thousands = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crores ? `${indianNumberInWords(crores)} Crore` : '',
    lakhs ? `${underHundred(lakhs)} Lakh` : '',
    thousands ? `${underHundred(thousands)} Thousand` : '',
    rest ? underThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** An amount given in paise, in words: "Rupees One Thousand Two Hundred Forty-Nine and Fifty Paise Only". */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not a whole number of paise: ${paise}`);
  const rupees = `Rupees ${indianNumberInWords(Math.floor(paise / 100))}`;
  const rest = paise % 100;
  return rest ? `${rupees} and ${indianNumberInWords(rest)} Paise Only` : `${rupees} Only`;
}

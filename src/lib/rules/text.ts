/** Text formatting rules from spec shopper-core §9. */
import { formatDay } from '../i18n/dates.ts';

/** First letters of at most the first two words, upper case: "riya k sharma" -> "RK". */
export function initials(name: string | null | undefined): string {
  return (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

const indianDigits = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0, roundingMode: 'trunc' });

/** Trims a one-decimal value: 1.0 -> "1", 1.25 -> "1.2". Truncates so 999,999 never reads as 1000k. */
function oneDecimal(value: number): string {
  const truncated = Math.trunc(value * 10) / 10;
  return truncated % 1 === 0 ? String(truncated) : truncated.toFixed(1);
}

/** 1,000+ -> "1.2k", 1,000,000+ -> "m", 1,000,000,000+ -> "b"; below 1,000 in Indian style, fraction dropped. */
export function shortenNumber(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  if (abs >= 1e9) return `${sign}${oneDecimal(abs / 1e9)}b`;
  if (abs >= 1e6) return `${sign}${oneDecimal(abs / 1e6)}m`;
  if (abs >= 1e3) return `${sign}${oneDecimal(abs / 1e3)}k`;
  return `${sign}${indianDigits.format(abs)}`;
}

/** 'Mon D, YYYY' in India time, e.g. "Nov 3, 2026". Returns '' for an unreadable date. English; other languages: src/lib/i18n/dates.ts. */
export const formatDate = (input: string | number | Date) => formatDay(input, 'en-IN');

const indiaTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** The time of day in India, "4:05 PM", beside a date (the order timeline, "Price as of …"). */
export function formatTime(input: string | Date): string {
  const date = new Date(input);
  return Number.isNaN(date.getTime()) ? '' : indiaTime.format(date).toUpperCase().replace(/\s+/g, ' ');
}

/** Badge label: title-cased, underscores to spaces; "No Review" when there is no badge. */
export function badgeLabel(badge: string | null | undefined): string {
  const raw = (badge ?? '').trim();
  if (!raw) return 'No Review';
  return raw
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

export type TextPart = { kind: 'text' | 'hashtag' | 'link'; value: string };

/**
 * Splits user text into plain text, #hashtags and links so a renderer can highlight them safely
 * (no HTML is produced here). Three or more line breaks collapse into two.
 */
export function highlightText(input: string): TextPart[] {
  const text = input.replace(/\r\n?/g, '\n').replace(/\n{3,}/g, '\n\n');
  const parts: TextPart[] = [];
  const pattern = /(https?:\/\/[^\s<>"']+|www\.[^\s<>"']+)|(#[\p{L}\p{N}_]+)/gu;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ kind: 'text', value: text.slice(last, index) });
    parts.push({ kind: match[1] ? 'link' : 'hashtag', value: match[0] });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', value: text.slice(last) });
  return parts;
}

/** Kinds of goods that are not counted one by one ("Gym Wear", "Eau de Parfum"): their name is already the whole. */
const UNCOUNTED = new Set(['wear', 'parfum', 'toilette', 'cologne']);

/**
 * A kind of product named for many, for a collection's title: "Shirt" → "Shirts", "Analog Watch" →
 * "Analog Watches", "Kids T-Shirt" → "Kids T-Shirts"; a name already plural ("Shorts") or uncounted
 * ("Gym Wear") stays as it is.
 */
export function pluralName(name: string): string {
  const words = name.trim().split(/\s+/);
  const last = words.at(-1) ?? '';
  const lower = last.toLowerCase();
  if (!last || UNCOUNTED.has(lower) || (lower.endsWith('s') && !lower.endsWith('ss'))) return name.trim();
  let plural: string;
  if (/(ch|sh|ss|x|z)$/.test(lower)) plural = `${last}es`;
  else if (/[^aeiou]y$/.test(lower)) plural = `${last.slice(0, -1)}ies`;
  else plural = `${last}s`;
  return [...words.slice(0, -1), plural].join(' ');
}

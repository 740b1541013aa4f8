import { describe, expect, it } from 'vitest';
import {
  badgeLabel,
  formatDate,
  highlightText,
  initials,
  pluralName,
  shortenNumber,
} from '../../src/lib/rules/text.ts';

describe('initials', () => {
  it('takes the first letters of at most two words, upper case', () => {
    expect(initials('riya sharma')).toBe('RS');
    expect(initials('Arjun Kumar Menon')).toBe('AK');
    expect(initials('  priya  ')).toBe('P');
    expect(initials('')).toBe('');
    expect(initials(undefined)).toBe('');
  });
});

describe('shortenNumber', () => {
  it('uses k, m and b with one decimal', () => {
    expect(shortenNumber(1000)).toBe('1k');
    expect(shortenNumber(1250)).toBe('1.2k');
    expect(shortenNumber(15_300)).toBe('15.3k');
    expect(shortenNumber(1_000_000)).toBe('1m');
    expect(shortenNumber(2_450_000)).toBe('2.4m');
    expect(shortenNumber(3_000_000_000)).toBe('3b');
  });
  it('never rounds up into the next unit', () => {
    expect(shortenNumber(999_999)).toBe('999.9k');
  });
  it('keeps smaller numbers in Indian style with the fraction dropped', () => {
    expect(shortenNumber(999)).toBe('999');
    expect(shortenNumber(12.7)).toBe('12');
    expect(shortenNumber(0)).toBe('0');
  });
});

describe('formatDate', () => {
  it("shows 'Mon D, YYYY'", () => {
    expect(formatDate('2026-11-03T10:00:00Z')).toBe('Nov 3, 2026');
    expect(formatDate('2026-01-31T06:00:00Z')).toBe('Jan 31, 2026');
  });
  it('reads the day in India time', () => {
    // 20:00 UTC on Nov 3 is 01:30 on Nov 4 in India.
    expect(formatDate('2026-11-03T20:00:00Z')).toBe('Nov 4, 2026');
  });
  it('reads the India calendar day just after midnight IST, while UTC is still on the previous day', () => {
    // 18:31 UTC on Nov 4 is 00:01 on Nov 5 in India; 18:29 UTC is still 23:59 on Nov 4.
    expect(formatDate('2026-11-04T18:31:00Z')).toBe('Nov 5, 2026');
    expect(formatDate('2026-11-04T18:29:00Z')).toBe('Nov 4, 2026');
    expect(formatDate('2026-12-31T18:30:00Z')).toBe('Jan 1, 2027');
    expect(formatDate(Date.UTC(2026, 10, 5, 6, 0))).toBe('Nov 5, 2026');
  });
  it('uses three-letter months, September included', () => {
    expect(formatDate('2026-09-05T06:00:00Z')).toBe('Sep 5, 2026');
    expect(formatDate('2026-06-30T06:00:00Z')).toBe('Jun 30, 2026');
    expect(formatDate('2026-07-01T06:00:00Z')).toBe('Jul 1, 2026');
  });
  it('gives nothing for an unreadable date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('badgeLabel', () => {
  it('title-cases and turns underscores into spaces', () => {
    expect(badgeLabel('THE_TREND_MAGICIAN')).toBe('The Trend Magician');
    expect(badgeLabel('RISING_CRITIC')).toBe('Rising Critic');
  });
  it("falls back to 'No Review'", () => {
    expect(badgeLabel(null)).toBe('No Review');
    expect(badgeLabel('')).toBe('No Review');
  });
});

describe('highlightText', () => {
  it('marks hashtags and links', () => {
    expect(highlightText('Love it #vastra see https://vastra.in/x')).toEqual([
      { kind: 'text', value: 'Love it ' },
      { kind: 'hashtag', value: '#vastra' },
      { kind: 'text', value: ' see ' },
      { kind: 'link', value: 'https://vastra.in/x' },
    ]);
  });
  it('collapses three or more line breaks into two', () => {
    expect(highlightText('a\n\n\n\nb')).toEqual([{ kind: 'text', value: 'a\n\nb' }]);
    expect(highlightText('a\n\nb')).toEqual([{ kind: 'text', value: 'a\n\nb' }]);
  });
  it('never produces markup from the text', () => {
    const parts = highlightText('<img src=x onerror=alert(1)>');
    expect(parts).toEqual([{ kind: 'text', value: '<img src=x onerror=alert(1)>' }]);
  });
});

describe('a kind of product named for many', () => {
  it('adds the plural the way people write it, and leaves plural or uncounted names alone', () => {
    expect(pluralName('Shirt')).toBe('Shirts');
    expect(pluralName('Analog Watch')).toBe('Analog Watches');
    expect(pluralName('Clutch')).toBe('Clutches');
    expect(pluralName('Kids T-Shirt')).toBe('Kids T-Shirts');
    expect(pluralName('Necklace')).toBe('Necklaces');
    expect(pluralName('Accessory')).toBe('Accessories');
    expect(pluralName('Shorts')).toBe('Shorts');
    expect(pluralName('Co-Ords')).toBe('Co-Ords');
    expect(pluralName('Gym Wear')).toBe('Gym Wear');
    expect(pluralName('Eau de Parfum')).toBe('Eau de Parfum');
    expect(pluralName('Dress')).toBe('Dresses');
  });
});

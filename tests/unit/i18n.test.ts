/**
 * src/lib/i18n: which language an address is in, the same page's address in the other language, money and dates as
 * each language writes them, and a message's markup cut into what a page renders.
 */
import { describe, expect, it } from 'vitest';
import { localeOfPath, localisedPath } from '../../src/lib/i18n/locale-paths.ts';
import { formatMoney, formatMoneyExact } from '../../src/lib/i18n/money.ts';
import { formatDay } from '../../src/lib/i18n/dates.ts';
import { markupSegments } from '../../src/lib/i18n/markup.ts';
import { productPath, myOrdersDrawerPath, searchPath } from '../../src/lib/paths.ts';

describe('localeOfPath', () => {
  it('reads Hindi from the /hi segment, and English everywhere else', () => {
    expect(localeOfPath('/hi')).toBe('hi-IN');
    expect(localeOfPath('/hi/')).toBe('hi-IN');
    expect(localeOfPath('/hi/stores/meera-handlooms')).toBe('hi-IN');
    expect(localeOfPath('/hi?q=kurta')).toBe('hi-IN');
    expect(localeOfPath('/hi#my-orders')).toBe('hi-IN');
    expect(localeOfPath('/')).toBe('en-IN');
    expect(localeOfPath('/stores/meera-handlooms')).toBe('en-IN');
  });
  it('does not take a word that merely starts with "hi" for the language', () => {
    expect(localeOfPath('/hindi')).toBe('en-IN');
    expect(localeOfPath('/history/hi')).toBe('en-IN');
    expect(localeOfPath('/stores/hi')).toBe('en-IN');
  });
});

describe('localisedPath', () => {
  it('puts a page of paths.ts under /hi for Hindi, query and fragment kept', () => {
    expect(localisedPath(productPath('meera', 'p 1', 'v2'), 'hi-IN')).toBe(
      '/hi/stores/meera/products/p%201?variant=v2',
    );
    expect(localisedPath(searchPath('silk saree'), 'hi-IN')).toBe('/hi/search?q=silk+saree');
    expect(localisedPath('/', 'hi-IN')).toBe('/hi');
    expect(localisedPath(myOrdersDrawerPath(), 'hi-IN')).toBe('/hi#my-orders');
    expect(localisedPath('/?from=home', 'hi-IN')).toBe('/hi?from=home');
  });
  it('takes a Hindi address back to the English one, today’s address', () => {
    expect(localisedPath('/hi/stores/meera/products/p1', 'en-IN')).toBe('/stores/meera/products/p1');
    expect(localisedPath('/hi', 'en-IN')).toBe('/');
    expect(localisedPath('/hi/', 'en-IN')).toBe('/');
    expect(localisedPath('/hi?q=kurta', 'en-IN')).toBe('/?q=kurta');
    expect(localisedPath('/hi#my-orders', 'en-IN')).toBe('/#my-orders');
  });
  it('leaves an address already in the language as it is', () => {
    expect(localisedPath('/hi/droptrack', 'hi-IN')).toBe('/hi/droptrack');
    expect(localisedPath('/droptrack', 'en-IN')).toBe('/droptrack');
    expect(localisedPath('/hindi-sarees', 'en-IN')).toBe('/hindi-sarees');
  });
  it('leaves what is not a page alone: the API, images, built assets, other sites', () => {
    expect(localisedPath('/api/v1/cart', 'hi-IN')).toBe('/api/v1/cart');
    expect(localisedPath('/cdn/products/p1-640.webp', 'hi-IN')).toBe('/cdn/products/p1-640.webp');
    expect(localisedPath('/_astro/header.Bx1.js', 'hi-IN')).toBe('/_astro/header.Bx1.js');
    expect(localisedPath('https://x.com/vastra', 'hi-IN')).toBe('https://x.com/vastra');
    expect(localisedPath('mailto:support@vastra.in', 'hi-IN')).toBe('mailto:support@vastra.in');
  });
});

describe('money', () => {
  it('keeps rupees with Indian grouping and Latin digits in both languages', () => {
    expect(formatMoneyExact(1599, 'en-IN')).toBe('₹1,599.00');
    expect(formatMoneyExact(1599, 'hi-IN')).toBe('₹1,599.00');
    expect(formatMoneyExact(124999.5, 'hi-IN')).toBe('₹1,24,999.50');
    expect(formatMoney(124999, 'en-IN')).toBe('₹1,24,999');
    expect(formatMoney(124999, 'hi-IN')).toBe('₹1,24,999');
    expect(formatMoney(12.5, 'hi-IN')).toBe('₹12.5');
  });
});

describe('dates', () => {
  it("English keeps the site's 'Mon D, YYYY'", () => {
    expect(formatDay('2026-11-29T10:00:00Z', 'en-IN')).toBe('Nov 29, 2026');
    expect(formatDay('2026-09-05T06:00:00Z', 'en-IN')).toBe('Sep 5, 2026');
  });
  it('Hindi names the month in Hindi, with Latin digits', () => {
    expect(formatDay('2026-11-29T10:00:00Z', 'hi-IN')).toBe('29 नवंबर 2026');
    expect(formatDay('2026-09-05T06:00:00Z', 'hi-IN')).toBe('5 सितंबर 2026');
  });
  it('both read the day in India time', () => {
    // 20:00 UTC on Nov 3 is 01:30 on Nov 4 in India.
    expect(formatDay('2026-11-03T20:00:00Z', 'en-IN')).toBe('Nov 4, 2026');
    expect(formatDay('2026-11-03T20:00:00Z', 'hi-IN')).toBe('4 नवंबर 2026');
  });
  it('give nothing for an unreadable date', () => {
    expect(formatDay('not a date', 'hi-IN')).toBe('');
  });
});

describe('markupSegments', () => {
  it("cuts a message's parts into plain text and the text each tag wraps, in the message's order", () => {
    expect(
      markupSegments([
        { type: 'markup-start', name: 'more' },
        { type: 'text', value: 'खरीदारी पर ' },
        { type: 'markup-end', name: 'more' },
        { type: 'text', value: 'वापस जाएँ' },
      ]),
    ).toEqual([{ tag: 'more', text: 'खरीदारी पर ' }, { text: 'वापस जाएँ' }]);
    expect(
      markupSegments([
        { type: 'text', value: 'write to ' },
        { type: 'markup-start', name: 'email' },
        { type: 'text', value: 'support@vastra.in' },
        { type: 'markup-end', name: 'email' },
        { type: 'text', value: '.' },
      ]),
    ).toEqual([{ text: 'write to ' }, { tag: 'email', text: 'support@vastra.in' }, { text: '.' }]);
  });
  it('joins text parts in a row (an input beside its words), inside a tag and outside', () => {
    expect(
      markupSegments([
        { type: 'text', value: 'on ' },
        { type: 'text', value: 'Vastra' },
        { type: 'markup-start', name: 'help' },
        { type: 'text', value: 'He' },
        { type: 'text', value: 'lp' },
        { type: 'markup-end', name: 'help' },
        { type: 'markup-start', name: 'help' },
        { type: 'text', value: 'again' },
        { type: 'markup-end', name: 'help' },
      ]),
    ).toEqual([{ text: 'on Vastra' }, { tag: 'help', text: 'Help' }, { tag: 'help', text: 'again' }]);
  });
  it('refuses markup the pages cannot draw: a tag inside a tag, a lone tag, an unclosed one', () => {
    const start = (name: string) => ({ type: 'markup-start', name }) as const;
    const end = (name: string) => ({ type: 'markup-end', name }) as const;
    expect(() => markupSegments([start('a'), start('b'), end('b'), end('a')])).toThrow();
    expect(() => markupSegments([{ type: 'markup-standalone', name: 'icon' }])).toThrow();
    expect(() => markupSegments([start('a'), { type: 'text', value: 'x' }])).toThrow();
    expect(() => markupSegments([end('a')])).toThrow();
  });
});

/** The language switch's rules, the cookie that remembers a choice, and the words the server writes in it. */
import { describe, expect, it } from 'vitest';
import {
  languageCookie,
  languageInCookie,
  otherLocale,
  prefersHindi,
  sameAddressIn,
} from '../../src/lib/i18n/choice.ts';
import { fillMessage } from '../../src/lib/i18n/notices.ts';
import { formatWeekdayDay } from '../../src/lib/i18n/dates.ts';
import { noticeWords } from '../../server/notices/words.ts';
import { otpText } from '../../server/auth/otp.ts';
import { REFUND_TIME, REFUND_WORKING_DAYS, REFUND_WORKING_DAYS_FROM } from '../../src/lib/rules/refunds.ts';
import english from '../../messages/notices/en-IN.json' with { type: 'json' };
import hindi from '../../messages/notices/hi-IN.json' with { type: 'json' };

describe('choosing the language', () => {
  it('the switch leads to the other language', () => {
    expect(otherLocale('en-IN')).toBe('hi-IN');
    expect(otherLocale('hi-IN')).toBe('en-IN');
  });

  it('leads to the same address in the other language, query and fragment kept', () => {
    const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
    expect(sameAddressIn(at('/my-orders/abc', '?tab=track', '#help'), 'hi-IN')).toBe(
      '/hi/my-orders/abc?tab=track#help',
    );
    expect(sameAddressIn(at('/hi/my-orders/abc', '?tab=track', '#help'), 'en-IN')).toBe(
      '/my-orders/abc?tab=track#help',
    );
    expect(sameAddressIn(at('/', '?q=1'), 'hi-IN')).toBe('/hi?q=1');
    expect(sameAddressIn(at('/hi', '', '#my-cart'), 'en-IN')).toBe('/#my-cart');
    expect(sameAddressIn(at('/checkout/address'), 'en-IN')).toBe('/checkout/address');
  });

  it('offers Hindi only to a browser whose first language is Hindi', () => {
    expect(prefersHindi(['hi-IN', 'en-IN'])).toBe(true);
    expect(prefersHindi(['hi'])).toBe(true);
    expect(prefersHindi(['HI-in'])).toBe(true);
    expect(prefersHindi(['en-IN', 'hi-IN'])).toBe(false);
    expect(prefersHindi(['hif-FJ'])).toBe(false);
    expect(prefersHindi(['en-US'])).toBe(false);
    expect(prefersHindi([])).toBe(false);
  });

  it('remembers the choice in a site-wide cookie for a year, Secure on https', () => {
    expect(languageCookie('hi-IN', false)).toBe('vastra-lang=hi-IN; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageCookie('en-IN', true)).toBe('vastra-lang=en-IN; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });

  it('reads a language of ours from a Cookie header, and nothing else', () => {
    expect(languageInCookie('theme=dark; vastra-lang=hi-IN')).toBe('hi-IN');
    expect(languageInCookie('vastra-lang=en-IN')).toBe('en-IN');
    expect(languageInCookie('vastra-lang=fr-FR')).toBeNull();
    expect(languageInCookie('old-vastra-lang=hi-IN')).toBeNull();
    expect(languageInCookie('')).toBeNull();
    expect(languageInCookie(undefined)).toBeNull();
  });
});

describe('what the server writes, in the shopper’s language', () => {
  it('fills a message’s inputs, and refuses one left out', () => {
    expect(fillMessage('{first} and {count} more', { first: 'Kurta', count: 2 })).toBe('Kurta and 2 more');
    expect(() => fillMessage('Order {number}')).toThrow('{number}');
  });

  it('every notice is plain text with inputs: no variants or markup, which the server does not read', () => {
    for (const catalog of [english, hindi]) {
      for (const [key, message] of Object.entries(catalog)) {
        if (key === '$schema') continue;
        expect(typeof message, key).toBe('string');
        expect(message, key).not.toMatch(/\{[#/]/);
      }
    }
  });

  it('the refund time is REFUND_TIME’s words in English', () => {
    const days = { from: REFUND_WORKING_DAYS_FROM, to: REFUND_WORKING_DAYS };
    expect(noticeWords('en-IN').say('notice_refund_time', days)).toBe(REFUND_TIME);
    expect(noticeWords('hi-IN').say('notice_refund_time', days)).toBe('2-4 कामकाजी दिनों में');
  });

  it('names a promised day in each language', () => {
    expect(noticeWords('en-IN').day('2026-12-01')).toBe('Tue, 1 Dec');
    expect(noticeWords('hi-IN').day('2026-12-01')).toBe('मंगलवार, 1 दिसंबर');
    expect(formatWeekdayDay('2026-11-29', 'hi-IN')).toBe('रविवार, 29 नवंबर');
    expect(formatWeekdayDay('not a day', 'hi-IN')).toBe('');
  });

  it('the SMS code: English as before, Hindi within one Unicode SMS part', () => {
    expect(otpText('0427', 'en-IN')).toBe('0427 is your Vastra code. It expires in 5 minutes. Never share it.');
    const inHindi = otpText('0427', 'hi-IN');
    expect(inHindi).toBe('0427 आपका Vastra कोड है। 5 मिनट तक मान्य है। इसे किसी से शेयर न करें।');
    expect(inHindi.length).toBeLessThanOrEqual(70);
  });
});

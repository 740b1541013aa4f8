/**
 * The refusals catalog covers every English message a shopper can be shown through it: the spec's call
 * messages (CALL_MESSAGES) and offline words, the stores' toasts, the server's reply messages and field
 * messages, and the spec's quoted warnings. The code's messages are read with the TypeScript checker
 * (refusal-sources.ts), so a new message the catalog lacks fails here, wherever its words are written.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import english from '../../messages/refusals/en-IN.json';
import hindi from '../../messages/refusals/hi-IN.json';
import { CALL_MESSAGES } from '../../src/lib/api/messages.ts';
import { OFFLINE_MESSAGE, OFFLINE_TRY_AGAIN } from '../../src/lib/api/offline.ts';
import { refusalTranslator, type Templates } from '../../src/lib/i18n/refusals.ts';
import * as fieldRules from '../../src/lib/rules/field-rules.ts';
import { PICTURE_MESSAGES, VIDEO_MESSAGES } from '../../src/lib/rules/pictures.ts';
import { INVALID_DATE, INVALID_EMAIL } from '../../src/lib/rules/profile.ts';
import { refusalSources, type Sources } from './refusal-sources.ts';

const say = refusalTranslator(english as Templates, hindi as Templates);
/** The texts the catalog leaves as they came (the translation must differ from the English). */
const unknown = (texts: string[]) => [...new Set(texts)].filter((text) => say(text) === text);

/**
 * Server texts that are never shown: the verify calls' code word for a wrong code, which the storefront reads
 * and shows as 'Wrong OTP' (src/lib/rules/field-rules.ts).
 */
const NEVER_SHOWN = new Set(['WrongOTP']);

/**
 * Messages passed on from where they were made, whose words the sources found there: a refusal outcome's
 * `message` (`{ ok: false, message: '…' }`), an error class's (`new CheckoutError(409, '…')`), zod's issues, the
 * stores' ApiError (its message is a CALL_MESSAGES text or an offline one). Two are checked by example below:
 * the PIN's place (server/postal/place-check.ts builds it property by property) and the feature request's own
 * text (the shopper's words, recorded, never answered).
 */
const PASSED_ON = [
  'server/app.ts error.message',
  'server/routes/account.ts message',
  'server/routes/account.ts outcome.pictureRefused',
  'server/routes/checkout.ts error.message',
  'server/routes/checkout.ts error.fields',
  // A bag write's reply, kept under its Idempotency-Key: its words are made by the route's own write.
  'server/http/once-only.ts reply.message',
  'server/http/once-only.ts reply.fields',
  'server/routes/order-requests.ts error.message',
  'server/routes/order-requests.ts error.fields',
  'server/routes/feature-requests.ts done.message',
  "server/routes/feature-requests.ts c.req.valid('json').msg",
  'server/routes/reviews.ts refusal.message',
  'server/routes/reviews.ts done.value.media',
  'server/routes/uploads.ts presigned.fields',
  'server/social/write-limits.ts limit.message',
  'src/stores/bag/sender.ts server',
  'src/stores/bag/sender.ts (error as Error).message',
];

let sources: Sources;
beforeAll(() => {
  sources = refusalSources();
}, 120_000);

describe('the refusals catalog covers', () => {
  it('every call message and the offline words', () => {
    expect(unknown([...Object.values(CALL_MESSAGES), OFFLINE_MESSAGE, OFFLINE_TRY_AGAIN])).toEqual([]);
  });

  it("the spec's quoted warnings and toasts", () => {
    const spec = [
      'No input found',
      'Max quantity is 5 for one product.',
      'Variant out of stock',
      'Add quantity first',
      'Product added to bag',
      'Log in to continue.',
      'Log in to continue',
      'Required field',
      'Invalid email format',
      'Invalid email address',
      'Invalid date format',
      'Display name not available',
      'Enter a phone number',
      'Please enter OTP',
      'Enter full OTP',
      'Wrong OTP',
      'Code sent',
      'Please select a payment mode.',
      'Out of stock!',
    ];
    expect(unknown(spec)).toEqual([]);
  });

  it('the messages forms check for themselves before sending (the same words the server answers with)', () => {
    const fieldMessages = Object.entries(fieldRules)
      .filter(([name, value]) => /^[A-Z_]+$/.test(name) && typeof value === 'string' && /\s/.test(value))
      .map(([, value]) => value as string);
    expect(fieldMessages).toContain('Required field');
    expect(
      unknown([
        ...fieldMessages,
        fieldRules.tooLong(40),
        INVALID_EMAIL,
        INVALID_DATE,
        ...Object.values(PICTURE_MESSAGES),
        ...Object.values(VIDEO_MESSAGES),
      ]),
    ).toEqual([]);
  });

  it('every toast the stores raise', () => {
    expect(sources.toasts.length).toBeGreaterThan(10);
    expect(unknown(sources.toasts.map((found) => found.text))).toEqual([]);
  });

  it('every message and field message the server answers with', () => {
    expect(sources.server.length).toBeGreaterThan(150);
    const shown = sources.server.filter((found) => !NEVER_SHOWN.has(found.text));
    const missing = unknown(shown.map((found) => found.text));
    expect(missing.map((text) => `${text} (${shown.find((found) => found.text === text)!.where})`)).toEqual([]);
  });

  it('and nothing it cannot follow, except what is passed on from where it was made', () => {
    const lost = sources.unresolved.map((found) => `${found.where.replace(/:\d+$/, '')} ${found.text}`);
    expect([...new Set(lost)].filter((entry) => !PASSED_ON.includes(entry))).toEqual([]);
  });
});

describe('the sources are read through', () => {
  const server = () => sources.server.map((found) => found.text);
  const toasts = () => sources.toasts.map((found) => found.text);

  it('constants, as-const tables and a function’s template', () => {
    expect(server()).toContain('Display name not available');
    expect(server()).toContain('Too many wrong codes. Try again in 15 minutes.');
    // The store's name is content (src/content/brand.json), known at run time only: a sample, as the word.
    expect(server()).toContain('Names with “7” are kept for 7’s own messages');
    expect(server()).toContain('Your credit note will be ready once the seller has received the returned item.');
  });

  it('a function passed as an argument, and a parameter’s callers', () => {
    expect(server()).toContain('Must not be empty');
    expect(server()).toContain('Must be at most 64 characters');
    expect(server()).toContain('Store not found');
    expect(toasts()).toContain('Log in to continue.');
    expect(toasts()).toContain('Only 7 left');
  });
});

describe('the Hindi', () => {
  const entries = Object.entries(english).filter(([key]) => !key.startsWith('$'));

  it('is written in Devanagari, never the English again', () => {
    const devanagari = /[\u0900-\u097F]/;
    const hi = hindi as Record<string, string>;
    expect(entries.filter(([key]) => !devanagari.test(hi[key]!)).map(([key]) => key)).toEqual([]);
    expect(entries.filter(([key, text]) => hi[key] === text).map(([key]) => key)).toEqual([]);
  });

  it('says a form’s failure line: the call’s message and the server’s reason', () => {
    expect(say('Failed to send your report. Too many reviews, likes or reports in an hour: try again later.')).toBe(
      'आपकी रिपोर्ट नहीं भेजी जा सकी। एक घंटे में बहुत ज़्यादा रिव्यू, लाइक या रिपोर्ट: थोड़ी देर बाद फिर कोशिश करें।',
    );
  });

  it('says the messages passed on from where they were made', () => {
    expect(say('PIN 560001 is in Bengaluru Urban')).toBe('PIN 560001 Bengaluru Urban में है');
    expect(say('Failed to update product quaantity in cart.')).toBe('कार्ट में प्रोडक्ट की मात्रा अपडेट नहीं हो सकी।');
  });

  it('counts products and items inside a sentence, whatever the English plural', () => {
    expect(
      say(
        'Orders waiting for payment may hold at most 10 products and 20 items in all, and this order has 1 product (3 items). Remove some from your bag, or choose Cash on Delivery.',
      ),
    ).toBe(
      'पेमेंट का इंतज़ार कर रहे ऑर्डर में कुल मिलाकर ज़्यादा से ज़्यादा 10 प्रोडक्ट और 20 आइटम हो सकते हैं, और इस ऑर्डर में 1 प्रोडक्ट (3 आइटम) हैं। अपने बैग से कुछ हटाएँ, या कैश ऑन डिलीवरी चुनें।',
    );
    expect(say('You have uploaded 20 pictures in the last 10 minutes. Try again in 1 minute.')).toBe(
      'आपने पिछले 10 मिनट में 20 फ़ोटो अपलोड की हैं। 1 मिनट बाद फिर कोशिश करें।',
    );
    expect(say("You have reached today's upload limit of 100 MB. Try again in 2 hours.")).toBe(
      'आप आज की 100 MB की अपलोड सीमा तक पहुँच गए हैं। 2 घंटे बाद फिर कोशिश करें।',
    );
  });

  it('matches a counted part only inside a sentence, never as a whole message', () => {
    expect(say('3 products')).toBe('3 products');
  });
});

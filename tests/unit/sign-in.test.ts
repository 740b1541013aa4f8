/** The sign-in pages' pure rules: code boxes, countdown and refusal words, field checks (as the schemas), paths. */
import { describe, expect, it } from 'vitest';
import {
  backspaceTarget,
  clockText,
  displayPhone,
  emptyBoxes,
  enterDigits,
  refusalOf,
  refusalText,
  secondsLeft,
  typedDigits,
  waitText,
  CODE_REFUSALS,
} from '../../src/lib/rules/phone-code.ts';
import { otpError, phoneError, referralCode, signUpErrors, SIGNUP_OTP_EMPTY } from '../../src/lib/rules/field-rules.ts';
import {
  NO_PREFERENCES,
  onboardingBody,
  preferenceLabel,
  preferencesBody,
  toggleChoice,
  PREFERENCE_OPTIONS,
} from '../../src/lib/rules/preferences.ts';
import { otpSchema, onboardingSchema, phoneSchema, signUpSchema } from '../../src/lib/schemas.ts';
import { loginCodePath, loginPath, onboardingPath, signupPath } from '../../src/lib/paths.ts';
import { retryAfterSeconds } from '../../src/lib/api/client.ts';

describe('code boxes', () => {
  it('types one digit into a box and moves on', () => {
    expect(enterDigits(emptyBoxes(), 0, '7')).toEqual({ boxes: ['7', '', '', ''], focus: 1 });
    expect(enterDigits(['1', '2', '3', ''], 3, '4')).toEqual({ boxes: ['1', '2', '3', '4'], focus: 3 });
  });

  it('spreads a paste of four digits over every box, wherever it lands', () => {
    expect(enterDigits(emptyBoxes(), 0, '4821')).toEqual({ boxes: ['4', '8', '2', '1'], focus: 3 });
    expect(enterDigits(['9', '9', '', ''], 2, '4821')).toEqual({ boxes: ['4', '8', '2', '1'], focus: 3 });
    // An SMS with more digits than boxes: the first four.
    expect(enterDigits(emptyBoxes(), 1, '482199')).toEqual({ boxes: ['4', '8', '2', '1'], focus: 3 });
  });

  it('fills forward from the box for a shorter paste, and clears a box for no digits', () => {
    expect(enterDigits(['1', '', '', ''], 1, '23')).toEqual({ boxes: ['1', '2', '3', ''], focus: 3 });
    expect(enterDigits(['1', '2', '3', ''], 3, '56')).toEqual({ boxes: ['1', '2', '3', '5'], focus: 3 });
    expect(enterDigits(['1', '2', '3', '4'], 2, '')).toEqual({ boxes: ['1', '2', '', '4'], focus: 2 });
  });

  it('keeps digits only, and a key typed into a filled box replaces its digit', () => {
    expect(typedDigits('', 'a')).toBe('');
    expect(typedDigits('', '4 8-2 1')).toBe('4821');
    expect(typedDigits('3', '35')).toBe('5');
    expect(typedDigits('3', '53')).toBe('5');
    expect(typedDigits('3', '3')).toBe('3');
    expect(typedDigits('3', '')).toBe('');
  });

  it('moves Backspace back only from an empty box', () => {
    expect(backspaceTarget(['1', '2', '', ''], 2)).toBe(1);
    expect(backspaceTarget(['1', '2', '3', ''], 2)).toBe(2);
    expect(backspaceTarget(emptyBoxes(), 0)).toBe(0);
  });
});

describe('countdown and refusals', () => {
  it('shows a countdown as minutes and seconds', () => {
    expect(clockText(30)).toBe('0:30');
    expect(clockText(9)).toBe('0:09');
    expect(clockText(75)).toBe('1:15');
    expect(clockText(0)).toBe('0:00');
    expect(clockText(-4)).toBe('0:00');
    expect(clockText(29.2)).toBe('0:30');
  });

  it('says a wait in words, rounded up', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(45)).toBe('45 seconds');
    expect(waitText(60)).toBe('1 minute');
    expect(waitText(61)).toBe('2 minutes');
    expect(waitText(900)).toBe('15 minutes');
    expect(waitText(0)).toBe('1 second');
  });

  it('counts seconds left, never below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_001, 0)).toBe(11);
    expect(secondsLeft(0, 5000)).toBe(0);
  });

  it('tells a locked phone from too many codes, with the wait from Retry-After', () => {
    expect(refusalOf(CODE_REFUSALS.locked, 840)).toEqual({ kind: 'locked', seconds: 840 });
    expect(refusalOf(CODE_REFUSALS.rateLimited, 420)).toEqual({ kind: 'rate-limited', seconds: 420 });
    expect(refusalOf(CODE_REFUSALS.locked, null)).toEqual({ kind: 'locked', seconds: 900 });
    expect(refusalText({ kind: 'locked', seconds: 840 })).toBe(
      'Too many wrong codes. This number is locked for 14 minutes.',
    );
    expect(refusalText({ kind: 'rate-limited', seconds: 30 })).toBe(
      'Too many codes asked for. You can ask for a new code in 30 seconds.',
    );
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterSeconds('120')).toBe(120);
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds('soon')).toBeNull();
    expect(retryAfterSeconds(new Date(90_000).toUTCString(), 0)).toBe(90);
  });

  it('shows the number as +91 98765 43210', () => {
    expect(displayPhone('9876543210')).toBe('+91 98765 43210');
  });
});

describe('field rules agree with the schemas the API uses', () => {
  const phones = [
    '',
    '9876543210',
    '+91 98765 43210',
    '098765-43210',
    '5876543210',
    '98765',
    'abcdefghij',
    '91 9876543210',
  ];
  it.each(phones)('phone %j', (phone) => {
    const parsed = phoneSchema.safeParse(phone);
    expect(phoneError(phone)).toBe(parsed.success ? null : parsed.error.issues[0]!.message);
  });

  const codes = ['', '1', '123', '1234', '12a4', '12345'];
  it.each(codes)('code %j', (code) => {
    const parsed = otpSchema.safeParse(code);
    expect(otpError(code)).toBe(parsed.success ? null : parsed.error.issues[0]!.message);
  });

  it('gives the spec messages for an empty code', () => {
    expect(otpError('')).toBe('Please enter OTP');
    expect(otpError('', SIGNUP_OTP_EMPTY)).toBe('No input found');
    expect(otpError('12')).toBe('Enter full OTP');
  });

  const forms = [
    { displayname: '', fullname: '', email: '', phone: '' },
    { displayname: 'asha.k', fullname: 'Asha K', email: 'asha@example.com', phone: '9876543210' },
    { displayname: 'asha k', fullname: ' ', email: 'asha@example', phone: '12345' },
    { displayname: 'x'.repeat(41), fullname: 'A', email: 'a b@c.in', phone: '+919876543210' },
  ];
  it.each(forms)('signup form %#', (form) => {
    const parsed = signUpSchema.safeParse({ ...form, country_code: '91' });
    const expected: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) expected[String(issue.path[0])] ??= issue.message;
    // The phone field says 'Required field' when empty (spec §5 signup); the API says 'Enter a phone number'.
    if (!form.phone) expected.phone = 'Required field';
    expect(signUpErrors(form)).toEqual(expected);
  });

  it('takes a referral code only when it could be a display name', () => {
    expect(referralCode('demo.shopper')).toBe('demo.shopper');
    expect(referralCode(' friend_1 ')).toBe('friend_1');
    expect(referralCode('<script>')).toBeNull();
    expect(referralCode('')).toBeNull();
    expect(referralCode(null)).toBeNull();
  });
});

describe('onboarding preferences', () => {
  it('keeps one gender and several values elsewhere', () => {
    let chosen = toggleChoice(NO_PREFERENCES, 'gender', 'MALE');
    chosen = toggleChoice(chosen, 'gender', 'FEMALE');
    expect(chosen.gender).toBe('FEMALE');
    chosen = toggleChoice(chosen, 'fashion_taste', 'CASUAL');
    chosen = toggleChoice(chosen, 'fashion_taste', 'TRENDY');
    chosen = toggleChoice(chosen, 'fashion_taste', 'CASUAL');
    expect(chosen.fashion_taste).toEqual(['TRENDY']);
  });

  it('builds the onboarding body the API accepts, once a gender is chosen', () => {
    expect(onboardingBody(NO_PREFERENCES)).toBeNull();
    const body = onboardingBody({
      ...NO_PREFERENCES,
      gender: 'FEMALE',
      offers_type: ['CASHBACK_OFFERS'],
      payment_type: ['HDFC', 'SBI'],
    });
    expect(body).toEqual({
      gender: 'FEMALE',
      product_category: [],
      fashion_taste: [],
      offer_type: ['CASHBACK_OFFERS'],
      payment_type: ['HDFC', 'SBI'],
    });
    expect(onboardingSchema.safeParse(body).success).toBe(true);
  });

  it("builds settings' update body, which spells the offers field offers_type", () => {
    expect(preferencesBody(NO_PREFERENCES)).toBeNull();
    expect(preferencesBody({ ...NO_PREFERENCES, gender: 'MALE', offers_type: ['CASHBACK_OFFERS'] })).toEqual({
      gender: 'MALE',
      product_category: [],
      fashion_taste: [],
      offers_type: ['CASHBACK_OFFERS'],
      payment_type: [],
    });
  });

  it('labels every option in words', () => {
    for (const values of Object.values(PREFERENCE_OPTIONS))
      for (const value of values) expect(preferenceLabel(value)).not.toMatch(/_/);
    expect(preferenceLabel('CASHBACK_OFFERS')).toBe('Cashback Offers');
    expect(preferenceLabel('INDUSLND_BANK')).toBe('IndusInd Bank');
  });
});

describe('sign-in paths', () => {
  it('puts the country code and phone in the login address, keeping a safe next', () => {
    expect(loginCodePath('9876543210')).toBe('/auth/login?code=91&phoneNumber=9876543210');
    expect(loginCodePath('9876543210', '/settings')).toBe(
      '/auth/login?next=%2Fsettings&code=91&phoneNumber=9876543210',
    );
    expect(loginCodePath('9876543210', 'https://evil.example')).toBe('/auth/login?code=91&phoneNumber=9876543210');
    expect(loginPath('//evil.example')).toBe('/auth/login');
  });

  it('carries referral, phone and next into signup, and next into onboarding', () => {
    expect(signupPath()).toBe('/auth/signup');
    expect(signupPath('demo.shopper', { phone: '9876543210', next: '/settings' })).toBe(
      '/auth/signup?ref=demo.shopper&phone=9876543210&next=%2Fsettings',
    );
    expect(signupPath(null, { next: '//evil.example' })).toBe('/auth/signup');
    expect(onboardingPath()).toBe('/auth/onboarding');
    expect(onboardingPath('/user/me')).toBe('/auth/onboarding?next=%2Fuser%2Fme');
  });
});

/**
 * Sign-in, signup and onboarding calls (shopper-core §7), each with the spec's message for its failure.
 * India only: the country code is always 91 (see src/lib/rules/field-rules.ts).
 */
import { api } from './index.ts';
import { DEFAULT_COUNTRY_CODE } from '../rules/field-rules.ts';
import type { Tokens } from './types.ts';

export type { Tokens };

/** POST otpless/signOtp: sends a login code. 404: no account uses the phone; 429 (Retry-After): wait or locked. */
export const sendLoginCode = (phoneNumber: string) =>
  api().call<boolean>('sendOtp', 'otpless/signOtp', {
    method: 'POST',
    body: { phoneNumber, country_code: DEFAULT_COUNTRY_CODE },
  });

/** PUT otpless/verifyOtp: the tokens, or null for a wrong code (the reply's message is then WrongOTP). */
export const verifyLoginCode = (phoneNumber: string, otp: string) =>
  api().call<Tokens | null>('signInOtp', 'otpless/verifyOtp', { method: 'PUT', body: { phoneNumber, otp } });

export type SignUpDetails = {
  displayname: string;
  fullname: string;
  email: string;
  phone: string;
  referredBy?: string;
};

/** POST otpless/signUp: keeps the details and sends the signup code. 409: phone or display name taken (by field). */
export const startSignUp = (details: SignUpDetails) =>
  api().call<boolean>('signUpOtp', 'otpless/signUp', {
    method: 'POST',
    body: { ...details, country_code: DEFAULT_COUNTRY_CODE, oauth: false },
  });

/** PUT otpless/signUpVerify: creates the account; the tokens, or null for a wrong code. */
export const verifySignUpCode = (phoneNumber: string, otp: string) =>
  api().call<Tokens | null>('signUpOtp', 'otpless/signUpVerify', { method: 'PUT', body: { phoneNumber, otp } });

/** GET username/{name}/check: true when the display name is free. */
export const isDisplayNameAvailable = (name: string, signal?: AbortSignal) =>
  api().call<boolean>('usernameCheck', `username/${encodeURIComponent(name)}/check`, { signal });

export type OnboardingBody = {
  gender: string;
  product_category: string[];
  fashion_taste: string[];
  offer_type: string[];
  payment_type: string[];
};

/** POST onboarding: the first preferences after signup. */
export const addPreferences = (body: OnboardingBody) =>
  api().call<unknown>('addPreferences', 'onboarding', { method: 'POST', body });

/** POST userRefresh/logout (ours): ends the login the refresh token belongs to. */
export const endLogin = (refreshToken: string, signal?: AbortSignal) =>
  api().call<boolean>('logout', 'userRefresh/logout', { method: 'POST', body: { refreshToken }, signal });

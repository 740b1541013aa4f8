/**
 * Sign-in, signup and onboarding calls (shopper-core §7), each with the spec's message for its failure.
 * India only: the country code is always 91 (see src/lib/rules/field-rules.ts).
 */
import { api } from './index.ts';
import { DEFAULT_COUNTRY_CODE } from '../rules/field-rules.ts';
import type { BodyOf, Tokens } from './types.ts';

export type { Tokens };

/** POST otpless/signOtp: sends a login code. 404: no account uses the phone; 429 (Retry-After): wait or locked. */
export const sendLoginCode = (phoneNumber: string) =>
  api().POST('sendOtp', '/otpless/signOtp', { body: { phoneNumber, country_code: DEFAULT_COUNTRY_CODE } });

/** PUT otpless/verifyOtp: the tokens, or null for a wrong code (the reply's message is then WrongOTP). */
export const verifyLoginCode = (phoneNumber: string, otp: string) =>
  api().PUT('signInOtp', '/otpless/verifyOtp', { body: { phoneNumber, otp } });

/** What the signup form sends; the country code and oauth are added here. */
export type SignUpDetails = Omit<BodyOf<'/otpless/signUp', 'post'>, 'country_code' | 'oauth'>;

/** POST otpless/signUp: keeps the details and sends the signup code. 409: phone or display name taken (by field). */
export const startSignUp = (details: SignUpDetails) =>
  api().POST('signUpOtp', '/otpless/signUp', {
    body: { ...details, country_code: DEFAULT_COUNTRY_CODE, oauth: false },
  });

/** PUT otpless/signUpVerify: creates the account; the tokens, or null for a wrong code. */
export const verifySignUpCode = (phoneNumber: string, otp: string) =>
  api().PUT('signUpOtp', '/otpless/signUpVerify', { body: { phoneNumber, otp } });

/** GET username/{name}/check: true when the display name is free. */
export const isDisplayNameAvailable = (name: string, signal?: AbortSignal) =>
  api().GET('usernameCheck', '/username/{name}/check', { params: { path: { name } }, signal });

export type OnboardingBody = BodyOf<'/onboarding', 'post'>;

/** POST onboarding: the first preferences after signup. */
export const addPreferences = (body: OnboardingBody) => api().POST('addPreferences', '/onboarding', { body });

/** POST userRefresh/logout (ours): ends the login the refresh token belongs to. */
export const endLogin = (refreshToken: string, signal?: AbortSignal) =>
  api().POST('logout', '/userRefresh/logout', { body: { refreshToken }, signal });

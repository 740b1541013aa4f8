/** Phone-code login and signup, token refresh and display-name checks (shopper-core §7). */
import { createRoute, z } from '@hono/zod-openapi';
import { orNull } from '../reply-schemas/or-null.ts';
import type { Context } from 'hono';
import { Tokens } from '../reply-schemas/account.ts';
import { createRouter } from '../http/app-factory.ts';
import { fail, ok } from '../http/envelope.ts';
import { errors, jsonBody, okReply, publicRoute } from '../http/route-helpers.ts';
import type { Db } from '../db/open.ts';
import { countryCodeSchema, otpSchema, phoneSchema, signUpSchema } from '../../src/lib/schemas.ts';
import { CODE_REFUSALS } from '../../src/lib/rules/phone-code.ts';
import { DISPLAY_NAME_TAKEN, WRONG_OTP_REPLY } from '../../src/lib/rules/field-rules.ts';
import { sendCode, verifyCode, type SendResult, type VerifyResult } from '../auth/otp.ts';
import { endSession, rotateRefreshToken, startSession } from '../auth/tokens.ts';
import { clientIp } from '../auth/middleware.ts';
import { outboxFor, type SmsTransport } from '../auth/sms.ts';
import { countLookup } from '../auth/lookups.ts';
import { accountByPhone, createAccount, displayNameFree, signupClashes } from '../auth/accounts.ts';
import { getConnInfo } from '@hono/node-server/conninfo';
import { languageInCookie } from '../../src/lib/i18n/choice.ts';
import { BASE_LOCALE } from '../../src/lib/i18n/locales.ts';

const VerifyBody = z.object({ phoneNumber: phoneSchema, otp: otpSchema });

const routes = {
  signOtp: createRoute({
    method: 'post',
    path: '/otpless/signOtp',
    operationId: 'signOtp',
    summary: 'Send a login code',
    description:
      "The phone must belong to an account (404 otherwise, so the shopper is sent to sign up). Only +91 is accepted, and the code goes to the number stored on the account: a country code other than the account's answers 400 naming country_code. " +
      'An unknown number counts against the per-IP limit of sent codes: once past it, an unknown number answers 429 with Retry-After as a known one does.',
    request: jsonBody(z.object({ phoneNumber: phoneSchema, country_code: countryCodeSchema })),
    responses: {
      ...okReply('Code sent', z.boolean()),
      400: errors[400],
      404: errors[404],
      429: errors[429],
      503: errors[503],
    },
  }),
  verifyOtp: createRoute({
    method: 'put',
    path: '/otpless/verifyOtp',
    operationId: 'verifyOtp',
    summary: 'Confirm a login code',
    description: 'A wrong code answers 200 with message "WrongOTP" and data null, as the storefront expects.',
    request: jsonBody(VerifyBody),
    responses: {
      ...okReply('Tokens, or message WrongOTP', orNull(Tokens)),
      400: errors[400],
      404: errors[404],
      429: errors[429],
    },
  }),
  signUp: createRoute({
    method: 'post',
    path: '/otpless/signUp',
    operationId: 'signUp',
    summary: 'Start a signup and send its code',
    request: jsonBody(signUpSchema),
    responses: {
      ...okReply('Code sent', z.boolean()),
      400: errors[400],
      409: errors[409],
      429: errors[429],
      503: errors[503],
    },
  }),
  signUpVerify: createRoute({
    method: 'put',
    path: '/otpless/signUpVerify',
    operationId: 'signUpVerify',
    summary: 'Confirm a signup code and create the account',
    request: jsonBody(VerifyBody),
    responses: {
      ...okReply('Tokens, or message WrongOTP', orNull(Tokens)),
      400: errors[400],
      409: errors[409],
      429: errors[429],
    },
  }),
  refresh: createRoute({
    method: 'post',
    path: '/userRefresh/refresh',
    operationId: 'userRefresh',
    summary: 'Rotate the refresh token',
    description: 'Every refresh returns a new pair. Presenting an already-rotated token revokes that login everywhere.',
    request: jsonBody(z.object({ refreshToken: z.string().min(1) })),
    responses: { ...okReply('New tokens', Tokens), 400: errors[400], 401: errors[401] },
  }),
  logout: createRoute({
    method: 'post',
    path: '/userRefresh/logout',
    operationId: 'userLogout',
    summary: 'Log out: end this login (ours)',
    description:
      'Revokes every refresh token of the login the given token belongs to. Answers 200 again for a login already ended.',
    request: jsonBody(z.object({ refreshToken: z.string().min(1) })),
    responses: { ...okReply('true', z.boolean()), 400: errors[400], 401: errors[401] },
  }),
  usernameCheck: createRoute({
    method: 'get',
    path: '/username/{name}/check',
    operationId: 'checkUsername',
    summary: 'Is a display name available?',
    request: { params: z.object({ name: z.string().min(1).max(40) }) },
    responses: { ...okReply('true when available', z.boolean()), 400: errors[400] },
  }),
};

export function ipOf(c: Context): string {
  let socket = '';
  try {
    socket = getConnInfo(c).remote.address ?? '';
  } catch {
    // app.request() in tests and the in-process build have no socket.
  }
  return clientIp(c.req.raw.headers, socket);
}

/** A code refused for now: too many wrong guesses (locked) or too many sent (rate-limited); 429 with Retry-After. */
function limited(c: Context, result: { reason: 'locked' | 'rate-limited'; retryAfterSeconds?: number }) {
  if (result.reason === 'locked') {
    c.header('Retry-After', String(result.retryAfterSeconds ?? 900));
    return fail(c, 429, CODE_REFUSALS.locked);
  }
  c.header('Retry-After', String(result.retryAfterSeconds ?? 60));
  return fail(c, 429, CODE_REFUSALS.rateLimited);
}

/** A code that was not accepted: locked (429), expired (400), or wrong (200 with message WrongOTP and data null). */
function refused(c: Context, result: Extract<VerifyResult, { ok: false }>) {
  if (result.reason === 'locked') return limited(c, { reason: 'locked', retryAfterSeconds: result.retryAfterSeconds });
  if (result.reason === 'expired') return fail(c, 400, 'Code expired. Request a new one.', { otp: ['Code expired'] });
  return ok(c, null, WRONG_OTP_REPLY);
}

/** A code that was not sent: a limit (429), or the SMS gateway did not take it (503; nothing was counted). */
function notSent(c: Context, result: Extract<SendResult, { ok: false }>) {
  if (result.reason !== 'unavailable') return limited(c, result);
  c.header('Retry-After', String(result.retryAfterSeconds));
  return fail(c, 503, CODE_REFUSALS.unavailable);
}

/**
 * The language chosen on the shopper's device (the `vastra-lang` cookie, sent when the API shares the site's
 * origin), for a code to a number whose account has chosen none, or has no account yet.
 */
const deviceLanguage = (c: Context) => languageInCookie(c.req.header('Cookie'));

export function authRoutes(db: Db, sms: SmsTransport) {
  const router = createRouter()
    .openapi(publicRoute(routes.signOtp), async (c) => {
      const { phoneNumber, country_code } = c.req.valid('json');
      const user = await accountByPhone(db, phoneNumber);
      if (!user) {
        // Counted like a send from this address: past the limit an unknown number is refused as a known one is.
        const counted = await countLookup(db, ipOf(c));
        if (!counted.ok) return notSent(c, counted);
        return fail(c, 404, 'No account uses this phone number. Sign up first.', {
          phoneNumber: ['No account uses this phone number'],
        });
      }
      // The code only ever goes to the number on the account.
      if (country_code !== user.countryCode)
        return fail(c, 400, 'Invalid input', { country_code: ['This number is registered with another country code'] });
      const sent = await sendCode(db, sms, {
        phone: phoneNumber,
        countryCode: user.countryCode,
        purpose: 'login',
        ip: ipOf(c),
        language: user.language ?? deviceLanguage(c) ?? BASE_LOCALE,
      });
      return sent.ok ? ok(c, true, 'Code sent') : notSent(c, sent);
    })
    .openapi(publicRoute(routes.verifyOtp), async (c) => {
      const { phoneNumber, otp } = c.req.valid('json');
      const result = await verifyCode(db, { phone: phoneNumber, otp, purpose: 'login' });
      if (!result.ok) return refused(c, result);
      const user = await accountByPhone(db, phoneNumber);
      if (!user) return fail(c, 404, 'No account uses this phone number.');
      return ok(c, await startSession(db, user.id));
    })
    .openapi(publicRoute(routes.signUp), async (c) => {
      const body = c.req.valid('json');
      const clashes = await signupClashes(db, body.phone, body.displayname);
      if (clashes) {
        const fields: Record<string, string[]> = {};
        if (clashes.phone) {
          const counted = await countLookup(db, ipOf(c));
          if (!counted.ok) return notSent(c, counted);
          fields.phone = ['An account already uses this phone number'];
        }
        if (clashes.displayname) fields.displayname = [DISPLAY_NAME_TAKEN];
        return fail(c, 409, 'Already registered', fields);
      }
      const language = deviceLanguage(c);
      const signup = {
        displayname: body.displayname,
        fullname: body.fullname,
        email: body.email,
        country_code: body.country_code,
        referredBy: body.referredBy ?? '',
        // The new account starts in the language chosen on this device, if one was.
        ...(language ? { language } : {}),
      };
      const sent = await sendCode(db, sms, {
        phone: body.phone,
        countryCode: body.country_code,
        purpose: 'signup',
        ip: ipOf(c),
        signup,
        language: language ?? BASE_LOCALE,
      });
      return sent.ok ? ok(c, true, 'Code sent') : notSent(c, sent);
    })
    .openapi(publicRoute(routes.signUpVerify), async (c) => {
      const { phoneNumber, otp } = c.req.valid('json');
      const result = await verifyCode(db, { phone: phoneNumber, otp, purpose: 'signup' });
      if (!result.ok) return refused(c, result);
      // Another signup with this phone confirmed meanwhile: null.
      const id = await createAccount(db, phoneNumber, result.signup ?? {});
      if (!id)
        return fail(c, 409, 'Already registered', { phoneNumber: ['An account already uses this phone number'] });
      return ok(c, await startSession(db, id));
    })
    .openapi(publicRoute(routes.refresh), async (c) => {
      const { refreshToken } = c.req.valid('json');
      const outcome = await rotateRefreshToken(db, refreshToken);
      if (!outcome.ok)
        return fail(
          c,
          401,
          outcome.reason === 'reused' ? 'Session ended for your safety. Please log in again.' : 'Please log in again.',
        );
      return ok(c, outcome.tokens);
    })
    .openapi(publicRoute(routes.logout), async (c) => {
      const ended = await endSession(db, c.req.valid('json').refreshToken);
      return ended ? ok(c, true, 'Logged out') : fail(c, 401, 'Please log in again.');
    })
    .openapi(publicRoute(routes.usernameCheck), async (c) => {
      return ok(c, await displayNameFree(db, c.req.valid('param').name));
    });

  // The dev outbox exists only outside production: the console transport's sent codes.
  if (process.env.NODE_ENV !== 'production') {
    router.get('/dev/outbox', async (c) => {
      const phone = c.req.query('phone') ?? '';
      if (!/^\d{10}$/.test(phone)) return fail(c, 400, 'Invalid input', { phone: ['Give a 10-digit phone number'] });
      return ok(c, await outboxFor(db, phone));
    });
  }
  return router;
}

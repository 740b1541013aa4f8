/** Routes that need a user read it from the bearer access token, never from the body or query. */
import { createMiddleware } from 'hono/factory';
import { fail } from '../http/envelope.ts';
import { verifyAccessToken } from './tokens.ts';

export type AuthEnv = { Variables: { userId: string } };

export const requireUser = createMiddleware<AuthEnv>(async (c, next) => {
  const header = c.req.header('Authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  const userId = token ? await verifyAccessToken(token) : null;
  if (!userId) return fail(c, 401, 'Sign in to continue');
  c.set('userId', userId);
  await next();
});

/** The caller's address for rate limits (the first hop a trusted proxy recorded, else the socket). */
export function clientIp(headers: Headers, fallback = ''): string {
  const forwarded = process.env.TRUST_PROXY === '1' ? headers.get('x-forwarded-for')?.split(',')[0]?.trim() : '';
  return forwarded || fallback;
}

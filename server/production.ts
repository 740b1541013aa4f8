/**
 * Production refuses to start with development defaults: a real database, a JWT secret, an SMS gateway,
 * Razorpay, and the site's own https address (upload URLs are built on it, never on a request's Host).
 */
export function assertProductionReady(env = process.env) {
  if (env.NODE_ENV !== 'production') return;
  const missing: string[] = [];
  if (!env.DATABASE_URL) missing.push('DATABASE_URL (PostgreSQL)');
  if (!env.JWT_SECRET || env.JWT_SECRET.length < 32) missing.push('JWT_SECRET (32 characters or more)');
  if (!env.SMS_GATEWAY_URL || !env.SMS_GATEWAY_TOKEN) missing.push('SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN');
  if (!env.RAZORPAY_KEY_ID || !env.RAZORPAY_KEY_SECRET || !env.RAZORPAY_WEBHOOK_SECRET)
    missing.push('RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET');
  if (!isHttpsUrl(env.PUBLIC_SITE_URL)) missing.push("PUBLIC_SITE_URL (the site's https:// address)");
  if (missing.length) throw new Error(`Production needs: ${missing.join(', ')}`);
}

function isHttpsUrl(value: string | undefined): boolean {
  try {
    return new URL(value ?? '').protocol === 'https:';
  } catch {
    return false;
  }
}

/** Which header a path gets, and which nav link is active (spec shopper-core §2 Header). */

export type HeaderMode = 'full' | 'checkout' | 'auth';

/** Paths containing "auth" or "checkout" switch the header. */
export function headerMode(path: string): HeaderMode {
  if (/\bcheckout\b/.test(path)) return 'checkout';
  if (/\bauth\b/.test(path)) return 'auth';
  return 'full';
}

/** Home is active on / and /user paths; both links are hidden on my-orders paths. */
export function activeNav(path: string): 'home' | 'droptrack' | 'none' | 'hidden' {
  if (path.startsWith('/my-orders')) return 'hidden';
  if (path === '/' || path.startsWith('/user')) return 'home';
  if (path.startsWith('/droptrack')) return 'droptrack';
  return 'none';
}

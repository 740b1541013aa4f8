/**
 * Whose session a stored token is: the subject (`sub`, the account id) of a JWT's payload, read without
 * checking the signature. Only for keying what the device keeps per shopper (review drafts); the server
 * checks every token it is sent. '' for no token or one that does not parse.
 */
export function tokenSubject(token: string): string {
  const payload = token.split('.')[1];
  if (!payload) return '';
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as { sub?: unknown };
    return typeof claims.sub === 'string' ? claims.sub : '';
  } catch {
    return '';
  }
}

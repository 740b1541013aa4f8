/**
 * The path as the request log writes it: never the query string (codes, phones, upload signatures travel
 * there), a long run of digits (a phone number) masked, and the postal look-ups' typed PIN or locality
 * (part of an address) dropped.
 */
export function safePath(pathname: string): string {
  const postal = /^(\/api\/v1\/postal\/(?:pincode|postoffice))\/.*/.exec(pathname);
  if (postal) return `${postal[1]}/:masked`;
  return pathname.replace(/\d{10,}/g, ':masked');
}

/**
 * Upload storage. Default: local disk under the CDN folder, written through a short-lived PUT URL signed
 * with HMAC (the URL is the permission: it names the file, its content type and an expiry).
 * Public files are served under the CDN base; private ones (return photos) are kept out of it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { jwtSecret } from '../auth/secret.ts';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_URL_TTL_MS = 10 * 60_000;
export const IMAGE_TYPES: Record<string, string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'image/avif': ['avif'],
};

export function signUpload(id: string, expires: number): string {
  return crypto.createHmac('sha256', jwtSecret()).update(`upload:${id}:${expires}`).digest('hex');
}

export function checkSignature(id: string, expires: number, signature: string): boolean {
  if (!Number.isFinite(expires) || expires < Date.now()) return false;
  const expected = Buffer.from(signUpload(id, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/** The bytes really are the declared image type (first bytes of each format). */
export function looksLike(contentType: string, bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 16));
  switch (contentType) {
    case 'image/jpeg': return head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
    case 'image/png': return head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'image/gif': return head.subarray(0, 4).toString('latin1') === 'GIF8';
    case 'image/webp': return head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP';
    case 'image/avif': return head.subarray(4, 12).toString('latin1').startsWith('ftypavi');
    default: return false;
  }
}

export function writeUpload(cdnDir: string, file: string, bytes: Uint8Array) {
  const target = path.join(cdnDir, file);
  if (!target.startsWith(path.resolve(cdnDir))) throw new Error('Bad upload path');
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, bytes);
}

/**
 * Upload storage. Default: local disk, written through a short-lived PUT URL signed with HMAC (the URL is
 * the permission: it names the file, its content type and an expiry). Public files go under the CDN folder
 * and are served as-is; private ones (return photos) go under a separate private folder, outside anything
 * served statically, and are read only through the owner's authenticated API route.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { keyFor } from '../auth/secret.ts';
import { PICTURE_MAX_BYTES, PICTURE_TYPES, VIDEO_TYPES } from '../../src/lib/rules/pictures.ts';

/** The storefront checks the same types and size before it uploads. */
export const UPLOAD_MAX_BYTES = PICTURE_MAX_BYTES;
export const IMAGE_TYPES = PICTURE_TYPES;
/** Images, and short videos for reviews and Lens posts. */
export const UPLOAD_TYPES = { ...PICTURE_TYPES, ...VIDEO_TYPES };
export const UPLOAD_URL_TTL_MS = 10 * 60_000;

export function signUpload(id: string, expires: number): string {
  return crypto.createHmac('sha256', keyFor('upload-urls')).update(`upload:${id}:${expires}`).digest('hex');
}

export function checkSignature(id: string, expires: number, signature: string): boolean {
  if (!Number.isFinite(expires) || expires < Date.now()) return false;
  const expected = Buffer.from(signUpload(id, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/** sharp's format name for each accepted type (AVIF is an AV1-coded HEIF, checked below). */
const SHARP_FORMATS: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'heif',
};

/** The bytes really are the declared image type, as sharp's header parser sees them (no decoding). */
export async function isImageOf(contentType: string, bytes: Uint8Array): Promise<boolean> {
  // Loaded on the first upload, not with the server (docs/development.md, "Imports").
  const { default: sharp } = await import('sharp');
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta || meta.format !== SHARP_FORMATS[contentType]) return false;
  // sharp names AVIF and HEIC both 'heif'; only AV1 compression is AVIF.
  return contentType !== 'image/avif' || meta.compression === 'av1';
}

/** ftyp brands of HEIF still images (AVIF, HEIC): an ftyp box, as MP4's, but a picture. */
const IMAGE_BRANDS = new Set(['avif', 'avis', 'heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/**
 * The bytes really are the declared video container: MP4's ftyp box whose major brand is not a HEIF
 * picture's, WebM's EBML header with a webm doctype.
 */
export function isVideoOf(contentType: string, bytes: Uint8Array): boolean {
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (contentType === 'video/mp4')
    return bytes.byteLength > 12 && ascii(4, 8) === 'ftyp' && !IMAGE_BRANDS.has(ascii(8, 12));
  if (contentType === 'video/webm')
    return (
      bytes.byteLength > 4 &&
      bytes[0] === 0x1a &&
      bytes[1] === 0x45 &&
      bytes[2] === 0xdf &&
      bytes[3] === 0xa3 &&
      ascii(0, 64).includes('webm')
    );
  return false;
}

/** The bytes are the declared type: an image by sharp's header parser, a video by its container header. */
export async function isMediaOf(contentType: string, bytes: Uint8Array): Promise<boolean> {
  return VIDEO_TYPES[contentType] ? isVideoOf(contentType, bytes) : isImageOf(contentType, bytes);
}

/**
 * How many of a file's first bytes tell its type: a video's container header is in its first few hundred
 * bytes; sharp needs a whole picture (a cut one fails to parse), which is at most 5 MB.
 */
export const sniffLength = (contentType: string) => (VIDEO_TYPES[contentType] ? 4096 : PICTURE_MAX_BYTES);

/** The refusal of bytes that are not the type their upload declared. */
export const notItsType = (contentType: string) =>
  VIDEO_TYPES[contentType] ? 'The file is not the video type it claims' : 'The file is not the image type it claims';

/**
 * Reads a body stream up to max bytes. Past that it cancels the stream and answers null, so a chunked
 * body with no Content-Length is never held whole just to be refused.
 */
export async function readAtMost(body: ReadableStream<Uint8Array> | null, max: number): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
}

/** A stored file's path under its root folder (the key is server-made; the check is a backstop). */
export function uploadPath(root: string, file: string): string {
  const target = path.resolve(root, file);
  if (!target.startsWith(path.resolve(root) + path.sep)) throw new Error('Bad upload path');
  return target;
}

/** Stores a file once: 'wx' refuses a file already there, so one that may be served as immutable never changes. */
export function writeUpload(root: string, file: string, bytes: Uint8Array) {
  const target = uploadPath(root, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, bytes, { flag: 'wx' });
}

/** Removes a stored file; one that is not there (never PUT) is already what we want. */
export async function removeUpload(root: string, file: string) {
  await fs.promises.rm(uploadPath(root, file), { force: true });
}

/**
 * POST upload: names a new upload, counts it against the shopper's limits (quota.ts) and hands out where to
 * PUT it and how to refer to it. Private files are referenced by the owner-only API route, never by a public
 * (CDN or bucket) URL.
 *
 * On local storage the PUT URL is relative (`/api/v1/upload/put/…`): the browser resolves it on the origin the
 * shopper opened (127.0.0.1, a LAN address, www. beside the bare domain), so an upload works on every name the
 * site answers to. It is never built from the request's Host header, which the caller writes.
 */
import crypto from 'node:crypto';
import type { Db } from '../db/open.ts';
import { UPLOAD_TYPES, UPLOAD_URL_TTL_MS, signUpload } from './storage.ts';
import type { S3Storage } from './s3.ts';
import { privateRef } from './private-refs.ts';
import { recordUpload } from './quota.ts';
import { maxBytesFor } from '../../src/lib/rules/pictures.ts';

/** Where the signed PUT is served (server/routes/uploads.ts), from the API's origin. */
const UPLOAD_PUT_PATH = '/api/v1/upload/put/';

export type UploadRequest = { contentType: string; ext: string; isPublic: boolean; size?: number };

export type Presigned =
  | { ok: true; preSignedUrl: string; file: string }
  | { ok: false; reason: 'invalid'; fields: Record<string, string[]> }
  | { ok: false; reason: 'rate' | 'bytes'; retryAfterSeconds: number };

export async function presignUpload(
  db: Db,
  s3: S3Storage | null,
  userId: string,
  { contentType, ext, isPublic, size }: UploadRequest,
): Promise<Presigned> {
  const normalExt = ext.toLowerCase();
  if (!UPLOAD_TYPES[contentType]!.includes(normalExt))
    return { ok: false, reason: 'invalid', fields: { ext: [`Does not match ${contentType}`] } };
  const id = crypto.randomUUID();
  const file = `${isPublic ? 'uploads' : 'private'}/${userId.slice(0, 8)}/${id}.${normalExt}`;
  if (s3 && !size) return { ok: false, reason: 'invalid', fields: { size: ['Required'] } };
  const allowed = await recordUpload(db, {
    id,
    userId,
    file,
    contentType,
    isPublic,
    bytes: size ?? maxBytesFor(contentType),
  });
  if (!allowed.ok) return allowed;
  if (s3)
    return {
      ok: true,
      preSignedUrl: await s3.presignPut(file, contentType, size!),
      file: isPublic ? s3.publicUrl(file) : privateRef(id),
    };
  const expires = Date.now() + UPLOAD_URL_TTL_MS;
  const preSignedUrl = `${UPLOAD_PUT_PATH}${id}?expires=${expires}&signature=${signUpload(id, expires)}`;
  return { ok: true, preSignedUrl, file: isPublic ? `/cdn/${file}` : privateRef(id) };
}

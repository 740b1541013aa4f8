/**
 * POST upload: names a new upload, counts it against the shopper's limits (quota.ts) and hands out where to
 * PUT it and how to refer to it. Private files are referenced by the owner-only API route, never by a public
 * (CDN or bucket) URL.
 */
import crypto from 'node:crypto';
import type { Db } from '../db/open.ts';
import { config } from '../config.ts';
import { UPLOAD_TYPES, UPLOAD_URL_TTL_MS, signUpload } from './storage.ts';
import type { S3Storage } from './s3.ts';
import { privateRef } from './private-refs.ts';
import { recordUpload } from './quota.ts';
import { maxBytesFor } from '../../src/lib/rules/pictures.ts';

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
  // On the configured site, never the request's Host: a forged one cannot send the file elsewhere.
  const preSignedUrl = `${config.siteOrigin}/api/v1/upload/put/${id}?expires=${expires}&signature=${signUpload(id, expires)}`;
  return { ok: true, preSignedUrl, file: isPublic ? `/cdn/${file}` : privateRef(id) };
}

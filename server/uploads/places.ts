/**
 * Whether an upload may fill a place (UPLOAD_PLACES: a review's or post's photo or video, a return's or
 * profile's picture). The place takes one kind, judged by the upload's type, which is the type found in its
 * bytes (arrival.ts): a PNG is no review video, an MP4 no profile picture. Each place answers its own message
 * for a file that is not the shopper's or never arrived; a file of the wrong kind or whose bytes are not what
 * it declared gets the same message wherever it is put.
 */
import type { Db } from '../db/open.ts';
import type { S3Storage } from './s3.ts';
import { arrival, type UploadRow } from './arrival.ts';
import { notItsType } from './storage.ts';
import { mediaKindOf, WRONG_KIND, type MediaKind } from '../../src/lib/rules/pictures.ts';

export type Placing = { ok: true } | { ok: false; reason: 'not-own' } | { ok: false; reason: 'kind'; message: string };

/** `upload`: the shopper's own upload the reference names, or null when it names none. */
export async function placeUpload(
  db: Db,
  s3: S3Storage | null,
  upload: UploadRow | null,
  kind: MediaKind,
): Promise<Placing> {
  if (!upload) return { ok: false, reason: 'not-own' };
  if (mediaKindOf(upload.contentType) !== kind) return { ok: false, reason: 'kind', message: WRONG_KIND[kind] };
  const arrived = await arrival(db, upload, s3);
  if (arrived === 'missing') return { ok: false, reason: 'not-own' };
  if (arrived === 'not-its-type') return { ok: false, reason: 'kind', message: notItsType(upload.contentType) };
  return { ok: true };
}

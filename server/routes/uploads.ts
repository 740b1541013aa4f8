/**
 * POST upload (a presigned PUT URL and the file reference), the signed PUT itself, the owner's read of a
 * private upload, and the postal lookup.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRoute, z } from '@hono/zod-openapi';
import { and, eq, isNull } from 'drizzle-orm';
import { PostalReply, Presigned } from '../replies/account.ts';
import { createRouter } from '../http/app-factory.ts';
import { fail, ok } from '../http/envelope.ts';
import { bearer, errors, jsonBody, okReply } from '../http/route-helpers.ts';
import { requireUser, type AuthEnv } from '../auth/middleware.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { config } from '../config.ts';
import {
  UPLOAD_TYPES,
  UPLOAD_URL_TTL_MS,
  checkSignature,
  isMediaOf,
  readAtMost,
  signUpload,
  uploadPath,
  writeUpload,
} from '../uploads/storage.ts';
import { byLocality, byPincode } from '../postal/postal.ts';
import { PIN_INVALID, PIN_PATTERN } from '../../src/lib/rules/field-rules.ts';
import type { S3Storage } from '../uploads/s3.ts';
import { privateRef } from '../uploads/private-refs.ts';
import { recordUpload } from '../uploads/quota.ts';
import { maxBytesFor, uploadLimitMessage, VIDEO_MAX_BYTES, VIDEO_TYPES } from '../../src/lib/rules/pictures.ts';

const r = {
  presign: createRoute({
    method: 'post',
    path: '/upload',
    summary:
      'Get a presigned PUT URL for one image (at most 5 MB; jpeg, png, webp, gif, avif) or a short public video (at most 20 MB; mp4, webm)',
    security: bearer,
    description:
      'With S3 storage configured, size (bytes) is required: the signed URL only accepts exactly that many; locally the PUT accepts at most size ' +
      '(5 MB when none is given). Each shopper may request at most 20 uploads in 10 minutes and 100 MB (the sizes given, 5 MB each when none) ' +
      'in 24 hours: past either, 429 with Retry-After. The PUT URL works once. An upload no profile picture, return or post refers to a day ' +
      'later is deleted.',
    request: jsonBody(
      z
        .object({
          contentType: z.enum(Object.keys(UPLOAD_TYPES) as [string, ...string[]], {
            message: 'Images, or MP4 or WebM videos, only',
          }),
          ext: z.string().regex(/^[a-z0-9]{2,5}$/i),
          isPublic: z.boolean().default(true),
          size: z.number().int().min(1).max(VIDEO_MAX_BYTES, 'A video can be at most 20 MB').optional(),
        })
        .superRefine((body, ctx) => {
          // An image's limit is 5 MB; a video's 20 MB, and a video is for a review or a post: public.
          if (body.size && !VIDEO_TYPES[body.contentType] && body.size > maxBytesFor(body.contentType))
            ctx.addIssue({ code: 'custom', path: ['size'], message: 'Images can be at most 5 MB' });
          if (VIDEO_TYPES[body.contentType] && !body.isPublic)
            ctx.addIssue({ code: 'custom', path: ['isPublic'], message: 'Videos are public (reviews and Lens posts)' });
        }),
    ),
    responses: {
      ...okReply('{ preSignedUrl, file }', Presigned),
      400: errors[400],
      401: errors[401],
      429: errors[429],
    },
  }),
  privateFile: createRoute({
    method: 'get',
    path: '/upload/private/{id}',
    summary: 'Read a private upload (return photos): the uploader only',
    security: bearer,
    description:
      'Only the user who uploaded the file can read it: stores have no owner accounts in this API, so there is no seller ' +
      'reader. Anyone else gets 404, as for a missing file. Answers the image with Cache-Control: private, no-store; ' +
      'with S3 storage, a 302 to a GET URL signed for one minute instead.',
    request: { params: z.object({ id: z.string() }) },
    responses: {
      200: {
        description: 'The image bytes',
        content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } },
      },
      302: { description: 'S3 storage: a short-lived signed GET URL (Location)' },
      401: errors[401],
      404: errors[404],
    },
  }),
  pincode: createRoute({
    method: 'get',
    path: '/postal/pincode/{pin}',
    summary: 'Area details for a PIN code (public postal service shape; no token)',
    request: { params: z.object({ pin: z.string().regex(PIN_PATTERN, PIN_INVALID) }) },
    responses: { ...okReply('[{ Message, Status, PostOffice }]', PostalReply), 400: errors[400], 404: errors[404] },
  }),
  locality: createRoute({
    method: 'get',
    path: '/postal/postoffice/{text}',
    summary: 'Post offices by locality text (public postal service shape; no token)',
    description:
      'At most 20. With pin (ours): that PIN’s post offices whose name matches, then matches in its district; when none of ' +
      'the PIN’s offices matches, its offices all the same (at most 10); then matches in its state, then elsewhere. An ' +
      'unknown PIN ranks like none.',
    request: {
      params: z.object({ text: z.string().trim().min(2).max(60) }),
      query: z.object({ pin: z.string().regex(PIN_PATTERN, PIN_INVALID).optional() }),
    },
    responses: { ...okReply('[{ Message, Status, PostOffice }]', PostalReply), 400: errors[400] },
  }),
};

const LINK_USED = 'This upload link is invalid or has expired';
const tooBig = (limit: number, contentType: string) =>
  limit < maxBytesFor(contentType)
    ? 'The file is bigger than the size given when the upload was requested'
    : VIDEO_TYPES[contentType]
      ? 'A video can be at most 20 MB'
      : 'Images can be at most 5 MB';

/** Private files live outside cdnDir (which the site serves statically) and are read only through the API. */
export function uploadRoutes(
  db: Db,
  cdnDir: string,
  s3: S3Storage | null = null,
  privateDir = path.join(config.dataDir, 'private'),
) {
  const router = createRouter<AuthEnv>();
  router.use('/upload', requireUser(db));
  router.use('/upload/private/*', requireUser(db));

  // The signed URL is the permission (no bearer token): it names the upload, and expires in minutes.
  router.put('/upload/put/:id', async (c) => {
    const id = c.req.param('id');
    const expires = Number(c.req.query('expires'));
    if (!checkSignature(id, expires, c.req.query('signature') ?? '')) return fail(c, 403, LINK_USED);
    const [upload] = await db.select().from(t.uploads).where(eq(t.uploads.id, id));
    if (!upload || upload.uploadedAt) return fail(c, 403, LINK_USED);
    if (c.req.header('Content-Type') !== upload.contentType)
      return fail(c, 400, 'Invalid input', { 'Content-Type': [`Must be ${upload.contentType}`] });
    // Held to the size counted in the shopper's quota (declared, or 5 MB when none was; rows older than the quota have 0).
    const typeLimit = maxBytesFor(upload.contentType);
    const limit = Math.min(upload.bytes || typeLimit, typeLimit);
    if (Number(c.req.header('Content-Length') ?? 0) > limit) return fail(c, 413, tooBig(limit, upload.contentType));
    // One use: the URL is claimed by one conditional update before the body is read, so of several PUTs at
    // once one goes on; a PUT that then fails gives the claim back (nothing was stored), and one that
    // stored its file keeps it for good (a stored file never changes: public ones are served as immutable).
    const claimedAt = new Date();
    const [claimed] = await db
      .update(t.uploads)
      .set({ uploadedAt: claimedAt })
      .where(and(eq(t.uploads.id, id), isNull(t.uploads.uploadedAt)))
      .returning({ id: t.uploads.id });
    if (!claimed) return fail(c, 403, LINK_USED);
    const giveBack = () =>
      db
        .update(t.uploads)
        .set({ uploadedAt: null })
        .where(and(eq(t.uploads.id, id), eq(t.uploads.uploadedAt, claimedAt)));
    try {
      // A chunked body has no Content-Length: stop reading one byte past the limit rather than buffer it all.
      const bytes = await readAtMost(c.req.raw.body, limit);
      if (!bytes) {
        await giveBack();
        return fail(c, 413, tooBig(limit, upload.contentType));
      }
      if (!(await isMediaOf(upload.contentType, bytes))) {
        await giveBack();
        return fail(c, 400, 'Invalid input', {
          file: [
            VIDEO_TYPES[upload.contentType]
              ? 'The file is not the video type it claims'
              : 'The file is not the image type it claims',
          ],
        });
      }
      writeUpload(upload.isPublic ? cdnDir : privateDir, upload.file, bytes);
      // What arrived is what the quota counts from now on (at most what was declared).
      await db.update(t.uploads).set({ bytes: bytes.byteLength }).where(eq(t.uploads.id, id));
      return ok(c, true);
    } catch (error) {
      // A file already there (only a crash between storing and this could leave one) is never written over.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await giveBack();
      throw error;
    }
  });

  return router
    .openapi(r.presign, async (c) => {
      const { contentType, ext, isPublic, size } = c.req.valid('json');
      const normalExt = ext.toLowerCase();
      if (!UPLOAD_TYPES[contentType]!.includes(normalExt))
        return fail(c, 400, 'Invalid input', { ext: [`Does not match ${contentType}`] });
      const id = crypto.randomUUID();
      const file = `${isPublic ? 'uploads' : 'private'}/${c.get('userId').slice(0, 8)}/${id}.${normalExt}`;
      if (s3 && !size) return fail(c, 400, 'Invalid input', { size: ['Required'] });
      const allowed = await recordUpload(db, {
        id,
        userId: c.get('userId'),
        file,
        contentType,
        isPublic,
        bytes: size ?? maxBytesFor(contentType),
      });
      if (!allowed.ok) {
        c.header('Retry-After', String(allowed.retryAfterSeconds));
        return fail(c, 429, uploadLimitMessage(allowed.reason, allowed.retryAfterSeconds));
      }
      // Private files are referenced by the owner-only API route, never by a public (CDN or bucket) URL.
      if (s3)
        return ok(c, {
          preSignedUrl: await s3.presignPut(file, contentType, size!),
          file: isPublic ? s3.publicUrl(file) : privateRef(id),
        });
      const expires = Date.now() + UPLOAD_URL_TTL_MS;
      // On the configured site, never the request's Host: a forged one cannot send the file elsewhere.
      const preSignedUrl = `${config.siteOrigin}/api/v1/upload/put/${id}?expires=${expires}&signature=${signUpload(id, expires)}`;
      return ok(c, { preSignedUrl, file: isPublic ? `/cdn/${file}` : privateRef(id) });
    })
    .openapi(r.privateFile, async (c) => {
      const [upload] = await db
        .select()
        .from(t.uploads)
        .where(
          and(
            eq(t.uploads.id, c.req.valid('param').id),
            eq(t.uploads.userId, c.get('userId')),
            eq(t.uploads.isPublic, false),
          ),
        );
      if (!upload) return fail(c, 404, 'Not found');
      c.header('Cache-Control', 'private, no-store');
      // S3: the simplest correct read is a redirect to a GET signed for a minute (no proxying of bytes).
      if (s3) return c.redirect(await s3.presignGet(upload.file), 302);
      const bytes = await fs.promises.readFile(uploadPath(privateDir, upload.file)).catch(() => null);
      if (!bytes) return fail(c, 404, 'Not found');
      return c.body(bytes, 200, { 'Content-Type': upload.contentType });
    })
    .openapi(r.pincode, async (c) => {
      const found = byPincode(c.req.valid('param').pin);
      return found[0].Status === 'Success' ? ok(c, found) : fail(c, 404, 'No area found for this PIN code');
    })
    .openapi(r.locality, async (c) => ok(c, byLocality(c.req.valid('param').text, c.req.valid('query').pin)));
}

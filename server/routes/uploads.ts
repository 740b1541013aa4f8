/**
 * POST upload (a presigned PUT URL and the file reference), the signed PUT itself, the owner's read of a
 * private upload, and the postal lookup.
 */
import path from 'node:path';
import { createRoute, z } from '@hono/zod-openapi';
import { PostalReply, Presigned } from '../reply-schemas/account.ts';
import { createRouter } from '../http/app-factory.ts';
import { fail, ok } from '../http/envelope.ts';
import { errors, jsonBody, okReply, publicRoute, signedIn } from '../http/route-helpers.ts';
import type { AuthEnv } from '../auth/middleware.ts';
import type { Db } from '../db/open.ts';
import { config } from '../config.ts';
import { UPLOAD_TYPES, checkSignature } from '../uploads/storage.ts';
import { byLocality, byPincode } from '../postal/postal.ts';
import { PIN_INVALID, PIN_PATTERN } from '../../src/lib/rules/field-rules.ts';
import type { S3Storage } from '../uploads/s3.ts';
import { LINK_USED, receiveUpload } from '../uploads/receive.ts';
import { presignUpload } from '../uploads/presign.ts';
import { ownPrivateUpload, readPrivateFile } from '../uploads/private-files.ts';
import { maxBytesFor, uploadLimitMessage, VIDEO_MAX_BYTES, VIDEO_TYPES } from '../../src/lib/rules/pictures.ts';

const r = {
  presign: createRoute({
    method: 'post',
    path: '/upload',
    operationId: 'createUpload',
    summary:
      'Get a presigned PUT URL for one image (at most 5 MB; jpeg, png, webp, gif, avif) or a short public video (at most 20 MB; mp4, webm)',
    description:
      'With S3 storage configured, size (bytes) is required: the signed URL only accepts exactly that many; locally the PUT accepts at most size ' +
      '(5 MB when none is given). Each shopper may request at most 20 uploads in 10 minutes and 100 MB (the sizes given, 5 MB each when none) ' +
      'in 24 hours: past either, 429 with Retry-After. The PUT URL works once; on local storage it is relative (/api/v1/upload/put/…), ' +
      'to be PUT on the API’s origin, never built from the Host header. Each place takes its kind, by the type found in the bytes: ' +
      'photos, return and profile pictures take images, videoUrls take videos (else 400 on that field). An upload no profile picture, ' +
      'return or post refers to a day later is deleted.',
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
    operationId: 'getPrivateUpload',
    summary: 'Read a private upload (return photos): the uploader only',
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
    operationId: 'getPostalPincode',
    summary: 'Area details for a PIN code (public postal service shape; no token)',
    request: { params: z.object({ pin: z.string().regex(PIN_PATTERN, PIN_INVALID) }) },
    responses: { ...okReply('[{ Message, Status, PostOffice }]', PostalReply), 400: errors[400], 404: errors[404] },
  }),
  locality: createRoute({
    method: 'get',
    path: '/postal/postoffice/{text}',
    operationId: 'getPostalPostOffices',
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

/** Private files live outside cdnDir (which the site serves statically) and are read only through the API. */
export function uploadRoutes(
  db: Db,
  cdnDir: string,
  s3: S3Storage | null = null,
  privateDir = path.join(config.dataDir, 'private'),
) {
  const router = createRouter<AuthEnv>();

  // The signed URL is the permission (no bearer token): it names the upload, and expires in minutes.
  router.put('/upload/put/:id', async (c) => {
    const id = c.req.param('id');
    const expires = Number(c.req.query('expires'));
    if (!checkSignature(id, expires, c.req.query('signature') ?? '')) return fail(c, 403, LINK_USED);
    const received = await receiveUpload(
      db,
      { cdnDir, privateDir },
      {
        id,
        contentType: c.req.header('Content-Type'),
        contentLength: Number(c.req.header('Content-Length') ?? 0),
        body: c.req.raw.body,
      },
    );
    return received.ok ? ok(c, true) : fail(c, received.status, received.message, received.fields);
  });

  return router
    .openapi(signedIn(db, r.presign), async (c) => {
      const presigned = await presignUpload(db, s3, c.get('userId'), c.req.valid('json'));
      if (presigned.ok) return ok(c, { preSignedUrl: presigned.preSignedUrl, file: presigned.file });
      if (presigned.reason === 'invalid') return fail(c, 400, 'Invalid input', presigned.fields);
      c.header('Retry-After', String(presigned.retryAfterSeconds));
      return fail(c, 429, uploadLimitMessage(presigned.reason, presigned.retryAfterSeconds));
    })
    .openapi(signedIn(db, r.privateFile), async (c) => {
      const upload = await ownPrivateUpload(db, c.get('userId'), c.req.valid('param').id);
      if (!upload) return fail(c, 404, 'Not found');
      c.header('Cache-Control', 'private, no-store');
      // S3: the simplest correct read is a redirect to a GET signed for a minute (no proxying of bytes).
      if (s3) return c.redirect(await s3.presignGet(upload.file), 302);
      const bytes = await readPrivateFile(privateDir, upload.file);
      if (!bytes) return fail(c, 404, 'Not found');
      return c.body(bytes, 200, { 'Content-Type': upload.contentType });
    })
    .openapi(publicRoute(r.pincode), async (c) => {
      const found = byPincode(c.req.valid('param').pin);
      return found[0].Status === 'Success' ? ok(c, found) : fail(c, 404, 'No area found for this PIN code');
    })
    .openapi(publicRoute(r.locality), async (c) =>
      ok(c, byLocality(c.req.valid('param').text, c.req.valid('query').pin)),
    );
}

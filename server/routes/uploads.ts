/** POST upload (a presigned PUT URL and the file reference), the signed PUT itself, and the postal lookup. */
import crypto from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { createRouter } from '../http/app-factory.ts';
import { fail, ok } from '../http/envelope.ts';
import { bearer, errors, jsonBody, okReply } from '../http/route-helpers.ts';
import { requireUser, type AuthEnv } from '../auth/middleware.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { IMAGE_TYPES, UPLOAD_MAX_BYTES, UPLOAD_URL_TTL_MS, checkSignature, looksLike, signUpload, writeUpload } from '../uploads/storage.ts';
import { byLocality, byPincode } from '../postal/postal.ts';
import type { S3Storage } from '../uploads/s3.ts';

const r = {
  presign: createRoute({
    method: 'post', path: '/upload', summary: 'Get a presigned PUT URL for one image (at most 5 MB; jpeg, png, webp, gif, avif)', security: bearer,
    description: 'With S3 storage configured, size (bytes) is required: the signed URL only accepts exactly that many.',
    request: jsonBody(z.object({
      contentType: z.enum(Object.keys(IMAGE_TYPES) as [string, ...string[]], { message: 'Images only' }),
      ext: z.string().regex(/^[a-z0-9]{2,5}$/i),
      isPublic: z.boolean().default(true),
      size: z.number().int().min(1).max(UPLOAD_MAX_BYTES, 'Images can be at most 5 MB').optional(),
    })),
    responses: { ...okReply('{ preSignedUrl, file }'), 400: errors[400], 401: errors[401] },
  }),
  pincode: createRoute({
    method: 'get', path: '/postal/pincode/{pin}', summary: 'Area details for a PIN code (public postal service shape; no token)',
    request: { params: z.object({ pin: z.string().regex(/^\d{6}$/, 'Enter a 6-digit PIN code') }) },
    responses: { ...okReply('[{ Message, Status, PostOffice }]'), 400: errors[400], 404: errors[404] },
  }),
  locality: createRoute({
    method: 'get', path: '/postal/postoffice/{text}', summary: 'Post offices by locality text (public postal service shape; no token)',
    request: { params: z.object({ text: z.string().trim().min(2).max(60) }) },
    responses: { ...okReply('[{ Message, Status, PostOffice }]'), 400: errors[400] },
  }),
};

export function uploadRoutes(db: Db, cdnDir: string, s3: S3Storage | null = null) {
  const router = createRouter<AuthEnv>();
  router.use('/upload', requireUser);

  // The signed URL is the permission (no bearer token): it names the upload, and expires in minutes.
  router.put('/upload/put/:id', async (c) => {
    const id = c.req.param('id');
    const expires = Number(c.req.query('expires'));
    if (!checkSignature(id, expires, c.req.query('signature') ?? '')) return fail(c, 403, 'This upload link is invalid or has expired');
    const [upload] = await db.select().from(t.uploads).where(eq(t.uploads.id, id));
    if (!upload || upload.uploadedAt) return fail(c, 403, 'This upload link is invalid or has expired');
    if (c.req.header('Content-Type') !== upload.contentType) return fail(c, 400, 'Invalid input', { 'Content-Type': [`Must be ${upload.contentType}`] });
    const declared = Number(c.req.header('Content-Length') ?? 0);
    if (declared > UPLOAD_MAX_BYTES) return fail(c, 413, 'Images can be at most 5 MB');
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.length > UPLOAD_MAX_BYTES) return fail(c, 413, 'Images can be at most 5 MB');
    if (!looksLike(upload.contentType, bytes)) return fail(c, 400, 'Invalid input', { file: ['The file is not the image type it claims'] });
    writeUpload(cdnDir, upload.file, bytes);
    await db.update(t.uploads).set({ uploadedAt: new Date() }).where(eq(t.uploads.id, id));
    return ok(c, true);
  });

  return router
    .openapi(r.presign, async (c) => {
      const { contentType, ext, isPublic, size } = c.req.valid('json');
      const normalExt = ext.toLowerCase();
      if (!IMAGE_TYPES[contentType]!.includes(normalExt)) return fail(c, 400, 'Invalid input', { ext: [`Does not match ${contentType}`] });
      const id = crypto.randomUUID();
      const file = `${isPublic ? 'uploads' : 'private'}/${c.get('userId').slice(0, 8)}/${id}.${normalExt}`;
      await db.insert(t.uploads).values({ id, userId: c.get('userId'), file, contentType, isPublic });
      if (s3) {
        if (!size) return fail(c, 400, 'Invalid input', { size: ['Required'] });
        return ok(c, { preSignedUrl: await s3.presignPut(file, contentType, size), file: s3.publicUrl(file) });
      }
      const expires = Date.now() + UPLOAD_URL_TTL_MS;
      const origin = new URL(c.req.url).origin;
      const preSignedUrl = `${origin}/api/v1/upload/put/${id}?expires=${expires}&signature=${signUpload(id, expires)}`;
      return ok(c, { preSignedUrl, file: `/cdn/${file}` });
    })
    .openapi(r.pincode, async (c) => {
      const found = byPincode(c.req.valid('param').pin);
      return found[0].Status === 'Success' ? ok(c, found) : fail(c, 404, 'No area found for this PIN code');
    })
    .openapi(r.locality, async (c) => ok(c, byLocality(c.req.valid('param').text)));
}

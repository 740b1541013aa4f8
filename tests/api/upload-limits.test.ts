/**
 * Upload limits: one shopper wrote 20 public files of 4.9 MB in 1.2 s and they were kept
 * forever, and one-use PUT URLs took 2 to 6 of 6 parallel PUTs. Now a shopper may request 20 uploads in 10
 * minutes and 100 MB a day (429 with Retry-After), a PUT URL is claimed once before its body is read, a stored
 * file is never written again, and uploads nothing refers to a day later are deleted. On PostgreSQL the
 * parallel requests run side by side.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import sharp from 'sharp';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { DEMO_SHOPPER } from '../../server/seed/shoppers.ts';
import { deleteUnusedUploads, uploadFiles, type UploadFiles } from '../../server/uploads/cleanup.ts';
import { writeUpload } from '../../server/uploads/storage.ts';
import type { S3Storage } from '../../server/uploads/s3.ts';
import { startTestApi, bothDatabases, type TestApi } from './harness.ts';

const MB = 1024 * 1024;
const atOnce = <T>(n: number, request: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => request(i)));
const pngOf = (colour: string) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe.each(bothDatabases)('upload limits on $name', (target) => {
  let api: TestApi;
  let shoppers: { id: string; phone: string; token: string }[];

  beforeAll(async () => {
    api = await startTestApi(target, 8);
    const rows = await api.database.db
      .select({ id: t.users.id, phone: t.users.phone })
      .from(t.users)
      .where(and(eq(t.users.isBlocked, false), ne(t.users.phone, DEMO_SHOPPER.phone)))
      .limit(6);
    shoppers = [];
    for (const row of rows) shoppers.push({ ...row, token: (await api.login(row.phone)).accessToken });
  });
  afterAll(() => api?.close());

  const db = () => api.database.db;
  const cdnDir = () => path.join(api.dataDir, 'cdn');
  const privateDir = () => path.join(api.dataDir, 'private');
  const presign = (token: string, body: object = {}) =>
    api.call('POST', 'upload', { token, body: { contentType: 'image/png', ext: 'png', isPublic: true, ...body } });
  const put = async (url: string, bytes: Uint8Array, type = 'image/png') =>
    api.app.request(url.replace(/^https?:\/\/[^/]+/, ''), {
      method: 'PUT',
      headers: { 'Content-Type': type },
      body: new Blob([new Uint8Array(bytes)]),
    });
  const idOf = (url: string) => /\/upload\/put\/([^?]+)/.exec(url)![1]!;
  const rowOf = async (id: string) => (await db().select().from(t.uploads).where(eq(t.uploads.id, id)))[0];

  describe('one-use PUT URLs', () => {
    it('six PUTs at once to one URL: exactly one is stored, and the file is that one’s bytes', async () => {
      const { body } = await presign(shoppers[0]!.token);
      const images = await Promise.all(['#101010', '#202020', '#303030', '#404040', '#505050', '#606060'].map(pngOf));
      const replies = await atOnce(6, (i) => put(body.data.preSignedUrl, images[i]!));
      const statuses = replies.map((r) => r.status);
      expect([...statuses].sort()).toEqual([200, 403, 403, 403, 403, 403]);
      const stored = fs.readFileSync(path.join(cdnDir(), body.data.file.replace('/cdn/', '')));
      expect(stored).toEqual(images[statuses.indexOf(200)]);
    });

    it('a stored file never changes: a later PUT is refused and the bytes stay', async () => {
      const { body } = await presign(shoppers[0]!.token);
      const first = await pngOf('#a3123a');
      expect((await put(body.data.preSignedUrl, first)).status).toBe(200);
      const again = await put(body.data.preSignedUrl, await pngOf('#0000ff'));
      expect(again.status).toBe(403);
      expect(fs.readFileSync(path.join(cdnDir(), body.data.file.replace('/cdn/', '')))).toEqual(first);
      // The store itself refuses to write over a file (the backstop).
      expect(() => writeUpload(cdnDir(), body.data.file.replace('/cdn/', ''), first)).toThrow(/EEXIST/);
    });

    it('a PUT refused for its body gives the link back; the right file then goes in', async () => {
      const { body } = await presign(shoppers[0]!.token);
      expect((await put(body.data.preSignedUrl, Buffer.from('<svg onload=alert(1)>'))).status).toBe(400);
      expect((await rowOf(idOf(body.data.preSignedUrl)))!.uploadedAt).toBeNull();
      expect((await put(body.data.preSignedUrl, await pngOf('#00aa00'))).status).toBe(200);
    });

    it('the PUT is held to the size declared, and then counts what arrived', async () => {
      const png = await pngOf('#777777');
      const small = await presign(shoppers[0]!.token, { size: 10 });
      const refused = await put(small.body.data.preSignedUrl, png);
      expect(refused.status).toBe(413);
      expect(((await refused.json()) as any).message).toBe(
        'The file is bigger than the size given when the upload was requested',
      );
      const exact = await presign(shoppers[0]!.token, { size: png.length + 100 });
      expect((await rowOf(idOf(exact.body.data.preSignedUrl)))!.bytes).toBe(png.length + 100);
      expect((await put(exact.body.data.preSignedUrl, png)).status).toBe(200);
      expect((await rowOf(idOf(exact.body.data.preSignedUrl)))!.bytes).toBe(png.length);
    });
  });

  describe('rate and daily bytes', () => {
    it('25 requests at once: exactly 20 are granted, the rest 429 with Retry-After (at most 10 minutes)', async () => {
      const shopper = shoppers[1]!;
      const replies = await atOnce(25, () => presign(shopper.token, { size: 1000 }));
      expect(replies.filter((r) => r.status === 200)).toHaveLength(20);
      const refused = replies.filter((r) => r.status === 429);
      expect(refused).toHaveLength(5);
      for (const reply of refused) {
        const wait = Number(reply.headers.get('Retry-After'));
        expect(wait).toBeGreaterThan(540);
        expect(wait).toBeLessThanOrEqual(600);
        expect(reply.body.message).toBe(
          'You have uploaded 20 pictures in the last 10 minutes. Try again in 10 minutes.',
        );
      }
      expect(await db().select().from(t.uploads).where(eq(t.uploads.userId, shopper.id))).toHaveLength(20);
      // Another shopper is not held back.
      expect((await presign(shoppers[2]!.token)).status).toBe(200);
    });

    it('100 MB a day: 97 MB used, five 1 MB requests at once give 3; 2 MB more waits until the oldest is a day old', async () => {
      const shopper = shoppers[3]!;
      const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
      // Earlier today, outside the 10-minute window: 97 MB in 20 uploads, the oldest (2 MB) 20 hours ago.
      await db()
        .insert(t.uploads)
        .values(
          Array.from({ length: 20 }, (_, i) => ({
            id: crypto.randomUUID(),
            userId: shopper.id,
            file: `uploads/${shopper.id.slice(0, 8)}/old-${i}.png`,
            contentType: 'image/png',
            bytes: i === 0 ? 2 * MB : 5 * MB,
            createdAt: hoursAgo(20 - i / 2),
          })),
        );
      const used = (await db().select().from(t.uploads).where(eq(t.uploads.userId, shopper.id))).reduce(
        (sum, u) => sum + u.bytes,
        0,
      );
      expect(used).toBe(97 * MB);
      const replies = await atOnce(5, () => presign(shopper.token, { size: MB }));
      expect(replies.filter((r) => r.status === 200)).toHaveLength(3);
      const refused = replies.filter((r) => r.status === 429);
      expect(refused).toHaveLength(2);
      expect(refused[0]!.body.message).toBe("You have reached today's upload limit of 100 MB. Try again in 4 hours.");
      // The oldest (2 MB, 20 hours ago) frees enough in about 4 hours.
      const wait = Number(refused[0]!.headers.get('Retry-After'));
      expect(wait).toBeGreaterThan(4 * 3600 - 120);
      expect(wait).toBeLessThanOrEqual(4 * 3600);
      // With no size given, 5 MB is counted.
      expect((await presign(shopper.token)).status).toBe(429);
    });
  });

  describe('unused uploads', () => {
    /** An upload made `hours` ago with its file stored (unless `stored` is false); answers its row and reference. */
    async function uploadMadeAgo(hours: number, isPublic: boolean, stored = true) {
      const shopper = shoppers[4]!;
      const { body } = await presign(shopper.token, { isPublic });
      const id = idOf(body.data.preSignedUrl);
      if (stored) expect((await put(body.data.preSignedUrl, await pngOf('#123456'))).status).toBe(200);
      await db()
        .update(t.uploads)
        .set({ createdAt: new Date(Date.now() - hours * 3_600_000) })
        .where(eq(t.uploads.id, id));
      const row = (await rowOf(id))!;
      return { id, ref: body.data.file as string, row, path: path.join(isPublic ? cdnDir() : privateDir(), row.file) };
    }

    it('a day later, an upload no profile, return or post refers to is deleted with its file; the rest stay', async () => {
      const shopper = shoppers[4]!;
      const profile = await uploadMadeAgo(30, true);
      const returned = await uploadMadeAgo(30, false);
      const posted = await uploadMadeAgo(30, true);
      const unusedPublic = await uploadMadeAgo(25, true);
      const unusedPrivate = await uploadMadeAgo(25, false);
      const neverPut = await uploadMadeAgo(25, true, false);
      const recent = await uploadMadeAgo(2, true);
      // The references as the storefront stores them (and an absolute spelling of the profile picture's).
      await db()
        .update(t.users)
        .set({ profilePicUrl: `https://shop.example.in${profile.ref}` })
        .where(eq(t.users.id, shopper.id));
      const [order] = await db().select().from(t.orders).limit(1);
      await db()
        .insert(t.orderRequests)
        .values({
          id: crypto.randomUUID(),
          orderId: order!.id,
          userId: order!.userId,
          kind: 'return',
          reasonType: 'other',
          imageUrls: [returned.ref],
        });
      await db()
        .insert(t.posts)
        .values({
          id: crypto.randomUUID(),
          userId: shopper.id,
          postTitle: 'Look',
          postDesc: 'A look',
          imageUrls: [posted.ref],
        });

      expect(
        await deleteUnusedUploads(db(), uploadFiles({ cdnDir: cdnDir(), privateDir: privateDir(), s3: null })),
      ).toBe(3);
      for (const gone of [unusedPublic, unusedPrivate, neverPut]) {
        expect(await rowOf(gone.id)).toBeUndefined();
        expect(fs.existsSync(gone.path)).toBe(false);
      }
      for (const kept of [profile, returned, posted, recent]) {
        expect(await rowOf(kept.id)).toBeDefined();
        expect(fs.existsSync(kept.path)).toBe(true);
      }
      // A replaced profile picture is no longer referred to: the next sweep deletes it.
      await db().update(t.users).set({ profilePicUrl: recent.ref }).where(eq(t.users.id, shopper.id));
      expect(
        await deleteUnusedUploads(db(), uploadFiles({ cdnDir: cdnDir(), privateDir: privateDir(), s3: null })),
      ).toBe(1);
      expect(fs.existsSync(profile.path)).toBe(false);
    });

    it('with S3 the object is deleted from the bucket; a removal that fails keeps the row for the next sweep', async () => {
      const unused = await uploadMadeAgo(26, true);
      const removed: string[] = [];
      const bucket = { remove: async (key: string) => void removed.push(key) } as unknown as S3Storage;
      const failing: UploadFiles = { remove: async () => Promise.reject(new Error('bucket unreachable')) };
      await expect(deleteUnusedUploads(db(), failing)).rejects.toThrow('bucket unreachable');
      expect(await rowOf(unused.id)).toBeDefined();
      expect(await deleteUnusedUploads(db(), uploadFiles({ s3: bucket }))).toBe(1);
      expect(removed).toEqual([unused.row.file]);
      expect(await rowOf(unused.id)).toBeUndefined();
    });

    it('three sweeps at once delete each unused upload once', async () => {
      const unused = await Promise.all([uploadMadeAgo(27, true), uploadMadeAgo(27, false), uploadMadeAgo(27, true)]);
      const removed: string[] = [];
      const files = uploadFiles({ cdnDir: cdnDir(), privateDir: privateDir(), s3: null });
      const counting: UploadFiles = {
        remove: async (upload) => {
          removed.push(upload.file);
          await files.remove(upload);
        },
      };
      const counts = await atOnce(3, () => deleteUnusedUploads(db(), counting));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
      expect(removed.sort()).toEqual(unused.map((u) => u.row.file).sort());
      expect(
        await db()
          .select()
          .from(t.uploads)
          .where(
            inArray(
              t.uploads.id,
              unused.map((u) => u.id),
            ),
          ),
      ).toEqual([]);
    });
  });
});

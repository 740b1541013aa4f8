import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { startTestApi, pgliteOnly, type TestApi } from './harness.ts';

describe.each(pgliteOnly)('uploads and postal on $name', (target) => {
  let api: TestApi;
  let token: string;
  let otherToken: string;
  let png: Buffer;

  beforeAll(async () => {
    api = await startTestApi(target, 8);
    const phones = (await api.database.db.select({ phone: t.users.phone }).from(t.users).limit(2)).map((u) => u.phone);
    token = (await api.login(phones[0]!)).accessToken;
    otherToken = (await api.login(phones[1]!)).accessToken;
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a3123a' } })
      .png()
      .toBuffer();
  });
  afterAll(() => api?.close());

  const presign = (body: object, as = token) => api.call('POST', 'upload', { token: as, body });
  const put = (url: string, bytes: Uint8Array, type = 'image/png') =>
    api.app.request(url.replace(/^https?:\/\/[^/]+/, ''), {
      method: 'PUT',
      headers: { 'Content-Type': type },
      body: new Blob([new Uint8Array(bytes)]),
    });
  const read = (ref: string, as?: string) =>
    api.app.request(ref, { headers: as ? { Authorization: `Bearer ${as}` } : {} });
  /** Every file path under a folder (empty when it does not exist). */
  const filesUnder = (dir: string): string[] =>
    fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]) : [];

  describe('uploads', () => {
    it('presigns a PUT URL; the signed PUT stores the image under the CDN folder', async () => {
      const { status, body } = await presign({ contentType: 'image/png', ext: 'png', isPublic: true });
      expect(status).toBe(200);
      expect(body.data.file).toMatch(/^\/cdn\/uploads\/.+\.png$/);
      const response = await put(body.data.preSignedUrl, png);
      expect(response.status).toBe(200);
      expect(fs.readFileSync(path.join(api.dataDir, 'cdn', body.data.file.replace('/cdn/', '')))).toEqual(png);
      expect((await put(body.data.preSignedUrl, png)).status).toBe(403); // one use
    });

    it('keeps a private upload out of the CDN folder and serves it to its owner only, uncached', async () => {
      const { body } = await presign({ contentType: 'image/png', ext: 'png', isPublic: false });
      const id = /\/upload\/put\/([^?]+)/.exec(body.data.preSignedUrl)![1]!;
      expect(body.data.file).toBe(`/api/v1/upload/private/${id}`);
      expect((await put(body.data.preSignedUrl, png)).status).toBe(200);

      // Not on disk under the CDN folder, so not under the site's /cdn path either.
      expect(filesUnder(path.join(api.dataDir, 'cdn')).filter((f) => f.includes(id))).toEqual([]);
      expect(filesUnder(path.join(api.dataDir, 'private')).filter((f) => f.includes(id))).toHaveLength(1);
      const [row] = await api.database.db.select().from(t.uploads).where(eq(t.uploads.id, id));
      const { createSiteApp } = await import('../../server/site.ts');
      const site = await createSiteApp({ api: api.app, distDir: null, cdnDir: path.join(api.dataDir, 'cdn') });
      expect((await site.request(`/cdn/${row!.file}`)).status).toBe(404);
      // A private file an older version left under the CDN folder is not served either.
      fs.mkdirSync(path.join(api.dataDir, 'cdn', 'private', 'old'), { recursive: true });
      fs.writeFileSync(path.join(api.dataDir, 'cdn', 'private', 'old', 'photo.png'), png);
      expect((await site.request('/cdn/private/old/photo.png')).status).toBe(404);

      const mine = await read(body.data.file, token);
      expect(mine.status).toBe(200);
      expect(mine.headers.get('Content-Type')).toBe('image/png');
      expect(mine.headers.get('Cache-Control')).toBe('private, no-store');
      expect(Buffer.from(await mine.arrayBuffer())).toEqual(png);
      expect((await read(body.data.file, otherToken)).status).toBe(404);
      expect((await read(body.data.file)).status).toBe(401);
    });

    it('does not serve public uploads or unknown ids through the private route', async () => {
      const { body } = await presign({ contentType: 'image/png', ext: 'png', isPublic: true });
      const id = /\/upload\/put\/([^?]+)/.exec(body.data.preSignedUrl)![1]!;
      expect((await read(`/api/v1/upload/private/${id}`, token)).status).toBe(404);
      expect((await read('/api/v1/upload/private/no-such-id', token)).status).toBe(404);
    });

    it('takes images only, checks the bytes, the type and the signature', async () => {
      expect((await presign({ contentType: 'text/html', ext: 'html' })).status).toBe(400);
      expect((await presign({ contentType: 'image/png', ext: 'jpg' })).status).toBe(400);
      expect((await presign({ contentType: 'image/png', ext: 'png' }, '')).status).toBe(401);
      const { body } = await presign({ contentType: 'image/png', ext: 'png' });
      expect((await put(body.data.preSignedUrl, Buffer.from('<script>alert(1)</script>'))).status).toBe(400);
      expect((await put(body.data.preSignedUrl, png, 'image/jpeg')).status).toBe(400);
      const tampered = body.data.preSignedUrl.replace(
        /signature=(.)/,
        (_: string, first: string) => `signature=${first === '0' ? '1' : '0'}`,
      );
      expect((await put(tampered, png)).status).toBe(403);
      const expired = body.data.preSignedUrl.replace(/expires=\d+/, 'expires=1000');
      expect((await put(expired, png)).status).toBe(403);
    });

    it('refuses a PNG declared as image/jpeg (the bytes, not the header)', async () => {
      const { body } = await presign({ contentType: 'image/jpeg', ext: 'jpg' });
      const response = await put(body.data.preSignedUrl, png, 'image/jpeg');
      expect(response.status).toBe(400);
      expect(((await response.json()) as any).errors.file).toEqual(['The file is not the image type it claims']);
    });

    it('recognises each accepted format by its bytes (sharp)', async () => {
      const { isImageOf } = await import('../../server/uploads/storage.ts');
      const base = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#a3123a' } });
      const samples: Record<string, Buffer> = {
        'image/jpeg': await base().jpeg().toBuffer(),
        'image/png': png,
        'image/webp': await base().webp().toBuffer(),
        'image/gif': await base().gif().toBuffer(),
        'image/avif': await base().avif().toBuffer(),
      };
      for (const [type, bytes] of Object.entries(samples)) {
        for (const declared of Object.keys(samples))
          expect(await isImageOf(declared, bytes), `${type} as ${declared}`).toBe(type === declared);
      }
      expect(await isImageOf('image/png', Buffer.from('<script>alert(1)</script>'))).toBe(false);
      expect(await isImageOf('image/png', png.subarray(0, 20))).toBe(false);
    });

    it('refuses more than 5 MB', async () => {
      const { body } = await presign({ contentType: 'image/png', ext: 'png' });
      const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
      expect((await put(body.data.preSignedUrl, big)).status).toBe(413);
    });

    it('refuses a chunked body over 5 MB with no Content-Length, and stops reading it just past the limit', async () => {
      const { body } = await presign({ contentType: 'image/png', ext: 'png' });
      const MB = 1024 * 1024;
      const total = 64; // 64 MB if read whole
      let pulled = 0;
      let cancelled = false;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (pulled === total) return controller.close();
          controller.enqueue(pulled === 0 ? Buffer.concat([png, Buffer.alloc(MB - png.length)]) : new Uint8Array(MB));
          pulled += 1;
        },
        cancel() {
          cancelled = true;
        },
      });
      const request = new Request(`http://localhost${body.data.preSignedUrl.replace(/^https?:\/\/[^/]+/, '')}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'image/png' },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      expect(request.headers.get('Content-Length')).toBeNull();
      const response = await api.app.request(request);
      expect(response.status).toBe(413);
      expect(((await response.json()) as any).message).toBe('Images can be at most 5 MB');
      expect(cancelled).toBe(true);
      expect(pulled).toBeLessThanOrEqual(8); // 6 chunks pass 5 MB; a little read-ahead at most
    });

    it('hands out the signed PUT URL relative to the page: never on the request Host, nor on PUBLIC_SITE_URL', async () => {
      // A shopper on 127.0.0.1, a LAN address or www. beside the bare domain PUTs to the origin they opened.
      const saved = process.env.PUBLIC_SITE_URL;
      process.env.PUBLIC_SITE_URL = 'https://shop.example.in';
      try {
        const response = await api.app.request('http://attacker.example/api/v1/upload', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, Host: 'attacker.example' },
          body: JSON.stringify({ contentType: 'image/png', ext: 'png' }),
        });
        expect(response.status).toBe(200);
        const { preSignedUrl } = ((await response.json()) as any).data as { preSignedUrl: string };
        expect(preSignedUrl).toMatch(/^\/api\/v1\/upload\/put\/[0-9a-f-]{36}\?expires=\d+&signature=[0-9a-f]{64}$/);
        // Resolved on whichever origin the page is on, it is this server's signed PUT.
        const stored = await api.app.request(new URL(preSignedUrl, 'http://192.168.1.20:4321').href, {
          method: 'PUT',
          headers: { 'Content-Type': 'image/png' },
          body: new Blob([new Uint8Array(png)]),
        });
        expect(stored.status).toBe(200);
      } finally {
        if (saved === undefined) delete process.env.PUBLIC_SITE_URL;
        else process.env.PUBLIC_SITE_URL = saved;
      }
    });
  });

  describe('postal lookup', () => {
    it('finds a PIN code in the public service shape', async () => {
      const { status, body } = await api.get('postal/pincode/560001');
      expect(status).toBe(200);
      expect(body.data[0].Status).toBe('Success');
      expect(body.data[0].PostOffice[0]).toMatchObject({
        Pincode: '560001',
        State: 'Karnataka',
        District: expect.any(String),
        Name: expect.any(String),
      });
    });

    it('answers 404 for an unknown PIN and 400 for a malformed one', async () => {
      expect((await api.get('postal/pincode/000000')).status).toBe(404);
      expect((await api.get('postal/pincode/12ab')).body.errors.pin).toEqual(['Enter a 6-digit PIN code']);
    });

    it('suggests post offices by locality text', async () => {
      const { body } = await api.get('postal/postoffice/Koramangala');
      const offices = body.data[0].PostOffice;
      expect(offices.length).toBeGreaterThan(0);
      expect(offices[0].Name.toLowerCase()).toContain('koramangala');
      expect(offices[0].Pincode).toMatch(/^\d{6}$/);
    });
  });

  describe('postal lookup with a known PIN', () => {
    const offices = async (path: string) =>
      (await api.get(path)).body.data[0].PostOffice as {
        Name: string;
        District: string;
        State: string;
        Pincode: string;
      }[];

    it("ranks the PIN's own post offices first: Kora with 560034 offers Koramangala, Bengaluru", async () => {
      const without = await offices('postal/postoffice/Kora');
      expect(without.slice(0, 5).every((o) => o.Pincode !== '560034')).toBe(true);
      const ranked = await offices('postal/postoffice/Kora?pin=560034');
      expect(ranked[0]).toMatchObject({ Pincode: '560034', District: 'Bengaluru', State: 'Karnataka' });
      expect(ranked[0]!.Name).toMatch(/^Koramangala/);
      expect(ranked.slice(0, 2).map((o) => [o.Name, o.Pincode])).toEqual([
        ['Koramangala I Block', '560034'],
        ['Koramangala', '560034'],
      ]);
      // Then the district's matching offices, then the state's, before any other state.
      expect(ranked[2]).toMatchObject({ Name: 'Koramangala VI Bk', Pincode: '560095' });
      const states = ranked.map((o) => o.State);
      expect(states.slice(0, states.lastIndexOf('Karnataka') + 1).every((s) => s === 'Karnataka')).toBe(true);
      expect(ranked).toHaveLength(20);
    });

    it("offers the PIN's offices, at most half the list, when none is named like the text: Jayanagar with 110001", async () => {
      const ranked = await offices('postal/postoffice/Jayanagar?pin=110001');
      expect(ranked.slice(0, 10).every((o) => o.Pincode === '110001')).toBe(true);
      expect(ranked.slice(10).every((o) => o.Name.includes('ayanagar'))).toBe(true);
      expect(ranked.map((o) => o.Name)).toContain('Jayanagar East');
    });

    it('offers Mumbai first for Fort with 400001, though no Mumbai office is named Fort', async () => {
      const ranked = await offices('postal/postoffice/Fort?pin=400001');
      expect(ranked[0]).toMatchObject({ Pincode: '400001', District: 'Mumbai', State: 'Maharashtra' });
      expect(ranked.filter((o) => o.Pincode === '400001').length).toBeGreaterThan(1);
      expect(ranked.findIndex((o) => o.Pincode !== '400001')).toBe(ranked.filter((o) => o.Pincode === '400001').length);
    });

    it('refuses a malformed PIN with the field message, and ranks an unknown one like none', async () => {
      const bad = await api.get('postal/postoffice/Kora?pin=5600');
      expect(bad.status).toBe(400);
      expect(bad.body.errors.pin).toEqual(['Enter a 6-digit PIN code']);
      expect(await offices('postal/postoffice/Kora?pin=000000')).toEqual(await offices('postal/postoffice/Kora'));
    });
  });

  describe('S3-compatible storage, by configuration', () => {
    const s3App = async () => {
      const { createApp } = await import('../../server/app.ts');
      const { s3Storage } = await import('../../server/uploads/s3.ts');
      const s3 = s3Storage({
        bucket: 'vastra-media',
        region: 'ap-south-1',
        accessKeyId: 'AKIATEST',
        secretAccessKey: 'secret',
        endpoint: 'http://127.0.0.1:9000',
        publicBase: 'https://media.vastra.in',
      });
      const app = createApp(api.database.db, { s3 });
      const call = async (body: object) => {
        const r = await app.request('/api/v1/upload', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        });
        return { status: r.status, body: (await r.json()) as any };
      };
      return { app, call };
    };

    it('presigns a PUT to the bucket that is bound to the content type and the declared size', async () => {
      const { call } = await s3App();
      const noSize = await call({ contentType: 'image/webp', ext: 'webp' });
      expect(noSize.status).toBe(400);
      expect(noSize.body.errors.size).toEqual(['Required']);
      expect((await call({ contentType: 'image/webp', ext: 'webp', size: 6 * 1024 * 1024 })).body.errors.size).toEqual([
        'Images can be at most 5 MB',
      ]);
      const { status, body } = await call({ contentType: 'image/webp', ext: 'webp', size: 12_345 });
      expect(status).toBe(200);
      const url = new URL(body.data.preSignedUrl);
      expect(url.origin).toBe('http://127.0.0.1:9000');
      expect(url.pathname).toMatch(/^\/vastra-media\/uploads\/.+\.webp$/);
      expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      expect(url.searchParams.get('X-Amz-SignedHeaders')).toContain('content-length');
      expect(url.searchParams.get('X-Amz-SignedHeaders')).toContain('content-type');
      expect(Number(url.searchParams.get('X-Amz-Expires'))).toBe(600);
      expect(body.data.file).toBe(`https://media.vastra.in${url.pathname.replace('/vastra-media', '')}`);
    });

    it('references a private object by the owner-only route, which redirects to a GET signed for a minute', async () => {
      const { app, call } = await s3App();
      const { status, body } = await call({ contentType: 'image/webp', ext: 'webp', size: 12_345, isPublic: false });
      expect(status).toBe(200);
      const key = new URL(body.data.preSignedUrl).pathname.replace('/vastra-media/', '');
      expect(key).toMatch(/^private\/.+\.webp$/);
      expect(body.data.file).toMatch(/^\/api\/v1\/upload\/private\/[0-9a-f-]{36}$/);

      const mine = await app.request(body.data.file, { headers: { Authorization: `Bearer ${token}` } });
      expect(mine.status).toBe(302);
      expect(mine.headers.get('Cache-Control')).toBe('private, no-store');
      const location = new URL(mine.headers.get('Location')!);
      expect(location.origin + location.pathname).toBe(`http://127.0.0.1:9000/vastra-media/${key}`);
      expect(location.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      expect(Number(location.searchParams.get('X-Amz-Expires'))).toBe(60);
      expect((await app.request(body.data.file, { headers: { Authorization: `Bearer ${otherToken}` } })).status).toBe(
        404,
      );
      expect((await app.request(body.data.file)).status).toBe(401);
    });
  });
});

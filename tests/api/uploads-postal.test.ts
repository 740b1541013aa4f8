import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let token: string;
let png: Buffer;

beforeAll(async () => {
  api = await startTestApi({ name: 'pglite', url: null }, 8);
  const [u] = await api.database.db.select().from(t.users).limit(1);
  token = (await api.login(u!.phone)).accessToken;
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a3123a' } }).png().toBuffer();
});
afterAll(() => api?.close());

const presign = (body: object, as = token) => api.call('POST', 'upload', { token: as, body });
const put = (url: string, bytes: Uint8Array, type = 'image/png') =>
  api.app.request(url.replace(/^https?:\/\/[^/]+/, ''), { method: 'PUT', headers: { 'Content-Type': type }, body: new Blob([new Uint8Array(bytes)]) });

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

  it('takes images only, checks the bytes, the type and the signature', async () => {
    expect((await presign({ contentType: 'text/html', ext: 'html' })).status).toBe(400);
    expect((await presign({ contentType: 'image/png', ext: 'jpg' })).status).toBe(400);
    expect((await presign({ contentType: 'image/png', ext: 'png' }, '')).status).toBe(401);
    const { body } = await presign({ contentType: 'image/png', ext: 'png' });
    expect((await put(body.data.preSignedUrl, Buffer.from('<script>alert(1)</script>'))).status).toBe(400);
    expect((await put(body.data.preSignedUrl, png, 'image/jpeg')).status).toBe(400);
    const tampered = body.data.preSignedUrl.replace(/signature=(.)/, (_: string, first: string) => `signature=${first === '0' ? '1' : '0'}`);
    expect((await put(tampered, png)).status).toBe(403);
    const expired = body.data.preSignedUrl.replace(/expires=\d+/, 'expires=1000');
    expect((await put(expired, png)).status).toBe(403);
  });

  it('refuses more than 5 MB', async () => {
    const { body } = await presign({ contentType: 'image/png', ext: 'png' });
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await put(body.data.preSignedUrl, big)).status).toBe(413);
  });
});

describe('postal lookup', () => {
  it('finds a PIN code in the public service shape', async () => {
    const { status, body } = await api.get('postal/pincode/560001');
    expect(status).toBe(200);
    expect(body.data[0].Status).toBe('Success');
    expect(body.data[0].PostOffice[0]).toMatchObject({ Pincode: '560001', State: 'Karnataka', District: expect.any(String), Name: expect.any(String) });
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

describe('S3-compatible storage, by configuration', () => {
  it('presigns a PUT to the bucket that is bound to the content type and the declared size', async () => {
    const { createApp } = await import('../../server/app.ts');
    const { s3Storage } = await import('../../server/uploads/s3.ts');
    const s3 = s3Storage({ bucket: 'vastra-media', region: 'ap-south-1', accessKeyId: 'AKIATEST', secretAccessKey: 'secret', endpoint: 'http://127.0.0.1:9000', publicBase: 'https://media.vastra.in' });
    const app = createApp(api.database.db, { s3 });
    const call = async (body: object) => {
      const r = await app.request('/api/v1/upload', { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
      return { status: r.status, body: (await r.json()) as any };
    };
    const noSize = await call({ contentType: 'image/webp', ext: 'webp' });
    expect(noSize.status).toBe(400);
    expect(noSize.body.errors.size).toEqual(['Required']);
    expect((await call({ contentType: 'image/webp', ext: 'webp', size: 6 * 1024 * 1024 })).body.errors.size).toEqual(['Images can be at most 5 MB']);
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
});

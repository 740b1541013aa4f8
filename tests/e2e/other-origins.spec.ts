/**
 * The store on a host name other than the configured one, and media from a second origin: a shopper who
 * opens the site on 127.0.0.1 (as on a LAN address or www. beside the bare domain) uploads a picture to the
 * origin they are on, and pictures and videos from the bucket's origin (S3_PUBLIC_BASE) pass the page's
 * Content-Security-Policy.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { MEDIA_ORIGIN } from './media-origin.ts';

test('a shopper on 127.0.0.1 rather than localhost uploads a profile picture', async ({
  page,
  baseURL,
  shopper: _signedIn,
}) => {
  const onIp = baseURL!.replace('//localhost:', '//127.0.0.1:');
  expect(onIp).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  await page.goto(`${onIp}/user/me`);
  const card = page.getByRole('region', { name: 'Profile' });
  await card.getByRole('button', { name: 'Edit profile' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit profile' });
  await edit.getByLabel('Full name').fill('Lan Tester');
  await edit.getByLabel('Birthday (DD-MM-YYYY)').pressSequentially('05111994');
  await edit.getByLabel('Profile picture').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0e7490' } })
      .png()
      .toBuffer(),
  });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  const picture = card.locator('img');
  await expect(picture).toHaveAttribute('src', /^\/cdn\/uploads\/.+\.png$/);
  // Stored and served on the origin the shopper is on.
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(40);
  expect(new URL(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).origin).toBe(onIp);
});

test.describe('media on another origin', () => {
  let server: http.Server;
  const served: string[] = [];

  test.beforeAll(async () => {
    const files: Record<string, { type: string; body: Buffer }> = {
      '/uploads/look.png': {
        type: 'image/png',
        body: await sharp({ create: { width: 24, height: 18, channels: 3, background: '#b45309' } })
          .png()
          .toBuffer(),
      },
      // A real WebM (the demo's Lens clip).
      '/uploads/twirl.webm': {
        type: 'video/webm',
        body: fs.readFileSync(path.join(import.meta.dirname, '../../server/seed/assets/lens-1.webm')),
      },
    };
    server = http.createServer((request, response) => {
      const file = files[new URL(request.url ?? '/', MEDIA_ORIGIN).pathname];
      served.push(request.url ?? '');
      if (!file) return void response.writeHead(404).end();
      response.writeHead(200, { 'Content-Type': file.type, 'Content-Length': file.body.length }).end(file.body);
    });
    const { port, hostname } = new URL(MEDIA_ORIGIN);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(Number(port), hostname, resolve);
    });
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('a picture and a video from the bucket’s origin load, with no Content-Security-Policy violation', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
    });
    await page.goto('/privacy-policy');
    const loaded = await page.evaluate(async (origin) => {
      const image = new Image();
      image.src = `${origin}/uploads/look.png`;
      const video = document.createElement('video');
      video.muted = true;
      video.preload = 'auto';
      video.src = `${origin}/uploads/twirl.webm`;
      document.body.append(image, video);
      const settled = (element: HTMLElement, ok: string) =>
        new Promise<boolean>((resolve) => {
          element.addEventListener(ok, () => resolve(true), { once: true });
          element.addEventListener('error', () => resolve(false), { once: true });
        });
      const [imageLoaded, videoLoaded] = await Promise.all([
        image.complete ? Promise.resolve(image.naturalWidth > 0) : settled(image, 'load'),
        settled(video, 'loadedmetadata'),
      ]);
      return {
        image: imageLoaded ? image.naturalWidth : 0,
        video: videoLoaded ? video.videoWidth : 0,
        violations: (window as unknown as { cspViolations: string[] }).cspViolations,
      };
    }, MEDIA_ORIGIN);
    expect(loaded.violations).toEqual([]);
    expect(loaded.image).toBe(24);
    expect(loaded.video).toBeGreaterThan(0);
    expect(served).toEqual(expect.arrayContaining(['/uploads/look.png', '/uploads/twirl.webm']));
  });
});

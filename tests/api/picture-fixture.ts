/** A profile picture as the storefront makes one in the API tests: a public upload of a small PNG. */
import sharp from 'sharp';
import type { TestApi } from './harness.ts';

let png: Buffer | null = null;

/** Presigns a public upload for the shopper; PUTs a small PNG to it unless `put` is false. Returns the file reference. */
export async function uploadPublicPicture(api: TestApi, token: string, put = true): Promise<string> {
  png ??= await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();
  const presigned = await api.call('POST', 'upload', {
    token,
    body: { contentType: 'image/png', ext: 'png', isPublic: true },
  });
  if (presigned.status !== 200) throw new Error(`upload ${presigned.status}: ${JSON.stringify(presigned.body)}`);
  const { preSignedUrl, file } = presigned.body.data as { preSignedUrl: string; file: string };
  if (put) {
    const reply = await api.app.request(preSignedUrl.replace(/^https?:\/\/[^/]+/, ''), {
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
      body: new Blob([new Uint8Array(png)]),
    });
    if (reply.status !== 200) throw new Error(`PUT ${reply.status}`);
  }
  return file;
}

/**
 * The forms say why an upload was refused, in the API's words: bytes that are not the file type they claim
 * (the signed PUT sniffs them), and a file of the wrong kind for its place (a picture as a post's video, a
 * video as its photo), which the API judges by the type found in the bytes.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import type { Envelope } from '../../src/lib/api/types.ts';
import { addAddress, deletePost, deliver, placeOrder } from './shopper-data.ts';

test.use({ viewport: { width: 1280, height: 860 } });

const webm = fs.readFileSync(path.join(import.meta.dirname, '../../server/seed/assets/lens-1.webm'));

test('the Lens form shows why a file was refused: not the type it claims, or not the kind its place takes', async ({
  page,
  request,
  shopper,
}) => {
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();
  const orderId = await placeOrder(request, shopper, await addAddress(request, shopper));
  await deliver(request, orderId);
  await page.goto(`/my-orders/${orderId}`);
  await page.getByRole('button', { name: /Share on Lens/ }).click();
  const form = page.getByRole('dialog', { name: 'Share on Lens' });
  await form.getByLabel('Caption').fill('Festive evening');

  // Named and typed as a picture, but the bytes are a video (and the other way round).
  await form.getByLabel('Add pictures').setInputFiles({ name: 'look.png', mimeType: 'image/png', buffer: webm });
  await expect(
    form.getByText('Failed to upload your picture. The file is not the image type it claims.'),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Remove picture 1' }).click();
  await form.getByLabel('Add a video').setInputFiles({ name: 'twirl.webm', mimeType: 'video/webm', buffer: png });
  await expect(form.getByText('Failed to upload your video. The file is not the video type it claims.')).toBeVisible();
  await form.getByRole('button', { name: 'Remove video' }).click();

  // Real files upload; a post that puts each in the other's place (as a tampered client would) is refused by field.
  await form.getByLabel('Add pictures').setInputFiles({ name: 'look.png', mimeType: 'image/png', buffer: png });
  await form.getByLabel('Add a video').setInputFiles({ name: 'twirl.webm', mimeType: 'video/webm', buffer: webm });
  await expect(form.getByText('Uploaded', { exact: true })).toBeVisible();
  await expect(form.getByText('Video uploaded')).toBeVisible();
  await page.route('**/api/v1/post', (route) => {
    const sent = route.request().postDataJSON() as { imageUrls: string[]; videoUrls: string[] };
    return route.continue({ postData: { ...sent, imageUrls: sent.videoUrls, videoUrls: sent.imageUrls } });
  });
  await form.getByRole('button', { name: 'Post on Lens' }).click();
  await expect(form.getByText('Only pictures can be added (JPEG, PNG, WebP, GIF or AVIF).')).toBeVisible();
  await expect(form.getByText('Only MP4 or WebM videos can be added.')).toBeVisible();

  await page.unroute('**/api/v1/post');
  const posted = page.waitForResponse((reply) => reply.url().endsWith('/api/v1/post') && reply.ok());
  await form.getByRole('button', { name: 'Post on Lens' }).click();
  await expect(form.getByText('Your post is on Lens.')).toBeVisible();
  // Lens's feed is the whole test server's: the video post goes, so the journeys that read the feed's first
  // videos (lens.spec.ts) find the seeded ones whichever spec ran first.
  const { data } = (await (await posted).json()) as Envelope<{ id: string }>;
  await deletePost(request, shopper, data.id);
});

/**
 * Each place that holds uploads takes its own kinds, judged by the type the server found in the bytes: a
 * review's or a Lens post's photos and a return's and profile's picture take images, a review's or post's
 * video takes a video. A file of the wrong kind answers 400 on the place's field, with nothing written. With
 * S3 the browser PUTs to the bucket, so the API reads the object's bytes when it first sees it.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import sharp from 'sharp';
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { createApp } from '../../server/app.ts';
import type { S3Storage } from '../../server/uploads/s3.ts';
import { pgliteOnly } from './harness.ts';
import { startCheckoutFixture, type CheckoutFixture, type Variant } from './checkout-fixture.ts';

const NOT_A_PICTURE = 'Only pictures can be added (JPEG, PNG, WebP, GIF or AVIF).';
const NOT_A_VIDEO = 'Only MP4 or WebM videos can be added.';

/** A real WebM clip (the demo's Lens video). */
const webm = fs.readFileSync(path.join(import.meta.dirname, '../../server/seed/assets/lens-1.webm'));

describe.each(pgliteOnly)('upload kinds by place on $name', (target) => {
  let f: CheckoutFixture;
  let product: Variant;
  let orderId: string;
  let png: Buffer;
  let avif: Buffer;

  beforeAll(async () => {
    f = await startCheckoutFixture(target, 6);
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    avif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f766e' } })
      .avif()
      .toBuffer();
    // A product this shopper has not reviewed, ordered and delivered.
    [product] = (await f.api.database.db
      .select()
      .from(t.variants)
      .where(
        and(
          gt(t.variants.quantity, 5),
          sql`not exists (select 1 from posts p where p.product_id = ${t.variants.productId} and p.user_id = ${f.userId})`,
        ),
      )
      .limit(1)) as [Variant];
    const [seller] = await f.api.database.db.select().from(t.products).where(eq(t.products.id, product.productId));
    const placed = await f.api.call('POST', 'newOrder/create', {
      token: f.token,
      body: {
        orderType: 'Cod',
        addressId: f.addressId,
        orderData: [
          {
            sellerId: seller!.sellerUserId,
            couponIds: 'no_coupon',
            productIds: [product.productId],
            variants: [product.id],
            quantity: [1],
          },
        ],
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    orderId = placed.body.data.orderIds[0];
    for (const status of ['IN_TRANSIST', 'OUT_FOR_DELIVERY', 'DELIVERED'])
      expect((await f.api.call('POST', `dev/orders/${orderId}/status`, { body: { status } })).status).toBe(200);
  });
  afterAll(() => f?.api.close());

  /** Uploads `bytes` as `contentType` the way the storefront does (POST upload, then the signed PUT); the file reference. */
  async function upload(contentType: string, ext: string, bytes: Uint8Array, isPublic = true): Promise<string> {
    const presigned = await f.api.call('POST', 'upload', { token: f.token, body: { contentType, ext, isPublic } });
    expect(presigned.status, JSON.stringify(presigned.body)).toBe(200);
    const put = await f.api.app.request(presigned.body.data.preSignedUrl, {
      method: 'PUT',
      headers: { 'Content-Type': contentType },
      body: new Blob([new Uint8Array(bytes)]),
    });
    expect(put.status, await put.clone().text()).toBe(200);
    return presigned.body.data.file;
  }

  const review = (media: { imageUrls?: string[]; videoUrls?: string[] }) =>
    f.api.call('POST', 'review', {
      token: f.token,
      body: {
        productId: product.productId,
        ratings: 5,
        postTitle: 'Drapes well',
        postDesc: 'Soft cotton, and the colour is as shown in the pictures.',
        ...media,
      },
    });
  const lensPost = (media: { imageUrls?: string[]; videoUrls?: string[] }) =>
    f.api.call('POST', 'post', {
      token: f.token,
      body: { productId: product.productId, postTitle: 'Sunday look', ...media },
    });
  const postsOf = () =>
    f.api.database.db
      .select()
      .from(t.posts)
      .where(and(eq(t.posts.userId, f.userId), eq(t.posts.productId, product.productId)));

  it('a review refuses a picture as its video and a video as its photo, then takes each in its place', async () => {
    const picture = await upload('image/png', 'png', png);
    const clip = await upload('video/webm', 'webm', webm);

    const pictureAsVideo = await review({ videoUrls: [picture] });
    expect(pictureAsVideo.status).toBe(400);
    expect(pictureAsVideo.body.errors).toEqual({ videoUrls: [NOT_A_VIDEO] });
    const videoAsPhoto = await review({ imageUrls: [clip] });
    expect(videoAsPhoto.status).toBe(400);
    expect(videoAsPhoto.body.errors).toEqual({ imageUrls: [NOT_A_PICTURE] });
    expect(await postsOf()).toHaveLength(0);

    const written = await review({ imageUrls: [picture], videoUrls: [clip] });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    // Editing holds to the same places.
    const edit = await f.api.call('PUT', `review/${written.body.data.id}`, {
      token: f.token,
      body: {
        ratings: 5,
        postTitle: 'Drapes well',
        postDesc: 'Soft cotton, and the colour is as shown in the pictures.',
        imageUrls: [clip],
        videoUrls: [picture],
      },
    });
    expect(edit.status).toBe(400);
    expect(edit.body.errors).toEqual({ imageUrls: [NOT_A_PICTURE], videoUrls: [NOT_A_VIDEO] });
    const [kept] = await postsOf();
    expect(kept).toMatchObject({ imageUrls: [picture], videoUrls: [clip] });
  });

  it('a Lens post refuses a picture as its video and a video as its photo', async () => {
    const picture = await upload('image/png', 'png', png);
    const clip = await upload('video/webm', 'webm', webm);
    const before = (await postsOf()).length;

    const pictureAsVideo = await lensPost({ videoUrls: [picture] });
    expect(pictureAsVideo.status).toBe(400);
    expect(pictureAsVideo.body.errors).toEqual({ videoUrls: [NOT_A_VIDEO] });
    const videoAsPhoto = await lensPost({ imageUrls: [clip] });
    expect(videoAsPhoto.status).toBe(400);
    expect(videoAsPhoto.body.errors).toEqual({ imageUrls: [NOT_A_PICTURE] });
    expect(await postsOf()).toHaveLength(before);

    const posted = await lensPost({ imageUrls: [picture], videoUrls: [clip] });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
  });

  it('a profile picture refuses a video', async () => {
    const { body: me } = await f.api.call('GET', 'user/profile', { token: f.token });
    const save = (profilePicUrl: string) =>
      f.api.call('PUT', 'user/profile', {
        token: f.token,
        body: {
          displayname: me.data.user.displayname,
          fullname: 'Places Tester',
          email: 'places@example.com',
          phone: me.data.user.phone,
          birthday: '05-11-1994',
          profilePicUrl,
        },
      });
    const clip = await upload('video/webm', 'webm', webm);
    const refused = await save(clip);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ profilePicUrl: [NOT_A_PICTURE] });
    const [user] = await f.api.database.db.select().from(t.users).where(eq(t.users.id, f.userId));
    expect(user!.profilePicUrl).not.toBe(clip);

    const picture = await upload('image/png', 'png', png);
    expect((await save(picture)).status).toBe(200);
  });

  it('a return refuses a private file that is not a picture', async () => {
    // POST upload makes no private video; a row that says one (written by hand) is still refused by its type.
    const id = crypto.randomUUID();
    await f.api.database.db.insert(t.uploads).values({
      id,
      userId: f.userId,
      file: `private/${f.userId.slice(0, 8)}/${id}.webm`,
      contentType: 'video/webm',
      bytes: webm.length,
      isPublic: false,
      uploadedAt: new Date(),
    });
    const refused = await f.api.call('POST', `orders/${orderId}/return`, {
      token: f.token,
      body: {
        reasonType: 'other',
        reasonText: 'Not as pictured',
        option: 'refund',
        imageUrls: [`/api/v1/upload/private/${id}`],
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ imageUrls: [NOT_A_PICTURE] });
    const [order] = await f.api.database.db.select().from(t.orders).where(eq(t.orders.id, orderId));
    expect(order!.orderStatus).toBe('DELIVERED');
  });

  it('an AVIF picture is not an MP4 video, though both begin with an ftyp box', async () => {
    const presigned = await f.api.call('POST', 'upload', {
      token: f.token,
      body: { contentType: 'video/mp4', ext: 'mp4' },
    });
    const put = await f.api.app.request(presigned.body.data.preSignedUrl, {
      method: 'PUT',
      headers: { 'Content-Type': 'video/mp4' },
      body: new Blob([new Uint8Array(avif)]),
    });
    expect(put.status).toBe(400);
    expect(((await put.json()) as any).errors).toEqual({ file: ['The file is not the video type it claims'] });
  });

  it('with S3, the bytes in the bucket are sniffed when the API first sees them', async () => {
    const bucket = new Map<string, Uint8Array>();
    const s3: S3Storage = {
      presignPut: async (key) => `https://bucket.example/${key}?signed`,
      publicUrl: (key) => `https://media.example/${key}`,
      presignGet: async (key) => `https://bucket.example/${key}?get`,
      firstBytes: async (key, max) => bucket.get(key)?.subarray(0, max) ?? null,
      remove: async (key) => void bucket.delete(key),
    };
    const app = createApp(f.api.database.db, { s3 });
    const call = async (method: string, route: string, body: unknown) => {
      const reply = await app.request(`/api/v1/${route}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${f.token}` },
        body: JSON.stringify(body),
      });
      return { status: reply.status, body: (await reply.json()) as any };
    };
    /** What the browser does with S3: POST upload, then its PUT lands `bytes` in the bucket unchecked. */
    const inBucket = async (contentType: string, ext: string, bytes: Uint8Array) => {
      const presigned = await call('POST', 'upload', { contentType, ext, size: bytes.length });
      expect(presigned.status, JSON.stringify(presigned.body)).toBe(200);
      bucket.set(new URL(presigned.body.data.preSignedUrl).pathname.slice(1), bytes);
      return presigned.body.data.file as string;
    };
    // Signed as a video, but the bytes the browser sent are a PNG.
    const pngAsVideo = await inBucket('video/webm', 'webm', png);
    const refused = await call('POST', 'post', {
      productId: product.productId,
      postTitle: 'Bucket look',
      videoUrls: [pngAsVideo],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ videoUrls: ['The file is not the video type it claims'] });

    const clip = await inBucket('video/webm', 'webm', webm);
    const picture = await inBucket('image/png', 'png', png);
    const wrongPlaces = await call('POST', 'post', {
      productId: product.productId,
      postTitle: 'Bucket look',
      imageUrls: [clip],
      videoUrls: [picture],
    });
    expect(wrongPlaces.status).toBe(400);
    expect(wrongPlaces.body.errors).toEqual({ imageUrls: [NOT_A_PICTURE], videoUrls: [NOT_A_VIDEO] });
    const posted = await call('POST', 'post', {
      productId: product.productId,
      postTitle: 'Bucket look',
      imageUrls: [picture],
      videoUrls: [clip],
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
  });
});

/**
 * Writing reviews, likes and reports (the spec leaves creation unshown: docs/decisions/social.md).
 * Every write is signed in, scoped to the token's subject, checked against the same limits the form shows
 * (src/lib/rules/review-writing.ts), and counted, with all it checks and writes, as one attempt against the
 * shopper's hourly write limit (server/social/write-limits.ts).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { orNull } from '../reply-schemas/or-null.ts';
import type { Context } from 'hono';
import { Like, OwnReview, Written } from '../reply-schemas/social.ts';
import { createRouter } from '../http/app-factory.ts';
import { fail, ok } from '../http/envelope.ts';
import { errors, getRoute, idOf, jsonBody, okReply, signedIn, usualErrors } from '../http/route-helpers.ts';
import type { Db } from '../db/open.ts';
import { withinWriteLimit, type Refusal } from '../social/write-limits.ts';
import type { S3Storage } from '../uploads/s3.ts';
import { ownPublicUpload } from '../uploads/public-refs.ts';
import { placeUpload } from '../uploads/places.ts';
import { UPLOAD_PLACES } from '../../src/lib/rules/pictures.ts';
import { shownPost } from '../social/posts.ts';
import { invalidateCatalog } from '../catalog/cache.ts';
import {
  createLensPost,
  createReview,
  deleteLensPost,
  productExists,
  deleteReview,
  editReview,
  likedAmong,
  ownReview,
  reportPost,
  setLike,
  type LikeState,
  type ReviewInput,
} from '../social/reviews.ts';
import {
  PHOTOS_MESSAGE,
  REPORT_REASON_MAX,
  REVIEW_PHOTOS_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TITLE_MAX,
  REVIEW_TITLE_MIN,
  REVIEW_VIDEOS_MAX,
  STARS_MESSAGE,
  VIDEOS_MESSAGE,
  textMessage,
  titleMessage,
  CAPTION_MAX,
  POST_PHOTO_MESSAGE,
  captionMessage,
} from '../../src/lib/rules/review-writing.ts';

export const NOT_RECEIVED = 'You can review a product once it has been delivered to you';
export const ALREADY_REVIEWED = 'You have already reviewed this product';
export const NOT_RECEIVED_POST = 'You can post about a product once it has been delivered to you';
export const NOT_YOUR_UPLOAD = 'Add photos you uploaded here';

const mediaRef = z.string().min(1).max(500);
const ReviewBody = z.object({
  ratings: z.number({ message: STARS_MESSAGE }).int(STARS_MESSAGE).min(1, STARS_MESSAGE).max(5, STARS_MESSAGE),
  postTitle: z
    .string({ message: titleMessage })
    .trim()
    .min(REVIEW_TITLE_MIN, titleMessage)
    .max(REVIEW_TITLE_MAX, titleMessage),
  postDesc: z
    .string({ message: textMessage })
    .trim()
    .min(REVIEW_TEXT_MIN, textMessage)
    .max(REVIEW_TEXT_MAX, textMessage),
  imageUrls: z.array(mediaRef).max(REVIEW_PHOTOS_MAX, PHOTOS_MESSAGE).default([]),
  videoUrls: z.array(mediaRef).max(REVIEW_VIDEOS_MAX, VIDEOS_MESSAGE).default([]),
});
const NewReview = ReviewBody.extend({ productId: z.string().min(1).max(64) });
const limited = { 429: errors[429] };

const NewPost = z
  .object({
    productId: z.string().min(1).max(64),
    postTitle: z.string({ message: captionMessage }).trim().min(1, captionMessage).max(CAPTION_MAX, captionMessage),
    imageUrls: z.array(mediaRef).max(REVIEW_PHOTOS_MAX, PHOTOS_MESSAGE).default([]),
    videoUrls: z.array(mediaRef).max(REVIEW_VIDEOS_MAX, VIDEOS_MESSAGE).default([]),
  })
  .refine((post) => post.imageUrls.length + post.videoUrls.length > 0, {
    path: ['imageUrls'],
    message: POST_PHOTO_MESSAGE,
  });

const r = {
  post: createRoute({
    method: 'post',
    path: '/post',
    operationId: 'createPost',
    summary:
      'Post on Lens about a product delivered to the shopper (a caption; up to 5 photos or a video, at least one); followers are told',
    request: jsonBody(NewPost),
    responses: { ...okReply('The post', z.object({ id: z.string() })), 403: errors[403], ...usualErrors, ...limited },
  }),
  unpost: createRoute({
    method: 'delete',
    path: '/post/{id}',
    operationId: 'deletePost',
    summary: 'Delete one of the shopper’s own Lens posts',
    request: { params: idOf('id') },
    responses: { ...okReply('true', z.boolean()), ...usualErrors },
  }),
  create: createRoute({
    method: 'post',
    path: '/review',
    operationId: 'createReview',
    summary: 'Review a product delivered to the shopper (one per product; verified purchase)',
    request: jsonBody(NewReview),
    responses: {
      ...okReply('The review and the badge it leaves the shopper with', Written),
      403: errors[403],
      409: errors[409],
      ...usualErrors,
      ...limited,
    },
  }),
  edit: createRoute({
    method: 'put',
    path: '/review/{id}',
    operationId: 'updateReview',
    summary: 'Edit one of the shopper’s own reviews',
    request: { params: idOf('id'), ...jsonBody(ReviewBody) },
    responses: { ...okReply('The review', Written), ...usualErrors, ...limited },
  }),
  remove: createRoute({
    method: 'delete',
    path: '/review/{id}',
    operationId: 'deleteReview',
    summary: 'Delete one of the shopper’s own reviews',
    request: { params: idOf('id') },
    responses: { ...okReply('true', z.boolean()), ...usualErrors },
  }),
  mine: getRoute(
    'getOwnReview',
    '/review/mine/{productId}',
    'The shopper’s own review of a product (null when none)',
    orNull(OwnReview),
    {
      params: idOf('productId'),
    },
  ),
  like: createRoute({
    method: 'post',
    path: '/post/{id}/like',
    operationId: 'likePost',
    summary: 'Like a review or post (once per shopper)',
    request: { params: idOf('id') },
    responses: { ...okReply('Liked, and the count', Like), ...usualErrors, ...limited },
  }),
  unlike: createRoute({
    method: 'delete',
    path: '/post/{id}/like',
    operationId: 'unlikePost',
    summary: 'Take back a like',
    request: { params: idOf('id') },
    responses: { ...okReply('Not liked, and the count', Like), ...usualErrors },
  }),
  liked: getRoute(
    'getLikedPosts',
    '/post/liked',
    'Which of these reviews or posts the shopper liked (ids, comma-separated, at most 100)',
    z.array(z.string()),
    {
      query: z.object({ ids: z.string().max(6500).default('') }),
    },
  ),
  report: createRoute({
    method: 'post',
    path: '/post/{id}/report',
    operationId: 'reportPost',
    summary: 'Report a review or post to moderators (it stays visible until reviewed)',
    request: {
      params: idOf('id'),
      ...jsonBody(
        z.object({
          reason: z
            .string()
            .trim()
            .min(3, 'Say what is wrong')
            .max(REPORT_REASON_MAX, `At most ${REPORT_REASON_MAX} characters`),
        }),
      ),
    },
    responses: { ...okReply('Recorded', z.boolean()), ...usualErrors, ...limited },
  }),
};

export function reviewRoutes(db: Db, s3: S3Storage | null = null) {
  /** Past the shopper's write limit: 429, and Retry-After says when an attempt leaves the window. */
  function refused(c: Context, refusal: Refusal) {
    c.header('Retry-After', String(refusal.retryAfterSeconds));
    return fail(c, 429, refusal.message);
  }

  /**
   * Media must be the shopper's own public uploads whose bytes arrived (never another's, never an outside
   * address), photos pictures and videos videos by their bytes. Each field says its first problem.
   */
  async function mediaErrors(
    d: Db,
    userId: string,
    input: Pick<ReviewInput, 'imageUrls' | 'videoUrls'>,
    places = { photo: UPLOAD_PLACES.reviewPhoto, video: UPLOAD_PLACES.reviewVideo },
  ) {
    const fields: Record<string, string[]> = {};
    for (const [field, refs, kind] of [
      ['imageUrls', input.imageUrls, places.photo],
      ['videoUrls', input.videoUrls, places.video],
    ] as const) {
      for (const ref of refs) {
        const placed = await placeUpload(d, s3, await ownPublicUpload(d, userId, ref, s3), kind);
        if (!placed.ok) {
          fields[field] = [placed.reason === 'kind' ? placed.message : NOT_YOUR_UPLOAD];
          break;
        }
      }
    }
    return Object.keys(fields).length ? fields : null;
  }

  /** The product page reads reviews, ratings and like counts live: its cached answer goes once the write has committed. */
  function published(written: { id: string; productId: string; badge: string | null }) {
    invalidateCatalog(db, [written.productId]);
    return { id: written.id, badge: written.badge };
  }
  function liked(c: Context, state: LikeState | null) {
    if (!state) return fail(c, 404, 'Post not found');
    if (state.productId) invalidateCatalog(db, [state.productId]);
    return ok(c, { liked: state.liked, noOflikes: state.noOflikes });
  }

  return createRouter()
    .openapi(signedIn(db, r.post), async (c) => {
      const userId = c.get('userId');
      const { productId, postTitle, imageUrls, videoUrls } = c.req.valid('json');
      const done = await withinWriteLimit(db, userId, 'post', async (d) => {
        const media = await mediaErrors(
          d,
          userId,
          { imageUrls, videoUrls },
          { photo: UPLOAD_PLACES.postPhoto, video: UPLOAD_PLACES.postVideo },
        );
        if (media) return { media };
        return { id: await createLensPost(d, userId, productId, { caption: postTitle, imageUrls, videoUrls }) };
      });
      if (!done.ok) return refused(c, done);
      if ('media' in done.value) return fail(c, 400, 'Invalid input', done.value.media);
      const { id } = done.value;
      return id ? ok(c, { id }) : fail(c, 403, NOT_RECEIVED_POST, { productId: [NOT_RECEIVED_POST] });
    })
    .openapi(signedIn(db, r.unpost), async (c) =>
      (await deleteLensPost(db, c.get('userId'), c.req.valid('param').id))
        ? ok(c, true)
        : fail(c, 404, 'Post not found'),
    )
    .openapi(signedIn(db, r.create), async (c) => {
      const userId = c.get('userId');
      const { productId, ...input } = c.req.valid('json');
      const done = await withinWriteLimit(db, userId, 'review', async (d) => {
        const media = await mediaErrors(d, userId, input);
        return media ? { media } : { written: await createReview(d, userId, productId, input) };
      });
      if (!done.ok) return refused(c, done);
      if ('media' in done.value) return fail(c, 400, 'Invalid input', done.value.media);
      const { written } = done.value;
      if (written.ok) return ok(c, published(written));
      if (written.reason === 'duplicate') return fail(c, 409, ALREADY_REVIEWED, { productId: [ALREADY_REVIEWED] });
      return fail(c, 403, NOT_RECEIVED, { productId: [NOT_RECEIVED] });
    })
    .openapi(signedIn(db, r.edit), async (c) => {
      const userId = c.get('userId');
      const input = c.req.valid('json');
      const done = await withinWriteLimit(db, userId, 'edit', async (d) => {
        const media = await mediaErrors(d, userId, input);
        return media ? { media } : { written: await editReview(d, userId, c.req.valid('param').id, input) };
      });
      if (!done.ok) return refused(c, done);
      if ('media' in done.value) return fail(c, 400, 'Invalid input', done.value.media);
      const { written } = done.value;
      return written.ok ? ok(c, published(written)) : fail(c, 404, 'Review not found');
    })
    .openapi(signedIn(db, r.remove), async (c) => {
      const productId = await deleteReview(db, c.get('userId'), c.req.valid('param').id);
      if (productId === null) return fail(c, 404, 'Review not found');
      invalidateCatalog(db, [productId]);
      return ok(c, true);
    })
    .openapi(signedIn(db, r.mine), async (c) => {
      const { productId } = c.req.valid('param');
      if (!(await productExists(db, productId))) return fail(c, 404, 'Product not found');
      const review = await ownReview(db, c.get('userId'), productId);
      return ok(c, review ? { ...shownPost(review), verified: review.verified } : null);
    })
    .openapi(signedIn(db, r.like), async (c) => {
      const userId = c.get('userId');
      const done = await withinWriteLimit(db, userId, 'like', (d) => setLike(d, userId, c.req.valid('param').id, true));
      return done.ok ? liked(c, done.value) : refused(c, done);
    })
    .openapi(signedIn(db, r.unlike), async (c) => {
      return liked(c, await setLike(db, c.get('userId'), c.req.valid('param').id, false));
    })
    .openapi(signedIn(db, r.liked), async (c) => {
      const ids = c.req
        .valid('query')
        .ids.split(',')
        .map((id) => id.trim())
        .filter((id) => id && id.length <= 64)
        .slice(0, 100);
      return ok(c, await likedAmong(db, c.get('userId'), ids));
    })
    .openapi(signedIn(db, r.report), async (c) => {
      const userId = c.get('userId');
      const { id } = c.req.valid('param');
      const done = await withinWriteLimit(db, userId, 'report', (d) =>
        reportPost(d, userId, id, c.req.valid('json').reason),
      );
      if (!done.ok) return refused(c, done);
      return done.value ? ok(c, true) : fail(c, 404, 'Post not found');
    });
}

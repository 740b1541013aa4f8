/**
 * Writing reviews, likes and reports (ours: the spec shows reviews but not their creation; the API's rules are
 * in docs/decisions/social.md). The form's limits are src/lib/rules/review-writing.ts, the same the API holds.
 */
import { api, LIVE_READ } from './index.ts';
import type { BodyOf, Like, OwnReview, Written } from './types.ts';

/** A review as the form sends it (editing takes the same fields; creating adds the product). */
export type ReviewBody = BodyOf<'/review/{id}', 'put'>;
/** The review's id and the badge the shopper holds after it. */
export type ReviewWritten = Written;
export type { OwnReview };
export type LikeState = Like;

export const getOwnReview = (productId: string) =>
  api().GET('getOwnReview', '/review/mine/{productId}', { ...LIVE_READ, params: { path: { productId } } });
export const createReview = (productId: string, body: ReviewBody) =>
  api().POST('createReview', '/review', { body: { productId, ...body } });
export const updateReview = (reviewId: string, body: ReviewBody) =>
  api().PUT('updateReview', '/review/{id}', { params: { path: { id: reviewId } }, body });
export const deleteReview = (reviewId: string) =>
  api().DELETE('deleteReview', '/review/{id}', { params: { path: { id: reviewId } } });
export const likePost = (postId: string, liked: boolean) =>
  liked
    ? api().POST('likePost', '/post/{id}/like', { params: { path: { id: postId } } })
    : api().DELETE('unlikePost', '/post/{id}/like', { params: { path: { id: postId } } });
export const likedPosts = (postIds: string[]) =>
  api().GET('likedPosts', '/post/liked', { ...LIVE_READ, params: { query: { ids: postIds.join(',') } } });
export const reportPost = (postId: string, reason: string) =>
  api().POST('reportPost', '/post/{id}/report', { params: { path: { id: postId } }, body: { reason } });
export const createLensPost = (productId: string, postTitle: string, imageUrls: string[], videoUrls: string[]) =>
  api().POST('createLensPost', '/post', { body: { productId, postTitle, imageUrls, videoUrls } });

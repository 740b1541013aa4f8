/**
 * Writing reviews, likes and reports (ours: the spec shows reviews but not their creation; the API's rules are
 * in docs/decisions/social.md). The form's limits are src/lib/rules/review-writing.ts, the same the API holds.
 */
import { api, LIVE_READ } from './index.ts';
import type { Like, OwnReview, Written } from './types.ts';

const id = (value: string) => encodeURIComponent(value);

export type ReviewBody = {
  ratings: number;
  postTitle: string;
  postDesc: string;
  imageUrls: string[];
  videoUrls: string[];
};
/** The review's id and the badge the shopper holds after it. */
export type ReviewWritten = Written;
export type { OwnReview };
export type LikeState = Like;

export const getOwnReview = (productId: string) =>
  api().call<OwnReview | null>('getOwnReview', `review/mine/${id(productId)}`, LIVE_READ);
export const createReview = (productId: string, body: ReviewBody) =>
  api().call<ReviewWritten>('createReview', 'review', { method: 'POST', body: { productId, ...body } });
export const updateReview = (reviewId: string, body: ReviewBody) =>
  api().call<ReviewWritten>('updateReview', `review/${id(reviewId)}`, { method: 'PUT', body });
export const deleteReview = (reviewId: string) =>
  api().call<boolean>('deleteReview', `review/${id(reviewId)}`, { method: 'DELETE' });
export const likePost = (postId: string, liked: boolean) =>
  api().call<LikeState>(liked ? 'likePost' : 'unlikePost', `post/${id(postId)}/like`, {
    method: liked ? 'POST' : 'DELETE',
  });
export const likedPosts = (postIds: string[]) =>
  api().call<string[]>('likedPosts', `post/liked?ids=${postIds.map(id).join(',')}`, LIVE_READ);
export const reportPost = (postId: string, reason: string) =>
  api().call<boolean>('reportPost', `post/${id(postId)}/report`, { method: 'POST', body: { reason } });
export const createLensPost = (productId: string, postTitle: string, imageUrls: string[], videoUrls: string[]) =>
  api().call<{ id: string }>('createLensPost', 'post', {
    method: 'POST',
    body: { productId, postTitle, imageUrls, videoUrls },
  });

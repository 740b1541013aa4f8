/**
 * Writing a review (the spec shows reviews but not their creation): the form's limits and messages,
 * shared by the review form and the API's schema, so the shopper sees the server's rule before sending.
 * Limits are decisions (docs/decisions/social.md): a title like a headline, text like a marketplace review.
 */

export const REVIEW_TITLE_MIN = 3;
export const REVIEW_TITLE_MAX = 80;
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 1500;
export const REVIEW_PHOTOS_MAX = 5;
export const REVIEW_VIDEOS_MAX = 1;
export const REPORT_REASON_MAX = 300;

/** An order page address ending in this opens the review form for its first product (My Orders, a notification). */
export const REVIEW_HASH = '#rate';
/** The same for Share on Lens. */
export const SHARE_HASH = '#share';

export const STARS_MESSAGE = 'Choose 1 to 5 stars';
export const titleMessage = `Write a title of ${REVIEW_TITLE_MIN} to ${REVIEW_TITLE_MAX} characters`;
export const textMessage = `Write ${REVIEW_TEXT_MIN} to ${REVIEW_TEXT_MAX} characters about the product`;
export const PHOTOS_MESSAGE = `Add at most ${REVIEW_PHOTOS_MAX} photos`;
export const VIDEOS_MESSAGE = 'Add at most one video';

export type ReviewDraft = { ratings: number; title: string; text: string; imageUrls: string[]; videoUrls: string[] };
export type ReviewField = 'ratings' | 'postTitle' | 'postDesc' | 'imageUrls' | 'videoUrls';

/** Whole stars from 1 to 5 (0, 6 and 4.5 are not a rating a shopper can give). */
export const isStars = (value: number) => Number.isInteger(value) && value >= 1 && value <= 5;

/** Each field's message, or an empty object when the review may be sent. Text is judged trimmed. */
export function reviewErrors(draft: ReviewDraft): Partial<Record<ReviewField, string>> {
  const errors: Partial<Record<ReviewField, string>> = {};
  if (!isStars(draft.ratings)) errors.ratings = STARS_MESSAGE;
  const title = draft.title.trim().length;
  if (title < REVIEW_TITLE_MIN || title > REVIEW_TITLE_MAX) errors.postTitle = titleMessage;
  const text = draft.text.trim().length;
  if (text < REVIEW_TEXT_MIN || text > REVIEW_TEXT_MAX) errors.postDesc = textMessage;
  if (draft.imageUrls.length > REVIEW_PHOTOS_MAX) errors.imageUrls = PHOTOS_MESSAGE;
  if (draft.videoUrls.length > REVIEW_VIDEOS_MAX) errors.videoUrls = VIDEOS_MESSAGE;
  return errors;
}

/** What the counter under a field says as the shopper types ("12 / 80"). */
export const characterCount = (value: string, max: number) => `${value.trim().length} / ${max}`;

/** A Lens post (ours): a caption and photos (up to 5) or a short video or both, about a product the shopper received. */
export const CAPTION_MAX = 150;
export const captionMessage = `Write a caption of 1 to ${CAPTION_MAX} characters`;
export const POST_PHOTO_MESSAGE = 'Add a photo or a video';

export function postErrors(post: {
  caption: string;
  imageUrls: string[];
  videoUrls: string[];
}): Partial<Record<'postTitle' | 'imageUrls' | 'videoUrls', string>> {
  const errors: Partial<Record<'postTitle' | 'imageUrls' | 'videoUrls', string>> = {};
  const caption = post.caption.trim().length;
  if (caption < 1 || caption > CAPTION_MAX) errors.postTitle = captionMessage;
  if (post.imageUrls.length + post.videoUrls.length < 1) errors.imageUrls = POST_PHOTO_MESSAGE;
  else if (post.imageUrls.length > REVIEW_PHOTOS_MAX) errors.imageUrls = PHOTOS_MESSAGE;
  if (post.videoUrls.length > REVIEW_VIDEOS_MAX) errors.videoUrls = VIDEOS_MESSAGE;
  return errors;
}

/** Why a shopper reports a review or post (ours); "Something else" takes their words. */
export const REPORT_REASONS = [
  'Spam or advertising',
  'Not about this product',
  'Offensive or hateful',
  'Fake or misleading',
  'Something else',
] as const;

/** The reason sent for a choice (and the shopper's words for "Something else"), or '' when there is none yet. */
export function reportReason(choice: string, words: string): string {
  if (choice === 'Something else') return words.trim().length >= 3 ? words.trim().slice(0, REPORT_REASON_MAX) : '';
  return (REPORT_REASONS as readonly string[]).includes(choice) ? choice : '';
}

/**
 * A refused review or post's messages as the form shows them: each field's first message under that field, and
 * one about the product (not delivered, already reviewed) above the buttons as the form's own; `fallback` when
 * the API named no field.
 */
export function refusalMessages(fields: Record<string, string[]>, fallback: string): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fields))
    if (messages[0]) shown[field === 'productId' ? 'form' : field] = messages[0];
  return Object.keys(shown).length ? shown : { form: fallback };
}

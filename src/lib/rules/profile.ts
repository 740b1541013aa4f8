/**
 * Profile rules (stores-and-social §2.8, §3, §5): the edit-profile form's checks in the spec's words, the
 * birthday field's typing, reviews versus posts, and the milestone text. Pure: the island and the API's
 * schema (src/lib/schemas.ts) share them.
 */
import { nextTier, type Activity } from './badges.ts';
import { badgeLabel } from './text.ts';
import { REQUIRED_FIELD, displayNameError, emailError, fullNameError } from './field-rules.ts';

export const BIRTHDAY_LENGTH = 10;
export const INVALID_EMAIL = 'Invalid email address';
export const INVALID_DATE = 'Invalid date format';
/** The toast once Edit profile saved (the spec gives none; docs/decisions/social.md "Saving says so"). */
export const PROFILE_SAVED = 'Profile saved';
/** DD-MM-YYYY with day 01-31, month 01-12, year 1900-2099 (§5). */
export const BIRTHDAY_PATTERN = /^(0[1-9]|[12]\d|3[01])-(0[1-9]|1[0-2])-(19|20)\d{2}$/;

/** What the birthday input shows as the shopper types: digits only, dashes inserted, at most 10 characters. */
export function typeBirthday(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}-${digits.slice(2)}`;
  return `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}`;
}

/** DD-MM-YYYY in range (day 01-31, month 01-12, year 1900-2099) and a day that exists (no 31-04, no 29-02-2023). */
export function isBirthday(value: string): boolean {
  if (!BIRTHDAY_PATTERN.test(value)) return false;
  const [day, month, year] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The birthday field's message, or null. */
export function birthdayError(value: string): string | null {
  const birthday = value.trim();
  if (!birthday) return REQUIRED_FIELD;
  return isBirthday(birthday) ? null : INVALID_DATE;
}

export type ProfileFields = { displayname: string; fullname: string; email: string; phone: string; birthday: string };

/** Each field's message on Save (§5), or an empty object when the form may be sent. */
export function profileErrors(form: ProfileFields): Partial<Record<keyof ProfileFields, string>> {
  const errors: Partial<Record<keyof ProfileFields, string>> = {};
  const displayname = displayNameError(form.displayname);
  if (displayname) errors.displayname = displayname;
  const fullname = fullNameError(form.fullname);
  if (fullname) errors.fullname = fullname;
  const email = emailError(form.email, INVALID_EMAIL);
  if (email) errors.email = email;
  if (!form.phone.trim()) errors.phone = REQUIRED_FIELD;
  const birthday = birthdayError(form.birthday);
  if (birthday) errors.birthday = birthday;
  return errors;
}

type Dated = { createdAt: string; ratings?: number | null };

/** A post with ratings of 0 or more is a review (§3). */
export const isReview = (post: Dated) => typeof post.ratings === 'number' && post.ratings >= 0;

/** Newest first by createdAt (§3). */
export const newestFirst = <T extends Dated>(posts: T[]) =>
  [...posts].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

/** Splits a profile's posts into reviews and posts, each newest first. */
export function reviewsAndPosts<T extends Dated>(all: T[]): { reviews: T[]; posts: T[] } {
  const sorted = newestFirst(all);
  return { reviews: sorted.filter(isReview), posts: sorted.filter((p) => !isReview(p)) };
}

/** The milestone card's text (§2.8: the first review gives the "Beginner Reviewer" promotion). */
export function milestoneText(reviewCount: number, own: boolean): string {
  if (reviewCount > 0)
    return own
      ? 'You are a Beginner Reviewer: your first review earned you the promotion.'
      : 'Beginner Reviewer: promoted for a first review.';
  return own
    ? 'Write your first review to become a Beginner Reviewer.'
    : 'No reviews yet: the first review gives the Beginner Reviewer promotion.';
}

/** A profile's activity as the badge counts it, from its reviews and posts (likes received on both). */
export function activityOfPosts(
  reviews: { imageUrls: string[]; videoUrls: string[]; noOflikes: number }[],
  posts: { noOflikes: number }[],
): Activity {
  return {
    reviews: reviews.length,
    reviewsWithMedia: reviews.filter((r) => r.imageUrls.length > 0 || r.videoUrls.length > 0).length,
    posts: posts.length,
    likesReceived: [...reviews, ...posts].reduce((sum, p) => sum + p.noOflikes, 0),
  };
}

/** The milestone card's next step: the points to the next tier ("40 points to Trendsetter"), or the top reached. */
export function nextTierText(activity: Activity): string {
  if (activity.reviews < 1) return '';
  const next = nextTier(activity);
  return next
    ? `${next.points} ${next.points === 1 ? 'point' : 'points'} to ${badgeLabel(next.tier)}`
    : 'The top tier: nothing above it.';
}

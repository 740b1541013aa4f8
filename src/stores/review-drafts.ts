/**
 * Review drafts, kept locally per product so a reload (or a phone that drops the page) loses nothing typed:
 * stars, title, text and the photos already uploaded. A draft goes once its review is posted or discarded.
 */
import { persistentAtom } from '@nanostores/persistent';
import type { ReviewDraft } from '../lib/rules/review-writing.ts';

type Drafts = Record<string, ReviewDraft>;

const parse = (raw: string): Drafts => {
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Drafts) : {};
  } catch {
    return {};
  }
};

export const $reviewDrafts = persistentAtom<Drafts>(
  'vastra:reviewDrafts',
  {},
  { encode: JSON.stringify, decode: parse },
);

export const reviewDrafts = {
  get: (productId: string): ReviewDraft | null => $reviewDrafts.get()[productId] ?? null,
  save: (productId: string, draft: ReviewDraft) => $reviewDrafts.set({ ...$reviewDrafts.get(), [productId]: draft }),
  drop: (productId: string) => {
    const { [productId]: _gone, ...rest } = $reviewDrafts.get();
    $reviewDrafts.set(rest);
  },
};

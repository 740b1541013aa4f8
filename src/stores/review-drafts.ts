/**
 * Review drafts, kept locally so a reload (or a phone that drops the page) loses nothing typed: stars, title,
 * text and the photos already uploaded. They are kept per shopper (the account the tokens name), then per
 * product, so another shopper signing in on the same device never opens them, and log-out removes them all.
 * A draft goes once its review is posted or discarded.
 */
import { persistentAtom } from '@nanostores/persistent';
import type { ReviewDraft } from '../lib/rules/review-writing.ts';
import { $shopperId } from './session.ts';

type Drafts = Record<string, ReviewDraft>;
type DraftsByShopper = Record<string, Drafts>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** Each shopper's drafts; an entry that is itself a draft (the older list, kept per device) belongs to nobody. */
const parse = (raw: string): DraftsByShopper => {
  try {
    const value = JSON.parse(raw) as unknown;
    if (!isObject(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(([, drafts]) => isObject(drafts) && !('ratings' in drafts)),
    ) as DraftsByShopper;
  } catch {
    return {};
  }
};

export const $reviewDrafts = persistentAtom<DraftsByShopper>(
  'vastra:reviewDrafts',
  {},
  { encode: JSON.stringify, decode: parse },
);

const mine = (): Drafts => $reviewDrafts.get()[$shopperId.get()] ?? {};

function keepMine(drafts: Drafts) {
  const shopper = $shopperId.get();
  if (!shopper) return;
  const { [shopper]: _before, ...others } = $reviewDrafts.get();
  $reviewDrafts.set(Object.keys(drafts).length ? { ...others, [shopper]: drafts } : others);
}

export const reviewDrafts = {
  get: (productId: string): ReviewDraft | null => ($shopperId.get() && mine()[productId]) || null,
  save: (productId: string, draft: ReviewDraft) => keepMine({ ...mine(), [productId]: draft }),
  drop: (productId: string) => {
    const { [productId]: _gone, ...rest } = mine();
    keepMine(rest);
  },
};

/** Log-out: no draft stays on the device for whoever signs in next. */
export const forgetReviewDrafts = () => $reviewDrafts.set({});

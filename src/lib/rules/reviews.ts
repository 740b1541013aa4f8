/**
 * The product page's rating summary (stores-and-social §2.5): the average out of 5 and five buckets,
 * each a percentage of NoOfRatings, labelled 5 Excellent, 4 Very Good, 3 Average, 2 Poor, 1 Very Bad.
 */

export type Stars = 1 | 2 | 3 | 4 | 5;
export type RatingBucket = { stars: Stars; label: string; count: number; percent: number };

export const RATING_LABELS: Record<Stars, string> = {
  5: 'Excellent',
  4: 'Very Good',
  3: 'Average',
  2: 'Poor',
  1: 'Very Bad',
};

/** A rating as whole stars 1 to 5, or null when it fits no bucket (0, negative, above 5, not a number). */
export function starsOf(rating: number): Stars | null {
  const rounded = Math.round(rating);
  return Number.isFinite(rounded) && rounded >= 1 && rounded <= 5 ? (rounded as Stars) : null;
}

/**
 * Buckets from 5 down to 1. Each percent is that bucket's own share of NoOfRatings rounded to a whole
 * number (so three single ratings read 33% each, never a made-up 34%); no ratings gives 0% everywhere.
 */
export function ratingBuckets(ratings: readonly number[], noOfRatings: number): RatingBucket[] {
  const counts: Record<Stars, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const rating of ratings) {
    const stars = starsOf(rating);
    if (stars) counts[stars] += 1;
  }
  const total = Math.max(noOfRatings, 0);
  return ([5, 4, 3, 2, 1] as const).map((stars) => ({
    stars,
    label: RATING_LABELS[stars],
    count: counts[stars],
    percent: total > 0 ? Math.min(100, Math.round((counts[stars] / total) * 100)) : 0,
  }));
}

/** The average out of 5 with one decimal ("4.3"), kept within 0 to 5. */
export function formatAverage(average: number): string {
  const value = Number.isFinite(average) ? Math.min(5, Math.max(0, average)) : 0;
  return value.toFixed(1);
}

/** What a screen reader hears for a star row. */
export function ratingText(rating: number): string {
  return `Rated ${formatAverage(rating).replace(/\.0$/, '')} out of 5`;
}

import { describe, expect, it } from 'vitest';
import { formatAverage, ratingBuckets, ratingText, starsOf } from '../../src/lib/rules/reviews.ts';

const percents = (ratings: number[], total = ratings.length) => ratingBuckets(ratings, total).map((b) => b.percent);

describe('ratingBuckets', () => {
  it('lists the five buckets from 5 down to 1 with the spec labels', () => {
    expect(ratingBuckets([], 0).map((b) => `${b.stars} ${b.label}`)).toEqual([
      '5 Excellent',
      '4 Very Good',
      '3 Average',
      '2 Poor',
      '1 Very Bad',
    ]);
  });

  it('gives 0% everywhere when there are no ratings (no division by zero)', () => {
    expect(percents([], 0)).toEqual([0, 0, 0, 0, 0]);
    expect(ratingBuckets([], 0).every((b) => b.count === 0)).toBe(true);
  });

  it('is a percentage of NoOfRatings', () => {
    expect(percents([5, 5, 4, 1])).toEqual([50, 25, 0, 0, 25]);
    expect(percents([3])).toEqual([0, 0, 100, 0, 0]);
  });

  it('rounds each bucket to the nearest whole percent on its own', () => {
    // 1 of 3 is 33.3%, 2 of 3 is 66.7%.
    expect(percents([5, 4, 3])).toEqual([33, 33, 33, 0, 0]);
    expect(percents([5, 5, 2])).toEqual([67, 0, 0, 33, 0]);
    // 1 of 8 is 12.5%: rounds half up.
    expect(percents([5, 4, 4, 4, 4, 4, 4, 4])).toEqual([13, 88, 0, 0, 0]);
  });

  it('counts ratings that fit no bucket in NoOfRatings but in no bar', () => {
    expect(percents([5, 0], 2)).toEqual([50, 0, 0, 0, 0]);
    expect(ratingBuckets([7, -1, Number.NaN, 4], 4).map((b) => b.count)).toEqual([0, 1, 0, 0, 0]);
  });

  it('never shows more than 100% when the count lags the ratings', () => {
    expect(percents([5, 5], 1)[0]).toBe(100);
  });
});

describe('starsOf', () => {
  it('takes whole stars 1 to 5 and rejects the rest', () => {
    expect(starsOf(4)).toBe(4);
    expect(starsOf(4.6)).toBe(5);
    expect(starsOf(0)).toBeNull();
    expect(starsOf(6)).toBeNull();
  });
});

describe('formatAverage and ratingText', () => {
  it('shows the average out of 5 with one decimal', () => {
    expect(formatAverage(4.25)).toBe('4.3');
    expect(formatAverage(0)).toBe('0.0');
    expect(formatAverage(7)).toBe('5.0');
    expect(formatAverage(Number.NaN)).toBe('0.0');
  });
  it('reads a star row out loud', () => {
    expect(ratingText(4)).toBe('Rated 4 out of 5');
    expect(ratingText(4.3)).toBe('Rated 4.3 out of 5');
  });
});

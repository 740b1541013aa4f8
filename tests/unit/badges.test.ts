import { describe, expect, it } from 'vitest';
import { badgeFor, badgeLook, nextTier } from '../../src/lib/rules/badges.ts';

const TIERS = [
  'RISING_CRITIC',
  'TRENDSETTER',
  'THE_TREND_MAGICIAN',
  'ELITE_ADVISOR',
  'FASHION_ICON',
  'TREND_ARCHITECT',
  'VISIONARY_VIRTUOSO',
  'INFLUENTIAL_MAVEN',
  'STYLE_SOVEREIGN',
  'THE_INFLUENCER',
  'THE_BEAUTY_BARRISTER',
  'COUTURE_CONQUEROR',
  'STYLE_SENTINEL',
  'THE_LEGEND_OF_LENS',
];

describe('badgeLook', () => {
  it('gives each of the 14 named tiers its own gradient', () => {
    const backgrounds = TIERS.map((tier) => badgeLook(tier).background);
    expect(new Set(backgrounds).size).toBe(TIERS.length);
    for (const background of backgrounds) expect(background).toMatch(/^linear-gradient\(/);
  });
  it('gives the top tier, named after the product, its own look unlike any other tier', () => {
    const top = badgeLook('VASTRA_ELITE');
    expect(TIERS.map((tier) => badgeLook(tier).background)).not.toContain(top.background);
    expect(top.color).toBe('#ffffff');
  });
  it('gives unknown tiers one light purple default, and blurs "No Review"', () => {
    expect(badgeLook('SOMETHING_NEW')).toEqual(badgeLook('ANOTHER_ONE'));
    expect(badgeLook('SOMETHING_NEW').background).not.toBe(badgeLook('RISING_CRITIC').background);
    expect(badgeLook(null).blurred).toBe(true);
    expect(badgeLook('').blurred).toBe(true);
    expect(badgeLook('TRENDSETTER').blurred).toBe(false);
  });
  it('reads tiers regardless of case', () => {
    expect(badgeLook('trendsetter')).toEqual(badgeLook('TRENDSETTER'));
  });
});

describe('badgeFor: badges are earned (10 a review, 5 more with photos, 10 a post, 1 a like received)', () => {
  const none = { reviews: 0, reviewsWithMedia: 0, posts: 0, likesReceived: 0 };
  it('no review means no badge, whatever else was done', () => {
    expect(badgeFor(none)).toBeNull();
    expect(badgeFor({ ...none, posts: 40, likesReceived: 900 })).toBeNull();
  });
  it('the first review gives the first tier (the Beginner Reviewer promotion)', () => {
    expect(badgeFor({ ...none, reviews: 1 })).toBe('RISING_CRITIC');
  });
  it('climbs at 50, 100 and 175 points, and the top tier at 5000', () => {
    expect(badgeFor({ ...none, reviews: 4, likesReceived: 9 })).toBe('RISING_CRITIC'); // 49
    expect(badgeFor({ ...none, reviews: 4, likesReceived: 10 })).toBe('TRENDSETTER'); // 50
    expect(badgeFor({ ...none, reviews: 5, reviewsWithMedia: 2, posts: 4 })).toBe('THE_TREND_MAGICIAN'); // 50 + 10 + 40
    expect(badgeFor({ ...none, reviews: 10, reviewsWithMedia: 5, likesReceived: 50 })).toBe('ELITE_ADVISOR'); // 100 + 25 + 50
    expect(badgeFor({ ...none, reviews: 100, likesReceived: 3999 })).toBe('THE_LEGEND_OF_LENS'); // 4999
    expect(badgeFor({ ...none, reviews: 100, likesReceived: 4000 })).toBe('VASTRA_ELITE'); // 5000
  });
  it('says what the next tier needs', () => {
    expect(nextTier({ ...none, reviews: 1 })).toEqual({ tier: 'TRENDSETTER', points: 40 });
    expect(nextTier({ ...none, reviews: 100, likesReceived: 4000 })).toBeNull();
  });
});

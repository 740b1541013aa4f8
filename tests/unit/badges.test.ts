import { describe, expect, it } from 'vitest';
import { badgeLook } from '../../src/lib/rules/badges.ts';

const TIERS = [
  'RISING_CRITIC', 'TRENDSETTER', 'THE_TREND_MAGICIAN', 'ELITE_ADVISOR', 'FASHION_ICON', 'TREND_ARCHITECT', 'VISIONARY_VIRTUOSO',
  'INFLUENTIAL_MAVEN', 'STYLE_SOVEREIGN', 'THE_INFLUENCER', 'THE_BEAUTY_BARRISTER', 'COUTURE_CONQUEROR', 'STYLE_SENTINEL', 'THE_LEGEND_OF_LENS',
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

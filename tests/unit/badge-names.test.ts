/**
 * The reviewer badges' names in the page's language (src/islands/shared/useBadgeName.ts): every tier has its
 * message, and the English messages are badgeLabel's words, so an English profile reads as before.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import english from '../../messages/social/en-IN.json';
import hindi from '../../messages/social/hi-IN.json';
import { BADGE_TIERS } from '../../src/lib/rules/badges.ts';
import { badgeLabel } from '../../src/lib/rules/text.ts';
import { site } from '../../src/lib/site.ts';

const source = fs.readFileSync(path.resolve(import.meta.dirname, '../../src/islands/shared/useBadgeName.ts'), 'utf8');
const en = english as Record<string, unknown> as Record<string, string>;
const hi = hindi as Record<string, unknown> as Record<string, string>;
/** The message a tier is named by in useBadgeName's table. */
const keyOf = (tier: string) =>
  tier === `${site.name.toUpperCase()}_ELITE` ? 'social_badge_elite' : `social_badge_${tier.toLowerCase()}`;

describe('badge names', () => {
  it('name every tier in the table, by its own message', () => {
    for (const tier of BADGE_TIERS.slice(0, -1)) expect(source).toContain(`${tier}: t.${keyOf(tier)},`);
    expect(source).toContain('t.social_badge_elite({ store: site.name })');
  });

  it('say in English what badgeLabel says', () => {
    for (const tier of BADGE_TIERS) expect(en[keyOf(tier)]!.replace('{store}', site.name), tier).toBe(badgeLabel(tier));
    expect(en.social_badge_none).toBe(badgeLabel(null));
  });

  it('have Hindi names', () => {
    expect(hi.social_badge_rising_critic).toBe('उभरते समीक्षक');
    expect(hi.social_badge_elite!.replace('{store}', site.name)).toBe('Vastra एलीट');
    expect(hi.social_badge_none).toBe('कोई रिव्यू नहीं');
  });
});

/**
 * Reviewer badges (shopper-core §3, stores-and-social §3): each tier has its own gradient, the top tier
 * (named after the product, e.g. VASTRA_ELITE) its own dark one, unknown tiers a light purple, and "No
 * Review" is shown blurred. Every gradient is light enough for dark text, the top tier's dark enough for white.
 */
import { site } from '../site.ts';

export type BadgeLook = { background: string; color: string; blurred: boolean };

const gradient = (from: string, to: string) => `linear-gradient(135deg, ${from}, ${to})`;

const TIERS: Record<string, [string, string]> = {
  RISING_CRITIC: ['#e8f4ff', '#cfe6ff'],
  TRENDSETTER: ['#fff1e0', '#ffd9ad'],
  THE_TREND_MAGICIAN: ['#f3e8ff', '#e0c8ff'],
  ELITE_ADVISOR: ['#e6f7f1', '#bfead8'],
  FASHION_ICON: ['#ffe8f0', '#ffc7da'],
  TREND_ARCHITECT: ['#eef2ff', '#cdd6ff'],
  VISIONARY_VIRTUOSO: ['#fff8d6', '#ffe98a'],
  INFLUENTIAL_MAVEN: ['#e7fbfb', '#b8eeee'],
  STYLE_SOVEREIGN: ['#fbeee6', '#f3cdb4'],
  THE_INFLUENCER: ['#ffeaea', '#ffc4c4'],
  THE_BEAUTY_BARRISTER: ['#fdebf7', '#f5c6e6'],
  COUTURE_CONQUEROR: ['#eaf6e4', '#c9e9b8'],
  STYLE_SENTINEL: ['#edf1f5', '#cfd8e3'],
  THE_LEGEND_OF_LENS: ['#fff0dc', '#f7cf94'],
};

const UNKNOWN: [string, string] = ['#f4efff', '#e6dcff'];
const INK = '#1c1b1f';

/** Whether a badge is the top tier: its name starts with the product's (e.g. VASTRA_ELITE). */
export const isTopTier = (badge: string) => badge.toUpperCase().startsWith(site.name.toUpperCase());

export function badgeLook(badge: string | null | undefined): BadgeLook {
  const key = (badge ?? '').trim().toUpperCase();
  if (!key) return { background: gradient('#f1f0f3', '#e4e2e8'), color: '#5b5862', blurred: true };
  if (isTopTier(key)) return { background: gradient('#7a0e2c', '#b8860b'), color: '#ffffff', blurred: false };
  const [from, to] = TIERS[key] ?? UNKNOWN;
  return { background: gradient(from, to), color: INK, blurred: false };
}

/** The badge tiers in the order a reviewer climbs them (§3: RISING_CRITIC the default, the product's own the top). */
export const BADGE_TIERS: string[] = [...Object.keys(TIERS), `${site.name.toUpperCase()}_ELITE`];

export type TierProgress = { tier: string; state: 'reached' | 'current' | 'ahead' };

/**
 * The milestone-data list: every tier, those below the shopper's badge reached, the badge itself current, the
 * rest ahead. No badge (no review yet) leaves every tier ahead; an unknown badge is shown as current at the top.
 */
export function tierProgress(badge: string | null | undefined): TierProgress[] {
  const key = (badge ?? '').trim().toUpperCase();
  const at = key ? (isTopTier(key) ? BADGE_TIERS.length - 1 : BADGE_TIERS.indexOf(key)) : -1;
  return BADGE_TIERS.map((tier, i) => ({
    tier,
    state: at < 0 ? 'ahead' : i < at ? 'reached' : i === at ? 'current' : 'ahead',
  }));
}

/**
 * What moves a shopper up the tiers (docs/decisions/social.md): points for what they give others to read.
 * A review 10, a review with photos or a video 5 more, a Lens post 10, each like received 1.
 */
export const BADGE_POINTS = { review: 10, reviewWithMedia: 5, post: 10, like: 1 } as const;

/** The points from which each tier is held, in BADGE_TIERS order: the first review reaches the first tier. */
export const TIER_POINTS = [1, 50, 100, 175, 250, 350, 500, 700, 900, 1200, 1500, 2000, 2500, 3500, 5000] as const;

export type Activity = { reviews: number; reviewsWithMedia: number; posts: number; likesReceived: number };

export const badgePoints = (a: Activity) =>
  a.reviews * BADGE_POINTS.review +
  a.reviewsWithMedia * BADGE_POINTS.reviewWithMedia +
  a.posts * BADGE_POINTS.post +
  a.likesReceived * BADGE_POINTS.like;

/**
 * The badge a shopper's activity earns: none ("No Review") before the first review, whatever else they did;
 * the first review gives the first tier, the "Beginner Reviewer" promotion of the milestone card.
 */
export function badgeFor(activity: Activity): string | null {
  if (activity.reviews < 1) return null;
  const points = badgePoints(activity);
  let tier = 0;
  for (let i = 0; i < TIER_POINTS.length; i++) if (points >= TIER_POINTS[i]!) tier = i;
  return BADGE_TIERS[tier]!;
}

/** The next tier and the points still needed for it, or null at the top (the milestone card's next step). */
export function nextTier(activity: Activity): { tier: string; points: number } | null {
  const points = badgePoints(activity);
  const at = TIER_POINTS.findIndex((needed) => points < needed);
  if (at < 0) return null;
  return { tier: BADGE_TIERS[at]!, points: TIER_POINTS[at]! - points };
}

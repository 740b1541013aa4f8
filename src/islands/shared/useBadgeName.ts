/**
 * A reviewer badge's name in the page's language (the profile and Lens). The tiers are known (src/lib/rules/
 * badges.ts), each with its message; a badge the catalog does not know is named as badgeLabel writes it, and no
 * badge reads "No Review". The English messages are badgeLabel's words (tests/unit/badge-names.test.ts).
 */
import { badgeLabel } from '../../lib/rules/text.ts';
import { site } from '../../lib/site.ts';
import { useWords } from './words.tsx';

type Words = typeof import('./words/BadgeName.en-IN.ts');

export function useBadgeName(): (badge: string | null | undefined) => string {
  const t = useWords<Words>();
  const names: Record<string, () => string> = {
    RISING_CRITIC: t.social_badge_rising_critic,
    TRENDSETTER: t.social_badge_trendsetter,
    THE_TREND_MAGICIAN: t.social_badge_the_trend_magician,
    ELITE_ADVISOR: t.social_badge_elite_advisor,
    FASHION_ICON: t.social_badge_fashion_icon,
    TREND_ARCHITECT: t.social_badge_trend_architect,
    VISIONARY_VIRTUOSO: t.social_badge_visionary_virtuoso,
    INFLUENTIAL_MAVEN: t.social_badge_influential_maven,
    STYLE_SOVEREIGN: t.social_badge_style_sovereign,
    THE_INFLUENCER: t.social_badge_the_influencer,
    THE_BEAUTY_BARRISTER: t.social_badge_the_beauty_barrister,
    COUTURE_CONQUEROR: t.social_badge_couture_conqueror,
    STYLE_SENTINEL: t.social_badge_style_sentinel,
    THE_LEGEND_OF_LENS: t.social_badge_the_legend_of_lens,
    [`${site.name.toUpperCase()}_ELITE`]: () => t.social_badge_elite({ store: site.name }),
  };
  return (badge) => {
    const key = (badge ?? '').trim().toUpperCase().replace(/\s+/g, '_');
    if (!key) return t.social_badge_none();
    return names[key]?.() ?? badgeLabel(badge);
  };
}

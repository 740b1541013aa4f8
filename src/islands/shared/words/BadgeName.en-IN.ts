/** The reviewer badges' names in en-IN (src/islands/shared/useBadgeName.ts). */
export {
  social_badge_none,
  social_badge_rising_critic,
  social_badge_trendsetter,
  social_badge_the_trend_magician,
  social_badge_elite_advisor,
  social_badge_fashion_icon,
  social_badge_trend_architect,
  social_badge_visionary_virtuoso,
  social_badge_influential_maven,
  social_badge_style_sovereign,
  social_badge_the_influencer,
  social_badge_the_beauty_barrister,
  social_badge_couture_conqueror,
  social_badge_style_sentinel,
  social_badge_the_legend_of_lens,
  social_badge_elite,
} from '../../../paraglide/messages/en-IN.js';

/**
 * The Earning card (own profile: the real Refer & Earn numbers, "Total Referral 0" and "Total Earning ₹0" until
 * a friend joins; another shopper's earnings are private, so their profile leaves it out) and the milestone
 * card (the first review gives "Beginner Reviewer"; its button opens the badge tiers with the progress).
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { referrals } from '../../stores/rewards.ts';
import { formatMoney, formatMoneyExact } from '../../lib/i18n/money.ts';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { activityOfPosts } from '../../lib/rules/profile.ts';
import { nextTier } from '../../lib/rules/badges.ts';
import { settingsPath } from '../../lib/paths.ts';
import { overlay } from '../../stores/overlay.ts';
import type { ProfileView } from './Profile.tsx';
import { MILESTONE } from './ProfileDialogs.tsx';
import { useBadgeName } from '../shared/useBadgeName.ts';
import { useSay } from '../shared/useSay.ts';
import { useLocale, useWords } from '../shared/words.tsx';
import styles from './Profile.module.scss';

type Words = typeof import('./Profile.words.en-IN.ts');

const money = (n: number, locale: Locale) =>
  Number.isInteger(n) ? formatMoney(n, locale) : formatMoneyExact(n, locale);

function EarningCard() {
  const t = useWords<Words>();
  const locale = useLocale();
  const say = useSay();
  const state = useStore(referrals.$state);
  useEffect(() => void referrals.load(), []);
  const numbers = state.data;
  return (
    <section className={styles.card} aria-labelledby="earning-title">
      <h2 id="earning-title" className={styles.cardTitle}>
        {t.social_profile_earning()}
      </h2>
      {state.status === 'failed' && !numbers ? (
        <p className={styles.muted} role="alert">
          {say(state.error)}{' '}
          <button type="button" className={styles.link} onClick={() => void referrals.refresh()}>
            {t.social_profile_retry()}
          </button>
        </p>
      ) : (
        <dl className={styles.figures} aria-busy={!numbers}>
          <div>
            <dt>{t.social_profile_total_referral()}</dt>
            <dd>{numbers ? numbers.referrals : '…'}</dd>
          </div>
          <div>
            <dt>{t.social_profile_total_earning()}</dt>
            <dd>{numbers ? money(numbers.earned, locale) : '…'}</dd>
          </div>
        </dl>
      )}
      <a className={styles.link} href={localisedPath(settingsPath('REFER_AND_EARN'), locale)}>
        {t.social_profile_refer()}
      </a>
    </section>
  );
}

export default function SideCards({ view }: { view: ProfileView }) {
  const t = useWords<Words>();
  const badgeName = useBadgeName();
  const reviews = view.reviews.length;
  const milestone =
    reviews > 0
      ? view.own
        ? t.social_profile_milestone_own_reviewer()
        : t.social_profile_milestone_reviewer()
      : view.own
        ? t.social_profile_milestone_own_none()
        : t.social_profile_milestone_none();
  // The next tier and the points to it ("40 points to Trendsetter"), or the top reached.
  const next = reviews > 0 ? nextTier(activityOfPosts(view.reviews, view.posts)) : null;
  return (
    <>
      {view.own ? <EarningCard /> : null}
      <section className={styles.card} aria-labelledby="milestone-title">
        <h2 id="milestone-title" className={styles.cardTitle}>
          {t.social_profile_milestone()}
        </h2>
        {/* The badge the profile card shows, earned from the same reviews, posts and likes: they never disagree. */}
        <p className={styles.milestoneTier}>{badgeName(reviews > 0 ? view.badge : null)}</p>
        <p className={styles.muted}>{milestone}</p>
        {reviews > 0 && (
          <p className={styles.muted}>
            {next
              ? t.social_profile_next_tier({ points: next.points, tier: badgeName(next.tier) })
              : t.social_profile_top_tier()}
          </p>
        )}
        <button type="button" className={styles.link} onClick={() => overlay.open(MILESTONE)}>
          {t.social_profile_see_all_badges()}
        </button>
      </section>
    </>
  );
}

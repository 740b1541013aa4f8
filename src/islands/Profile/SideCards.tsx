/**
 * The Earning card (own profile: the real Refer & Earn numbers, "Total Referral 0" and "Total Earning ₹0" until
 * a friend joins; another shopper's earnings are private, so their profile leaves it out) and the milestone
 * card (the first review gives "Beginner Reviewer"; its button opens the badge tiers with the progress).
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { referrals } from '../../stores/rewards.ts';
import { formatRupees, formatRupeesExact } from '../../lib/rules/price.ts';
import { badgeLabel } from '../../lib/rules/text.ts';
import { activityOfPosts, milestoneText, nextTierText } from '../../lib/rules/profile.ts';
import { settingsPath } from '../../lib/paths.ts';
import { overlay } from '../../stores/overlay.ts';
import type { ProfileView } from './Profile.tsx';
import { MILESTONE } from './ProfileDialogs.tsx';
import styles from './Profile.module.scss';

const money = (n: number) => (Number.isInteger(n) ? formatRupees(n) : formatRupeesExact(n));

function EarningCard() {
  const state = useStore(referrals.$state);
  useEffect(() => void referrals.load(), []);
  const numbers = state.data;
  return (
    <section className={styles.card} aria-labelledby="earning-title">
      <h2 id="earning-title" className={styles.cardTitle}>
        Earning
      </h2>
      {state.status === 'failed' && !numbers ? (
        <p className={styles.muted} role="alert">
          {state.error}{' '}
          <button type="button" className={styles.link} onClick={() => void referrals.refresh()}>
            Retry
          </button>
        </p>
      ) : (
        <dl className={styles.figures} aria-busy={!numbers}>
          <div>
            <dt>Total Referral</dt>
            <dd>{numbers ? numbers.referrals : '…'}</dd>
          </div>
          <div>
            <dt>Total Earning</dt>
            <dd>{numbers ? money(numbers.earned) : '…'}</dd>
          </div>
        </dl>
      )}
      <a className={styles.link} href={settingsPath('REFER_AND_EARN')}>
        Refer friends and earn
      </a>
    </section>
  );
}

export default function SideCards({ view }: { view: ProfileView }) {
  return (
    <>
      {view.own ? <EarningCard /> : null}
      <section className={styles.card} aria-labelledby="milestone-title">
        <h2 id="milestone-title" className={styles.cardTitle}>
          Milestone
        </h2>
        {/* The badge the profile card shows, earned from the same reviews, posts and likes: they never disagree. */}
        <p className={styles.milestoneTier}>{badgeLabel(view.reviews.length > 0 ? view.badge : null)}</p>
        <p className={styles.muted}>{milestoneText(view.reviews.length, view.own)}</p>
        {view.reviews.length > 0 && (
          <p className={styles.muted}>{nextTierText(activityOfPosts(view.reviews, view.posts))}</p>
        )}
        <button type="button" className={styles.link} onClick={() => overlay.open(MILESTONE)}>
          See all badges
        </button>
      </section>
    </>
  );
}

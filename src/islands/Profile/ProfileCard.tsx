/**
 * The profile card: picture or initials, display name and full name, the badge label, followers and
 * following (each opens its list), and the one action: Edit profile (own), Follow / Following (a signed-in
 * viewer; the profile is refetched after each, §4; "Following…" with a spinner while it is on its way); a
 * visitor sees Follow too, which asks them to log in (the "Log in to continue" toast every visitor action gives).
 */
import { useState } from 'react';
import { followUser, unfollowUser } from '../../lib/api/profiles.ts';
import { badgeLook } from '../../lib/rules/badges.ts';
import { shortenNumber } from '../../lib/rules/text.ts';
import Avatar from '../shared/Avatar.tsx';
import { overlay } from '../../stores/overlay.ts';
import { toast } from '../../stores/toasts.ts';
import { askToLogIn } from '../../stores/log-in-prompt.ts';
import { BusyLabel, busyProps } from '../shared/Busy.tsx';
import { useBadgeName } from '../shared/useBadgeName.ts';
import { useWords } from '../shared/words.tsx';
import type { ProfileView } from './Profile.tsx';
import { FOLLOWERS, FOLLOWING } from './ProfileDialogs.tsx';
import { EDIT_PROFILE } from './EditProfile.tsx';
import styles from './Profile.module.scss';

type Words = typeof import('./Profile.words.en-IN.ts');

type Props = {
  view: ProfileView;
  signedIn: boolean;
  following: boolean | null;
  setFollowing: (value: boolean) => void;
  reload: () => Promise<void>;
};

export function Badge({ badge }: { badge: string | null }) {
  const look = badgeLook(badge);
  const badgeName = useBadgeName();
  return (
    <span
      className={[styles.badge, look.blurred ? styles.badgeBlurred : ''].join(' ')}
      style={{ background: look.background, color: look.color }}
    >
      {badgeName(badge)}
    </span>
  );
}

export default function ProfileCard({ view, signedIn, following, setFollowing, reload }: Props) {
  const t = useWords<Words>();
  const [busy, setBusy] = useState(false);
  const name = view.fullname || view.displayname;

  async function toggleFollow() {
    if (busy) return;
    setBusy(true);
    try {
      if (following) await unfollowUser(view.userId);
      else await followUser(view.userId);
      setFollowing(!following);
      await reload();
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.card} aria-label={t.social_profile_card_label()}>
      <Avatar picture={view.picture} name={name} className={`${styles.avatar} ${styles.avatarLg}`} size={112} />
      <p className={styles.displayName}>{view.displayname}</p>
      <p className={styles.fullName}>{view.fullname}</p>
      <Badge badge={view.badge} />
      <div className={styles.counts}>
        <button type="button" className={styles.count} onClick={() => overlay.open(FOLLOWERS)}>
          <strong>{shortenNumber(view.followers.length)}</strong> {t.social_profile_followers()}
        </button>
        <button type="button" className={styles.count} onClick={() => overlay.open(FOLLOWING)}>
          <strong>{shortenNumber(view.follows.length)}</strong> {t.social_profile_following()}
        </button>
      </div>
      {view.own ? (
        <button type="button" className={styles.secondary} onClick={() => overlay.open(EDIT_PROFILE)}>
          {t.social_profile_edit()}
        </button>
      ) : !signedIn ? (
        <button type="button" className={styles.primary} onClick={() => askToLogIn()}>
          {t.social_profile_follow()}
        </button>
      ) : following === null ? (
        <button type="button" className={styles.primary} disabled>
          {t.social_profile_follow()}
        </button>
      ) : (
        <button
          type="button"
          className={following ? styles.secondary : styles.primary}
          aria-pressed={following}
          {...busyProps(busy)}
          onClick={toggleFollow}
        >
          <BusyLabel
            busy={busy}
            idle={following ? t.social_profile_following_button() : t.social_profile_follow()}
            working={following ? t.social_profile_unfollowing_busy() : t.social_profile_following_busy()}
          />
        </button>
      )}
    </section>
  );
}

/**
 * A profile (stores-and-social §2.8): one static shell for every /user/{userId}, "me" being the signed-in
 * shopper (a visitor is asked to sign in and comes back). Left: the profile card (picture or initials, names,
 * badge, followers and following that open their lists), the own Earning card and the milestone card. Right:
 * the "My Reviews" and "My Posts" tabs, a 3-column grid of tiles that open the post. Another user's profile
 * offers Follow / Following to a signed-in viewer and "Log in to continue" to a visitor; the own profile
 * offers Edit profile.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import {
  getUserProfile,
  isFollowing,
  type OwnProfileReply,
  type Person,
  type ProfilePost,
} from '../../lib/api/profiles.ts';
import { getOwnProfile } from '../../lib/api/me.ts';
import { homePath, idFromPath, userPath } from '../../lib/paths.ts';
import { reviewsAndPosts } from '../../lib/rules/profile.ts';
import { $signedIn } from '../../stores/session.ts';
import { overlay } from '../../stores/overlay.ts';
import { useLoad } from '../shared/useLoad.ts';
import SignInGate from '../shared/SignInGate.tsx';
import LoadState from '../shared/LoadState.tsx';
import ProfileCard from './ProfileCard.tsx';
import SideCards from './SideCards.tsx';
import PostGrid from './PostGrid.tsx';
import { MilestoneDialog, PeopleDialog, PostDialog, FOLLOWERS, FOLLOWING, POST } from './ProfileDialogs.tsx';
import EditProfile from './EditProfile.tsx';
import { pageTitle } from '../../lib/site.ts';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import { BASE_LOCALE } from '../../lib/i18n/locales.ts';
import { useLocale, useWords } from '../shared/words.tsx';
import styles from './Profile.module.scss';

type Words = typeof import('./Profile.words.en-IN.ts');

/** What both kinds of profile show, in one shape. */
export type ProfileView = {
  own: boolean;
  userId: string;
  picture: string | null;
  displayname: string;
  fullname: string;
  badge: string | null;
  reviews: ProfilePost[];
  posts: ProfilePost[];
  followers: Person[];
  follows: Person[];
  /** The own profile's editable fields. */
  me: OwnProfileReply['user'] | null;
};

function ownView(reply: OwnProfileReply): ProfileView {
  const { reviews, posts } = reviewsAndPosts([...reply.review, ...reply.post]);
  const { user } = reply;
  return {
    own: true,
    userId: user.id,
    picture: user.profilePicUrl,
    displayname: user.displayname,
    fullname: user.fullname,
    badge: reply.achieve?.achievement ?? user.badge,
    reviews,
    posts,
    followers: reply.followers,
    follows: reply.follows,
    me: user,
  };
}

export default function Profile() {
  const t = useWords<Words>();
  const [userId, setUserId] = useState<string | null | undefined>(undefined);
  // The id from the address in either language (/user/x, /hi/user/x).
  useEffect(() => setUserId(idFromPath(localisedPath(window.location.pathname, BASE_LOCALE), userPath)), []);
  if (userId === undefined) return null;
  if (userId === null) return <NotFound />;
  if (userId === 'me') {
    return (
      <SignInGate message={t.social_profile_log_in()} note={t.social_profile_sign_in_note()}>
        <ProfilePage userId="me" />
      </SignInGate>
    );
  }
  return <ProfilePage userId={userId} />;
}

function ProfilePage({ userId }: { userId: string }) {
  const t = useWords<Words>();
  const signedIn = useStore($signedIn, { ssr: () => false });
  // Signing in reads again; the profile on screen stays there meanwhile (and beside a failed read).
  const { state, retry: load } = useLoad<ProfileView>(
    async () => {
      if (userId === 'me') return ownView(await getOwnProfile());
      const [other, own] = await Promise.all([
        getUserProfile(userId),
        signedIn ? getOwnProfile().catch(() => null) : null,
      ]);
      if (own && own.user.id === other.user.id) return ownView(own);
      const { reviews, posts } = reviewsAndPosts([...other.review, ...other.post]);
      return {
        own: false,
        userId: other.user.id,
        picture: other.user.profilePic,
        displayname: other.user.displayname,
        fullname: other.user.name,
        badge: other.user.badge,
        reviews,
        posts,
        followers: other.followers,
        follows: other.follows,
        me: null,
      };
    },
    [userId, signedIn],
    { keep: true },
  );

  // Follow status (§7 GET follow/{userId}) only for a signed-in viewer of someone else's profile.
  const otherId = state.data && !state.data.own ? state.data.userId : null;
  const follow = useLoad(
    otherId && signedIn
      ? () =>
          isFollowing(otherId).catch((error: Error) => {
            // Logged only: the Follow button waits (null) as it does while the status is read.
            console.error(error.message);
            throw error;
          })
      : null,
    [otherId, signedIn],
  );
  const following = follow.state.status === 'succeeded' ? follow.state.data : null;
  const setFollowing = (value: boolean) => follow.update(() => value);

  if (state.notFound) return <NotFound />;
  return (
    <LoadState state={state} what={t.social_profile_loading_what()} onRetry={load}>
      {(view) => (
        <ProfileBody
          key={view.userId}
          view={view}
          signedIn={signedIn}
          following={following}
          setFollowing={setFollowing}
          reload={load}
        />
      )}
    </LoadState>
  );
}

type BodyProps = {
  view: ProfileView;
  signedIn: boolean;
  following: boolean | null;
  setFollowing: (value: boolean) => void;
  reload: () => Promise<void>;
};

function ProfileBody({ view, signedIn, following, setFollowing, reload }: BodyProps) {
  const t = useWords<Words>();
  const [opened, setOpened] = useState<ProfilePost | null>(null);
  // The static shell's title says "Profile"; once loaded, the tab names whose profile it is.
  useEffect(() => {
    document.title = pageTitle(view.fullname || view.displayname);
  }, [view.fullname, view.displayname]);
  const openPost = (post: ProfilePost) => {
    setOpened(post);
    overlay.open(POST);
  };
  return (
    <>
      <h1 className={styles.srOnly}>
        {view.own
          ? t.social_profile_heading_own()
          : t.social_profile_heading({ name: view.fullname || view.displayname })}
      </h1>
      <div className={styles.layout}>
        <div className={styles.side}>
          <ProfileCard
            view={view}
            signedIn={signedIn}
            following={following}
            setFollowing={setFollowing}
            reload={reload}
          />
          <SideCards view={view} />
        </div>
        <PostGrid view={view} onOpen={openPost} />
      </div>
      <PeopleDialog
        type={FOLLOWERS}
        title={t.social_profile_followers()}
        people={view.followers}
        empty={view.own ? t.social_profile_followers_empty_own() : t.social_profile_followers_empty()}
      />
      <PeopleDialog
        type={FOLLOWING}
        title={t.social_profile_following()}
        people={view.follows}
        empty={view.own ? t.social_profile_following_empty_own() : t.social_profile_following_empty()}
      />
      <MilestoneDialog view={view} />
      <PostDialog post={opened} />
      {view.own && view.me ? <EditProfile me={view.me} onSaved={reload} /> : null}
    </>
  );
}

function NotFound() {
  const t = useWords<Words>();
  const locale = useLocale();
  return (
    <section className={styles.notFound} aria-labelledby="profile-not-found">
      <h1 id="profile-not-found">{t.social_profile_not_found_title()}</h1>
      <p>{t.social_profile_not_found_text()}</p>
      <a className={styles.primary} href={localisedPath(homePath(), locale)}>
        {t.social_profile_continue_shopping()}
      </a>
    </section>
  );
}

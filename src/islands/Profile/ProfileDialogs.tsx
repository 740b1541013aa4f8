/**
 * The profile's modals (§2.8), all in the one Dialog frame: the followers and following lists (a person
 * closes the modal and goes to their profile), the milestone data (every badge tier with the shopper's
 * progress) and a post (its media, title, text only, and the product it is about).
 */
import { tierProgress } from '../../lib/rules/badges.ts';
import { highlightText } from '../../lib/rules/text.ts';
import { formatDay } from '../../lib/i18n/dates.ts';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import { productPath, userPath } from '../../lib/paths.ts';
import { overlay } from '../../stores/overlay.ts';
import type { Person, ProfilePost } from '../../lib/api/profiles.ts';
import Dialog from '../shared/Dialog.tsx';
import { useBadgeName } from '../shared/useBadgeName.ts';
import { useLocale, useWords } from '../shared/words.tsx';
import type { ProfileView } from './Profile.tsx';
import { Badge } from './ProfileCard.tsx';
import Avatar from '../shared/Avatar.tsx';
import { hasMedia, PostMedia } from './PostGrid.tsx';
import { videoUrl } from '../../lib/images.ts';
import styles from './Profile.module.scss';

type Words = typeof import('./Profile.words.en-IN.ts');

export const FOLLOWERS = 'followers-list';
export const FOLLOWING = 'following-list';
export const MILESTONE = 'milestone-data';
export const POST = 'profile-post';

function goTo(event: React.MouseEvent, href: string) {
  event.preventDefault();
  overlay.close();
  window.location.assign(href);
}

export function PeopleDialog({
  type,
  title,
  people,
  empty,
}: {
  type: string;
  title: string;
  people: Person[];
  empty: string;
}) {
  const locale = useLocale();
  return (
    <Dialog type={type} title={title} className={styles.smallModal}>
      {people.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ul className={styles.people}>
          {people.map((person) => (
            <li key={person.userId}>
              <a
                className={styles.person}
                href={localisedPath(userPath(person.userId), locale)}
                onClick={(event) => goTo(event, localisedPath(userPath(person.userId), locale))}
              >
                <Avatar
                  picture={person.img}
                  name={person.name || person.displayname}
                  className={`${styles.avatar} ${styles.avatarSm}`}
                  size={44}
                />
                <span className={styles.personText}>
                  <span className={styles.personName}>{person.name || person.displayname}</span>
                  <Badge badge={person.badge} />
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

export function MilestoneDialog({ view }: { view: ProfileView }) {
  const t = useWords<Words>();
  const badgeName = useBadgeName();
  const tiers = tierProgress(view.badge);
  const reviews = view.reviews.length;
  return (
    <Dialog type={MILESTONE} title={t.social_profile_milestones_title()} className={styles.smallModal}>
      <p className={styles.muted}>
        {reviews > 0 ? t.social_profile_milestones_written({ count: reviews }) : t.social_profile_milestones_none()}
      </p>
      <ol className={styles.tiers}>
        {tiers.map(({ tier, state }) => (
          <li key={tier} className={[styles.tierRow, styles[state]].join(' ')}>
            <span className={styles.tierMark} aria-hidden="true">
              {state === 'ahead' ? '' : '✓'}
            </span>
            <span className={styles.tierName}>{badgeName(tier)}</span>
            <span className={styles.tierState}>
              {state === 'current'
                ? t.social_profile_tier_current()
                : state === 'reached'
                  ? t.social_profile_tier_reached()
                  : t.social_profile_tier_ahead()}
            </span>
          </li>
        ))}
      </ol>
    </Dialog>
  );
}

/** Shopper text only: any markup is dropped, hashtags are highlighted, nothing becomes HTML. */
function PostText({ text }: { text: string }) {
  const plain = text.replace(/<[^>]*>/g, '');
  return (
    <p className={styles.postText}>
      {highlightText(plain).map((part, i) =>
        part.kind === 'hashtag' ? (
          <span key={i} className={styles.hashtag}>
            {part.value}
          </span>
        ) : (
          part.value
        ),
      )}
    </p>
  );
}

export function PostDialog({ post }: { post: ProfilePost | null }) {
  const t = useWords<Words>();
  const locale = useLocale();
  const video = post?.videoUrls[0];
  return (
    <Dialog
      type={POST}
      title={
        post?.postTitle ||
        (post && typeof post.ratings === 'number' ? t.social_profile_review() : t.social_profile_post())
      }
      className={styles.postModal}
    >
      {post ? (
        <div className={[styles.postBody, hasMedia(post) ? '' : styles.textOnly].join(' ')}>
          {hasMedia(post) ? (
            <div className={styles.postMedia}>
              {video && !post.imageUrls[0] ? (
                <video src={videoUrl(video)} controls playsInline className={styles.postMediaItem} />
              ) : (
                <PostMedia post={post} className={styles.postMediaItem} />
              )}
            </div>
          ) : null}
          <div className={styles.postInfo}>
            <p className={styles.muted}>
              {formatDay(post.createdAt, locale)}
              {typeof post.ratings === 'number' ? ` · ${t.social_profile_rated({ rating: post.ratings })}` : ''} ·{' '}
              {t.social_profile_likes_comments({ count: post.noOflikes })}
            </p>
            {post.postDesc ? <PostText text={post.postDesc} /> : null}
            {post.product ? (
              <a
                className={styles.productLink}
                href={localisedPath(productPath(post.product.SellerUserId, post.product.id), locale)}
              >
                {t.social_profile_view_product({ name: post.product.productName })}
              </a>
            ) : null}
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

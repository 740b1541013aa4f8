/**
 * The right column: "My Reviews" (the default, and again on every profile) and "My Posts", each a 3-column
 * grid of 202:360 tiles, newest first. A tile shows the first image (or the video's first frame), the like
 * count and the comment count (always 0, §2.8), and opens the post; under it, the product it is about (its
 * picture and name) links to the product page.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { imageUrl, videoUrl } from '../../lib/images.ts';
import { shortenNumber } from '../../lib/rules/text.ts';
import { productPath } from '../../lib/paths.ts';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import { useLocale, useWords } from '../shared/words.tsx';
import type { ProfilePost } from '../../lib/api/profiles.ts';
import type { ProfileView } from './Profile.tsx';
import styles from './Profile.module.scss';
import IconHeart from '~icons/lucide/heart.jsx';
import IconMessageCircle from '~icons/lucide/message-circle.jsx';

type Words = typeof import('./Profile.words.en-IN.ts');

const TABS = ['reviews', 'posts'] as const;
type Tab = (typeof TABS)[number];

/** Whether a post has a picture or a video to show. */
export const hasMedia = (post: ProfilePost) => Boolean(post.imageUrls[0] || post.videoUrls[0]);

/** A review or post without media (or whose picture cannot load): its rating, title and the start of its text. */
function TextTile({ post, className }: { post: ProfilePost; className?: string }) {
  return (
    <span className={[className ?? '', styles.textTile].join(' ')} aria-hidden="true">
      {typeof post.ratings === 'number' ? (
        <span className={styles.stars}>
          {'★'.repeat(Math.round(post.ratings))}
          {'☆'.repeat(Math.max(0, 5 - Math.round(post.ratings)))}
        </span>
      ) : null}
      <span className={styles.textTileTitle}>{post.postTitle}</span>
      {post.postDesc ? <span className={styles.textTileBody}>{post.postDesc.replace(/<[^>]*>/g, '')}</span> : null}
    </span>
  );
}

export function PostMedia({ post, className }: { post: ProfilePost; className?: string }) {
  const [broken, setBroken] = useState(false);
  const image = post.imageUrls[0];
  const video = post.videoUrls[0];
  if (image && !broken)
    return (
      <img className={className} src={imageUrl(image, 640)} alt="" loading="lazy" onError={() => setBroken(true)} />
    );
  // #t=0.1 asks for the first frame, the poster a tile shows.
  if (video && !broken)
    return (
      <video
        className={className}
        src={`${videoUrl(video)}#t=0.1`}
        preload="metadata"
        muted
        playsInline
        aria-hidden="true"
        onError={() => setBroken(true)}
      />
    );
  return <TextTile post={post} className={className} />;
}

export default function PostGrid({ view, onOpen }: { view: ProfileView; onOpen: (post: ProfilePost) => void }) {
  const t = useWords<Words>();
  const locale = useLocale();
  const [tab, setTab] = useState<Tab>('reviews');
  // "My Reviews" and "My Posts" (the spec's) on the shopper's own profile; "Reviews" and "Posts" on anyone else's.
  const labels: Record<Tab, string> = view.own
    ? { reviews: t.social_profile_tab_my_reviews(), posts: t.social_profile_tab_my_posts() }
    : { reviews: t.social_profile_tab_reviews(), posts: t.social_profile_tab_posts() };
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const list = tab === 'reviews' ? view.reviews : view.posts;

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length]!;
    setTab(next);
    tabRefs.current[TABS.indexOf(next)]?.focus();
  }

  return (
    <section
      className={styles.main}
      aria-label={view.own ? t.social_profile_section_own() : t.social_profile_section()}
    >
      <div className={styles.tabs} role="tablist" aria-label={t.social_profile_section()} onKeyDown={onKeyDown}>
        {TABS.map((id, i) => (
          <button
            key={id}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`profile-tab-${id}`}
            aria-selected={tab === id}
            aria-controls="profile-tab-panel"
            tabIndex={tab === id ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(id)}
          >
            {labels[id]}{' '}
            <span className={styles.tabCount}>({id === 'reviews' ? view.reviews.length : view.posts.length})</span>
          </button>
        ))}
      </div>
      <div id="profile-tab-panel" role="tabpanel" aria-labelledby={`profile-tab-${tab}`}>
        {list.length === 0 ? (
          <p className={styles.empty}>
            {tab === 'reviews'
              ? view.own
                ? t.social_profile_reviews_empty_own()
                : t.social_profile_reviews_empty()
              : view.own
                ? t.social_profile_posts_empty_own()
                : t.social_profile_posts_empty()}
          </p>
        ) : (
          <ul className={styles.grid}>
            {list.map((post) => (
              <li key={post.id}>
                <button
                  type="button"
                  className={styles.tile}
                  onClick={() => onOpen(post)}
                  aria-label={t.social_profile_tile_label({
                    title: post.postTitle || (tab === 'reviews' ? t.social_profile_review() : t.social_profile_post()),
                    count: post.noOflikes,
                  })}
                >
                  <PostMedia post={post} className={styles.tileMedia} />
                  <span className={styles.tileStats} aria-hidden="true">
                    <span>
                      <IconHeart size={14} fill="currentColor" />
                      {shortenNumber(post.noOflikes)}
                    </span>
                    <span>
                      <IconMessageCircle size={14} strokeWidth={2.2} />0
                    </span>
                  </span>
                </button>
                {post.product ? (
                  <a
                    className={styles.tileProduct}
                    href={localisedPath(productPath(post.product.SellerUserId, post.product.id), locale)}
                  >
                    {post.product.productImg ? (
                      <img src={imageUrl(post.product.productImg, 320)} alt="" loading="lazy" width={28} height={34} />
                    ) : null}
                    <span>{post.product.productName}</span>
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

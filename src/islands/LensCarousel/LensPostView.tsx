/**
 * One Lens post: its video (or image), the author and their words over it, and the product card below.
 * The author's words are rendered as text (never HTML): #hashtags and links are highlighted, and only
 * http(s) addresses become links.
 */
import { useEffect, useRef, useState } from 'react';
import type { LensPost } from '../../lib/api/lens.ts';
import { isVideoPost, videoPreload } from '../../lib/rules/lens.ts';
import { highlightText } from '../../lib/rules/text.ts';
import Avatar from '../shared/Avatar.tsx';
import { linkHref } from '../../lib/rules/lens.ts';
import { imageSizes, imageSrcSet, imageUrl, videoUrl } from '../../lib/images.ts';
import { userPath } from '../../lib/paths.ts';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import ReviewerBadge from '../../components/ReviewerBadge.tsx';
import LensProduct from './LensProduct.tsx';
import type { PostLikes } from '../shared/usePostLikes.ts';
import { useSaveData } from '../shared/useSaveData.ts';
import { useBadgeName } from '../shared/useBadgeName.ts';
import { useLocale, useWords } from '../shared/words.tsx';
import styles from './LensCarousel.module.scss';
import IconHeart from '~icons/lucide/heart.jsx';
import IconPause from '~icons/lucide/pause.jsx';
import IconPlay from '~icons/lucide/play.jsx';
import IconVolumeX from '~icons/lucide/volume-x.jsx';
import IconVolume2 from '~icons/lucide/volume-2.jsx';

type Words = typeof import('./LensCarousel.words.en-IN.ts');

type Props = {
  post: LensPost;
  index: number;
  count: number;
  active: boolean;
  activeIndex: number;
  /** The post has reached the screen: its video may load. */
  reached: boolean;
  pageVisible: boolean;
  muted: boolean;
  onMutedChange: (muted: boolean) => void;
  /** Opens the post on its own (its address, its whole text). */
  onOpen: (post: LensPost) => void;
  likes: PostLikes;
};

export default function LensPostView({
  post,
  index,
  count,
  active,
  activeIndex,
  reached,
  pageVisible,
  muted,
  onMutedChange,
  onOpen,
  likes,
}: Props) {
  const t = useWords<Words>();
  const video = isVideoPost(post);
  const poster = post.imageUrls[0];
  return (
    <article
      className={styles.post}
      data-index={index}
      aria-label={t.social_lens_post_label({ index: index + 1, count, title: post.postTitle })}
    >
      <div className={styles.media}>
        {video ? (
          <LensVideo
            src={videoUrl(post.videoUrls[0]!)}
            poster={poster ? imageUrl(poster, 640) : undefined}
            load={reached}
            preload={videoPreload(index, activeIndex)}
            play={active && pageVisible}
            muted={muted}
            onMutedChange={onMutedChange}
            label={post.postTitle}
          />
        ) : (
          <img
            className={styles.image}
            src={imageUrl(poster!, 640)}
            srcSet={imageSrcSet(poster!)}
            sizes={imageSizes(poster!, '(max-width: 600px) 100vw, 440px')}
            alt={post.postTitle}
            loading={index < 2 ? 'eager' : 'lazy'}
            // The first post's picture is the page's largest paint (it is in the built HTML).
            fetchPriority={index === 0 ? 'high' : undefined}
            decoding="async"
          />
        )}
        <Reviewer post={post} onOpen={onOpen} />
        <LikeButton post={post} likes={likes} className={styles.likeOver} />
      </div>
      <LensProduct product={post.product} />
    </article>
  );
}

function Reviewer({ post, onOpen }: { post: LensPost; onOpen: (post: LensPost) => void }) {
  const t = useWords<Words>();
  return (
    <div className={styles.reviewer}>
      <Author post={post} />
      {/* The title opens the post: its whole text, and an address of its own to reload or share. */}
      <p className={styles.title}>
        <button type="button" className={styles.open} aria-haspopup="dialog" onClick={() => onOpen(post)}>
          <span className="visually-hidden">{t.social_lens_open_post()}</span>
          {post.postTitle}
        </button>
      </p>
      {post.postDesc && <Words text={post.postDesc} />}
    </div>
  );
}

/** The post's like: a heart with the count, pressed when the shopper liked it. */
export function LikeButton({ post, likes, className }: { post: LensPost; likes: PostLikes; className?: string }) {
  const t = useWords<Words>();
  const liked = likes.liked.has(post.id);
  const count = likes.counts[post.id] ?? post.noOflikes;
  return (
    <button
      type="button"
      className={className}
      aria-pressed={liked}
      aria-label={t.social_lens_like({ count })}
      data-post-id={post.id}
      onClick={() => likes.onLike(post.id)}
    >
      <IconHeart size={20} fill={liked ? 'currentColor' : 'none'} />
      <span aria-hidden="true">{count}</span>
    </button>
  );
}

/** The author's picture and name, linking to their profile, with their badge. */
export function Author({ post }: { post: LensPost }) {
  const { author } = post;
  const locale = useLocale();
  const badgeName = useBadgeName();
  return (
    <>
      <a className={styles.author} href={localisedPath(userPath(post.UserId), locale)}>
        <Avatar picture={author.img} name={author.name} className={styles.face} size={40} />
        <span className={styles.who}>
          <span className={styles.name}>{author.name}</span>
          <span className="visually-hidden">, {badgeName(author.badge)}</span>
        </span>
      </a>
      <ReviewerBadge badge={author.badge} label={badgeName(author.badge)} className={styles.badge} />
    </>
  );
}

/** The author's words as text: hashtags and links highlighted, only http(s) addresses as links; `whole` unclamped. */
export function Words({ text, whole = false }: { text: string; whole?: boolean }) {
  return (
    <p className={whole ? styles.wordsWhole : styles.words}>
      {highlightText(text).map((part, i) => {
        if (part.kind === 'text') return <span key={i}>{part.value}</span>;
        const href = linkHref(part);
        if (href) {
          return (
            <a key={i} className={styles.link} href={href} rel="nofollow noopener noreferrer ugc" target="_blank">
              {part.value}
            </a>
          );
        }
        return (
          <span key={i} className={part.kind === 'hashtag' ? styles.hashtag : styles.link}>
            {part.value}
          </span>
        );
      })}
    </p>
  );
}

type VideoProps = {
  src: string;
  poster: string | undefined;
  load: boolean;
  preload: 'metadata' | 'none';
  play: boolean;
  muted: boolean;
  onMutedChange: (muted: boolean) => void;
  label: string;
};

function LensVideo({ src, poster, load, preload, play, muted, onMutedChange, label }: VideoProps) {
  const t = useWords<Words>();
  const ref = useRef<HTMLVideoElement>(null);
  const [heldByShopper, setHeldByShopper] = useState(false);
  const [playing, setPlaying] = useState(false);
  // Data saver: no video plays or loads by itself; the poster shows until the shopper taps Play.
  const saveData = useSaveData();
  const [startedByShopper, setStartedByShopper] = useState(false);
  const shouldPlay = play && load && (saveData ? startedByShopper : !heldByShopper);

  // Scrolled away: the shopper's own pause is forgotten, so the post plays again when it comes back.
  useEffect(() => {
    if (!play) {
      setHeldByShopper(false);
      setStartedByShopper(false);
    }
  }, [play]);

  useEffect(() => {
    const element = ref.current;
    if (element) element.muted = muted;
  }, [muted]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (shouldPlay) {
      element.play().catch(() => {
        // Sound without a gesture is refused: play muted instead.
        if (!element.muted) {
          onMutedChange(true);
          element.muted = true;
          void element.play().catch(() => {});
        }
      });
    } else if (!element.paused) {
      element.pause();
    }
  }, [shouldPlay, src, onMutedChange]);

  return (
    <>
      <video
        ref={ref}
        className={styles.video}
        src={load && (!saveData || startedByShopper) ? src : undefined}
        poster={poster}
        preload={saveData ? 'none' : preload}
        muted
        loop
        playsInline
        aria-label={label}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      />
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          aria-label={playing ? t.social_lens_pause() : t.social_lens_play()}
          onClick={() => (saveData ? setStartedByShopper(!playing) : setHeldByShopper(playing))}
        >
          {playing ? <IconPause size={20} /> : <IconPlay size={20} fill="currentColor" />}
        </button>
        <button
          type="button"
          className={styles.control}
          aria-label={muted ? t.social_lens_unmute() : t.social_lens_mute()}
          onClick={() => onMutedChange(!muted)}
        >
          {muted ? <IconVolumeX size={20} /> : <IconVolume2 size={20} />}
        </button>
      </div>
    </>
  );
}

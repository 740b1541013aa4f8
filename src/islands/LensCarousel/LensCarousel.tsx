/**
 * The Lens feed (stores-and-social §2.6): tabs "All Lens" and "Video Lens" over a vertical, snap-scrolling
 * carousel of shoppers' posts, one post per screen on phones and a centred column on wider screens. Each post
 * shows its video or image, the author and their words, and the product it shows with Add to bag.
 *
 * Videos: only the post that is mostly on screen plays (muted, looped); it pauses when scrolled away or when
 * the tab is hidden. A video gets its address only once its post reaches the screen, and only the next post
 * may read its metadata ahead (the rest preload nothing). ArrowUp/ArrowDown and Page Up/Down move one post;
 * swiping is the scroller's own snap.
 *
 * A post's title opens it on its own (LensPostDialog) at its own address, ?post=<id>: a reload or a shared
 * link opens the same post, and Back closes it (the dialog frame's history entry, openOverlayAt).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { getLensPosts, type LensPost } from '../../lib/api/lens.ts';
import {
  LENS_TABS,
  PLAY_THRESHOLD,
  hasMedia,
  postFromQuery,
  postsForTab,
  stepFor,
  tabFromQuery,
  type LensTab,
} from '../../lib/rules/lens.ts';
import { lensPath } from '../../lib/paths.ts';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { openOverlayAt } from '../../ui/overlay-history.ts';
import type { Loadable } from '../../stores/loadable.ts';
import LoadState from '../shared/LoadState.tsx';
import { useLoad } from '../shared/useLoad.ts';
import LensPostView from './LensPostView.tsx';
import LensPostDialog, { LENS_POST } from './LensPostDialog.tsx';
import { usePostLikes, type PostLikes } from '../shared/usePostLikes.ts';
import ReportDialog, { useReport } from '../shared/ReportDialog.tsx';
import { useLocale, useWords } from '../shared/words.tsx';
import styles from './LensCarousel.module.scss';
import IconChevronUp from '~icons/lucide/chevron-up.jsx';
import IconChevronDown from '~icons/lucide/chevron-down.jsx';

type Words = typeof import('./LensCarousel.words.en-IN.ts');

/** The feed's address in the page's language (a tab, an open post). */
const lensHref = (locale: Locale, query: Parameters<typeof lensPath>[0]) => localisedPath(lensPath(query), locale);

/** builtPosts: the first posts as they were when the page was built (its first paint); the live feed replaces them. */
export default function LensCarousel({ builtPosts = [] }: { builtPosts?: LensPost[] }) {
  const t = useWords<Words>();
  const locale = useLocale();
  const [tab, setTab] = useState<LensTab>('all');
  // The build's posts stay on screen while the live feed is read (no spinner over them), and after a failed read:
  // the failure and Retry show only with nothing to show. The feed is busy (aria-busy) until the read has ended.
  // The live feed is shown in a transition: React renders it in slices that let a tap or scroll in first, and
  // the read ends in the same transition, so nothing sees it ended before the live posts are there (?post= waits).
  const {
    state: read,
    reading,
    retry: load,
  } = useLoad(async () => (await getLensPosts()).filter(hasMedia), [], {
    keep: true,
    initial: builtPosts.length ? builtPosts : null,
    transition: true,
  });
  const state: Loadable<LensPost[]> = read.status === 'failed' && read.data ? { ...read, status: 'succeeded' } : read;
  // Likes and reports on the posts shown (a visitor is asked to log in).
  const likes = usePostLikes(state.data ?? []);
  const report = useReport();
  // The post in the address (?post=<id>) opens once the feed holds it (the build's first posts, or the live feed).
  const [wanted, setWanted] = useState<string | null>(null);
  const [opened, setOpened] = useState<LensPost | null>(null);
  useEffect(() => {
    setTab(tabFromQuery(window.location.search));
    setWanted(postFromQuery(window.location.search));
  }, []);

  const open = useCallback(
    (post: LensPost) => {
      const current = tabFromQuery(window.location.search);
      setOpened(post);
      openOverlayAt(LENS_POST, lensHref(locale, { tab: current, post: post.id }), lensHref(locale, { tab: current }));
    },
    [locale],
  );
  useEffect(() => {
    if (!wanted) return;
    const post = state.data?.find((p) => p.id === wanted);
    if (post) {
      setWanted(null);
      open(post);
    } else if (!reading) {
      // Not in the live feed (removed since it was shared): the feed, without the dead address.
      setWanted(null);
      history.replaceState(history.state, '', lensHref(locale, { tab: tabFromQuery(window.location.search) }));
    }
  }, [wanted, state.data, reading, open, locale]);

  // One list per tab and load, so the feed's observer is not set up again on every render.
  const shown = useMemo(() => (state.data ? postsForTab(state.data, tab) : []), [state.data, tab]);

  const choose = (next: LensTab) => {
    setTab(next);
    history.replaceState(history.state, '', lensHref(locale, { tab: next }));
  };

  return (
    <div className={styles.lens}>
      <Tabs tab={tab} onChoose={choose} />
      <div
        className={styles.panel}
        role="tabpanel"
        id="lens-panel"
        aria-labelledby={`lens-tab-${tab}`}
        aria-busy={reading}
      >
        {/* The build's first posts may hold none of a tab's: it reads as loading until the live feed answers. */}
        <LoadState
          state={shown.length === 0 && reading ? { status: 'loading', data: null, error: '' } : state}
          what={t.social_lens_loading_what()}
          onRetry={load}
        >
          {() => <Feed key={tab} posts={shown} tab={tab} onOpen={open} paused={opened !== null} likes={likes} />}
        </LoadState>
      </div>
      <LensPostDialog post={opened} onClosed={() => setOpened(null)} likes={likes} onReport={report.ask} />
      <ReportDialog report={report} what="post" />
    </div>
  );
}

function Tabs({ tab, onChoose }: { tab: LensTab; onChoose: (tab: LensTab) => void }) {
  const t = useWords<Words>();
  const locale = useLocale();
  const labels: Record<LensTab, string> = { all: t.social_lens_tab_all(), video: t.social_lens_tab_video() };
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  // Arrow keys move between the two tabs (the tabs pattern); the chosen tab is the one Tab stops on.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const index = LENS_TABS.findIndex((lensTab) => lensTab.id === tab);
    const next = LENS_TABS[(index + (event.key === 'ArrowRight' ? 1 : LENS_TABS.length - 1)) % LENS_TABS.length]!;
    onChoose(next.id);
    refs.current[LENS_TABS.indexOf(next)]?.focus();
  };
  return (
    <div className={styles.tabs} role="tablist" aria-label={t.social_lens_tabs_label()} onKeyDown={onKeyDown}>
      {LENS_TABS.map((lensTab, i) => (
        <a
          key={lensTab.id}
          ref={(el) => {
            refs.current[i] = el;
          }}
          // A tab's own address: the tabs are links, so a tap before the island hydrates still loads the chosen tab.
          href={lensHref(locale, { tab: lensTab.id })}
          role="tab"
          id={`lens-tab-${lensTab.id}`}
          aria-selected={lensTab.id === tab}
          aria-controls="lens-panel"
          tabIndex={lensTab.id === tab ? 0 : -1}
          className={styles.tab}
          onClick={(event) => {
            event.preventDefault();
            onChoose(lensTab.id);
          }}
        >
          {labels[lensTab.id]}
        </a>
      ))}
    </div>
  );
}

/** paused: a post is open over the feed (its video plays there instead). */
function Feed({
  posts,
  tab,
  onOpen,
  paused,
  likes,
}: {
  posts: LensPost[];
  tab: LensTab;
  onOpen: (post: LensPost) => void;
  paused: boolean;
  likes: PostLikes;
}) {
  const t = useWords<Words>();
  const scroller = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  /** Posts that have reached the screen: only these may load their video. */
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set());
  const [pageVisible, setPageVisible] = useState(true);
  const [muted, setMuted] = useState(true);

  useEffect(() => {
    const root = scroller.current;
    if (!root) return;
    const ratios = new Map<number, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        const reached: number[] = [];
        for (const entry of entries) {
          const index = Number((entry.target as HTMLElement).dataset.index);
          // A post only touching the edge intersects with a ratio of 0: it has not reached the screen yet.
          const ratio = entry.isIntersecting ? entry.intersectionRatio : 0;
          ratios.set(index, ratio);
          if (ratio > 0) reached.push(index);
        }
        if (reached.length) setSeen((old) => (reached.every((i) => old.has(i)) ? old : new Set([...old, ...reached])));
        // The post mostly on screen is the active one; none while between two (nothing plays mid-swipe).
        let best = -1;
        for (const [index, ratio] of ratios)
          if (ratio >= PLAY_THRESHOLD && (best < 0 || ratio > ratios.get(best)!)) best = index;
        if (best >= 0) setActive(best);
        else setActive((current) => ((ratios.get(current) ?? 0) >= PLAY_THRESHOLD ? current : -1));
      },
      { root, threshold: [0, 0.01, PLAY_THRESHOLD] },
    );
    for (const child of root.querySelectorAll('[data-index]')) observer.observe(child);
    return () => observer.disconnect();
  }, [posts]);

  // The carousel fills what is left of the screen below the header and the tabs (the header wraps on phones).
  useEffect(() => {
    const root = scroller.current;
    if (!root) return;
    const fit = () => {
      const top = root.getBoundingClientRect().top + window.scrollY;
      root.style.setProperty('--lens-height', `${Math.max(440, window.innerHeight - top - 8)}px`);
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [posts.length]);

  useEffect(() => {
    const onVisibility = () => setPageVisible(document.visibilityState === 'visible');
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  const goTo = (index: number) => {
    const target = scroller.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
    if (!target || !scroller.current) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    scroller.current.scrollTo({ top: target.offsetTop, behavior: smooth ? 'smooth' : 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const field = event.target instanceof HTMLElement && event.target.closest('input, textarea, select');
    if (field) return;
    const current = active >= 0 ? active : nearestIndex(scroller.current);
    const target = stepFor(event.key, current, posts.length);
    if (target === null) return;
    event.preventDefault();
    goTo(target);
  };

  if (posts.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{tab === 'video' ? t.social_lens_empty_video() : t.social_lens_empty_all()}</p>
        <p>{t.social_lens_empty_text()}</p>
      </div>
    );
  }

  const current = active >= 0 ? active : 0;
  return (
    <div className={styles.feed}>
      {/* Wider screens: buttons beside the column for a mouse without a wheel (phones swipe). */}
      <div className={styles.steps}>
        <button
          type="button"
          className={styles.step}
          aria-label={t.social_lens_previous()}
          disabled={current === 0}
          onClick={() => goTo(current - 1)}
        >
          <IconChevronUp size={20} />
        </button>
        <button
          type="button"
          className={styles.step}
          aria-label={t.social_lens_next()}
          disabled={current >= posts.length - 1}
          onClick={() => goTo(current + 1)}
        >
          <IconChevronDown size={20} />
        </button>
      </div>
      <div
        ref={scroller}
        className={styles.scroller}
        // A focusable region so the keys work after a click or Tab; its name says how to move.
        tabIndex={0}
        role="region"
        aria-label={t.social_lens_region()}
        onKeyDown={onKeyDown}
      >
        {posts.map((post, index) => (
          <LensPostView
            key={post.id}
            post={post}
            index={index}
            count={posts.length}
            active={index === active}
            activeIndex={active}
            reached={seen.has(index)}
            pageVisible={pageVisible && !paused}
            muted={muted}
            onMutedChange={setMuted}
            onOpen={onOpen}
            likes={likes}
          />
        ))}
      </div>
    </div>
  );
}

/** The post whose top is nearest the scroller's top (for a key press while none is mostly on screen). */
function nearestIndex(root: HTMLElement | null): number {
  if (!root) return 0;
  const height = root.clientHeight || 1;
  return Math.round(root.scrollTop / height);
}

/**
 * Likes on reviews and Lens posts, one shopper's: which of the shown posts they liked (read once
 * signed in), each post's count, and a tap that shows at once and goes back if the call fails. A visitor is
 * asked to log in. Taps made here win over a read that crossed them.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { failureText } from '../../lib/api/index.ts';
import { likePost, likedPosts } from '../../lib/api/reviews.ts';
import { $signedIn } from '../../stores/session.ts';
import { askToLogIn } from '../../stores/log-in-prompt.ts';
import { toast } from '../../stores/toasts.ts';

export type PostLikes = {
  liked: ReadonlySet<string>;
  counts: Readonly<Record<string, number>>;
  onLike: (postId: string) => void;
};

/** `posts`: the shown posts with the counts they came with. */
export function usePostLikes(posts: { id: string; noOflikes: number }[]): PostLikes {
  const signedIn = useStore($signedIn);
  const [likedRead, setLikedRead] = useState<ReadonlySet<string>>(new Set());
  const [tapped, setTapped] = useState<Readonly<Record<string, boolean>>>({});
  const [counts, setCounts] = useState<Record<string, number>>({});
  const liked = new Set([...likedRead].filter((id) => tapped[id] !== false));
  for (const [id, on] of Object.entries(tapped)) if (on) liked.add(id);

  const ids = posts.map((p) => p.id).join(',');
  useEffect(() => {
    if (!signedIn || !ids) return setLikedRead(new Set());
    let current = true;
    likedPosts(ids.split(',').slice(0, 100)).then(
      (list) => current && setLikedRead(new Set(list)),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [signedIn, ids]);

  async function onLike(postId: string) {
    if (!$signedIn.get()) return askToLogIn();
    const was = liked.has(postId);
    const before = counts[postId] ?? posts.find((p) => p.id === postId)?.noOflikes ?? 0;
    setTapped((t) => ({ ...t, [postId]: !was }));
    setCounts((c) => ({ ...c, [postId]: Math.max(0, before + (was ? -1 : 1)) }));
    try {
      const state = await likePost(postId, !was);
      setCounts((c) => ({ ...c, [postId]: state.noOflikes }));
    } catch (failure) {
      setTapped((t) => ({ ...t, [postId]: was }));
      setCounts((c) => ({ ...c, [postId]: before }));
      toast.error(failureText(failure));
    }
  }

  return { liked, counts, onLike };
}

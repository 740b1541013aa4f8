/**
 * The product page's ratings and reviews as an island (issue 27): the static HTML's reviews until the page's
 * live read of the product arrives (a review posted since the build shows at once), and "Helpful" likes for a
 * signed-in shopper (a visitor is asked to log in). A like shows at once and goes back if the call fails.
 */
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import ProductReviews from '../../components/ProductReviews.tsx';
import type { ProductDetail } from '../../lib/api/types.ts';
import { failureText } from '../../lib/api/index.ts';
import { likePost, likedPosts } from '../../lib/api/reviews.ts';
import { $liveProduct, loadLiveProduct } from '../../stores/live-product.ts';
import { $signedIn } from '../../stores/session.ts';
import { askToLogIn } from '../../stores/log-in-prompt.ts';
import { toast } from '../../stores/toasts.ts';
import { useIslandCommitted } from '../shared/useIslandCommitted.ts';

type Props = { productId: string; detail: Pick<ProductDetail, 'reviews' | 'NoOfRatings' | 'avgRatings'> };

export default function LiveReviews({ productId, detail }: Props) {
  const live = useStore($liveProduct);
  const signedIn = useStore($signedIn);
  const shown = live?.product.id === productId ? live : detail;
  // What the server said this shopper liked, and the taps made here since (they win over a read that crossed them).
  const [likedRead, setLikedRead] = useState<ReadonlySet<string>>(new Set());
  const [tapped, setTapped] = useState<Readonly<Record<string, boolean>>>({});
  const liked = new Set([...likedRead].filter((id) => tapped[id] !== false));
  for (const [id, on] of Object.entries(tapped)) if (on) liked.add(id);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const root = useRef<HTMLDivElement>(null);
  // A Helpful tapped before hydration is replayed once React owns the buttons.
  useIslandCommitted(root);

  useEffect(() => {
    void loadLiveProduct(productId).catch(() => {});
  }, [productId]);

  const ids = shown.reviews.map((r) => r.id).join(',');
  useEffect(() => {
    if (!signedIn || !ids) return setLikedRead(new Set());
    let current = true;
    likedPosts(ids.split(',')).then(
      (list) => current && setLikedRead(new Set(list)),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [signedIn, ids]);

  async function onLike(reviewId: string) {
    if (!$signedIn.get()) return askToLogIn();
    const was = liked.has(reviewId);
    const before = counts[reviewId] ?? shown.reviews.find((r) => r.id === reviewId)?.noOflikes ?? 0;
    const toggle = (on: boolean) => setTapped((t) => ({ ...t, [reviewId]: on }));
    toggle(!was);
    setCounts((c) => ({ ...c, [reviewId]: Math.max(0, before + (was ? -1 : 1)) }));
    try {
      const state = await likePost(reviewId, !was);
      setCounts((c) => ({ ...c, [reviewId]: state.noOflikes }));
    } catch (failure) {
      toggle(was);
      setCounts((c) => ({ ...c, [reviewId]: before }));
      toast.error(failureText(failure));
    }
  }

  return (
    <div ref={root}>
      <ProductReviews detail={shown} likes={{ liked, counts, onLike }} />
    </div>
  );
}

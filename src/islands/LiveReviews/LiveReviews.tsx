/**
 * The product page's ratings and reviews as an island: the static HTML's reviews until the page's
 * live read of the product arrives (a review posted since the build shows at once), with "Helpful" likes and
 * Report for a signed-in shopper (a visitor is asked to log in).
 */
import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import ProductReviews from '../../components/ProductReviews.tsx';
import type { ProductDetail } from '../../lib/api/types.ts';
import { $liveProduct, loadLiveProduct } from '../../stores/live-product.ts';
import { useIslandCommitted } from '../shared/useIslandCommitted.ts';
import { usePostLikes } from '../shared/usePostLikes.ts';
import ReportDialog, { useReport } from '../shared/ReportDialog.tsx';

type Props = { productId: string; detail: Pick<ProductDetail, 'reviews' | 'NoOfRatings' | 'avgRatings'> };

export default function LiveReviews({ productId, detail }: Props) {
  // Hydration renders the build's reviews, as the HTML has them, even when the page script has already read
  // the live product (a review posted since would otherwise mismatch: React error #418); the live ones follow.
  const live = useStore($liveProduct, { ssr: () => null });
  const shown = live?.product.id === productId ? live : detail;
  const likes = usePostLikes(shown.reviews);
  const report = useReport();
  const root = useRef<HTMLDivElement>(null);
  // A Helpful tapped before hydration is replayed once React owns the buttons.
  useIslandCommitted(root);

  useEffect(() => {
    void loadLiveProduct(productId).catch(() => {});
  }, [productId]);

  return (
    <div ref={root}>
      <ProductReviews detail={shown} likes={{ ...likes, onReport: report.ask }} />
      <ReportDialog report={report} what="review" />
    </div>
  );
}

/**
 * The DropTrack product view (stores-and-social §2.7), one shell for every /droptrack/product/{id}: the
 * product with its store link, price, MRP and percent off, gallery and the one BuyBox with the stepper
 * starting at 1 (minus only above 0: at 0, Add To Bag says "Add quantity first"); a price comparison panel (when tracking began, now, lowest seen) with
 * a small step chart of the prices since; and a warning banner when the drop is above 20 percent.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api/index.ts';
import { getTrackedProduct, type TrackedProduct } from '../../lib/api/droptrack.ts';
import {
  DROPTRACK_START_QUANTITY,
  diffText,
  lowestSeen,
  showsBigDropWarning,
  trackedSeries,
} from '../../lib/rules/droptrack.ts';
import { formatRupees } from '../../lib/rules/price.ts';
import { formatDate } from '../../lib/rules/text.ts';
import { dropTrackPath, dropTrackProductPath, idFromPath, productPath } from '../../lib/paths.ts';
import type { Loadable } from '../../stores/loadable.ts';
import SignInGate from '../shared/SignInGate.tsx';
import LoadState from '../shared/LoadState.tsx';
import { useWords } from '../shared/words.tsx';
import ProductView from '../ProductView/ProductView.tsx';
import PriceChart from './PriceChart.tsx';
import styles from './DropTrack.module.scss';
import IconChevronLeft from '~icons/lucide/chevron-left.jsx';
import IconTriangleAlert from '~icons/lucide/triangle-alert.jsx';

type Words = typeof import('./DropTrackProduct.words.en-IN.ts');

export default function DropTrackProduct() {
  return (
    <SignInGate
      message="Log in to continue."
      note="Sign in with your phone number to see how this product's price has moved."
    >
      <TrackedProductPage />
    </SignInGate>
  );
}

type PageState = Loadable<TrackedProduct> & { notFound?: boolean };

function TrackedProductPage() {
  const t = useWords<Words>();
  const [productId] = useState(() => idFromPath(window.location.pathname, dropTrackProductPath));
  const [state, setState] = useState<PageState>({ status: 'loading', data: null, error: '' });
  const load = useCallback(async () => {
    if (!productId) return setState({ status: 'failed', data: null, error: '', notFound: true });
    setState((s) => ({ ...s, status: 'loading', error: '' }));
    try {
      const detail = await getTrackedProduct(productId);
      document.title = `${detail.product.productName} · DropTrack`;
      setState({ status: 'succeeded', data: detail, error: '' });
    } catch (error) {
      setState({
        status: 'failed',
        data: null,
        error: (error as Error).message,
        notFound: error instanceof ApiError && error.status === 404,
      });
    }
  }, [productId]);
  useEffect(() => void load(), [load]);

  return (
    <>
      <nav className={styles.crumbs} aria-label="Breadcrumb">
        <a href={dropTrackPath()}>
          <IconChevronLeft size={18} />
          All tracked products
        </a>
      </nav>
      {state.notFound ? (
        <section className={styles.empty} aria-labelledby="droptrack-missing">
          <h1 id="droptrack-missing">This product is not available</h1>
          <p>It may have been removed by the store.</p>
          <a className={styles.primary} href={dropTrackPath()}>
            Back to DropTrack
          </a>
        </section>
      ) : (
        <LoadState state={state} what={t.common_loading_this_product()} onRetry={load}>
          {(detail) => <TrackedView detail={detail} />}
        </LoadState>
      )}
    </>
  );
}

function TrackedView({ detail }: { detail: TrackedProduct }) {
  const d = detail.details;
  const [now] = useState(() => new Date());
  const series = trackedSeries(d.priceHistory, d.originalPrice, d.currentPrice, d.trackedSince, now);
  const lowest = lowestSeen(series);
  return (
    <ProductView
      layout="page"
      live
      product={detail.product}
      varient={detail.varient}
      storeName={detail.storeName}
      startQuantity={DROPTRACK_START_QUANTITY}
      minusOnlyAboveZero
      notice={showsBigDropWarning(d.diff) ? <BigDropBanner diff={d.diff} /> : null}
      footer={(variantId) => (
        <a className={styles.fullDetails} href={productPath(detail.product.SellerUserId, detail.product.id, variantId)}>
          View full product details
        </a>
      )}
    >
      <section className={styles.panel} aria-labelledby="price-comparison">
        <h2 id="price-comparison" className={styles.panelTitle}>
          Price comparison
        </h2>
        {d.tracked ? (
          <>
            <dl className={styles.compare}>
              <div>
                <dt>When you started tracking</dt>
                <dd>{formatRupees(d.originalPrice)}</dd>
              </div>
              <div>
                <dt>Now</dt>
                <dd className={d.diff > 0 ? styles.nowDown : undefined}>{formatRupees(d.currentPrice)}</dd>
              </div>
              <div>
                <dt>Lowest seen</dt>
                <dd>{formatRupees(lowest)}</dd>
              </div>
            </dl>
            <p className={d.diff > 0 ? styles.diffDown : d.diff < 0 ? styles.diffUp : styles.diffSame}>
              {diffText(d.diff)}
              {d.trackedSince ? ` since ${formatDate(d.trackedSince)}` : ''}
            </p>
            <PriceChart series={series} now={now} />
          </>
        ) : (
          <p className={styles.muted}>
            You are not tracking this product. Tap DropTrack above to hear when its price drops.
          </p>
        )}
      </section>
    </ProductView>
  );
}

function BigDropBanner({ diff }: { diff: number }) {
  return (
    <div className={styles.banner} role="note" aria-label="Big drop">
      <IconTriangleAlert size={22} />
      <p>
        <strong>Big drop: {diff}% lower</strong> than when you started tracking. Deals like this can sell out fast.
      </p>
    </div>
  );
}

/**
 * The DropTrack product view (stores-and-social §2.7), one shell for every /droptrack/product/{id}: the
 * product with its store link, price, MRP and percent off, gallery and the one BuyBox with the stepper
 * starting at 1 (minus only above 0: at 0, Add To Bag says "Add quantity first"); a price comparison panel (when tracking began, now, lowest seen) with
 * a small step chart of the prices since; and a warning banner when the drop is above 20 percent.
 */
import { useState } from 'react';
import { getTrackedProduct, type TrackedProduct } from '../../lib/api/droptrack.ts';
import { DROPTRACK_START_QUANTITY, lowestSeen, showsBigDropWarning, trackedSeries } from '../../lib/rules/droptrack.ts';
import { formatMoney } from '../../lib/i18n/money.ts';
import { formatDay } from '../../lib/i18n/dates.ts';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import { BASE_LOCALE } from '../../lib/i18n/locales.ts';
import { markupSegments } from '../../lib/i18n/markup.ts';
import { dropTrackPath, dropTrackProductPath, idFromPath, productPath } from '../../lib/paths.ts';
import { useLoad } from '../shared/useLoad.ts';
import SignInGate from '../shared/SignInGate.tsx';
import LoadState from '../shared/LoadState.tsx';
import ProductView from '../ProductView/ProductView.tsx';
import PriceChart from './PriceChart.tsx';
import { useDiffText } from './useDiffText.ts';
import { useLocale, useWords } from '../shared/words.tsx';
import styles from './DropTrack.module.scss';
import IconChevronLeft from '~icons/lucide/chevron-left.jsx';
import IconTriangleAlert from '~icons/lucide/triangle-alert.jsx';

type Words = typeof import('./DropTrackProduct.words.en-IN.ts');

export default function DropTrackProduct() {
  const t = useWords<Words>();
  return (
    <SignInGate message={t.social_droptrack_log_in()} note={t.social_droptrack_product_note()}>
      <TrackedProductPage />
    </SignInGate>
  );
}

function TrackedProductPage() {
  const t = useWords<Words>();
  const locale = useLocale();
  // The id from the address in either language (/droptrack/product/x, /hi/droptrack/product/x).
  const [productId] = useState(() =>
    idFromPath(localisedPath(window.location.pathname, BASE_LOCALE), dropTrackProductPath),
  );
  const { state, retry } = useLoad(
    productId
      ? async () => {
          const detail = await getTrackedProduct(productId);
          document.title = t.social_droptrack_doc_title({ name: detail.product.productName });
          return detail;
        }
      : null,
    [productId],
  );

  return (
    <>
      <nav className={styles.crumbs} aria-label={t.social_droptrack_breadcrumb()}>
        <a href={localisedPath(dropTrackPath(), locale)}>
          <IconChevronLeft size={18} />
          {t.social_droptrack_all_tracked()}
        </a>
      </nav>
      {!productId || state.notFound ? (
        <section className={styles.empty} aria-labelledby="droptrack-missing">
          <h1 id="droptrack-missing">{t.social_droptrack_missing_title()}</h1>
          <p>{t.social_droptrack_missing_text()}</p>
          <a className={styles.primary} href={localisedPath(dropTrackPath(), locale)}>
            {t.social_droptrack_back()}
          </a>
        </section>
      ) : (
        <LoadState state={state} what={t.social_droptrack_loading_product()} onRetry={retry}>
          {(detail) => <TrackedView detail={detail} />}
        </LoadState>
      )}
    </>
  );
}

function TrackedView({ detail }: { detail: TrackedProduct }) {
  const t = useWords<Words>();
  const locale = useLocale();
  const diffText = useDiffText();
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
        <a
          className={styles.fullDetails}
          href={localisedPath(productPath(detail.product.SellerUserId, detail.product.id, variantId), locale)}
        >
          {t.social_droptrack_full_details()}
        </a>
      )}
    >
      <section className={styles.panel} aria-labelledby="price-comparison">
        <h2 id="price-comparison" className={styles.panelTitle}>
          {t.social_droptrack_comparison()}
        </h2>
        {d.tracked ? (
          <>
            <dl className={styles.compare}>
              <div>
                <dt>{t.social_droptrack_started()}</dt>
                <dd>{formatMoney(d.originalPrice, locale)}</dd>
              </div>
              <div>
                <dt>{t.social_droptrack_now()}</dt>
                <dd className={d.diff > 0 ? styles.nowDown : undefined}>{formatMoney(d.currentPrice, locale)}</dd>
              </div>
              <div>
                <dt>{t.social_droptrack_lowest()}</dt>
                <dd>{formatMoney(lowest, locale)}</dd>
              </div>
            </dl>
            <p className={d.diff > 0 ? styles.diffDown : d.diff < 0 ? styles.diffUp : styles.diffSame}>
              {diffText(d.diff)}
              {d.trackedSince ? t.social_droptrack_since({ date: formatDay(d.trackedSince, locale) }) : ''}
            </p>
            <PriceChart series={series} now={now} />
          </>
        ) : (
          <p className={styles.muted}>{t.social_droptrack_not_tracking()}</p>
        )}
      </section>
    </ProductView>
  );
}

function BigDropBanner({ diff }: { diff: number }) {
  const t = useWords<Words>();
  return (
    <div className={styles.banner} role="note" aria-label={t.social_droptrack_big_drop()}>
      <IconTriangleAlert size={22} />
      <p>
        {markupSegments(t.social_droptrack_banner.parts({ percent: diff })).map((segment, i) =>
          segment.tag === 'strong' ? <strong key={i}>{segment.text}</strong> : segment.text,
        )}
      </p>
    </div>
  );
}

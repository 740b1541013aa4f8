/**
 * The product at the top of its page, the shell and the quick view: gallery, store, name, price and the
 * one BuyBox. On the page it is an island rendered to static HTML at build time and hydrated on first
 * interaction (or at once when LiveProductCheck sees live price/stock or ?variant= differ, or for a
 * signed-in shopper); useBuyBox then takes the live price and stock.
 */
import { useRef, type ReactNode } from 'react';
import type { Product, Varient } from '../../lib/api/types.ts';
import { storePath } from '../../lib/paths.ts';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import { formatMoment } from '../../lib/i18n/moments.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { NotLiveReason } from '../../lib/rules/not-live.ts';
import { useLocale, useWords, type Relaxed } from '../shared/words.tsx';
import Price from '../../components/Price.tsx';
import Gallery from '../shared/Gallery.tsx';
import BuyBox from '../BuyBox/BuyBox.tsx';
import { useBuyBox } from '../BuyBox/useBuyBox.ts';
import styles from './ProductView.module.scss';
import { useIslandCommitted } from '../shared/useIslandCommitted.ts';

type Words = typeof import('../shared/words/ProductView.en-IN.ts');

/**
 * The one label on a price that is not live, with when it was last known (lib/rules/not-live.ts priceNotLive
 * says the same in English): offline, or online when the live check could not run.
 */
function notLiveText(t: Relaxed<Words>, locale: Locale, reason: NotLiveReason, asOf: string | null): string {
  const when = asOf ? formatMoment(new Date(asOf), locale) : '';
  if (reason === 'offline') return when ? t.product_not_live_offline_as_of({ when }) : t.product_not_live_offline();
  return when ? t.product_not_live_unchecked_as_of({ when }) : t.product_not_live_unchecked();
}

type Props = {
  product: Product;
  varient: Varient[];
  storeName: string;
  /** 'page' (static page and shell: the name is the page's h1) or 'quick-view' (the dialog names it). */
  layout: 'page' | 'quick-view';
  /** The data was just read from the API (shell, quick view); build-time data is refreshed on hydration. */
  live?: boolean;
  /** Shown under the buy box (the quick view's link, description and specification). */
  children?: ReactNode;
  /** Renders more below the buy box with the chosen variant (the quick view's "View full details"). */
  footer?: (variantId: string) => ReactNode;
  /** Shown between the price and the buy box (DropTrack's big-drop banner). */
  notice?: ReactNode;
  /** The stepper's starting quantity (1; see DROPTRACK_START_QUANTITY for DropTrack's). */
  startQuantity?: 0 | 1;
  /** DropTrack's stepper: minus only above 0. */
  minusOnlyAboveZero?: boolean;
  /** When the data given was read (ISO): the build or render of a static page. */
  pricedAt?: string;
};

export default function ProductView({
  product,
  varient,
  storeName,
  layout,
  live = false,
  children,
  footer,
  notice,
  startQuantity = 1,
  minusOnlyAboveZero = false,
  pricedAt,
}: Props) {
  const t = useWords<Words>();
  const locale = useLocale();
  const box = useBuyBox({
    product,
    varient,
    live,
    syncUrl: layout === 'page',
    startQuantity,
    minusOnlyAboveZero,
    ...(pricedAt ? { pricedAt } : {}),
  });
  const { selected } = box;
  const root = useRef<HTMLDivElement>(null);
  useIslandCommitted(root);
  if (!selected) return null;
  const page = layout === 'page';
  return (
    <div className={`${styles.layout} ${page ? styles.page : styles.quickView}`} data-buy-box ref={root}>
      <Gallery
        key={selected.images.join('|')}
        images={selected.images}
        name={box.product.productName}
        carousel
        edgeToEdge={page}
        {...(page ? {} : { sizes: '(max-width: 810px) 92vw, 440px', priority: false, className: styles.gallery })}
      />
      <div className={styles.info}>
        <a className={styles.store} href={localisedPath(storePath(box.product.SellerUserId), locale)}>
          {storeName}
        </a>
        {page ? (
          <h1 className={styles.name}>{box.product.productName}</h1>
        ) : (
          <p className={styles.name} aria-hidden="true">
            {box.product.productName}
          </p>
        )}
        <div aria-live="polite" data-live-price>
          <Price sellingPrice={selected.sellingPrice} mrp={selected.MRP} size="lg" />
          {/* A cached price is never shown as live: offline, or when the live check could not run. */}
          {box.notLive && <p className={styles.notLive}>{notLiveText(t, locale, box.notLive, box.asOf)}</p>}
        </div>
        <p className={styles.tax}>{t.product_inclusive_taxes()}</p>
        {notice}
        <BuyBox box={box} layout={layout} />
        {footer?.(selected.variantId)}
        {children}
      </div>
    </div>
  );
}

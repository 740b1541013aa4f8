/**
 * The quick-view modal (shopper-core §2, §4, §5), mounted once per page by QuickViewHost and hydrated only
 * when a shopper first asks for a quick view. It loads the product by the id in $quickView (loading,
 * failed with the message kept and a retry, succeeded) and shows it in the shared Dialog. Closing resets
 * the product, its variants, the selection and the images.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { ProductDetail } from '../../lib/api/types.ts';
import { getProduct } from '../../lib/api/index.ts';
import { productPath } from '../../lib/paths.ts';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import { useLocale, useWords } from '../shared/words.tsx';
import { useSay } from '../shared/useSay.ts';
import { $quickView, QUICK_VIEW, resetQuickView } from '../../stores/quick-view.ts';
import Dialog from '../shared/Dialog.tsx';
import { useRetryWhenOnline } from '../shared/useRetryWhenOnline.ts';
import { useLoad } from '../shared/useLoad.ts';
import ProductView from '../ProductView/ProductView.tsx';
import ProductDetails from '../../components/product/ProductDetails.tsx';
import { rememberPrices } from '../../stores/last-prices.ts';
import styles from './QuickView.module.scss';

type Words = typeof import('./QuickView.words.en-IN.ts');

export default function QuickView() {
  const t = useWords<Words>();
  const say = useSay();
  const productId = useStore($quickView);
  // The host opens the overlay before React hydrates: render the body only after hydration so it matches the static HTML.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // Closing empties $quickView, which empties the body (idle) for the next product.
  const { state: load, retry } = useLoad(
    productId
      ? async () => {
          const detail = await getProduct(productId);
          // The price the shopper now sees, kept for a look offline (last-prices.ts).
          rememberPrices(detail);
          return detail;
        }
      : null,
    [productId],
  );

  useRetryWhenOnline(load.status === 'failed' ? load.error : null, retry);

  const title = load.status === 'succeeded' && load.data ? load.data.product.productName : t.product_quick_view();

  return (
    <Dialog type={QUICK_VIEW} title={title} hideTitle kind="modal" className={styles.dialog} onClosed={resetQuickView}>
      {hydrated && (load.status === 'idle' || load.status === 'loading') && (
        <div className={styles.loading} role="status">
          <div className={styles.skeletonImage} />
          <div className={styles.skeletonLines}>
            <span />
            <span />
            <span />
            <p>{t.product_loading()}</p>
          </div>
        </div>
      )}
      {load.status === 'failed' && (
        <div className={styles.failed} role="alert">
          {/* The API's message, in the page's language. */}
          <p>{say(load.error)}</p>
          <button type="button" className={styles.retry} onClick={() => void retry()}>
            {t.product_try_again()}
          </button>
        </div>
      )}
      {load.status === 'succeeded' && load.data && <QuickViewProduct key={load.data.product.id} detail={load.data} />}
    </Dialog>
  );
}

/** The loaded product: the shared ProductView (gallery, price, BuyBox) with its description and specification. */
function QuickViewProduct({ detail }: { detail: ProductDetail }) {
  const t = useWords<Words>();
  const locale = useLocale();
  const { product } = detail;
  return (
    <ProductView
      layout="quick-view"
      live
      product={product}
      varient={detail.varient}
      storeName={detail.storeName}
      footer={(variantId) => (
        <a
          className={styles.full}
          href={localisedPath(productPath(product.SellerUserId, product.id, variantId), locale)}
        >
          {t.product_view_full_details()}
        </a>
      )}
    >
      <ProductDetails detail={detail} descriptionHtml={product.productDesc} compact />
    </ProductView>
  );
}

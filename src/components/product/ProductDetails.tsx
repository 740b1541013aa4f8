/**
 * What a product page shows under its buy box: description (seller HTML, sanitised by the API before it is
 * served), specification table, ratings and reviews, and more from the store. One component for the static
 * page (rendered at build), the product shell (live) and, compact, the quick view (description and
 * specification only).
 */
import type { ProductDetail } from '../../lib/api/types.ts';
import { specificationRows } from '../../lib/rules/specs.ts';
import SpecTable from '../SpecTable.tsx';
import ProductReviews from '../ProductReviews.tsx';
import ProductGrid from './ProductGrid.tsx';
import styles from './ProductDetails.module.scss';

type Props = {
  detail: ProductDetail;
  /** The description HTML as the API served it. */
  descriptionHtml: string;
  /** The quick view: smaller headings, no reviews or related products. */
  compact?: boolean;
  /** False where the page draws the reviews and related products itself (the product page's live reviews island). */
  withReviews?: boolean;
};

/** More from the store, under the reviews. */
export function RelatedProducts({ detail }: { detail: Pick<ProductDetail, 'relatedProduct' | 'storeName'> }) {
  return detail.relatedProduct.length > 0 ? (
    <ProductGrid id="related" title={`More from ${detail.storeName}`} products={detail.relatedProduct} />
  ) : null;
}

export default function ProductDetails({ detail, descriptionHtml, compact = false, withReviews = true }: Props) {
  const specs = specificationRows(detail.product.productSpecs);
  const Heading = compact ? 'h3' : 'h2';
  const idPrefix = compact ? 'quick-view-' : '';
  return (
    <>
      <div className={compact ? styles.compact : styles.details}>
        <section className={styles.section} aria-labelledby={`${idPrefix}description`}>
          <Heading id={`${idPrefix}description`}>Description</Heading>
          {/* Trusted: the API sanitises seller HTML with its allow-list on every read (server/catalog/seller-html.ts). */}
          <div className={styles.description} dangerouslySetInnerHTML={{ __html: descriptionHtml }} />
        </section>
        {specs.length > 0 && (
          <section className={styles.section} aria-labelledby={`${idPrefix}specification`}>
            <Heading id={`${idPrefix}specification`}>Specification</Heading>
            <SpecTable rows={specs} />
          </section>
        )}
      </div>
      {!compact && withReviews && <ProductReviews detail={detail} />}
      {!compact && withReviews && <RelatedProducts detail={detail} />}
    </>
  );
}

/**
 * What a product page shows under its buy box: the description (seller HTML, sanitised by the API before it is
 * served) and the specification table. One component for the static page (rendered at build, through
 * ProductDetails.astro in the page's words) and, compact, the quick view. The page draws the ratings and reviews
 * (the LiveReviews island) and more from the store itself, so the quick view's code carries neither.
 */
import type { ProductDetail } from '../../lib/api/types.ts';
import { specificationRows } from '../../lib/rules/specs.ts';
import { useWords } from '../../islands/shared/words.tsx';
import SpecTable from '../SpecTable.tsx';
import styles from './ProductDetails.module.scss';

type Words = typeof import('../../islands/shared/words/ProductDetails.en-IN.ts');

type Props = {
  detail: Pick<ProductDetail, 'product'>;
  /** The description HTML as the API served it. */
  descriptionHtml: string;
  /** The quick view: smaller headings. */
  compact?: boolean;
};

export default function ProductDetails({ detail, descriptionHtml, compact = false }: Props) {
  const t = useWords<Words>();
  const specs = specificationRows(detail.product.productSpecs);
  const Heading = compact ? 'h3' : 'h2';
  const idPrefix = compact ? 'quick-view-' : '';
  return (
    <div className={compact ? styles.compact : styles.details}>
      <section className={styles.section} aria-labelledby={`${idPrefix}description`}>
        <Heading id={`${idPrefix}description`}>{t.product_details_description()}</Heading>
        {/* Trusted: the API sanitises seller HTML with its allow-list on every read (server/catalog/seller-html.ts). */}
        <div className={styles.description} dangerouslySetInnerHTML={{ __html: descriptionHtml }} />
      </section>
      {specs.length > 0 && (
        <section className={styles.section} aria-labelledby={`${idPrefix}specification`}>
          <Heading id={`${idPrefix}specification`}>{t.product_details_specification()}</Heading>
          <SpecTable rows={specs} />
        </section>
      )}
    </div>
  );
}

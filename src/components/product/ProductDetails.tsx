/**
 * What a product page shows under its buy box: the description (seller HTML, sanitised by the API before it is
 * served) and the specification table, its labels and catalog names in the page's language. One component for the static page (rendered at build, through
 * ProductDetails.astro in the page's words) and, compact, the quick view. The page draws the ratings and reviews
 * (the LiveReviews island) and more from the store itself, so the quick view's code carries neither.
 */
import type { ProductDetail } from '../../lib/api/types.ts';
import { SPEC_VALUE_KINDS, specLabel, specificationEntries } from '../../lib/rules/specs.ts';
import { useWords } from '../../islands/shared/words.tsx';
import { useCatalogName } from '../../islands/shared/useCatalogName.ts';
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
  const name = useCatalogName();
  // The keys every catalog product has are the page's words; a seller's own key, and its value, show as written.
  const labels: Record<string, string | undefined> = {
    style: t.product_spec_style(),
    material: t.product_spec_material(),
    origin: t.product_spec_origin(),
    care: t.product_spec_care(),
  };
  const specs = specificationEntries(detail.product.productSpecs).map(([key, value]): [string, string] => {
    const kind = SPEC_VALUE_KINDS[key];
    return [labels[key] ?? specLabel(key), kind ? name(kind, value) : value];
  });
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

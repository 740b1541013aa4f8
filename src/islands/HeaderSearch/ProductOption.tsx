/** A product in the search results: picture, name (the matched words bold), store name (once known) and price. */
import type { ProductCard } from '../../lib/api/types.ts';
import { highlightMatches } from '../../lib/rules/search-query.ts';
import { imageUrl } from '../../lib/images.ts';
import Price from '../../components/Price.tsx';
import type { OptionProps } from './useCombobox.ts';
import styles from './HeaderSearch.module.scss';

type Props = { product: ProductCard; storeName: string | undefined; term: string; option: OptionProps };

export default function ProductOption({ product, storeName, term, option }: Props) {
  return (
    <li {...option}>
      {product.productImgUrls[0] ? (
        <img
          className={styles.thumb}
          src={imageUrl(product.productImgUrls[0], 320)}
          alt=""
          width={44}
          height={56}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className={styles.thumb} />
      )}
      <div className={styles.text}>
        <span className={styles.name}>
          {highlightMatches(product.productName, term).map((part, i) =>
            part.match ? <mark key={i}>{part.text}</mark> : part.text,
          )}
        </span>
        {storeName && <span className={styles.meta}>{storeName}</span>}
        <Price sellingPrice={product.productSellingPrice} mrp={product.productMRP} />
      </div>
    </li>
  );
}

/** A product in the search results: picture, name, store name (once known) and price. */
import type { ProductCard } from '../../lib/api/types.ts';
import { imageUrl } from '../../lib/images.ts';
import Price from '../../components/Price.tsx';
import type { OptionProps } from './useCombobox.ts';
import styles from './HeaderSearch.module.scss';

export default function ProductOption({ product, storeName, option }: { product: ProductCard; storeName: string | undefined; option: OptionProps }) {
  return (
    <li {...option}>
      {product.productImgUrls[0] ? (
        <img className={styles.thumb} src={imageUrl(product.productImgUrls[0], 320)} alt="" width={44} height={56} loading="lazy" decoding="async" />
      ) : (
        <span className={styles.thumb} />
      )}
      <div className={styles.text}>
        <span className={styles.name}>{product.productName}</span>
        {storeName && <span className={styles.meta}>{storeName}</span>}
        <Price sellingPrice={product.productSellingPrice} mrp={product.productMRP} />
      </div>
    </li>
  );
}

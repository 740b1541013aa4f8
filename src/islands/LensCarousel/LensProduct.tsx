/**
 * The product a Lens post shows: image, name, description, price, MRP and percent off, "Add to bag" and
 * "View Full Details". Add to bag reads the product's live options first: with one buyable option it goes to
 * the bag at quantity 1 through the buy box's own action (which opens the My Cart drawer); with several, the
 * quick view opens so the shopper chooses colour and size there.
 */
import { useState } from 'react';
import type { ProductCard } from '../../lib/api/types.ts';
import { getProduct } from '../../lib/api/index.ts';
import { addToBagRoute } from '../../lib/rules/lens.ts';
import { initialSelection, variantOptions } from '../../lib/rules/variants.ts';
import { plainText } from '../../lib/rules/order-labels.ts';
import { imageUrl } from '../../lib/images.ts';
import { productPath } from '../../lib/paths.ts';
import { addSelectionToBag } from '../../stores/bag-actions.ts';
import { openQuickView } from '../../stores/quick-view.ts';
import { toast } from '../../stores/toasts.ts';
import { hydrateNow } from '../../ui/hydrate-now.ts';
import Price from '../../components/Price.tsx';
import { BusyLabel, busyProps } from '../shared/Busy.tsx';
import styles from './LensCarousel.module.scss';

export default function LensProduct({ product }: { product: ProductCard }) {
  const [busy, setBusy] = useState(false);
  const image = product.productImgUrls[0];

  const addToBag = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const detail = await getProduct(product.id);
      const options = variantOptions(detail.product, detail.varient);
      const selected = initialSelection(options);
      if (addToBagRoute(options.length) === 'bag' && selected) {
        await addSelectionToBag(detail.product, selected);
      } else {
        openQuickView(product.id);
        hydrateNow(document.querySelector('[data-quick-view-host] astro-island'));
      }
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.product} aria-label={`Product: ${product.productName}`}>
      {image && (
        <img
          className={styles.productImage}
          src={imageUrl(image, 320)}
          alt=""
          width={64}
          height={80}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className={styles.productText}>
        <p className={styles.productName}>{product.productName}</p>
        <p className={styles.productDesc}>{plainText(product.productDesc)}</p>
        <Price sellingPrice={product.productSellingPrice} mrp={product.productMRP} />
      </div>
      <div className={styles.productActions}>
        <button type="button" className={styles.addToBag} onClick={() => void addToBag()} {...busyProps(busy)}>
          <BusyLabel busy={busy} idle="Add to bag" working="Adding…" />
        </button>
        <a className={styles.details} href={productPath(product.SellerUserId, product.id)}>
          View Full Details
        </a>
      </div>
    </section>
  );
}

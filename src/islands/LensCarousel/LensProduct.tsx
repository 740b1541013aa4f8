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
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import { addSelectionToBag } from '../../stores/bag/actions.ts';
import { openQuickView } from '../../stores/quick-view.ts';
import { toast } from '../../stores/toasts.ts';
import { hydrateNow } from '../../ui/hydrate-now.ts';
import Price from '../../components/Price.tsx';
import { BusyLabel, busyProps } from '../shared/Busy.tsx';
import { useLocale, useWords } from '../shared/words.tsx';
import styles from './LensCarousel.module.scss';

type Words = typeof import('./LensCarousel.words.en-IN.ts');

export default function LensProduct({ product }: { product: ProductCard }) {
  const t = useWords<Words>();
  const locale = useLocale();
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
    <section className={styles.product} aria-label={t.social_lens_product_label({ name: product.productName })}>
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
          <BusyLabel busy={busy} idle={t.social_lens_add_to_bag()} working={t.social_lens_adding()} />
        </button>
        <a className={styles.details} href={localisedPath(productPath(product.SellerUserId, product.id), locale)}>
          {t.social_lens_details()}
        </a>
      </div>
    </section>
  );
}

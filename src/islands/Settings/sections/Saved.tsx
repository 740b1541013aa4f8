/**
 * Saved (ours: the spec's bookmark saves a product but shows no list): the products the shopper saved with the
 * bookmark beside Add To Bag, latest first, each linking to its page, with Remove. Empty, it says how to save.
 */
import { getSavedProducts, unsaveProduct } from '../../../lib/api/product.ts';
import { marketplacePath, productPath } from '../../../lib/paths.ts';
import { imageUrl } from '../../../lib/images.ts';
import Price from '../../../components/Price.tsx';
import LoadState from '../../shared/LoadState.tsx';
import RemoveButton from './RemoveButton.tsx';
import { useOwnList } from './useOwnList.ts';
import styles from './Section.module.scss';
import own from './OwnList.module.scss';
import IconBookmark from '~icons/lucide/bookmark.jsx';

const productId = (p: { id: string }) => p.id;

export default function Saved() {
  const list = useOwnList(getSavedProducts, productId);
  return (
    <>
      <p className={styles.intro}>Products you saved with the bookmark, to come back to.</p>
      <LoadState state={list.state} what="your saved products" onRetry={() => void list.reload()}>
        {(items) =>
          items.length === 0 ? (
            <div className={styles.empty}>
              <strong>Nothing saved yet</strong>
              <p>
                Tap the bookmark{' '}
                <span className={own.hint} aria-hidden="true">
                  <IconBookmark size={16} />
                </span>{' '}
                (Save product) beside Add To Bag on any product, and it is kept here.
              </p>
              <a className={own.browse} href={marketplacePath()}>
                Browse the marketplace
              </a>
            </div>
          ) : (
            <ul className={styles.list} aria-label="Saved products">
              {items.map((p) => {
                const href = productPath(p.SellerUserId, p.id);
                const busy = list.isRemoving(p);
                return (
                  <li key={p.id} className={own.row}>
                    <a className={own.picture} href={href} tabIndex={-1} aria-hidden="true">
                      {p.productImgUrls[0] && (
                        <img src={imageUrl(p.productImgUrls[0], 320)} alt="" width="64" height="80" loading="lazy" />
                      )}
                    </a>
                    <div className={own.body}>
                      <a className={own.name} href={href}>
                        {p.productName}
                      </a>
                      <Price sellingPrice={p.productSellingPrice} mrp={p.productMRP} />
                    </div>
                    <RemoveButton
                      label={`Remove ${p.productName} from saved`}
                      busy={busy}
                      onRemove={() => void list.remove(p, () => unsaveProduct(p.id), 'Removed from saved')}
                    />
                  </li>
                );
              })}
            </ul>
          )
        }
      </LoadState>
    </>
  );
}

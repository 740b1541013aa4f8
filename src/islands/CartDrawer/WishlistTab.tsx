/**
 * The drawer's Wishlist tab (shopper-core §2, §3 Wishlist item): a signed-in shopper's items with "Move to
 * bag" and Remove each, and "Add all to checkout"; a visitor sees "Log in to continue", coming back with the drawer open.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import LoadState from '../shared/LoadState.tsx';
import SignInGate from '../shared/SignInGate.tsx';
import Price from '../../components/Price.tsx';
import { moveAllToBag, moveToBag, removeWishlistItem, wishlist } from '../../stores/cart.ts';
import { overlay } from '../../stores/overlay.ts';
import { imageUrl } from '../../lib/images.ts';
import { marketplacePath, productPath, withCartDrawer } from '../../lib/paths.ts';
import type { WishlistItem } from '../../lib/api/types.ts';
import styles from './CartDrawer.module.scss';
import IconHeart from '~icons/lucide/heart.jsx';

export default function WishlistTab({ signedIn }: { signedIn: boolean }) {
  if (!signedIn) {
    return (
      <SignInGate headingLevel={3} note="Sign in to see the products you saved for later." returnTo={withCartDrawer}>
        {null}
      </SignInGate>
    );
  }
  return <Items />;
}

const keyOf = (item: WishlistItem) => `${item.Product.id}:${item.ProductVarient.id}`;

function Items() {
  const state = useStore(wishlist.$state);
  const [moving, setMoving] = useState(false);
  useEffect(() => void wishlist.refresh(), []);

  return (
    <LoadState state={state} what="your wishlist" onRetry={() => void wishlist.refresh()}>
      {(items) =>
        items.length === 0 ? (
          <div className={styles.empty}>
            <IconHeart size={48} strokeWidth={1.4} />
            <p className={styles.emptyTitle}>Your wishlist is empty</p>
            <p className={styles.muted}>Tap the heart on a product to keep it here for later.</p>
            <a className={styles.secondary} href={marketplacePath()} onClick={() => overlay.close()}>
              Start shopping
            </a>
          </div>
        ) : (
          <>
            <div className={styles.listHead}>
              <p className={styles.count}>
                {items.length} {items.length === 1 ? 'item' : 'items'}
              </p>
              <button
                type="button"
                className={styles.textButton}
                aria-busy={moving}
                onClick={() => {
                  if (moving) return;
                  setMoving(true);
                  void moveAllToBag().finally(() => setMoving(false));
                }}
              >
                Add all to checkout
              </button>
            </div>
            <ul className={styles.lines} aria-label="Your wishlist">
              {items.map((item) => (
                <Item key={keyOf(item)} item={item} />
              ))}
            </ul>
          </>
        )
      }
    </LoadState>
  );
}

function Item({ item }: { item: WishlistItem }) {
  const soldOut = item.ProductVarient.VarientQuantity <= 0;
  const variant = [
    item.VarientColor && `Colour: ${item.VarientColor}`,
    item.VarientSize && `Size: ${item.VarientSize}`,
  ].filter(Boolean);
  const image = item.Product.productImgUrls[0];
  return (
    <li className={styles.line} aria-label={item.Product.productName}>
      <div className={styles.thumb}>
        {image ? (
          <img src={imageUrl(image, 320)} alt="" width={88} height={110} loading="lazy" decoding="async" />
        ) : null}
      </div>
      <div className={styles.lineBody}>
        <p className={styles.lineName}>
          <a
            href={productPath(item.Product.SellerUserId, item.Product.id, item.ProductVarient.id)}
            onClick={() => overlay.close()}
          >
            {item.Product.productName}
          </a>
        </p>
        {variant.length > 0 && <p className={styles.variant}>{variant.join(' · ')}</p>}
        <Price sellingPrice={item.Product.productSellingPrice} mrp={item.Product.productMRP} />
        {soldOut && <p className={styles.note}>Sold out now</p>}
        <div className={styles.lineActions}>
          <button type="button" className={styles.moveButton} disabled={soldOut} onClick={() => void moveToBag(item)}>
            Move to bag
          </button>
          <button type="button" className={styles.textButton} onClick={() => void removeWishlistItem(item)}>
            Remove<span className="visually-hidden"> {item.Product.productName} from wishlist</span>
          </button>
        </div>
      </div>
    </li>
  );
}

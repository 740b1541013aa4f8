/**
 * Wishlist toggle (per variant) and bookmark (saved, per product) beside Add To Bag (stores-and-social
 * §2.5). The accessible name follows the state: "Add to wishlist" or "Remove from wishlist".
 */
import { isSaved, isWishlisted, addToWishlist, removeFromWishlist, saveProduct, unsaveProduct } from '../../lib/api/product.ts';
import { useSignedInToggle } from '../shared/useSignedInToggle.ts';
import styles from './VariantPicker.module.scss';

export function WishlistButton({ productId, variantId }: { productId: string; variantId: string }) {
  const { on, toggle } = useSignedInToggle({
    key: `${productId}:${variantId}`,
    check: () => isWishlisted(productId, variantId),
    add: () => addToWishlist(productId, variantId),
    remove: () => removeFromWishlist(productId, variantId),
    loginMessage: 'Log in to continue',
  });
  const label = on ? 'Remove from wishlist' : 'Add to wishlist';
  return (
    <button type="button" className={`${styles.iconButton} ${on ? styles.on : ''}`} aria-label={label} title={label} onClick={toggle} data-wishlist>
      <svg width="22" height="22" viewBox="0 0 24 24" fill={on ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" aria-hidden="true">
        <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
      </svg>
    </button>
  );
}

export function SaveButton({ productId }: { productId: string }) {
  const { on, toggle } = useSignedInToggle({
    key: productId,
    check: () => isSaved(productId),
    add: () => saveProduct(productId),
    remove: () => unsaveProduct(productId),
    loginMessage: 'Log in to continue',
  });
  const label = on ? 'Remove from saved' : 'Save product';
  return (
    <button type="button" className={`${styles.iconButton} ${on ? styles.on : ''}`} aria-label={label} title={label} onClick={toggle} data-save>
      <svg width="22" height="22" viewBox="0 0 24 24" fill={on ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" aria-hidden="true">
        <path d="M6 3.5h12a1 1 0 0 1 1 1V21l-7-4.5L5 21V4.5a1 1 0 0 1 1-1z" />
      </svg>
    </button>
  );
}

/**
 * The drawer's Wishlist tab (shopper-core §2, §3 Wishlist item): a signed-in shopper's items with "Move to
 * bag" and Remove each, and "Add all to checkout"; a visitor sees "Log in to continue", coming back with the drawer open.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import LoadState from '../shared/LoadState.tsx';
import SignInGate from '../shared/SignInGate.tsx';
import Price from '../../components/Price.tsx';
import { moveAllToBag, moveToBag, removeWishlistItem } from '../../stores/bag/actions.ts';
import { wishlist } from '../../stores/bag/server.ts';
import { $myBag } from '../../stores/bag/record.ts';
import { projectWishlist } from '../../lib/rules/bag-changes.ts';
import { overlay } from '../../stores/overlay.ts';
import { imageUrl } from '../../lib/images.ts';
import { marketplacePath, productPath, withCartDrawer } from '../../lib/paths.ts';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import type { WishlistItem } from '../../lib/api/types.ts';
import { useLocale, useWords } from '../shared/words.tsx';
import { marked } from '../shared/Marked.tsx';
import { useCatalogName } from '../shared/useCatalogName.ts';
import styles from './CartDrawer.module.scss';
import IconHeart from '~icons/lucide/heart.jsx';

type Words = typeof import('./CartDrawer.words.en-IN.ts');

export default function WishlistTab({ signedIn }: { signedIn: boolean }) {
  const t = useWords<Words>();
  if (!signedIn) {
    return (
      <SignInGate headingLevel={3} note={t.bag_wishlist_sign_in_note()} returnTo={withCartDrawer}>
        {null}
      </SignInGate>
    );
  }
  return <Items />;
}

const keyOf = (item: WishlistItem) => `${item.Product.id}:${item.ProductVarient.id}`;

function Items() {
  const t = useWords<Words>();
  const locale = useLocale();
  const read = useStore(wishlist.$state);
  const { outbox } = useStore($myBag);
  // Items the outbox takes off (moved to the bag, removed) leave at once, and come back if refused.
  const state = { ...read, data: read.data && projectWishlist(read.data, outbox) };
  const [moving, setMoving] = useState(false);
  useEffect(() => void wishlist.refresh(), []);

  return (
    <LoadState state={state} what={t.bag_wishlist_loading_what()} onRetry={() => void wishlist.refresh()}>
      {(items) =>
        items.length === 0 ? (
          <div className={styles.empty}>
            <IconHeart size={48} strokeWidth={1.4} />
            <p className={styles.emptyTitle}>{t.bag_wishlist_empty_title()}</p>
            <p className={styles.muted}>{t.bag_wishlist_empty_text()}</p>
            <a
              className={styles.secondary}
              href={localisedPath(marketplacePath(), locale)}
              onClick={() => overlay.close()}
            >
              {t.bag_start_shopping()}
            </a>
          </div>
        ) : (
          <>
            <div className={styles.listHead}>
              <p className={styles.count}>{t.bag_item_count({ count: items.length })}</p>
              <button
                type="button"
                className={styles.textButton}
                aria-busy={moving}
                onClick={() => {
                  if (moving) return;
                  setMoving(true);
                  void moveAllToBag(items).finally(() => setMoving(false));
                }}
              >
                {t.bag_wishlist_add_all()}
              </button>
            </div>
            <ul className={styles.lines} aria-label={t.bag_wishlist_label()}>
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
  const t = useWords<Words>();
  const locale = useLocale();
  const named = useCatalogName();
  const soldOut = item.ProductVarient.VarientQuantity <= 0;
  // Colour and size names in the page's language, as the bag's lines show them.
  const variant = [
    item.VarientColor && t.bag_line_colour({ color: named('colour', item.VarientColor) }),
    item.VarientSize && t.bag_line_size({ size: named('size', item.VarientSize) }),
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
            href={localisedPath(
              productPath(item.Product.SellerUserId, item.Product.id, item.ProductVarient.id),
              locale,
            )}
            onClick={() => overlay.close()}
          >
            {item.Product.productName}
          </a>
        </p>
        {variant.length > 0 && <p className={styles.variant}>{variant.join(' · ')}</p>}
        <Price sellingPrice={item.Product.productSellingPrice} mrp={item.Product.productMRP} />
        {soldOut && <p className={styles.note}>{t.bag_wishlist_sold_out()}</p>}
        <div className={styles.lineActions}>
          <button type="button" className={styles.moveButton} disabled={soldOut} onClick={() => void moveToBag(item)}>
            {t.bag_wishlist_move()}
          </button>
          <button type="button" className={styles.textButton} onClick={() => void removeWishlistItem(item)}>
            {marked(t.bag_wishlist_remove.parts({ name: item.Product.productName }), {
              hidden: (text) => <span className="visually-hidden">{text}</span>,
            })}
          </button>
        </div>
      </div>
    </li>
  );
}

/**
 * Saved (ours: the spec's bookmark saves a product but shows no list): the products the shopper saved with the
 * bookmark beside Add To Bag, latest first, each linking to its page, with Remove. Empty, it says how to save.
 */
import { getSavedProducts, unsaveProduct } from '../../../lib/api/product.ts';
import { marketplacePath, productPath } from '../../../lib/paths.ts';
import { imageUrl } from '../../../lib/images.ts';
import { localisedPath } from '../../../lib/i18n/locale-paths.ts';
import { useLocale, useWords } from '../../shared/words.tsx';
import Price from '../../../components/Price.tsx';
import LoadState from '../../shared/LoadState.tsx';
import RemoveButton from './RemoveButton.tsx';
import { useOwnList } from './useOwnList.ts';
import styles from './Section.module.scss';
import own from './OwnList.module.scss';
import IconBookmark from '~icons/lucide/bookmark.jsx';

const productId = (p: { id: string }) => p.id;

type Words = typeof import('../Settings.words.en-IN.ts');

export default function Saved() {
  const t = useWords<Words>();
  const locale = useLocale();
  const list = useOwnList(getSavedProducts, productId);
  return (
    <>
      <p className={styles.intro}>{t.settings_saved_intro()}</p>
      <LoadState state={list.state} what={t.settings_saved_loading()} onRetry={() => void list.reload()}>
        {(items) =>
          items.length === 0 ? (
            <div className={styles.empty}>
              <strong>{t.settings_saved_empty_title()}</strong>
              <p>
                {t.settings_saved_empty_before()}{' '}
                <span className={own.hint} aria-hidden="true">
                  <IconBookmark size={16} />
                </span>{' '}
                {t.settings_saved_empty_after()}
              </p>
              <a className={own.browse} href={localisedPath(marketplacePath(), locale)}>
                {t.settings_saved_browse()}
              </a>
            </div>
          ) : (
            <ul className={styles.list} aria-label={t.settings_saved_list()}>
              {items.map((p) => {
                const href = localisedPath(productPath(p.SellerUserId, p.id), locale);
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
                      label={t.settings_saved_remove_label({ name: p.productName })}
                      busy={busy}
                      onRemove={() => void list.remove(p, () => unsaveProduct(p.id), t.settings_saved_removed())}
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

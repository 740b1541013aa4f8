/**
 * Favourite Stores (ours: the spec's store heart favourites a store but shows no list): the stores the shopper
 * favourited, latest first, each linking to the store, with Remove. Empty, it says how to favourite one.
 */
import { getFavouriteStores, unfavouriteStore } from '../../../lib/api/stores.ts';
import { marketplacePath, storePath } from '../../../lib/paths.ts';
import { imageUrl } from '../../../lib/images.ts';
import LoadState from '../../shared/LoadState.tsx';
import RemoveButton from './RemoveButton.tsx';
import { useOwnList } from './useOwnList.ts';
import styles from './Section.module.scss';
import own from './OwnList.module.scss';
import IconHeart from '~icons/lucide/heart.jsx';

const storeId = (s: { id: string }) => s.id;
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

export default function FavouriteStores() {
  const list = useOwnList(getFavouriteStores, storeId);
  return (
    <>
      <p className={styles.intro}>Stores you favourited with the heart, to find them again.</p>
      <LoadState state={list.state} what="your favourite stores" onRetry={() => void list.reload()}>
        {(items) =>
          items.length === 0 ? (
            <div className={styles.empty}>
              <strong>No favourite stores yet</strong>
              <p>
                Tap the heart{' '}
                <span className={own.hint} aria-hidden="true">
                  <IconHeart size={16} />
                </span>{' '}
                (Favourite store) at the top of any store’s page, and it is kept here.
              </p>
              <a className={own.browse} href={marketplacePath()}>
                Browse stores
              </a>
            </div>
          ) : (
            <ul className={styles.list} aria-label="Favourite stores">
              {items.map((s) => {
                const href = storePath(s.id);
                const busy = list.isRemoving(s);
                return (
                  <li key={s.id} className={own.row}>
                    <a className={own.logo} href={href} tabIndex={-1} aria-hidden="true">
                      {s.logo ? (
                        <img src={imageUrl(s.logo, 320)} alt="" width="56" height="56" loading="lazy" />
                      ) : (
                        <span className={own.initials}>{initials(s.name)}</span>
                      )}
                    </a>
                    <div className={own.body}>
                      <a className={own.name} href={href}>
                        {s.name}
                      </a>
                      {s.tagline && <p className={own.meta}>{s.tagline}</p>}
                    </div>
                    <RemoveButton
                      label={`Remove ${s.name} from favourite stores`}
                      busy={busy}
                      onRemove={() =>
                        void list.remove(s, () => unfavouriteStore(s.id), 'Removed from favourite stores')
                      }
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

/**
 * Favourite Stores (ours: the spec's store heart favourites a store but shows no list): the stores the shopper
 * favourited, latest first, each linking to the store, with Remove. Empty, it says how to favourite one.
 */
import { getFavouriteStores, unfavouriteStore } from '../../../lib/api/stores.ts';
import { marketplacePath, storePath } from '../../../lib/paths.ts';
import { localisedPath } from '../../../lib/i18n/locale-paths.ts';
import { useLocale, useWords } from '../../shared/words.tsx';
import LoadState from '../../shared/LoadState.tsx';
import RemoveButton from './RemoveButton.tsx';
import Avatar from '../../shared/Avatar.tsx';
import { useOwnList } from './useOwnList.ts';
import styles from './Section.module.scss';
import own from './OwnList.module.scss';
import IconHeart from '~icons/lucide/heart.jsx';

type Words = typeof import('../Settings.words.en-IN.ts');
const storeId = (s: { id: string }) => s.id;

export default function FavouriteStores() {
  const t = useWords<Words>();
  const locale = useLocale();
  const list = useOwnList(getFavouriteStores, storeId);
  return (
    <>
      <p className={styles.intro}>{t.settings_stores_intro()}</p>
      <LoadState state={list.state} what={t.settings_stores_loading()} onRetry={() => void list.reload()}>
        {(items) =>
          items.length === 0 ? (
            <div className={styles.empty}>
              <strong>{t.settings_stores_empty_title()}</strong>
              <p>
                {t.settings_stores_empty_before()}{' '}
                <span className={own.hint} aria-hidden="true">
                  <IconHeart size={16} />
                </span>{' '}
                {t.settings_stores_empty_after()}
              </p>
              <a className={own.browse} href={localisedPath(marketplacePath(), locale)}>
                {t.settings_stores_browse()}
              </a>
            </div>
          ) : (
            <ul className={styles.list} aria-label={t.settings_stores_list()}>
              {items.map((s) => {
                const href = localisedPath(storePath(s.id), locale);
                const busy = list.isRemoving(s);
                return (
                  <li key={s.id} className={own.row}>
                    <a className={own.logo} href={href} tabIndex={-1} aria-hidden="true">
                      <Avatar picture={s.logo} name={s.name} className={own.initials} size={56} />
                    </a>
                    <div className={own.body}>
                      <a className={own.name} href={href}>
                        {s.name}
                      </a>
                      {s.tagline && <p className={own.meta}>{s.tagline}</p>}
                    </div>
                    <RemoveButton
                      label={t.settings_stores_remove_label({ name: s.name })}
                      busy={busy}
                      onRemove={() => void list.remove(s, () => unfavouriteStore(s.id), t.settings_stores_removed())}
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

/**
 * DropTrack (stores-and-social §2.7): the shopper's tracked products as a grid of cards, each with its
 * picture, name, store, the price when tracking began, the price now, the drop in percent and when it last
 * changed, linking to /droptrack/product/{id}; an empty state that explains DropTrack; Remove asks first
 * (one modal in the shared frame) and then calls DELETE droptrack/delete/{productId}. A visitor reads
 * "Log in to continue." with a way back here.
 */
import { useState } from 'react';
import { listTracked, stopTracking, type TrackedItem } from '../../lib/api/droptrack.ts';
import { showsBigDropWarning } from '../../lib/rules/droptrack.ts';
import { formatMoney } from '../../lib/i18n/money.ts';
import { formatDay } from '../../lib/i18n/dates.ts';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import { markupSegments } from '../../lib/i18n/markup.ts';
import { imageSizes, imageSrcSet, imageUrl } from '../../lib/images.ts';
import { dropTrackProductPath, homePath } from '../../lib/paths.ts';
import { overlay } from '../../stores/overlay.ts';
import { toast } from '../../stores/toasts.ts';
import { useLoad } from '../shared/useLoad.ts';
import SignInGate from '../shared/SignInGate.tsx';
import LoadState from '../shared/LoadState.tsx';
import Dialog from '../shared/Dialog.tsx';
import { useLocale, useWords } from '../shared/words.tsx';
import { useDiffText } from './useDiffText.ts';
import styles from './DropTrack.module.scss';
import IconTrash from '~icons/lucide/trash.jsx';
import IconTag from '~icons/lucide/tag.jsx';

export const CONFIRM_UNTRACK = 'droptrack-remove-confirm';

type Words = typeof import('./DropTrackList.words.en-IN.ts');

export default function DropTrackList() {
  const t = useWords<Words>();
  return (
    <SignInGate message={t.social_droptrack_log_in()} note={t.social_droptrack_list_note()} headingLevel={2}>
      <TrackedList />
    </SignInGate>
  );
}

function TrackedList() {
  const t = useWords<Words>();
  const { state, retry, update } = useLoad(listTracked, []);
  const [removing, setRemoving] = useState<TrackedItem | null>(null);
  const [busy, setBusy] = useState(false);

  function askRemove(item: TrackedItem) {
    setRemoving(item);
    overlay.open(CONFIRM_UNTRACK);
  }

  async function remove() {
    if (!removing || busy) return;
    setBusy(true);
    try {
      await stopTracking(removing.productId);
      update((items) => items.filter((i) => i.productId !== removing.productId));
      toast.success(t.social_droptrack_stopped({ name: removing.product.name }));
      overlay.close();
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const count = state.data?.length ?? 0;
  return (
    <>
      {state.status === 'succeeded' && count > 0 && (
        <p className={styles.lead} role="status">
          {t.social_droptrack_tracked_count({ count })}
        </p>
      )}
      <LoadState state={state} what={t.social_droptrack_loading_list()} onRetry={retry}>
        {(items) => (items.length ? <Grid items={items} onRemove={askRemove} /> : <Empty />)}
      </LoadState>

      <Dialog
        type={CONFIRM_UNTRACK}
        title={t.social_droptrack_stop_title()}
        className={styles.modal}
        onClosed={() => setRemoving(null)}
      >
        <p className={styles.modalText}>
          {removing
            ? markupSegments(t.social_droptrack_stop_text.parts({ name: removing.product.name })).map((segment, i) =>
                segment.tag === 'strong' ? <strong key={i}>{segment.text}</strong> : segment.text,
              )
            : null}
        </p>
        <div className={styles.modalActions}>
          <button type="button" className={styles.secondary} onClick={() => overlay.close()}>
            {t.social_droptrack_keep()}
          </button>
          <button type="button" className={styles.danger} onClick={remove} aria-busy={busy} disabled={busy}>
            {t.social_droptrack_remove()}
          </button>
        </div>
      </Dialog>
    </>
  );
}

function Grid({ items, onRemove }: { items: TrackedItem[]; onRemove: (item: TrackedItem) => void }) {
  const t = useWords<Words>();
  const locale = useLocale();
  const diffText = useDiffText();
  return (
    <ul className={styles.grid} aria-label={t.social_droptrack_grid_label()}>
      {items.map((item) => {
        const image = item.product.productImg[0];
        const dropped = item.diff > 0;
        return (
          <li key={item.id} className={styles.card}>
            <div className={styles.cardImage}>
              {image ? (
                <img
                  src={imageUrl(image, 640)}
                  srcSet={imageSrcSet(image)}
                  sizes={imageSizes(image, '(max-width: 600px) 45vw, 280px')}
                  alt=""
                  width="320"
                  height="400"
                  loading="lazy"
                />
              ) : null}
              {showsBigDropWarning(item.diff) && (
                <span className={styles.bigDropPill}>{t.social_droptrack_big_drop()}</span>
              )}
            </div>
            <div className={styles.cardBody}>
              <p className={styles.cardStore}>{item.storeName}</p>
              <h2 className={styles.cardName}>
                <a href={localisedPath(dropTrackProductPath(item.productId), locale)} className={styles.cardLink}>
                  {item.product.name}
                </a>
              </h2>
              <p className={styles.cardPrices}>
                <span className={styles.now}>
                  <span className={styles.hidden}>{t.social_droptrack_now_hidden()}</span>
                  {formatMoney(item.currentPrice, locale)}
                </span>
                {item.currentPrice < item.originalPrice && (
                  <s className={styles.was}>
                    <span className={styles.hidden}>{t.social_droptrack_was_hidden()}</span>
                    {formatMoney(item.originalPrice, locale)}
                  </s>
                )}
              </p>
              <p className={dropped ? styles.diffDown : item.diff < 0 ? styles.diffUp : styles.diffSame}>
                {diffText(item.diff)}
              </p>
              <p className={styles.cardMeta}>
                {t.social_droptrack_meta({
                  price: formatMoney(item.originalPrice, locale),
                  date: formatDay(item.updatedAt, locale),
                })}
              </p>
            </div>
            <button
              type="button"
              className={styles.remove}
              onClick={() => onRemove(item)}
              aria-label={t.social_droptrack_remove_label({ name: item.product.name })}
            >
              <IconTrash size={18} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function Empty() {
  const t = useWords<Words>();
  const locale = useLocale();
  return (
    <section className={styles.empty} aria-labelledby="droptrack-empty">
      <span className={styles.emptyIcon}>
        <IconTag size={32} />
      </span>
      <h2 id="droptrack-empty">{t.social_droptrack_empty_title()}</h2>
      <p>{t.social_droptrack_empty_text()}</p>
      <a className={styles.primary} href={localisedPath(homePath(), locale)}>
        {t.social_droptrack_start_shopping()}
      </a>
    </section>
  );
}

/**
 * DropTrack (stores-and-social §2.7): the shopper's tracked products as a grid of cards, each with its
 * picture, name, store, the price when tracking began, the price now, the drop in percent and when it last
 * changed, linking to /droptrack/product/{id}; an empty state that explains DropTrack; Remove asks first
 * (one modal in the shared frame) and then calls DELETE droptrack/delete/{productId}. A visitor reads
 * "Log in to continue." with a way back here.
 */
import { useState } from 'react';
import { listTracked, stopTracking, type TrackedItem } from '../../lib/api/droptrack.ts';
import { diffText, showsBigDropWarning } from '../../lib/rules/droptrack.ts';
import { productCountLabel } from '../../lib/rules/listing.ts';
import { formatRupees } from '../../lib/rules/price.ts';
import { formatDate } from '../../lib/rules/text.ts';
import { imageSrcSet, imageUrl } from '../../lib/images.ts';
import { dropTrackProductPath, homePath } from '../../lib/paths.ts';
import { overlay } from '../../stores/overlay.ts';
import { toast } from '../../stores/toasts.ts';
import { useLoad } from '../shared/useLoad.ts';
import SignInGate from '../shared/SignInGate.tsx';
import LoadState from '../shared/LoadState.tsx';
import { useWords } from '../shared/words.tsx';
import Dialog from '../shared/Dialog.tsx';
import styles from './DropTrack.module.scss';
import IconTrash from '~icons/lucide/trash.jsx';
import IconTag from '~icons/lucide/tag.jsx';

type Words = typeof import('./DropTrackList.words.en-IN.ts');

export const CONFIRM_UNTRACK = 'droptrack-remove-confirm';

export default function DropTrackList() {
  return (
    <SignInGate
      message="Log in to continue."
      note="Sign in with your phone number to see the products you track for a price drop."
      headingLevel={2}
    >
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
      toast.success(`Stopped tracking ${removing.product.name}`);
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
          {`${productCountLabel(count)} tracked.`}
        </p>
      )}
      <LoadState state={state} what={t.common_loading_tracked()} onRetry={retry}>
        {(items) => (items.length ? <Grid items={items} onRemove={askRemove} /> : <Empty />)}
      </LoadState>

      <Dialog type={CONFIRM_UNTRACK} title="Stop tracking?" className={styles.modal} onClosed={() => setRemoving(null)}>
        <p className={styles.modalText}>
          {removing ? (
            <>
              Stop tracking <strong>{removing.product.name}</strong>? You will no longer hear when its price drops.
            </>
          ) : null}
        </p>
        <div className={styles.modalActions}>
          <button type="button" className={styles.secondary} onClick={() => overlay.close()}>
            Keep tracking
          </button>
          <button type="button" className={styles.danger} onClick={remove} aria-busy={busy} disabled={busy}>
            Remove
          </button>
        </div>
      </Dialog>
    </>
  );
}

function Grid({ items, onRemove }: { items: TrackedItem[]; onRemove: (item: TrackedItem) => void }) {
  return (
    <ul className={styles.grid} aria-label="Tracked products">
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
                  sizes="(max-width: 600px) 45vw, 280px"
                  alt=""
                  width="320"
                  height="400"
                  loading="lazy"
                />
              ) : null}
              {showsBigDropWarning(item.diff) && <span className={styles.bigDropPill}>Big drop</span>}
            </div>
            <div className={styles.cardBody}>
              <p className={styles.cardStore}>{item.storeName}</p>
              <h2 className={styles.cardName}>
                <a href={dropTrackProductPath(item.productId)} className={styles.cardLink}>
                  {item.product.name}
                </a>
              </h2>
              <p className={styles.cardPrices}>
                <span className={styles.now}>
                  <span className={styles.hidden}>Now </span>
                  {formatRupees(item.currentPrice)}
                </span>
                {item.currentPrice < item.originalPrice && (
                  <s className={styles.was}>
                    <span className={styles.hidden}>Was </span>
                    {formatRupees(item.originalPrice)}
                  </s>
                )}
              </p>
              <p className={dropped ? styles.diffDown : item.diff < 0 ? styles.diffUp : styles.diffSame}>
                {diffText(item.diff)}
              </p>
              <p className={styles.cardMeta}>
                Tracked at {formatRupees(item.originalPrice)} · Updated {formatDate(item.updatedAt)}
              </p>
            </div>
            <button
              type="button"
              className={styles.remove}
              onClick={() => onRemove(item)}
              aria-label={`Remove ${item.product.name} from DropTrack`}
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
  return (
    <section className={styles.empty} aria-labelledby="droptrack-empty">
      <span className={styles.emptyIcon}>
        <IconTag size={32} />
      </span>
      <h2 id="droptrack-empty">You are not tracking any products yet</h2>
      <p>
        Tap DropTrack on any product page and we keep an eye on its price. When it drops, you get a notification and see
        it here.
      </p>
      <a className={styles.primary} href={homePath()}>
        Start shopping
      </a>
    </section>
  );
}

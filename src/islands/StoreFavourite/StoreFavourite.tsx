/**
 * The store page's heart (stores-and-social §2.3, §4, §5): a visitor is asked to log in (with a Login action
 * that comes back here); a signed-in shopper sees the store's favourite state (read once on hydration) and
 * toggles it, told so in a short toast ("Store added to favourites"). A failed call keeps the old state and
 * is only logged, with the spec's message for that call (§8); offline, that is said.
 * The page hydrates it at once for signed-in shoppers, so the state shows without a first touch.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { $signedIn } from '../../stores/session.ts';
import { toast } from '../../stores/toasts.ts';
import { askToLogIn } from '../../stores/log-in-prompt.ts';
import { isOffline } from '../../lib/api/index.ts';
import { favouriteStore, isFavouriteStore, unfavouriteStore } from '../../lib/api/stores.ts';
import styles from './StoreFavourite.module.scss';
import { useIslandCommitted } from '../shared/useIslandCommitted.ts';
import { useWords } from '../shared/words.tsx';
import IconHeart from '~icons/lucide/heart.jsx';

type Words = typeof import('./StoreFavourite.words.en-IN.ts');

type Props = { storeId: string; storeName: string };

const logFailure = (error: unknown) => console.error(error instanceof Error ? error.message : String(error));

export default function StoreFavourite({ storeId, storeName }: Props) {
  const t = useWords<Words>();
  const signedIn = useStore($signedIn, { ssr: () => false });
  const [favourite, setFavourite] = useState(false);
  const [busy, setBusy] = useState(false);
  /** The status read; a click that arrives before it answers waits for it. */
  const status = useRef<Promise<boolean> | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  useIslandCommitted(button);

  useEffect(() => {
    if (!signedIn) {
      status.current = null;
      setFavourite(false);
      return;
    }
    let current = true;
    const read = isFavouriteStore(storeId).then(
      (value) => Boolean(value),
      (error: unknown) => {
        logFailure(error);
        return false;
      },
    );
    status.current = read;
    void read.then((value) => {
      if (current) setFavourite(value);
    });
    return () => {
      current = false;
    };
  }, [signedIn, storeId]);

  async function toggle() {
    if (!signedIn) {
      askToLogIn('Log in to continue');
      return;
    }
    if (busy) return;
    setBusy(true);
    try {
      const was = status.current ? await status.current : favourite;
      const next = !was;
      await (next ? favouriteStore(storeId) : unfavouriteStore(storeId));
      status.current = Promise.resolve(next);
      setFavourite(next);
      toast.success(next ? t.store_favourite_added() : t.store_favourite_removed());
    } catch (error) {
      logFailure(error); // the old state stays
      if (isOffline(error)) toast.warning(error.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      ref={button}
      type="button"
      className={styles.heart}
      aria-pressed={favourite}
      aria-busy={busy || undefined}
      aria-label={t.store_favourite_label()}
      title={favourite ? t.store_favourite_remove({ store: storeName }) : t.store_favourite_add({ store: storeName })}
      onClick={toggle}
      data-store-favourite
    >
      <IconHeart size={22} focusable="false" />
    </button>
  );
}

/**
 * Wishlist toggle (per variant) and bookmark (saved, per product) beside Add To Bag (stores-and-social
 * §2.5), and DropTrack. The accessible names follow the state: "Add to wishlist" or "Remove from wishlist";
 * while a change is on its way the icon turns into a spinner and the name says what is happening ("Saving…").
 * A visitor gets "Log in to continue" with a Login action that comes back here.
 */
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { isSaved, isTracked, isWishlisted, saveProduct, startTracking, unsaveProduct } from '../../lib/api/product.ts';
import { setWishlisted } from '../../stores/bag/actions.ts';
import { $signedIn } from '../../stores/session.ts';
import { toast } from '../../stores/toasts.ts';
import { askToLogIn } from '../../stores/log-in-prompt.ts';
import { useSignedInToggle } from '../shared/useSignedInToggle.ts';
import { Spinner, busyProps } from '../shared/Busy.tsx';
import { useWords } from '../shared/words.tsx';
import styles from './BuyBox.module.scss';
import IconHeart from '~icons/lucide/heart.jsx';
import IconBookmark from '~icons/lucide/bookmark.jsx';
import IconTag from '~icons/lucide/tag.jsx';

type Words = typeof import('../shared/words/ProductView.en-IN.ts');

// `key` is React's own prop, so the state's key travels as stateKey.
type ToggleProps = Omit<Parameters<typeof useSignedInToggle>[0], 'key'> & {
  stateKey: string;
  labels: [off: string, on: string];
  /** The names while turning on, and while turning off. */
  busyLabels: [adding: string, removing: string];
  icon: typeof IconHeart;
};

/** An icon button whose state the API keeps for a signed-in shopper; its name says what a press does. */
function IconToggle({ stateKey, labels, busyLabels, icon: Icon, ...options }: ToggleProps) {
  const { on, busy, toggle } = useSignedInToggle({ key: stateKey, ...options });
  const label = busy ? busyLabels[on ? 1 : 0] : on ? labels[1] : labels[0];
  return (
    <button
      type="button"
      className={`${styles.iconButton} ${on ? styles.on : ''}`}
      aria-label={label}
      title={label}
      onClick={toggle}
      {...busyProps(busy)}
    >
      {busy ? <Spinner /> : <Icon size={22} fill={on ? 'currentColor' : 'none'} />}
    </button>
  );
}

export function WishlistButton({ productId, variantId }: { productId: string; variantId: string }) {
  const t = useWords<Words>();
  return (
    <IconToggle
      stateKey={`${productId}:${variantId}`}
      labels={[t.product_wishlist_add(), t.product_wishlist_remove()]}
      busyLabels={[t.product_wishlist_adding(), t.product_wishlist_removing()]}
      icon={IconHeart}
      check={() => isWishlisted(productId, variantId)}
      // Through the bag's outbox, in turn with the bag's other changes (docs/decisions/bag.md, "One outbox").
      add={() => setWishlisted(productId, variantId, true)}
      remove={() => setWishlisted(productId, variantId, false)}
      // The spec's warning, as the stores raise it (the toaster says it in the page's language).
      loginMessage="Log in to continue"
      said={[t.product_wishlist_added(), t.product_wishlist_removed()]}
    />
  );
}

export function SaveButton({ productId }: { productId: string }) {
  const t = useWords<Words>();
  return (
    <IconToggle
      stateKey={productId}
      labels={[t.product_save(), t.product_unsave()]}
      busyLabels={[t.product_saving(), t.product_unsaving()]}
      icon={IconBookmark}
      check={() => isSaved(productId)}
      add={() => saveProduct(productId)}
      remove={() => unsaveProduct(productId)}
      loginMessage="Log in to continue"
      said={[t.product_saved(), t.product_unsaved()]}
    />
  );
}

/**
 * DropTrack (shopper-core §2 quick view): starts tracking the product's price; hidden once it is tracked,
 * with a note in its place that takes focus, so keyboard users are not dropped to the page.
 */
export function DropTrackButton({ productId }: { productId: string }) {
  const t = useWords<Words>();
  const signedIn = useStore($signedIn, { ssr: () => false });
  const [tracked, setTracked] = useState(false);
  const note = useRef<HTMLParagraphElement>(null);

  // Already tracked? Then the button stays hidden (a failed check is only logged).
  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    isTracked(productId)
      .then((value) => {
        // Only ever turns tracking on: a check that answers after a DropTrack start cannot undo it.
        if (current && value === true) setTracked(true);
      })
      .catch((error: Error) => console.error(error.message));
    return () => {
      current = false;
    };
  }, [signedIn, productId]);

  async function track() {
    if (!signedIn) {
      // The spec's warning, with its full stop here (the toaster says it in the page's language).
      askToLogIn('Log in to continue.');
      return;
    }
    try {
      await startTracking(productId);
      setTracked(true);
      requestAnimationFrame(() => note.current?.focus());
    } catch (error) {
      toast.error((error as Error).message);
    }
  }

  return tracked ? (
    <p className={styles.tracking} role="status" tabIndex={-1} ref={note}>
      <IconTag size={18} /> {t.product_tracking()}
    </p>
  ) : (
    <button type="button" className={styles.track} onClick={track}>
      <IconTag size={18} /> {t.product_droptrack()}
    </button>
  );
}

/**
 * The quick-view modal (shopper-core §2, §4, §5), mounted once per page by QuickViewHost and hydrated only
 * when a shopper first asks for a quick view. It loads the product by the id in $quickView (loading,
 * failed with the message kept and a retry, succeeded) and shows it in the shared Dialog. Closing resets
 * the product, its variants, the selection and the images.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { ProductDetail } from '../../lib/api/types.ts';
import { getProduct } from '../../lib/api/index.ts';
import { isTracked, startTracking } from '../../lib/api/product.ts';
import {
  colorsOf, initialSelection, selectColor, selectSize, sizesFor, soldOutSizes, variantOptions, type SelectedVariant,
} from '../../lib/rules/variants.ts';
import { specificationRows } from '../../lib/rules/specs.ts';
import { $quickView, QUICK_VIEW, resetQuickView } from '../../stores/quick-view.ts';
import { $signedIn } from '../../stores/session.ts';
import { addSelectionToBag } from '../../stores/bag-actions.ts';
import { toast } from '../../stores/toasts.ts';
import Dialog from '../shared/Dialog.tsx';
import Gallery from '../shared/Gallery.tsx';
import { ColourTiles, QuantityStepper, SizeChips } from '../shared/VariantChoices.tsx';
import Price from '../../components/Price.tsx';
import SpecTable from '../../components/SpecTable.tsx';
import styles from './QuickView.module.scss';

type Load = { status: 'idle' } | { status: 'loading' } | { status: 'failed'; message: string } | { status: 'succeeded'; detail: ProductDetail };

export default function QuickView() {
  const productId = useStore($quickView);
  const [load, setLoad] = useState<Load>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  // The host opens the overlay before React hydrates: render the body only after hydration so it matches the static HTML.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (!productId) return;
    let current = true;
    setLoad({ status: 'loading' });
    getProduct(productId)
      .then((detail) => current && setLoad({ status: 'succeeded', detail }))
      .catch((error: Error) => current && setLoad({ status: 'failed', message: error.message }));
    return () => {
      current = false;
    };
  }, [productId, attempt]);

  const title = load.status === 'succeeded' ? load.detail.product.productName : 'Quick view';

  return (
    <Dialog
      type={QUICK_VIEW}
      title={title}
      hideTitle
      kind="modal"
      className={styles.dialog}
      onClosed={() => {
        resetQuickView();
        setLoad({ status: 'idle' });
      }}
    >
      {hydrated && (load.status === 'idle' || load.status === 'loading') && (
        <div className={styles.loading} role="status">
          <div className={styles.skeletonImage} />
          <div className={styles.skeletonLines}>
            <span />
            <span />
            <span />
            <p>Loading product…</p>
          </div>
        </div>
      )}
      {load.status === 'failed' && (
        <div className={styles.failed} role="alert">
          <p>{load.message}</p>
          <button type="button" className={styles.retry} onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </div>
      )}
      {load.status === 'succeeded' && <QuickViewProduct key={load.detail.product.id} detail={load.detail} />}
    </Dialog>
  );
}

function QuickViewProduct({ detail }: { detail: ProductDetail }) {
  const { product } = detail;
  const options = useMemo(() => variantOptions(product, detail.varient), [product, detail.varient]);
  const [selected, setSelected] = useState<SelectedVariant | null>(() => initialSelection(options));
  const signedIn = useStore($signedIn, { ssr: () => false });
  const [tracked, setTracked] = useState(false);
  const trackingNote = useRef<HTMLParagraphElement>(null);
  const specs = specificationRows(product.productSpecs);
  const productHref = `/stores/${product.SellerUserId}/products/${product.id}`;

  // Already tracked? Then the DropTrack button stays hidden (a failed check is only logged).
  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    isTracked(product.id)
      .then((value) => {
        // Only ever turns tracking on: a check that answers after a DropTrack start cannot undo it.
        if (current && value === true) setTracked(true);
      })
      .catch((error: Error) => console.error(error.message));
    return () => {
      current = false;
    };
  }, [signedIn, product.id]);

  if (!selected) return null;
  const colors = colorsOf(options);
  const sizes = sizesFor(options, selected.color);

  async function addToBag() {
    if (await addSelectionToBag(product, selected!)) setSelected((s) => (s ? { ...s, quantity: 1 } : s));
  }

  async function dropTrack() {
    if (!signedIn) {
      toast.warning('Log in to continue.');
      return;
    }
    try {
      await startTracking(product.id);
      setTracked(true);
      // The button goes away (spec); keep focus in the modal on the note that replaces it.
      requestAnimationFrame(() => trackingNote.current?.focus());
    } catch (error) {
      toast.error((error as Error).message);
    }
  }

  return (
    <div className={styles.layout}>
      <Gallery
        key={selected.images.join('|')}
        images={selected.images}
        name={product.productName}
        sizes="(max-width: 810px) 92vw, 440px"
        priority={false}
        carousel
        className={styles.gallery}
      />
      <div className={styles.info}>
        <a className={styles.store} href={`/stores/${product.SellerUserId}`}>
          {detail.storeName}
        </a>
        <p className={styles.name} aria-hidden="true">
          {product.productName}
        </p>
        <div aria-live="polite" data-quick-view-price>
          <Price sellingPrice={selected.sellingPrice} mrp={selected.MRP} size="lg" />
        </div>
        <p className={styles.tax}>Inclusive of all taxes</p>

        <ColourTiles colors={colors} selected={selected.color} onChoose={(color) => setSelected(selectColor(options, selected, color))} />
        <SizeChips
          sizes={sizes}
          soldOut={soldOutSizes(options, selected.color)}
          selected={selected.size}
          onChoose={(size) => setSelected(selectSize(options, selected, size))}
        />

        <div className={styles.buy}>
          <QuantityStepper quantity={selected.quantity} stock={selected.stock} onChange={(quantity) => setSelected({ ...selected, quantity })} />
          <button type="button" className={styles.add} onClick={addToBag}>
            Add To Bag
          </button>
        </div>
        {tracked ? (
          <p className={styles.tracking} role="status" tabIndex={-1} ref={trackingNote}>
            <TagIcon /> Tracking price drops for this product
          </p>
        ) : (
          <button type="button" className={styles.track} onClick={dropTrack}>
            <TagIcon /> DropTrack
          </button>
        )}
        <a className={styles.full} href={`${productHref}?variant=${encodeURIComponent(selected.variantId)}`}>
          View full details
        </a>

        <section className={styles.section} aria-labelledby="quick-view-description">
          <h3 id="quick-view-description">Description</h3>
          {/*
            Trusted HTML: the API sanitises productDesc with its allow-list (sanitize-html) on every read,
            so it is rendered as it comes (and sanitize-html stays out of this island).
          */}
          <div className={styles.description} dangerouslySetInnerHTML={{ __html: product.productDesc }} />
        </section>
        {specs.length > 0 && (
          <section className={styles.section} aria-labelledby="quick-view-specification">
            <h3 id="quick-view-specification">Specification</h3>
            <SpecTable rows={specs} />
          </section>
        )}
      </div>
    </div>
  );
}

function TagIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z" />
      <path d="M8 8h.01" />
      <path d="m14 10-4 6" />
    </svg>
  );
}

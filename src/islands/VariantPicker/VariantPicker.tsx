/**
 * The product page's gallery and buy box. Rendered to static HTML at build time; hydrated on first
 * interaction, or at once when live price/stock or ?variant= differ from the HTML (LiveProductCheck) or
 * the shopper is signed in (wishlist and saved state). On hydration it takes the live price and stock (a
 * shopper never pays a stale price). Selection rules live in lib/rules/variants; Add To Bag is the one
 * shared addSelectionToBag. Small screens get an image carousel and a sticky bar with price and Add To Bag.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Product, Varient } from '../../lib/api/types.ts';
import {
  colorsOf, initialSelection, refreshSelection, selectColor, selectSize, sizesFor, soldOutSizes, stockNote, variantOptions, type SelectedVariant,
} from '../../lib/rules/variants.ts';
import { formatRupees } from '../../lib/rules/price.ts';
import type { ProductDetail } from '../../lib/api/types.ts';
import { orderSizes } from '../../lib/rules/sizes.ts';
import { sizeChartFor } from '../../lib/rules/size-chart.ts';
import { loadLiveProduct } from '../../stores/live-product.ts';
import { addSelectionToBag } from '../../stores/bag-actions.ts';
import { overlay } from '../../stores/overlay.ts';
import { toast } from '../../stores/toasts.ts';
import Price from '../../components/Price.tsx';
import Gallery from '../shared/Gallery.tsx';
import { ColourTiles, QuantityStepper, SizeChips } from '../shared/VariantChoices.tsx';
import { SaveButton, WishlistButton } from './ProductActions.tsx';
import SizeChart, { SIZE_CHART } from './SizeChart.tsx';
import styles from './VariantPicker.module.scss';

type Props = { product: Product; varient: Varient[]; storeName: string };

export default function VariantPicker(props: Props) {
  const [product, setProduct] = useState(props.product);
  const [varient, setVarient] = useState(props.varient);
  const options = useMemo(() => variantOptions(product, varient), [product, varient]);
  const [selected, setSelected] = useState<SelectedVariant | null>(() => initialSelection(options));
  const [live, setLive] = useState(false);
  const adding = useRef(false);
  const chart = useMemo(() => sizeChartFor(orderSizes(options.map((o) => o.size).filter(Boolean)), product.categoryId), [options, product.categoryId]);

  function takeLive(fresh: ProductDetail) {
    setProduct(fresh.product);
    setVarient(fresh.varient);
    setLive(true);
  }

  // Open on ?variant= and refresh money and stock from the API; a failure keeps the static values.
  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get('variant');
    if (wanted) {
      const chosen = initialSelection(options, wanted);
      if (chosen) setSelected(chosen);
      // An unknown variant id is not kept in the address (the page shows another one).
      if (chosen?.variantId !== wanted) replaceVariantInUrl(null);
    }
    let cancelled = false;
    loadLiveProduct(props.product.id)
      .then((fresh) => {
        if (!cancelled) takeLive(fresh);
      })
      .catch((error: Error) => console.error(error.message));
    return () => {
      cancelled = true;
    };
    // Runs once on hydration: the static props are the starting point, the API has the last word.
  }, []);

  // When live data arrives, keep the shopper's choice and quantity but take the fresh price and stock.
  useEffect(() => {
    if (!live) return;
    setSelected((current) => (current && refreshSelection(options, current)) ?? initialSelection(options));
  }, [live, options]);

  if (!selected) return null;
  const colors = colorsOf(options);
  const sizes = sizesFor(options, selected.color);

  function choose(next: SelectedVariant) {
    setSelected(next);
    replaceVariantInUrl(next.variantId);
  }

  /**
   * A tap can come before the live price has arrived (the first tap hydrates this island): the add then waits
   * for it and uses it, so the bag never keeps a stale price; a change from what was on screen is said.
   * If the API cannot be reached the shown price is kept (checkout prices every line on the server).
   */
  async function addToBag() {
    // One add at a time: taps while one waits (for the live price or the server) are ignored.
    if (adding.current) return;
    adding.current = true;
    try {
      await addWithLivePrice();
    } finally {
      adding.current = false;
    }
  }

  async function addWithLivePrice() {
    let chosen = selected!;
    let current = product;
    if (!live) {
      const fresh = await loadLiveProduct(product.id).catch(() => null);
      const refreshed = fresh && refreshSelection(variantOptions(fresh.product, fresh.varient), chosen);
      if (fresh) takeLive(fresh);
      if (fresh && refreshed) {
        if (refreshed.sellingPrice !== chosen.sellingPrice) toast.warning(`Price updated: now ${formatRupees(refreshed.sellingPrice)}`);
        chosen = refreshed;
        current = fresh.product;
      }
    }
    if (await addSelectionToBag(current, chosen)) setSelected((s) => (s ? { ...s, quantity: 1 } : s));
  }

  return (
    <div className={styles.layout} data-buy-box>
      <Gallery key={selected.images.join('|')} images={selected.images} name={product.productName} carousel edgeToEdge />
      <div className={styles.box}>
        <a className={styles.store} href={`/stores/${product.SellerUserId}`}>
          {props.storeName}
        </a>
        <h1 className={styles.name}>{product.productName}</h1>
        <div aria-live="polite">
          <Price sellingPrice={selected.sellingPrice} mrp={selected.MRP} size="lg" />
        </div>
        <p className={styles.tax}>Inclusive of all taxes</p>

        <ColourTiles colors={colors} selected={selected.color} onChoose={(color) => choose(selectColor(options, selected, color))} />
        <SizeChips
          sizes={sizes}
          soldOut={soldOutSizes(options, selected.color)}
          selected={selected.size}
          onChoose={(size) => choose(selectSize(options, selected, size))}
          aside={
            chart && (
              <button type="button" className={styles.chartButton} onClick={() => overlay.open(SIZE_CHART)}>
                <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                  <path d="M2 8h20v8H2zM6 8v3M10 8v4M14 8v3M18 8v4" />
                </svg>
                Size chart
              </button>
            )
          }
        />

        <div className={styles.buy}>
          <QuantityStepper quantity={selected.quantity} stock={selected.stock} onChange={(quantity) => setSelected({ ...selected, quantity })} />
          <button type="button" className={styles.add} onClick={addToBag}>
            Add To Bag
          </button>
          <WishlistButton productId={product.id} variantId={selected.variantId} />
          <SaveButton productId={product.id} />
        </div>
        {stockNote(selected.stock) && <p className={styles.low}>{stockNote(selected.stock)}</p>}
      </div>

      {chart && <SizeChart chart={chart} selectedSize={selected.size} />}

      {/* Small screens: price and Add To Bag stay at hand (the box's own button is hidden there). */}
      <div className={styles.stickyBar} data-sticky-buy>
        <Price sellingPrice={selected.sellingPrice} mrp={selected.MRP} />
        <button type="button" className={styles.stickyAdd} onClick={addToBag}>
          Add To Bag
        </button>
      </div>
    </div>
  );
}

/** Keeps the chosen variant in the address (shareable), without a history entry; null removes it. */
function replaceVariantInUrl(variantId: string | null) {
  const url = new URL(window.location.href);
  if (variantId) url.searchParams.set('variant', variantId);
  else url.searchParams.delete('variant');
  window.history.replaceState(window.history.state, '', url);
}

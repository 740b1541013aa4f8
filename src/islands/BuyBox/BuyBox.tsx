/**
 * The one buy box (product page, product shell, quick view; Lens and DropTrack next): colour tiles, size
 * chips (with the size chart on the page), the quantity stepper, Add To Bag, wishlist, bookmark, DropTrack
 * and the stock note. Its state is useBuyBox's; the page layout adds a sticky bar for small screens.
 */
import { colorsOf, selectColor, selectSize, sizesFor, soldOutSizes, stockNote } from '../../lib/rules/variants.ts';
import { orderSizes } from '../../lib/rules/sizes.ts';
import { sizeChartFor } from '../../lib/rules/size-chart.ts';
import { overlay } from '../../stores/overlay.ts';
import Price from '../../components/Price.tsx';
import { ColourTiles, QuantityStepper, SizeChips } from '../shared/VariantChoices.tsx';
import { DropTrackButton, SaveButton, WishlistButton } from './ProductActions.tsx';
import { BusyLabel, busyProps } from '../shared/Busy.tsx';
import SizeChart, { SIZE_CHART } from './SizeChart.tsx';
import type { BuyBoxState } from './useBuyBox.ts';
import styles from './BuyBox.module.scss';

type Props = {
  box: BuyBoxState;
  /** 'page': size chart and, on small screens, a sticky bar with price and Add To Bag. */
  layout: 'page' | 'quick-view';
};

export default function BuyBox({ box, layout }: Props) {
  const { product, options, selected } = box;
  if (!selected) return null;
  const page = layout === 'page';
  const chart = page ? sizeChartFor(orderSizes(options.map((o) => o.size).filter(Boolean)), product.categoryId) : null;
  const note = stockNote(selected.stock);

  return (
    <div className={styles.box} data-buy-box-controls>
      <ColourTiles colors={colorsOf(options)} selected={selected.color} onChoose={(color) => box.choose(selectColor(options, selected, color))} />
      <SizeChips
        sizes={sizesFor(options, selected.color)}
        soldOut={soldOutSizes(options, selected.color)}
        selected={selected.size}
        onChoose={(size) => box.choose(selectSize(options, selected, size))}
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
        <QuantityStepper quantity={selected.quantity} stock={selected.stock} onChange={box.setQuantity} minusOnlyAboveZero={box.minusOnlyAboveZero} />
        <button type="button" className={`${styles.add} ${page ? styles.hiddenNarrow : ''}`} onClick={box.addToBag} {...busyProps(box.busy)}>
          <BusyLabel busy={box.busy} idle="Add To Bag" working="Adding…" />
        </button>
        <WishlistButton productId={product.id} variantId={selected.variantId} />
        <SaveButton productId={product.id} />
      </div>
      {note && <p className={styles.low}>{note}</p>}
      <DropTrackButton productId={product.id} />

      {chart && <SizeChart chart={chart} selectedSize={selected.size} />}

      {page && (
        // Small screens: price and Add To Bag stay at hand (the box's own button is hidden there).
        <div className={styles.stickyBar} data-sticky-buy>
          <Price sellingPrice={selected.sellingPrice} mrp={selected.MRP} />
          <button type="button" className={styles.stickyAdd} onClick={box.addToBag} {...busyProps(box.busy)}>
            <BusyLabel busy={box.busy} idle="Add To Bag" working="Adding…" />
          </button>
        </div>
      )}
    </div>
  );
}

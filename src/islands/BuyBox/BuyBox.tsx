/**
 * The one buy box (product page, product shell, quick view; Lens and DropTrack next): colour tiles, size
 * chips (with the size chart on the page), the quantity stepper, Add To Bag, wishlist, bookmark, DropTrack
 * and the stock note. Its state is useBuyBox's; the page layout adds a sticky bar for small screens.
 */
import { colorsOf, selectColor, selectSize, sizesFor, soldOutSizes, stockNote } from '../../lib/rules/variants.ts';
import { formatMoney } from '../../lib/i18n/money.ts';
import { useLocale, useWords } from '../shared/words.tsx';
import { orderSizes } from '../../lib/rules/sizes.ts';
import { sizeChartFor } from '../../lib/rules/size-chart.ts';
import { overlay } from '../../stores/overlay.ts';
import Price from '../../components/Price.tsx';
import { ColourTiles, QuantityStepper, SizeChips } from '../shared/VariantChoices.tsx';
import { DropTrackButton, SaveButton, WishlistButton } from './ProductActions.tsx';
import { BusyLabel, busyProps } from '../shared/Busy.tsx';
import { NotifyMe, useStockAlert } from './NotifyMe.tsx';
import SizeChart, { SIZE_CHART } from './SizeChart.tsx';
import type { BuyBoxState } from './useBuyBox.ts';
import styles from './BuyBox.module.scss';
import IconRuler from '~icons/lucide/ruler.jsx';

/** The product view's words: every buy box is rendered by ProductView. */
type Words = typeof import('../shared/words/ProductView.en-IN.ts');

type Props = {
  box: BuyBoxState;
  /** 'page': size chart and, on small screens, a sticky bar with price and Add To Bag. */
  layout: 'page' | 'quick-view';
};

export default function BuyBox({ box, layout }: Props) {
  const t = useWords<Words>();
  const locale = useLocale();
  const { product, options, selected } = box;
  const soldOut = selected ? selected.stock <= 0 : false;
  const alert = useStockAlert(product.id, selected?.variantId ?? '', soldOut);
  if (!selected) return null;
  const page = layout === 'page';
  const chart = page ? sizeChartFor(orderSizes(options.map((o) => o.size).filter(Boolean)), product.categoryId) : null;
  // "Only 3 left" when few are (lib/rules/variants.ts decides when).
  const note = stockNote(selected.stock) && t.product_only_left({ count: selected.stock });
  // Sold out: every buy button looks it ("Sold out", greyed, aria-disabled) yet still answers a tap with the
  // spec's "Variant out of stock"; Notify me sits beside it.
  const buyLabel = soldOut ? t.product_sold_out() : t.product_add_to_bag();
  const buyProps = soldOut ? { 'aria-disabled': true as const } : busyProps(box.busy);

  return (
    <div className={styles.box} data-buy-box-controls>
      <ColourTiles
        colors={colorsOf(options)}
        selected={selected.color}
        onChoose={(color) => box.choose(selectColor(options, selected, color))}
      />
      <SizeChips
        sizes={sizesFor(options, selected.color)}
        soldOut={soldOutSizes(options, selected.color)}
        selected={selected.size}
        onChoose={(size) => box.choose(selectSize(options, selected, size))}
        aside={
          chart && (
            <button type="button" className={styles.chartButton} onClick={() => overlay.open(SIZE_CHART)}>
              <IconRuler size={18} />
              {t.product_size_chart()}
            </button>
          )
        }
      />

      <div className={styles.buy}>
        <QuantityStepper
          quantity={selected.quantity}
          stock={selected.stock}
          onChange={box.setQuantity}
          minusOnlyAboveZero={box.minusOnlyAboveZero}
        />
        <button
          type="button"
          className={`${styles.add} ${soldOut ? styles.soldOut : ''} ${page ? styles.hiddenNarrow : ''}`}
          onClick={box.addToBag}
          {...buyProps}
        >
          <BusyLabel busy={box.busy && !soldOut} idle={buyLabel} working={t.product_adding()} />
        </button>
        <WishlistButton productId={product.id} variantId={selected.variantId} />
        <SaveButton productId={product.id} />
      </div>
      {soldOut && <NotifyMe alert={alert} className={page ? styles.hiddenNarrow : ''} />}
      {note && <p className={styles.low}>{note}</p>}
      <DropTrackButton productId={product.id} />

      {chart && <SizeChart chart={chart} selectedSize={selected.size} />}

      {page && (
        // Small screens: price and Add To Bag stay at hand (the box's own button is hidden there).
        <div className={`${styles.stickyBar} ${soldOut ? styles.stickySoldOut : ''}`} data-sticky-buy>
          <div className={styles.stickyMoney}>
            {soldOut ? (
              // Room for Notify me at 375 px: the price alone (the box above shows MRP and discount).
              <p className={styles.stickyPrice}>{formatMoney(selected.sellingPrice, locale)}</p>
            ) : (
              <Price sellingPrice={selected.sellingPrice} mrp={selected.MRP} />
            )}
            {/* The box's own label (ProductView) scrolls away; the bar's price says it too. */}
            {box.notLive && <p className={styles.stickyNotLive}>{t.product_price_not_live_short()}</p>}
          </div>
          <button
            type="button"
            className={`${styles.stickyAdd} ${soldOut ? styles.soldOut : ''}`}
            onClick={box.addToBag}
            {...buyProps}
          >
            <BusyLabel busy={box.busy && !soldOut} idle={buyLabel} working={t.product_adding()} />
          </button>
          {soldOut && <NotifyMe alert={alert} compact />}
        </div>
      )}
    </div>
  );
}

/**
 * The product page's gallery and buy box. Rendered to static HTML at build time; hydrated on first
 * interaction, or at once when live price/stock or ?variant= differ from the HTML (LiveProductCheck).
 * On hydration it takes the live price and stock (a shopper never pays a stale price).
 * Selection rules live in lib/rules/variants; this island wires them to the bag and the toasts.
 */
import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Product, Varient } from '../../lib/api/types.ts';
import {
  checkAddToBag, colorsOf, initialSelection, selectColor, selectSize, sizesFor, stepQuantity, variantOptions,
  type SelectedVariant,
} from '../../lib/rules/variants.ts';
import { addToCart } from '../../lib/api/index.ts';
import { loadLiveProduct } from '../../stores/live-product.ts';
import { bag } from '../../stores/bag.ts';
import { $signedIn } from '../../stores/session.ts';
import { toast } from '../../stores/toasts.ts';
import Price from '../../components/Price.tsx';
import Gallery from './Gallery.tsx';
import { COLORS } from '../../lib/colors.ts';
import styles from './VariantPicker.module.scss';

type Props = { product: Product; varient: Varient[]; storeName: string };

export default function VariantPicker(props: Props) {
  const [product, setProduct] = useState(props.product);
  const [varient, setVarient] = useState(props.varient);
  const options = useMemo(() => variantOptions(product, varient), [product, varient]);
  const [selected, setSelected] = useState<SelectedVariant | null>(() => initialSelection(options));
  const [live, setLive] = useState(false);
  const signedIn = useStore($signedIn, { ssr: () => false });

  // Open on ?variant= and refresh money and stock from the API; a failure keeps the static values.
  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get('variant');
    if (wanted) setSelected((current) => initialSelection(options, wanted) ?? current);
    let cancelled = false;
    loadLiveProduct(props.product.id)
      .then((fresh) => {
        if (cancelled) return;
        setProduct(fresh.product);
        setVarient(fresh.varient);
        setLive(true);
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
    setSelected((current) => {
      if (!current) return initialSelection(options);
      const fresh = options.find((o) => o.variantId === current.variantId);
      return fresh ? { ...fresh, quantity: current.quantity } : initialSelection(options);
    });
  }, [live, options]);

  if (!selected) return null;
  const colors = colorsOf(options);
  const sizes = sizesFor(options, selected.color);

  function choose(next: SelectedVariant) {
    setSelected(next);
    const url = new URL(window.location.href);
    url.searchParams.set('variant', next.variantId);
    window.history.replaceState(null, '', url);
  }

  async function addToBag() {
    const check = checkAddToBag(selected!);
    if (!check.ok) return toast.warning(check.warning);
    const s = selected!;
    if (signedIn) {
      try {
        await addToCart({ productId: product.id, varaint: s.variantId, quantity: s.quantity, reference: false });
        setSelected({ ...s, quantity: 1 });
      } catch (error) {
        toast.error((error as Error).message);
      }
      return;
    }
    bag.add({
      productId: product.id,
      variantId: s.variantId,
      quantity: s.quantity,
      size: s.size,
      color: s.color,
      product: {
        productName: product.productName,
        productDesc: product.productDesc,
        productImgUrls: s.images,
        productSellingPrice: s.sellingPrice,
        productMRP: s.MRP,
      },
    });
    toast.success('Product added to bag');
    setSelected({ ...s, quantity: 1 });
  }

  return (
    <div className={styles.layout} data-buy-box>
      <Gallery key={selected.images.join('|')} images={selected.images} name={product.productName} />
      <div className={styles.box}>
        <a className={styles.store} href={`/stores/${product.SellerUserId}`}>
          {props.storeName}
        </a>
        <h1 className={styles.name}>{product.productName}</h1>
        <div aria-live="polite">
          <Price sellingPrice={selected.sellingPrice} mrp={selected.MRP} size="lg" />
        </div>
        <p className={styles.tax}>Inclusive of all taxes</p>

        {colors.length > 0 && (
          <fieldset className={styles.group}>
            <legend>
              Colour: <strong>{selected.color}</strong>
            </legend>
            <div className={styles.swatches}>
              {colors.map((color) => (
                <button
                  key={color}
                  type="button"
                  className={styles.swatch}
                  aria-pressed={color === selected.color}
                  aria-label={color}
                  title={color}
                  style={{ ['--swatch' as string]: COLORS[color] ?? '#ccc' }}
                  onClick={() => choose(selectColor(options, selected, color))}
                />
              ))}
            </div>
          </fieldset>
        )}

        {sizes.length > 0 && (
          <fieldset className={styles.group}>
            <legend>
              Size: <strong>{selected.size}</strong>
            </legend>
            <div className={styles.sizes}>
              {sizes.map((size) => (
                <button
                  key={size}
                  type="button"
                  className={styles.size}
                  aria-pressed={size === selected.size}
                  onClick={() => choose(selectSize(options, selected, size))}
                >
                  {size}
                </button>
              ))}
            </div>
          </fieldset>
        )}

        <div className={styles.buy}>
          {selected.stock <= 0 ? (
            <p className={styles.soldOut} role="status">
              Out of stock!
            </p>
          ) : (
            <div className={styles.stepper} role="group" aria-label="Quantity">
              <button type="button" aria-label="Decrease quantity" onClick={() => setSelected({ ...selected, quantity: stepQuantity(selected.quantity, -1) })}>
                −
              </button>
              <output aria-live="polite" aria-label="Quantity">{selected.quantity}</output>
              <button type="button" aria-label="Increase quantity" onClick={() => setSelected({ ...selected, quantity: stepQuantity(selected.quantity, 1) })}>
                +
              </button>
            </div>
          )}
          <button type="button" className={styles.add} onClick={addToBag}>
            Add To Bag
          </button>
        </div>
        {selected.stock > 0 && selected.stock <= 5 && <p className={styles.low}>Only {selected.stock} left</p>}
      </div>
    </div>
  );
}

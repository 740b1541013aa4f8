/**
 * The state behind every buy box (product page, product shell, quick view; Lens and DropTrack next): the
 * product as last read, the chosen variant and quantity, and Add To Bag. Selection rules live in
 * lib/rules/variants; adding is the one shared addSelectionToBag.
 *
 * Money is never stale: data that did not come live from the API (the static page's) is refreshed on
 * hydration, and a tap that comes before that answer waits for it and adds at the live price, saying so
 * when it changed. One add runs at a time: taps while one waits are ignored.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Product, ProductDetail, Varient } from '../../lib/api/types.ts';
import { initialSelection, refreshSelection, variantOptions, type SelectedVariant } from '../../lib/rules/variants.ts';
import { formatMoney } from '../../lib/i18n/money.ts';
import { useLocale, useWords } from '../shared/words.tsx';
import { loadLiveProduct } from '../../stores/live-product.ts';
import { lastPricesOf } from '../../stores/last-prices.ts';
import { withLastPrices } from '../../lib/rules/last-prices.ts';
import { addSelectionToBag } from '../../stores/bag/actions.ts';
import { toast } from '../../stores/toasts.ts';
import { useOnline } from '../shared/useOnline.ts';
import type { NotLiveReason } from '../../lib/rules/not-live.ts';

type Words = typeof import('../shared/words/ProductView.en-IN.ts');

type Options = {
  product: Product;
  varient: Varient[];
  /** True when the data was just read from the API (quick view, shell); false for build-time HTML. */
  live: boolean;
  /** The product page keeps the chosen variant in the address (?variant=) and opens on it. */
  syncUrl?: boolean;
  /** The stepper's quantity on opening, after a variant choice and after a successful add (1: shopper-core §7). */
  startQuantity?: 0 | 1;
  /** The DropTrack product view's stepper (stores-and-social §2.7): minus shows only above 0. */
  minusOnlyAboveZero?: boolean;
  /** When the starting data was read (ISO): the page's build or render, for "Price as of …" when no live check runs. */
  pricedAt?: string;
};

export function useBuyBox({
  product: startProduct,
  varient: startVarient,
  live: startsLive,
  syncUrl = false,
  startQuantity = 1,
  minusOnlyAboveZero = false,
  pricedAt,
}: Options) {
  const t = useWords<Words>();
  const locale = useLocale();
  const [data, setData] = useState({ product: startProduct, varient: startVarient });
  const [live, setLive] = useState(startsLive);
  // When the price shown was last read from the server, and whether the live check could not run.
  const [asOf, setAsOf] = useState<string | null>(pricedAt ?? null);
  const [checkFailed, setCheckFailed] = useState(false);
  const online = useOnline();
  const options = useMemo(() => variantOptions(data.product, data.varient), [data]);
  const [selected, setSelected] = useState<SelectedVariant | null>(() =>
    atStart(initialSelection(options), startQuantity),
  );
  const adding = useRef(false);
  const [busy, setBusy] = useState(false);

  function takeLive(fresh: ProductDetail) {
    setData({ product: fresh.product, varient: fresh.varient });
    setLive(true);
    setAsOf(new Date().toISOString());
    setCheckFailed(false);
  }

  /**
   * The live check could not run: the last live price this device saw of the product, when it is newer than
   * the one shown (the page's build), is shown instead, with when it was read, so offline never goes back to
   * an older price than the shopper has seen (and an add made offline keeps it).
   */
  function takeLastKnown() {
    const kept = lastPricesOf(startProduct.id);
    const shownAt = asOf ? Date.parse(asOf) : NaN;
    const next = withLastPrices(data, kept, Number.isNaN(shownAt) ? null : shownAt);
    if (!next || !kept) return;
    setData(next);
    setAsOf(new Date(kept.at).toISOString());
    const nextOptions = variantOptions(next.product, next.varient);
    setSelected((current) => (current && refreshSelection(nextOptions, current)) ?? current);
  }

  // A live check that could not run is tried again once the connection is back; until then the price says so.
  useEffect(() => {
    if (!checkFailed) return;
    const again = () =>
      void loadLiveProduct(startProduct.id)
        .then(takeLive)
        .catch((error: Error) => console.error(error.message));
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [checkFailed]);

  // Open on ?variant= and refresh money and stock from the API; a failure keeps the shown values.
  useEffect(() => {
    if (syncUrl) {
      const wanted = new URLSearchParams(window.location.search).get('variant');
      if (wanted) {
        const chosen = initialSelection(options, wanted);
        if (chosen) setSelected(atStart(chosen, startQuantity));
        // An unknown variant id is not kept in the address (the page shows another one).
        if (chosen?.variantId !== wanted) replaceVariantInUrl(null);
      }
    }
    if (startsLive) {
      // Read from the API just now (quick view, shell).
      setAsOf(new Date().toISOString());
      return;
    }
    let cancelled = false;
    loadLiveProduct(startProduct.id)
      .then((fresh) => {
        if (!cancelled) takeLive(fresh);
      })
      .catch((error: Error) => {
        console.error(error.message);
        if (cancelled) return;
        setCheckFailed(true);
        takeLastKnown();
      });
    return () => {
      cancelled = true;
    };
    // Runs once on hydration: the starting data is the starting point, the API has the last word.
  }, []);

  // When live data arrives, keep the shopper's choice and quantity but take the fresh price and stock.
  useEffect(() => {
    if (!live || startsLive) return;
    setSelected(
      (current) => (current && refreshSelection(options, current)) ?? atStart(initialSelection(options), startQuantity),
    );
  }, [live, options]);

  function choose(next: SelectedVariant) {
    setSelected({ ...next, quantity: startQuantity });
    if (syncUrl) replaceVariantInUrl(next.variantId);
  }

  async function addToBag() {
    if (adding.current || !selected) return;
    adding.current = true;
    setBusy(true);
    try {
      let chosen = selected;
      let product = data.product;
      if (!live) {
        const fresh = await loadLiveProduct(product.id).catch(() => null);
        if (!fresh) setCheckFailed(true);
        const refreshed = fresh && refreshSelection(variantOptions(fresh.product, fresh.varient), chosen);
        if (fresh) takeLive(fresh);
        if (fresh && refreshed) {
          if (refreshed.sellingPrice !== chosen.sellingPrice)
            toast.warning(t.product_price_updated({ price: formatMoney(refreshed.sellingPrice, locale) }));
          chosen = refreshed;
          product = fresh.product;
        }
      }
      // If the API cannot be reached the shown price is kept (checkout prices every line on the server).
      if (await addSelectionToBag(product, chosen)) setSelected((s) => (s ? { ...s, quantity: startQuantity } : s));
    } finally {
      adding.current = false;
      setBusy(false);
    }
  }

  const notLive: NotLiveReason | null = !online ? 'offline' : checkFailed ? 'unchecked' : null;

  return {
    product: data.product,
    options,
    selected,
    choose,
    setQuantity: (quantity: number) => setSelected((s) => (s ? { ...s, quantity } : s)),
    addToBag,
    startQuantity,
    minusOnlyAboveZero,
    /** An add is waiting (for the live price or the server). */
    busy,
    /**
     * Why the price shown is not live (offline, or the live check could not run), or null: it is live. It is
     * the one last read, `asOf` then (ISO, or null: unknown). The one rule behind the buy box's "not live" labels.
     */
    notLive,
    asOf,
  };
}

export type BuyBoxState = ReturnType<typeof useBuyBox>;

function atStart(selection: SelectedVariant | null, quantity: number): SelectedVariant | null {
  return selection && { ...selection, quantity };
}

/** Keeps the chosen variant in the address (shareable), without a history entry; null removes it. */
function replaceVariantInUrl(variantId: string | null) {
  const url = new URL(window.location.href);
  if (variantId) url.searchParams.set('variant', variantId);
  else url.searchParams.delete('variant');
  window.history.replaceState(window.history.state, '', url);
}

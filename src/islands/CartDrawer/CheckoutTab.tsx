/**
 * The drawer's Checkout tab: the server cart for a signed-in shopper, the visitor's bag for a visitor
 * (shopper-core §2, §3, §5). Lines, "Empty cart" with an in-drawer confirm, the subtotal and the saving
 * against MRP, then "Proceed to Checkout" (signed in, with server items) or "Log in to continue" (a visitor,
 * coming back to this page with the drawer open).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import CartLineItem from './CartLineItem.tsx';
import LoadState from '../shared/LoadState.tsx';
import { useLoad } from '../shared/useLoad.ts';
import SignInGate from '../shared/SignInGate.tsx';
import { emptyBag, removeBagLine, stepBagLine, visitorBag } from '../../stores/bag/actions.ts';
import { serverCart } from '../../stores/bag/server.ts';
import { $bagShown, $myBag } from '../../stores/bag/record.ts';
import { $held } from '../../stores/bag/held.ts';
import { useRetryWhenOnline } from '../shared/useRetryWhenOnline.ts';
import { OFFLINE_MESSAGE } from '../../lib/api/offline.ts';
import type { BagLine } from '../../lib/rules/bag.ts';
import { visitorLines } from '../../lib/rules/bag-outbox.ts';
import { toast } from '../../stores/toasts.ts';
import { overlay } from '../../stores/overlay.ts';
import { getProduct } from '../../lib/api/index.ts';
import { rememberPrices } from '../../stores/last-prices.ts';
import {
  checkBagLine,
  drawerTotals,
  fromBagLine,
  fromCartLine,
  lineStep,
  liveVariant,
  type BagLineCheck,
  type DrawerLine,
} from '../../lib/rules/cart.ts';
import { groupBySeller, groupSubtotal, type CheckoutLine } from '../../lib/rules/checkout.ts';
import { bagFreeDeliveryNote, type FreeDeliveryNote } from '../../lib/rules/free-delivery.ts';
import { checkoutPath, marketplacePath, withCartDrawer } from '../../lib/paths.ts';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import { formatMoney } from '../../lib/i18n/money.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { CartLine, ProductDetail } from '../../lib/api/types.ts';
import { useLocale, useWords, type Relaxed } from '../shared/words.tsx';
import styles from './CartDrawer.module.scss';
import IconShoppingBag from '~icons/lucide/shopping-bag.jsx';

type Words = typeof import('./CartDrawer.words.en-IN.ts');

export default function CheckoutTab({ signedIn }: { signedIn: boolean }) {
  return signedIn ? <ServerLines /> : <VisitorLines />;
}

function ServerLines() {
  const t = useWords<Words>();
  const locale = useLocale();
  const state = useStore(serverCart.$state);
  const all = useStore($bagShown);
  const held = useStore($held);
  const { outbox } = useStore($myBag);
  // Every opening reads the cart again (what is on screen stays while it does).
  useEffect(() => void serverCart.refresh(), []);
  // Offline, the bag as last read with the changes kept since, labelled not live, in place of an error.
  const offline = state.status === 'failed' && state.error === OFFLINE_MESSAGE;
  useRetryWhenOnline(offline ? state.error : null, () => void serverCart.refresh());
  // Changes kept to send later: what is shown is not the server's yet.
  const notLive = offline || (held && outbox.length > 0);
  const shown = () => {
    const byId = new Map(all.map((l) => [l.id, l]));
    return (
      <Lines
        lines={all.map(fromCartLine)}
        notLive={notLive ? 'offline' : null}
        freeDelivery={freeDeliveryNotes(all)}
        onStep={(line, delta) => void stepBagLine(byId.get(line.id) as CartLine, delta)}
        onRemove={(line) => void removeBagLine(byId.get(line.id) as CartLine)}
        onEmpty={() => void emptyBag()}
        footer={
          <a
            className={styles.primary}
            href={localisedPath(checkoutPath('order-summary'), locale)}
            onClick={() => overlay.close()}
            data-toast-avoid
          >
            {t.bag_proceed()}
          </a>
        }
      />
    );
  };
  if (offline) return shown();
  return (
    <LoadState state={state} what={t.bag_loading_what()} onRetry={() => void serverCart.refresh()}>
      {shown}
    </LoadState>
  );
}

/**
 * Per store, how much more makes its delivery free. None while an add kept offline is in the bag: its store is
 * not known until the server has it, so any store's figure could be wrong.
 */
function freeDeliveryNotes(lines: CheckoutLine[]): FreeDeliveryNote[] {
  if (lines.some((l) => !l.Product.SellerUserId)) return [];
  return groupBySeller(lines).map((g) => bagFreeDeliveryNote(g.storeName, groupSubtotal(g.lines)));
}

type Store = { SellerUserId: string; storeName: string };

/** A visitor's bag does not keep the store: the live check names it. None until every line's store is known. */
function visitorFreeDelivery(lines: BagLine[], stores: Record<string, Store>): FreeDeliveryNote[] {
  if (!lines.every((l) => stores[l.productId])) return [];
  return freeDeliveryNotes(
    lines.map((l) => ({
      ...l,
      Product: {
        ...stores[l.productId]!,
        productSellingPrice: l.product.productSellingPrice,
        productMRP: l.product.productMRP,
      },
    })),
  );
}

/** Unique product ids of the bag, for one live read each. */
const productIdsOf = (lines: { productId: string }[]) => [...new Set(lines.map((l) => l.productId))];

/** One product's live read for the visitor's bag: its detail, or null where the read could not run. */
type LiveRead = { id: string; detail: ProductDetail | null };

/** Each product of the visitor's bag read live; a failed read answers null (the line keeps what it was added at). */
const readLive = () =>
  Promise.all(
    productIdsOf(visitorLines($myBag.get().outbox)).map((id): Promise<LiveRead> =>
      getProduct(id).then(
        (detail) => {
          rememberPrices(detail);
          return { id, detail };
        },
        (error: Error) => {
          console.error(error.message);
          return { id, detail: null };
        },
      ),
    ),
  );

function VisitorLines() {
  const t = useWords<Words>();
  const lines = visitorLines(useStore($myBag).outbox);
  // On opening, each line is checked against the live product: the live price replaces the kept one (and the
  // change is said), and the stock now bounds the stepper. A failed read keeps the line as it was.
  const answers = useLoad(readLive, []).state.data;
  const [checks, setChecks] = useState<Record<string, BagLineCheck>>({});
  useEffect(() => {
    if (!answers) return;
    const found: Record<string, BagLineCheck> = {};
    for (const { id, detail } of answers) {
      if (!detail) continue;
      for (const line of visitorLines($myBag.get().outbox).filter((l) => l.productId === id)) {
        const { repriced, check } = checkBagLine(line, liveVariant(detail, line.variantId));
        if (repriced) visitorBag.reprice(repriced);
        found[line.id] = check;
      }
    }
    setChecks(found);
  }, [answers]);
  // A line whose live check could not run shows the price it was added at, labelled as not live.
  const unchecked = answers?.some((answer) => !answer.detail) ?? false;
  const stores: Record<string, Store> = {};
  for (const { id, detail } of answers ?? [])
    if (detail) stores[id] = { SellerUserId: detail.product.SellerUserId, storeName: detail.storeName };

  return (
    <Lines
      lines={lines.map((line) => fromBagLine(line, checks[line.id]))}
      notLive={unchecked ? 'unchecked' : null}
      freeDelivery={visitorFreeDelivery(lines, stores)}
      onStep={(line, delta) => {
        // Its warnings are the bag rules' English, as the cart store raises them (the toaster says them in the
        // page's language).
        const step = lineStep(line.quantity, delta, line.stock);
        if (step.action === 'warn') toast.warning(step.warning);
        else if (step.action === 'remove') visitorBag.remove(line);
        else visitorBag.set(line, step.quantity);
      }}
      onRemove={(line) => visitorBag.remove(line)}
      onEmpty={() => visitorBag.reset()}
      footer={
        <SignInGate headingLevel={3} note={t.bag_sign_in_note()} returnTo={withCartDrawer}>
          {null}
        </SignInGate>
      }
    />
  );
}

type LinesProps = {
  lines: DrawerLine[];
  /** Why the money shown is not live, when it is not: offline, or the live check could not run. */
  notLive: 'offline' | 'unchecked' | null;
  /** Per store, how much more makes its delivery free. */
  freeDelivery?: FreeDeliveryNote[];
  onStep: (line: DrawerLine, delta: 1 | -1) => void;
  onRemove: (line: DrawerLine) => void;
  onEmpty: () => void;
  footer: ReactNode;
};

/** A store's free-delivery note in the page's language (lib/rules/free-delivery.ts decides what it says). */
function freeDeliveryText(t: Relaxed<Words>, locale: Locale, note: FreeDeliveryNote): string {
  const store = note.storeName;
  if (note.free) return t.bag_free_delivery_from({ store });
  if (note.short === null) return t.bag_free_delivery_add_more({ store });
  return t.bag_free_delivery_add({ amount: formatMoney(note.short, locale), store });
}

function Lines({ lines, notLive, freeDelivery = [], onStep, onRemove, onEmpty, footer }: LinesProps) {
  const t = useWords<Words>();
  const locale = useLocale();
  const [confirming, setConfirming] = useState(false);
  const emptyButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) keepButton.current?.focus();
  }, [confirming]);

  if (lines.length === 0) {
    return (
      <div className={styles.empty}>
        <IconShoppingBag size={48} strokeWidth={1.4} />
        <p className={styles.emptyTitle}>{t.bag_empty_title()}</p>
        <p className={styles.muted}>{t.bag_empty_text()}</p>
        <a className={styles.secondary} href={localisedPath(marketplacePath(), locale)} onClick={() => overlay.close()}>
          {t.bag_start_shopping()}
        </a>
      </div>
    );
  }

  const totals = drawerTotals(lines);
  return (
    <>
      <div className={styles.listHead}>
        <p className={styles.count}>{t.bag_item_count({ count: totals.units })}</p>
        {!confirming && (
          <button ref={emptyButton} type="button" className={styles.textButton} onClick={() => setConfirming(true)}>
            {t.bag_empty_cart()}
          </button>
        )}
      </div>
      {confirming && (
        <div className={styles.confirm} role="group" aria-labelledby="cart-empty-question">
          <p id="cart-empty-question">{t.bag_empty_question()}</p>
          <div className={styles.confirmActions}>
            <button
              type="button"
              className={styles.danger}
              onClick={() => {
                setConfirming(false);
                onEmpty();
              }}
            >
              {t.bag_empty_yes()}
            </button>
            <button
              ref={keepButton}
              type="button"
              className={styles.secondary}
              onClick={() => {
                setConfirming(false);
                requestAnimationFrame(() => emptyButton.current?.focus());
              }}
            >
              {t.bag_empty_keep()}
            </button>
          </div>
        </div>
      )}
      <ul className={styles.lines} aria-label={t.bag_lines_label()}>
        {lines.map((line) => (
          <CartLineItem
            key={line.id}
            line={line}
            onStep={(delta) => onStep(line, delta)}
            onRemove={() => onRemove(line)}
          />
        ))}
      </ul>
      <div className={styles.summary}>
        {notLive && (
          <p className={styles.notLive} role="status">
            {notLive === 'offline' ? t.bag_not_live_offline() : t.bag_not_live_unchecked()}
          </p>
        )}
        <dl className={styles.totals}>
          <div>
            <dt>{t.bag_subtotal()}</dt>
            <dd>{formatMoney(totals.subtotal, locale)}</dd>
          </div>
          {totals.saving > 0 && (
            <div className={styles.saving}>
              <dt>{t.bag_saving()}</dt>
              <dd>{formatMoney(totals.saving, locale)}</dd>
            </div>
          )}
        </dl>
        {freeDelivery.length > 0 && (
          <ul className={styles.freeDelivery} aria-label={t.bag_free_delivery_label()}>
            {freeDelivery.map((note, index) => (
              <li key={`${index}-${note.storeName}`} data-free={note.free || undefined}>
                {freeDeliveryText(t, locale, note)}
              </li>
            ))}
          </ul>
        )}
        <p className={styles.muted}>{t.bag_worked_out()}</p>
        {footer}
      </div>
    </>
  );
}

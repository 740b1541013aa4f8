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
import SignInGate from '../shared/SignInGate.tsx';
import { serverCart, emptyServerCart, removeCartLine, stepCartLine } from '../../stores/cart.ts';
import { $pendingChanges } from '../../stores/pending-changes.ts';
import { $lastCart } from '../../stores/last-cart.ts';
import { useRetryWhenOnline } from '../shared/useRetryWhenOnline.ts';
import { OFFLINE_MESSAGE } from '../../lib/api/offline.ts';
import { bagAsLeft } from '../../lib/rules/bag-as-left.ts';
import { BAG_NOT_LIVE, BAG_PRICES_NOT_CHECKED } from '../../lib/rules/not-live.ts';
import { $bag, bag } from '../../stores/bag.ts';
import type { BagLine } from '../../lib/rules/bag.ts';
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
import { formatRupees } from '../../lib/rules/price.ts';
import { groupBySeller, groupSubtotal, type CheckoutLine } from '../../lib/rules/checkout.ts';
import { bagFreeDeliveryNote, type FreeDeliveryNote } from '../../lib/rules/free-delivery.ts';
import { checkoutPath, marketplacePath, withCartDrawer } from '../../lib/paths.ts';
import type { CartLine } from '../../lib/api/types.ts';
import styles from './CartDrawer.module.scss';
import IconShoppingBag from '~icons/lucide/shopping-bag.jsx';

export default function CheckoutTab({ signedIn }: { signedIn: boolean }) {
  return signedIn ? <ServerLines /> : <VisitorLines />;
}

function ServerLines() {
  const state = useStore(serverCart.$state);
  const kept = useStore($pendingChanges);
  const last = useStore($lastCart);
  // Every opening reads the cart again (what is on screen stays while it does).
  useEffect(() => void serverCart.refresh(), []);
  // Offline, the bag as last read with the changes kept since, labelled not live, in place of an error.
  const offline = state.status === 'failed' && state.error === OFFLINE_MESSAGE;
  useRetryWhenOnline(offline ? state.error : null, () => void serverCart.refresh());
  const notLive = offline || kept.length > 0;
  const shown = (lines: CartLine[]) => {
    const all = bagAsLeft(lines, kept);
    const byId = new Map(all.map((l) => [l.id, l]));
    return (
      <Lines
        lines={all.map(fromCartLine)}
        notLive={notLive ? BAG_NOT_LIVE : null}
        freeDelivery={freeDeliveryNotes(all)}
        onStep={(line, delta) => void stepCartLine(byId.get(line.id) as CartLine, delta)}
        onRemove={(line) => void removeCartLine(byId.get(line.id) as CartLine)}
        onEmpty={() => void emptyServerCart()}
        footer={
          <a
            className={styles.primary}
            href={checkoutPath('order-summary')}
            onClick={() => overlay.close()}
            data-toast-avoid
          >
            Proceed to Checkout
          </a>
        }
      />
    );
  };
  if (offline) return shown(state.data ?? last);
  return (
    <LoadState state={state} what="your bag" onRetry={() => void serverCart.refresh()}>
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

function VisitorLines() {
  const lines = useStore($bag);
  const [checks, setChecks] = useState<Record<string, BagLineCheck>>({});
  const [unchecked, setUnchecked] = useState(false);
  const [stores, setStores] = useState<Record<string, Store>>({});

  // On opening, each line is checked against the live product: the live price replaces the kept one (and
  // the change is said), and the stock now bounds the stepper. A failed read keeps the line as it was.
  useEffect(() => {
    let cancelled = false;
    const start = $bag.get();
    void Promise.all(
      productIdsOf(start).map((id) =>
        getProduct(id)
          .then((detail) => {
            rememberPrices(detail);
            return { id, detail };
          })
          .catch((error: Error) => {
            console.error(error.message);
            return null;
          }),
      ),
    ).then((answers) => {
      if (cancelled) return;
      const found: Record<string, BagLineCheck> = {};
      const named: Record<string, Store> = {};
      // A line whose live check could not run shows the price it was added at, labelled as not live.
      setUnchecked(answers.includes(null));
      for (const answer of answers) {
        if (!answer) continue;
        named[answer.id] = { SellerUserId: answer.detail.product.SellerUserId, storeName: answer.detail.storeName };
        for (const line of $bag.get().filter((l) => l.productId === answer.id)) {
          const { repriced, check } = checkBagLine(line, liveVariant(answer.detail, line.variantId));
          if (repriced) bag.replace(repriced);
          found[line.id] = check;
        }
      }
      setChecks(found);
      setStores(named);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <Lines
      lines={lines.map((line) => fromBagLine(line, checks[line.id]))}
      notLive={unchecked ? BAG_PRICES_NOT_CHECKED : null}
      freeDelivery={visitorFreeDelivery(lines, stores)}
      onStep={(line, delta) => {
        const step = lineStep(line.quantity, delta, line.stock);
        if (step.action === 'warn') toast.warning(step.warning);
        else if (step.action === 'remove') bag.remove(line.id);
        else bag.changeBy(line.id, delta);
      }}
      onRemove={(line) => bag.remove(line.id)}
      onEmpty={() => bag.reset()}
      footer={
        <SignInGate headingLevel={3} note="Your bag moves to your account when you sign in." returnTo={withCartDrawer}>
          {null}
        </SignInGate>
      }
    />
  );
}

type LinesProps = {
  lines: DrawerLine[];
  /** Why the money shown is not live, when it is not. */
  notLive: string | null;
  /** Per store, how much more makes its delivery free. */
  freeDelivery?: FreeDeliveryNote[];
  onStep: (line: DrawerLine, delta: 1 | -1) => void;
  onRemove: (line: DrawerLine) => void;
  onEmpty: () => void;
  footer: ReactNode;
};

function Lines({ lines, notLive, freeDelivery = [], onStep, onRemove, onEmpty, footer }: LinesProps) {
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
        <p className={styles.emptyTitle}>Your bag is empty</p>
        <p className={styles.muted}>Find something you love and it will wait for you here.</p>
        <a className={styles.secondary} href={marketplacePath()} onClick={() => overlay.close()}>
          Start shopping
        </a>
      </div>
    );
  }

  const totals = drawerTotals(lines);
  return (
    <>
      <div className={styles.listHead}>
        <p className={styles.count}>
          {totals.units} {totals.units === 1 ? 'item' : 'items'}
        </p>
        {!confirming && (
          <button ref={emptyButton} type="button" className={styles.textButton} onClick={() => setConfirming(true)}>
            Empty cart
          </button>
        )}
      </div>
      {confirming && (
        <div className={styles.confirm} role="group" aria-labelledby="cart-empty-question">
          <p id="cart-empty-question">Remove every item from your bag?</p>
          <div className={styles.confirmActions}>
            <button
              type="button"
              className={styles.danger}
              onClick={() => {
                setConfirming(false);
                onEmpty();
              }}
            >
              Yes, empty cart
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
              Keep items
            </button>
          </div>
        </div>
      )}
      <ul className={styles.lines} aria-label="Items in your bag">
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
            {notLive}
          </p>
        )}
        <dl className={styles.totals}>
          <div>
            <dt>Subtotal</dt>
            <dd>{formatRupees(totals.subtotal)}</dd>
          </div>
          {totals.saving > 0 && (
            <div className={styles.saving}>
              <dt>You save on MRP</dt>
              <dd>{formatRupees(totals.saving)}</dd>
            </div>
          )}
        </dl>
        {freeDelivery.length > 0 && (
          <ul className={styles.freeDelivery} aria-label="Free delivery">
            {freeDelivery.map((note, index) => (
              <li key={`${index}-${note.storeName}`} data-free={note.free || undefined}>
                {note.text}
              </li>
            ))}
          </ul>
        )}
        <p className={styles.muted}>Delivery and coupons are worked out at checkout.</p>
        {footer}
      </div>
    </>
  );
}

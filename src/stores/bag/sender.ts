/**
 * The one sender (docs/decisions/bag.md, "Sending"): drains the outbox oldest first, one entry at a time,
 * under a Web Lock so two tabs never send the same entry. Each write carries its entry's Idempotency-Key, so
 * a replay after a lost answer is applied once. A refusal drops its entry and says so (the line shows as the
 * server has it again); no answer at all (offline, out of reach) stops and keeps the rest for `online`,
 * Background Sync or the next load. Only the shopper the record belongs to sends it.
 */
import { $held } from './held.ts';
import { ApiError, addToCart, isOffline } from '../../lib/api/index.ts';
import { getCart, mergeIntoCart, removeFromCart, removeFromWishlist, updateCartQuantity } from '../../lib/api/cart.ts';
import { addToWishlist } from '../../lib/api/product.ts';
import { MAX_QUANTITY_WARNING } from '../../lib/rules/limits.ts';
import { skippedMessage } from '../../lib/rules/bag-messages.ts';
import { isKeptLine, type Entry } from '../../lib/rules/bag-outbox.ts';
import { confirmed, projectWishlist } from '../../lib/rules/bag-changes.ts';
import { VISITOR } from '../../lib/rules/bag-record.ts';
import { nextRetryMs } from '../../lib/rules/offline-sync.ts';
import type { CartLine } from '../../lib/api/types.ts';
import { $myBag, owner, updateBag } from './record.ts';
import { sayDropped } from './dropped.ts';
import { noteAnswered, serverCart, wishlist } from './server.ts';
import { toast } from '../toasts.ts';

const LOCK = 'vastra:bag-outbox';

/** How an entry ended for the tab that made it: sent, refused (and said), or kept to send later. */
export type Outcome = { status: 'sent' | 'refused' | 'held'; skipped?: string[] };

const waiting = new Map<string, (outcome: Outcome) => void>();

/** Resolves when this tab's sender (or another tab's) is done with the entry of `key`. */
export function outcomeOf(key: string): Promise<Outcome> {
  return new Promise((resolve) => waiting.set(key, resolve));
}

function settle(key: string, outcome: Outcome) {
  waiting.get(key)?.(outcome);
  waiting.delete(key);
}

/** Takes a sent (or refused) entry off the outbox and puts the cart the server now has. */
function take(entry: Entry, cart: (before: CartLine[] | null) => CartLine[] | null) {
  noteAnswered();
  updateBag((mine) => ({ ...mine, cart: cart(mine.cart), outbox: mine.outbox.filter((e) => e.key !== entry.key) }));
}

/** The last answer after a write the server confirmed; none read yet stays none. */
const confirming = (entry: Entry) => (cart: CartLine[] | null) => cart && confirmed(cart, entry);

/** The cart as the server has it after an add; when it cannot be read, the add laid over the last answer. */
async function cartAfter(entry: Entry): Promise<(before: CartLine[] | null) => CartLine[] | null> {
  try {
    const fresh = await getCart();
    return () => fresh;
  } catch (error) {
    console.error((error as Error).message);
    return confirming(entry);
  }
}

/**
 * A removal from the wishlist the server confirmed, laid into the wishlist's last answer as the drawer shows it
 * (projectWishlist): the item would otherwise show again between its entry leaving the outbox and the next read,
 * and a tap on it then would move it twice. An item put on the wishlist is read back after the round instead
 * (its details are the server's).
 */
function confirmWishlist(entry: Extract<Entry, { kind: 'wishlist' }>): void {
  const { data } = wishlist.$state.get();
  if (data && !entry.on) wishlist.set(projectWishlist(data, [entry]));
}

/** Marks the entry as gone out before it goes: from now on the server may have it (bag-outbox.ts, `sent`). */
function markSent(entry: Entry): void {
  if (entry.sent) return;
  updateBag((mine) => ({ ...mine, outbox: mine.outbox.map((e) => (e.key === entry.key ? { ...e, sent: true } : e)) }));
}

/**
 * The server's id of the line a quantity or removal means. An entry made while its line was only kept names
 * the variant: its line is in the bag the server answered after the add (none when the add was refused).
 */
async function lineIdOf(entry: Extract<Entry, { kind: 'set' | 'remove' }>): Promise<string | null> {
  if (!isKeptLine(entry.lineId)) return entry.lineId;
  const known = $myBag.get().cart?.find((l) => l.variantId === entry.variantId);
  // The last answer may be the add laid over an older one (the read after it failed): ask the server then.
  const line = known && !isKeptLine(known.id) ? known : (await getCart()).find((l) => l.variantId === entry.variantId);
  return line?.id ?? null;
}

async function send(entry: Entry): Promise<Outcome> {
  const key = { idempotencyKey: entry.key };
  if (entry.kind === 'set' || entry.kind === 'remove') {
    const lineId = await lineIdOf(entry);
    // Its add never made a line: there is nothing to change, and nothing to say twice.
    if (!lineId) {
      take(entry, (cart) => cart);
      return { status: 'sent' };
    }
    markSent(entry);
    if (entry.kind === 'set') await updateCartQuantity(lineId, entry.quantity, key);
    else await removeFromCart(lineId, key);
    take(entry, confirming(entry));
    return { status: 'sent' };
  }
  markSent(entry);
  switch (entry.kind) {
    case 'add':
      await addToCart(
        { productId: entry.productId, varaint: entry.variantId, quantity: entry.quantity, reference: false },
        key,
      );
      // Answered: the shopper hears so now; the cart is read back for the new line's id.
      settle(entry.key, { status: 'sent' });
      take(entry, await cartAfter(entry));
      return { status: 'sent' };
    case 'wishlist':
      await (entry.on ? addToWishlist : removeFromWishlist)(entry.productId, entry.variantId, key);
      confirmWishlist(entry);
      take(entry, (cart) => cart);
      return { status: 'sent' };
    case 'move-to-bag': {
      await addToCart({ productId: entry.productId, varaint: entry.variantId, quantity: 1, reference: false }, key);
      settle(entry.key, { status: 'sent' });
      const cart = await cartAfter(entry);
      // In the bag now: its wishlist half is the next entry, with its own key.
      noteAnswered();
      updateBag((mine) => ({
        ...mine,
        cart: cart(mine.cart),
        outbox: mine.outbox.map((e) =>
          e.key === entry.key
            ? {
                kind: 'wishlist',
                productId: entry.productId,
                variantId: entry.variantId,
                on: false,
                key: entry.wishlistKey,
              }
            : e,
        ),
      }));
      return { status: 'sent' };
    }
    case 'merge': {
      const { cart, skipped } = await mergeIntoCart(
        entry.lines.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity })),
        key,
      );
      take(entry, () => cart);
      if (skipped.length && !waiting.has(entry.key)) toast.warning(skippedMessage(skipped.length));
      return { status: 'sent', skipped };
    }
  }
}

/** Refusals the spec words as warnings, said as they are everywhere else (the limit of 5, no stock left). */
const SAID_AS_WARNING = new Set<string>([MAX_QUANTITY_WARNING, 'Variant out of stock']);

/** No answer: offline, out of reach, or (for the sign-in merge, which must not lose a visitor's bag) a server error. */
const noAnswer = (error: unknown, entry: Entry) =>
  isOffline(error) ||
  (error instanceof ApiError && (error.status === 0 || (entry.kind === 'merge' && error.status >= 500)));

async function drainOnce(): Promise<void> {
  const shopper = owner();
  // A visitor's entries are the device's own: they are sent by signing in (the merge).
  if (shopper === VISITOR) return;
  sayDropped();
  const said = new Map<string, 'warning' | 'error'>();
  let held = false;
  let sent = false;
  for (let entry = $myBag.get().outbox[0]; entry; entry = $myBag.get().outbox[0]) {
    if (navigator.onLine === false) {
      held = true;
      break;
    }
    try {
      settle(entry.key, await send(entry));
      sent = true;
    } catch (error) {
      if (noAnswer(error, entry)) {
        held = true;
        break;
      }
      console.error((error as Error).message);
      const server = error instanceof ApiError ? error.serverMessage : '';
      if (SAID_AS_WARNING.has(server)) said.set(server, 'warning');
      else said.set((error as Error).message, 'error');
      take(entry, (cart) => cart);
      settle(entry.key, { status: 'refused' });
    }
  }
  $held.set(held);
  // Each refusal said once (an emptied bag whose lines the server keeps says it once).
  for (const [message, kind] of said) toast[kind](message);
  if (sent && wishlist.$state.get().status !== 'idle') void wishlist.refresh();
  if (sent && held && serverCart.$state.get().status !== 'idle') void serverCart.refresh();
}

type Locks = { request: (name: string, run: () => Promise<void>) => Promise<void> };

let running: Promise<void> | null = null;
let again = false;

/** Entries held while the device says it is online are tried again (nextRetryMs): the wait before the next try. */
let lastRetryMs: number | null = null;
let retry: ReturnType<typeof setTimeout> | undefined;

function retryWhileOnline(): void {
  clearTimeout(retry);
  retry = undefined;
  if (!$held.get() || $myBag.get().outbox.length === 0) {
    lastRetryMs = null;
    return;
  }
  // Offline: the `online` event drains.
  if (navigator.onLine === false) return;
  lastRetryMs = nextRetryMs(lastRetryMs);
  retry = setTimeout(() => void drain(), lastRetryMs);
}

async function drainRounds(): Promise<void> {
  const locks = (navigator as { locks?: Locks }).locks;
  try {
    while (again) {
      again = false;
      await (locks ? locks.request(LOCK, drainOnce) : drainOnce());
    }
  } finally {
    // Cleared in the same step as the last round's check, so a call from now on starts a new round, never lost.
    running = null;
    // Entries another tab sent (or a newer change replaced) are done; the rest wait for the next round.
    const left = new Set($myBag.get().outbox.map((e) => e.key));
    for (const key of waiting.keys()) settle(key, { status: left.has(key) ? 'held' : 'sent' });
    retryWhileOnline();
  }
}

/** Drains the outbox; a call while draining makes the round go once more (for the entry it brought). */
export function drain(): Promise<void> {
  again = true;
  running ??= drainRounds();
  return running;
}

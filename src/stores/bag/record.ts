/**
 * The bag's one persisted record (docs/decisions/bag.md, "Storage"): the outbox (a visitor's is their bag), the
 * signed-in shopper's cart as the server last answered it, kept locally so every tab and the next page see it at
 * once (other tabs follow its storage events). A page loads it once the device keeps a bag (the badge and the
 * outbox's page script wait for one: src/scripts/bag-record-door.ts); it holds no API client.
 */
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import {
  BAG_KEY,
  OLD_KEYS,
  RECORD_VERSION,
  VISITOR,
  emptyRecord,
  readRecord,
  recordFor,
  type BagRecord,
} from '../../lib/rules/bag-record.ts';
import { $recordLoaded } from './presence.ts';
import { projectBag } from '../../lib/rules/bag-outbox.ts';
import { bagCount } from '../../lib/rules/bag.ts';
import { $shopperId } from '../session.ts';

/** A new Idempotency-Key: made once, when its entry is, and kept with it. */
export const newKey = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** Who the record is for now: the signed-in shopper, or VISITOR. */
export const owner = () => $shopperId.get() || VISITOR;

/** Entries or lines that could not be read when the record was last read back (said once by the sender). */
export const readBack = { dropped: 0 };

function decode(raw: string): BagRecord {
  const read = readRecord(raw, {}, owner(), newKey);
  readBack.dropped += read.dropped;
  return read.record;
}

/** An older device's keys, read once into the record and then removed. */
function migrate() {
  try {
    const raw = localStorage.getItem(BAG_KEY);
    const stored = raw ? (JSON.parse(raw) as { version?: unknown }) : null;
    if (stored && !Array.isArray(stored) && stored.version === RECORD_VERSION) return;
    const old = Object.fromEntries(OLD_KEYS.map((key) => [key, localStorage.getItem(key)]));
    if (!raw && OLD_KEYS.every((key) => old[key] === null)) return;
    const read = readRecord(raw, old, owner(), newKey);
    readBack.dropped += read.dropped;
    localStorage.setItem(BAG_KEY, JSON.stringify(read.record));
    for (const key of OLD_KEYS) localStorage.removeItem(key);
  } catch {
    // No storage (or unreadable JSON): the atom's own decode keeps what it can.
  }
}

if (typeof localStorage !== 'undefined') migrate();

export const $bagRecord = persistentAtom<BagRecord>(BAG_KEY, emptyRecord(), { encode: JSON.stringify, decode });

/** The record as the shopper signed in now may use it (another shopper's cart and outbox are never theirs). */
export const $myBag = computed(
  [$bagRecord, $shopperId],
  (record, shopper) => recordFor(record, shopper || VISITOR).record,
);

/**
 * Makes the stored record the current shopper's (docs/decisions/bag.md, "Bad input"): another shopper's cart
 * and outbox are dropped, never sent. Answers how many of their entries were dropped, to be said.
 */
export function claimRecord(): number {
  const stored = $bagRecord.get();
  if (stored.owner === owner()) return 0;
  const { record, dropped } = recordFor(stored, owner());
  $bagRecord.set(record);
  return dropped;
}

/** Changes the shopper's own record. */
export function updateBag(change: (mine: BagRecord) => BagRecord): void {
  $bagRecord.set(change(recordFor($bagRecord.get(), owner()).record));
}

/** The bag as shown: the server's last answer (none for a visitor) with the outbox over it. */
export const $bagShown = computed($myBag, (mine) => projectBag(mine.cart ?? [], mine.outbox));

/** What the badge counts. */
export const $badgeCount = computed($bagShown, bagCount);

// The page scripts that wait for a bag (src/scripts/bag-record-door.ts) follow it from now on.
$recordLoaded.set(true);

/** Changes on their way (not yet answered): checkout prices the bag only when there are none. */
export const $bagChanging = computed($myBag, (mine) => mine.owner !== VISITOR && mine.outbox.length > 0);

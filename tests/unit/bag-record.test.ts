/**
 * The bag's persisted record (src/lib/rules/bag-record.ts): read back from a current record, migrated once from
 * an older device's five keys, unreadable parts dropped and counted, and never another shopper's outbox.
 */
import { describe, expect, it } from 'vitest';
import { emptyRecord, readRecord, recordFor, VISITOR } from '../../src/lib/rules/bag-record.ts';
import { signedInRecord } from '../../src/lib/rules/bag-changes.ts';

let n = 0;
const keys = () => `key-${++n}`;
const fresh = () => {
  n = 0;
  return keys;
};

const visitorLine = {
  id: 'l1',
  productId: 'p1',
  variantId: 'v1',
  quantity: 2,
  size: 'M',
  color: 'Red',
  product: {
    productName: 'Linen Kurta',
    productDesc: 'Soft',
    productImgUrls: ['/cdn/k.webp'],
    productSellingPrice: 1299,
    productMRP: 1999,
  },
};

describe('readRecord', () => {
  it('reads a current record back as it was, keys and owner kept', () => {
    const stored = {
      version: 2,
      owner: 'shopper-a',
      lines: [],
      cart: [],
      outbox: [
        { kind: 'set', lineId: 'c1', variantId: 'v1', quantity: 3, key: 'k-kept' },
        // Gone out once already: it is followed, never rewritten, so the mark must survive a reload.
        { kind: 'add', productId: 'p2', variantId: 'v2', quantity: 1, key: 'k-gone', sent: true },
      ],
    };
    expect(readRecord(JSON.stringify(stored), {}, 'shopper-a', fresh())).toEqual({ record: stored, dropped: 0 });
  });

  it('migrates the older visitor bag (an array under the same key) into the lines', () => {
    const { record, dropped } = readRecord(JSON.stringify([visitorLine]), {}, VISITOR, fresh());
    expect(record).toEqual({ version: 2, owner: VISITOR, lines: [visitorLine], cart: null, outbox: [] });
    expect(dropped).toBe(0);
  });

  it("migrates a signed-in shopper's older queue and last cart, giving each change a key now", () => {
    const old = {
      'vastra:pendingChanges': JSON.stringify([
        { kind: 'add-to-cart', productId: 'p1', variantId: 'v1', quantity: 1 },
        { kind: 'cart-quantity', lineId: 'c1', quantity: 4 },
        { kind: 'cart-remove', lineId: 'c2' },
        { kind: 'wishlist', productId: 'p2', variantId: 'v2', on: true },
        { kind: 'move-to-bag', productId: 'p3', variantId: 'v3' },
      ]),
      'vastra:lastCart': '[]',
      'vastra:cartUnits': '5',
      'vastra:cartVersion': '171-abc',
    };
    const { record, dropped } = readRecord(null, old, 'shopper-a', fresh());
    expect(dropped).toBe(0);
    expect(record).toEqual({
      version: 2,
      owner: 'shopper-a',
      lines: [],
      cart: [],
      outbox: [
        { kind: 'add', productId: 'p1', variantId: 'v1', quantity: 1, key: 'key-1' },
        { kind: 'set', lineId: 'c1', variantId: '', quantity: 4, key: 'key-2' },
        { kind: 'remove', lineId: 'c2', variantId: '', key: 'key-3' },
        { kind: 'wishlist', productId: 'p2', variantId: 'v2', on: true, key: 'key-4' },
        { kind: 'move-to-bag', productId: 'p3', variantId: 'v3', wishlistKey: 'key-6', key: 'key-5' },
      ],
    });
  });

  it('reads what can be read and counts the rest: a quantity of 0, a change of no known kind, a number', () => {
    const old = {
      'vastra:pendingChanges': JSON.stringify([
        { kind: 'cart-quantity', lineId: 'c1', quantity: 0 },
        { kind: 'teleport' },
        7,
        { kind: 'cart-remove', lineId: 'c2' },
      ]),
    };
    const { record, dropped } = readRecord(null, old, 'shopper-a', fresh());
    expect(record.outbox).toEqual([{ kind: 'remove', lineId: 'c2', variantId: '', key: 'key-1' }]);
    expect(dropped).toBe(3);
  });

  it('an unreadable record is an empty one, counted once; a visitor never takes an older queue', () => {
    expect(readRecord('{not json', {}, VISITOR, fresh())).toEqual({ record: emptyRecord(), dropped: 1 });
    const old = { 'vastra:pendingChanges': JSON.stringify([{ kind: 'cart-remove', lineId: 'c2' }]) };
    expect(readRecord(null, old, VISITOR, fresh()).record.outbox).toEqual([]);
  });

  it('drops visitor lines without an id or with a quantity of 0', () => {
    const { record, dropped } = readRecord(
      JSON.stringify([visitorLine, { ...visitorLine, id: '' }, { ...visitorLine, id: 'l3', quantity: 0 }]),
      {},
      VISITOR,
      fresh(),
    );
    expect(record.lines).toEqual([visitorLine]);
    expect(dropped).toBe(2);
  });
});

describe('recordFor', () => {
  const theirs = {
    version: 2 as const,
    owner: 'shopper-a',
    lines: [],
    cart: [],
    outbox: [{ kind: 'remove' as const, lineId: 'c1', variantId: 'v1', key: 'k1' }],
  };

  it("never gives one shopper another's outbox, and counts what will not be sent", () => {
    expect(recordFor(theirs, 'shopper-b')).toEqual({ record: emptyRecord('shopper-b'), dropped: 1 });
    expect(recordFor(theirs, VISITOR)).toEqual({ record: emptyRecord(VISITOR), dropped: 1 });
    expect(recordFor(theirs, 'shopper-a')).toEqual({ record: theirs, dropped: 0 });
  });

  it("keeps a visitor's lines, unsent, for a shopper who signed in elsewhere", () => {
    const visitor = { ...emptyRecord(), lines: [visitorLine] };
    expect(recordFor(visitor, 'shopper-b')).toEqual({
      record: { ...emptyRecord('shopper-b'), lines: [visitorLine] },
      dropped: 0,
    });
  });
});

describe('signedInRecord', () => {
  it("turns the visitor's lines into the new shopper's one merge entry, with its key", () => {
    const record = signedInRecord({ ...emptyRecord(), lines: [visitorLine] }, 'shopper-b', 'k-merge');
    expect(record.owner).toBe('shopper-b');
    expect(record.lines).toEqual([]);
    expect(record.outbox).toMatchObject([
      { kind: 'merge', key: 'k-merge', lines: [{ productId: 'p1', variantId: 'v1', quantity: 2 }] },
    ]);
  });
});

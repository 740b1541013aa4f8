/**
 * The bag's persisted record (src/lib/rules/bag-record.ts): read back from a current record, migrated once from
 * version 2 (a visitor's bag as lines) and from an older device's five keys, unreadable parts dropped and counted, and never another shopper's outbox.
 */
import { describe, expect, it } from 'vitest';
import { emptyRecord, readRecord, recordFor, signedInRecord, VISITOR } from '../../src/lib/rules/bag-record.ts';

let n = 0;
const keys = () => `key-${++n}`;
const fresh = () => {
  n = 0;
  return keys;
};

/** Version 2's visitor line. */
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

/** The same line as a visitor's add (version 3): the line's look kept with it; it kept no stock. */
const visitorAdd = (key: string) => ({
  kind: 'add',
  productId: 'p1',
  variantId: 'v1',
  quantity: 2,
  shown: {
    productName: 'Linen Kurta',
    productDesc: 'Soft',
    image: '/cdn/k.webp',
    price: 1299,
    mrp: 1999,
    size: 'M',
    color: 'Red',
    stock: Number.MAX_SAFE_INTEGER,
  },
  key,
});

describe('readRecord', () => {
  it('reads a current record back as it was, keys and owner kept', () => {
    const stored = {
      version: 3,
      owner: 'shopper-a',
      cart: [],
      outbox: [
        { kind: 'set', lineId: 'c1', variantId: 'v1', quantity: 3, key: 'k-kept' },
        // Gone out once already: it is followed, never rewritten, so the mark must survive a reload.
        { kind: 'add', productId: 'p2', variantId: 'v2', quantity: 1, key: 'k-gone', sent: true },
      ],
    };
    expect(readRecord(JSON.stringify(stored), {}, 'shopper-a', fresh())).toEqual({ record: stored, dropped: 0 });
  });

  it("migrates the older visitor bag (an array under the same key) into the visitor's outbox, one add a line", () => {
    const { record, dropped } = readRecord(JSON.stringify([visitorLine]), {}, VISITOR, fresh());
    expect(record).toEqual({ version: 3, owner: VISITOR, cart: null, outbox: [visitorAdd('key-1')] });
    expect(dropped).toBe(0);
  });

  it("migrates version 2: a visitor's lines become their adds; lines kept in a shopper's record, kept aside", () => {
    const visitor = { version: 2, owner: VISITOR, lines: [visitorLine], cart: null, outbox: [] };
    expect(readRecord(JSON.stringify(visitor), {}, VISITOR, fresh())).toEqual({
      record: { version: 3, owner: VISITOR, cart: null, outbox: [visitorAdd('key-1')] },
      dropped: 0,
    });
    const shoppers = {
      version: 2,
      owner: 'shopper-a',
      lines: [visitorLine],
      cart: [],
      outbox: [{ kind: 'remove', lineId: 'c1', variantId: 'v9', key: 'k-kept' }],
    };
    expect(readRecord(JSON.stringify(shoppers), {}, 'shopper-a', fresh()).record).toEqual({
      version: 3,
      owner: 'shopper-a',
      cart: [],
      outbox: [{ kind: 'remove', lineId: 'c1', variantId: 'v9', key: 'k-kept' }],
      visitorOutbox: [visitorAdd('key-1')],
    });
  });

  it('an older visitor line with no product details is read as a line of its quantity, named by nothing', () => {
    const bare = { id: 'x', productId: 'p', variantId: 'v', quantity: 100, size: 'M', color: 'Red', product: {} };
    const { record } = readRecord(JSON.stringify([bare]), {}, VISITOR, fresh());
    // Written back and read again (the atom's decode), the add keeps its look, so the line still counts.
    const again = readRecord(JSON.stringify(record), {}, VISITOR, fresh()).record;
    expect(again.outbox).toMatchObject([
      { kind: 'add', variantId: 'v', quantity: 100, shown: { productName: '', price: 0, image: null } },
    ]);
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
      version: 3,
      owner: 'shopper-a',
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
    expect(record.outbox).toEqual([visitorAdd('key-1')]);
    expect(dropped).toBe(2);
  });
});

describe('recordFor', () => {
  const theirs = {
    version: 3 as const,
    owner: 'shopper-a',
    cart: [],
    outbox: [{ kind: 'remove' as const, lineId: 'c1', variantId: 'v1', key: 'k1' }],
  };

  it("never gives one shopper another's outbox, and counts what will not be sent", () => {
    expect(recordFor(theirs, 'shopper-b')).toEqual({ record: emptyRecord('shopper-b'), dropped: 1 });
    expect(recordFor(theirs, VISITOR)).toEqual({ record: emptyRecord(VISITOR), dropped: 1 });
    expect(recordFor(theirs, 'shopper-a')).toEqual({ record: theirs, dropped: 0 });
  });

  it("keeps a visitor's entries aside, unsent, for a shopper who signed in elsewhere, and gives them back at sign-out", () => {
    const visitor = { ...emptyRecord(), outbox: [visitorAdd('k-first') as never] };
    const signedIn = recordFor(visitor, 'shopper-b');
    expect(signedIn).toEqual({
      record: { ...emptyRecord('shopper-b'), visitorOutbox: [visitorAdd('k-first')] },
      dropped: 0,
    });
    expect(recordFor(signedIn.record, VISITOR)).toEqual({
      record: { ...emptyRecord(), outbox: [visitorAdd('k-first')] },
      dropped: 0,
    });
  });
});

describe('signedInRecord', () => {
  it("turns the bag a visitor's entries make into the new shopper's one merge entry, under the first entry's key", () => {
    const visitor = { ...emptyRecord(), outbox: [visitorAdd('k-first') as never, visitorAdd('k-second') as never] };
    expect(signedInRecord(visitor, 'shopper-b')).toEqual({
      ...emptyRecord('shopper-b'),
      outbox: [
        {
          kind: 'merge',
          key: 'k-first',
          lines: [{ productId: 'p1', variantId: 'v1', quantity: 4, shown: visitorAdd('k-first').shown }],
        },
      ],
    });
  });

  it('an empty bag signs in with nothing to send', () => {
    expect(signedInRecord(emptyRecord(), 'shopper-b')).toEqual(emptyRecord('shopper-b'));
  });
});

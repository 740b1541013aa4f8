/**
 * The bag's outbox (src/lib/rules/bag-outbox.ts): what a later change does to the entries kept, the bag and
 * the wishlist as shown from the server's last answer with the outbox over it, and a confirmed write.
 */
import { describe, expect, it } from 'vitest';
import { addAwaitsAnswer, isKeptLine, projectBag, type Entry, type ShownLine } from '../../src/lib/rules/bag-outbox.ts';
import { confirmed, projectWishlist, withChange } from '../../src/lib/rules/bag-changes.ts';
import type { CartLine } from '../../src/lib/api/types.ts';

const shown: ShownLine = {
  productName: 'Linen Kurta',
  productDesc: 'Soft linen',
  image: '/cdn/kurta-640.webp',
  price: 1299,
  mrp: 1999,
  size: 'M',
  color: 'Indigo',
  stock: 7,
};

function line(id: string, variantId: string, quantity: number): CartLine {
  return {
    id,
    productId: `p-${variantId}`,
    variantId,
    quantity,
    addedPrice: 499,
    Product: {
      SellerUserId: 's1',
      storeName: 'Store',
      productName: `Product ${variantId}`,
      productDesc: '',
      productSellingPrice: 499,
      productMRP: 999,
    },
    ProductVarient: {
      VarientImgUrl: [],
      VarientColor: 'Red',
      VarientSize: 'S',
      VarientPrice: 499,
      VarientMrp: 999,
      VarientQuantity: 10,
    },
  };
}

const add = (variantId: string, quantity: number, key = `k-add-${variantId}-${quantity}`, look = true): Entry => ({
  kind: 'add',
  productId: `p-${variantId}`,
  variantId,
  quantity,
  ...(look ? { shown } : {}),
  key,
});
const set = (lineId: string, variantId: string, quantity: number, key = `k-set-${lineId}-${quantity}`): Entry => ({
  kind: 'set',
  lineId,
  variantId,
  quantity,
  key,
});
const wish = (on: boolean, variantId = 'v1', key = `k-wish-${variantId}-${on}`): Entry => ({
  kind: 'wishlist',
  productId: 'p1',
  variantId,
  on,
  key,
});
const strip = ({ key: _key, ...change }: Entry) => change;

describe('withChange', () => {
  it('gives the new entry the key it was made with', () => {
    expect(withChange([], { kind: 'remove', lineId: 'a', variantId: 'va' }, 'k-1')).toEqual([
      { kind: 'remove', lineId: 'a', variantId: 'va', key: 'k-1' },
    ]);
  });

  it("keeps a line's last quantity only, at the end", () => {
    expect(withChange([set('a', 'va', 2), set('b', 'vb', 1)], strip(set('a', 'va', 3)), 'k-9')).toEqual([
      set('b', 'vb', 1),
      set('a', 'va', 3, 'k-9'),
    ]);
  });

  it("a line's removal replaces its kept quantity", () => {
    expect(withChange([set('a', 'va', 2)], { kind: 'remove', lineId: 'a', variantId: 'va' }, 'k-2')).toEqual([
      { kind: 'remove', lineId: 'a', variantId: 'va', key: 'k-2' },
    ]);
  });

  it("a line's new quantity drops the adds kept for its variant (they are counted in it)", () => {
    expect(withChange([add('va', 1), add('vb', 1)], strip(set('a', 'va', 4)), 'k-3')).toEqual([
      add('vb', 1),
      set('a', 'va', 4, 'k-3'),
    ]);
  });

  it('a move to bag dropped so keeps its wishlist half, under its own key', () => {
    const moved: Entry = { kind: 'move-to-bag', productId: 'p-va', variantId: 'va', wishlistKey: 'k-w', key: 'k-m' };
    expect(withChange([moved], { kind: 'remove', lineId: 'a', variantId: 'va' }, 'k-4')).toEqual([
      { kind: 'wishlist', productId: 'p-va', variantId: 'va', on: false, key: 'k-w' },
      { kind: 'remove', lineId: 'a', variantId: 'va', key: 'k-4' },
    ]);
  });

  it("a kept line's new quantity becomes one add, with a new key, in the place of the first", () => {
    expect(withChange([add('vn', 1), wish(true, 'vw'), add('vn', 2)], strip(set('kept:vn', 'vn', 2)), 'k-5')).toEqual([
      add('vn', 2, 'k-5'),
      wish(true, 'vw'),
    ]);
  });

  it('a kept line removed: its adds go and nothing is sent for them', () => {
    expect(
      withChange([add('vn', 1), add('vb', 1)], { kind: 'remove', lineId: 'kept:vn', variantId: 'vn' }, 'k-6'),
    ).toEqual([add('vb', 1)]);
  });

  it('a wishlist toggle back cancels the kept one; a repeat is kept once; another variant is its own', () => {
    expect(withChange([wish(true)], strip(wish(false)), 'k-7')).toEqual([]);
    expect(withChange([wish(true)], strip(wish(true)), 'k-7')).toEqual([wish(true)]);
    expect(withChange([wish(true)], strip(wish(false, 'v2')), 'k-7')).toEqual([wish(true), wish(false, 'v2', 'k-7')]);
  });

  it("a kept line whose add went out keeps that add; the new quantity follows it, for the variant's line", () => {
    const gone: Entry = { ...add('vn', 1, 'k-sent'), sent: true };
    // The sent add may be on the server (its answer lost): rewriting it under a new key would add it twice.
    expect(withChange([gone, add('vn', 2, 'k-later')], strip(set('kept:vn', 'vn', 3)), 'k-5')).toEqual([
      gone,
      set('kept:vn', 'vn', 3, 'k-5'),
    ]);
    // Set again: the last quantity only. Removed: a removal of the variant's line follows instead.
    expect(withChange([gone, set('kept:vn', 'vn', 3, 'k-5')], strip(set('kept:vn', 'vn', 2)), 'k-6')).toEqual([
      gone,
      set('kept:vn', 'vn', 2, 'k-6'),
    ]);
    expect(withChange([gone], { kind: 'remove', lineId: 'kept:vn', variantId: 'vn' }, 'k-7')).toEqual([
      gone,
      { kind: 'remove', lineId: 'kept:vn', variantId: 'vn', key: 'k-7' },
    ]);
    expect(withChange([gone], strip(set('kept:vn', 'vn', 0)), 'k-8')).toEqual([
      gone,
      { kind: 'remove', lineId: 'kept:vn', variantId: 'vn', key: 'k-8' },
    ]);
  });

  it('a wishlist toggle that went out is followed by the toggle back, not cancelled', () => {
    const gone: Entry = { ...wish(true), sent: true };
    expect(withChange([gone], strip(wish(false)), 'k-9')).toEqual([gone, wish(false, 'v1', 'k-9')]);
    // Toggled again before the second went out: that one is cancelled, the sent one stays.
    expect(withChange([gone, wish(false, 'v1', 'k-9')], strip(wish(true)), 'k-10')).toEqual([gone]);
  });

  it('adds to the bag add up, as on the server, each with its own key', () => {
    expect(withChange([add('va', 1, 'k-a')], strip(add('va', 2)), 'k-b')).toEqual([
      add('va', 1, 'k-a'),
      add('va', 2, 'k-b'),
    ]);
  });

  it('leaves the outbox it was given as it was', () => {
    const kept = [set('a', 'va', 2)];
    withChange(kept, strip(set('a', 'va', 4)), 'k-8');
    expect(kept).toEqual([set('a', 'va', 2)]);
  });
});

describe('projectBag', () => {
  it('sets quantities and removes lines as the outbox says', () => {
    const result = projectBag(
      [line('a', 'va', 2), line('b', 'vb', 1)],
      [set('a', 'va', 4), { kind: 'remove', lineId: 'b', variantId: 'vb', key: 'k-r' }],
    );
    expect(result.map((l) => [l.id, l.quantity])).toEqual([['a', 4]]);
  });

  it("a quantity made while the line was kept applies to the variant's line once the server has it", () => {
    const answered = [line('srv-1', 'vn', 1), line('b', 'vb', 1)];
    expect(projectBag(answered, [set('kept:vn', 'vn', 3)]).map((l) => [l.id, l.quantity])).toEqual([
      ['srv-1', 3],
      ['b', 1],
    ]);
    expect(
      projectBag(answered, [{ kind: 'remove', lineId: 'kept:vn', variantId: 'vn', key: 'k-r' }]).map((l) => l.id),
    ).toEqual(['b']);
    expect(confirmed(answered, set('kept:vn', 'vn', 4)).map((l) => l.quantity)).toEqual([4, 1]);
  });

  it('an add of a variant already in the bag adds to its line', () => {
    expect(projectBag([line('a', 'va', 2)], [add('va', 3)]).map((l) => l.quantity)).toEqual([5]);
  });

  it('an add of a new variant shows a line of its own, as the shopper saw it, marked as kept', () => {
    const [only] = projectBag([], [add('vn', 2)]);
    expect(only!.quantity).toBe(2);
    expect(isKeptLine(only!.id)).toBe(true);
    expect(only!.Product.productName).toBe('Linen Kurta');
    expect(only!.Product.productSellingPrice).toBe(1299);
    expect(only!.Product.productMRP).toBe(1999);
    expect(only!.ProductVarient.VarientImgUrl).toEqual(['/cdn/kurta-640.webp']);
    expect(only!.ProductVarient.VarientQuantity).toBe(7);
  });

  it('two adds of the same new variant make one line', () => {
    expect(projectBag([], [add('vn', 1, 'k1'), add('vn', 2, 'k2')]).map((l) => l.quantity)).toEqual([3]);
  });

  it('a move to bag adds one; an add with nothing to show it by is not drawn', () => {
    const moved: Entry = { kind: 'move-to-bag', productId: 'p-vm', variantId: 'vm', wishlistKey: 'w', key: 'm', shown };
    expect(projectBag([], [moved, add('vx', 1, 'k', false)]).map((l) => [l.variantId, l.quantity])).toEqual([
      ['vm', 1],
    ]);
  });

  it("a sign-in merge shows the visitor's lines", () => {
    const merge: Entry = {
      kind: 'merge',
      key: 'k-merge',
      lines: [{ productId: 'p-va', variantId: 'va', quantity: 2, shown }],
    };
    expect(projectBag([line('a', 'va', 1)], [merge]).map((l) => [l.id, l.quantity])).toEqual([['a', 3]]);
  });

  it('leaves the cart it was given as it was', () => {
    const lines = [line('a', 'va', 2)];
    projectBag(lines, [set('a', 'va', 5)]);
    expect(lines[0]!.quantity).toBe(2);
  });
});

describe('confirmed', () => {
  it('a confirmed quantity or removal is the new last answer', () => {
    expect(confirmed([line('a', 'va', 2)], set('a', 'va', 3)).map((l) => l.quantity)).toEqual([3]);
    expect(confirmed([line('a', 'va', 2)], { kind: 'remove', lineId: 'a', variantId: 'va', key: 'k' })).toEqual([]);
  });
});

describe('projectWishlist', () => {
  const item = (productId: string, variantId: string) => ({
    Product: { id: productId },
    ProductVarient: { id: variantId },
  });

  it('hides the items moved to the bag or removed, until the outbox lets go of them', () => {
    const moved: Entry = { kind: 'move-to-bag', productId: 'p1', variantId: 'v1', wishlistKey: 'w', key: 'm' };
    const items = [item('p1', 'v1'), item('p1', 'v2'), item('p2', 'v3')];
    expect(projectWishlist(items, [moved, wish(false, 'v2')])).toEqual([item('p2', 'v3')]);
    expect(projectWishlist(items, [wish(true, 'v2')])).toEqual(items);
  });
});

describe('addAwaitsAnswer', () => {
  it('only an add, a move to the bag or a merge that went out keeps a cart read from replacing the last answer', () => {
    expect(addAwaitsAnswer([add('va', 1)])).toBe(false);
    expect(addAwaitsAnswer([{ ...add('va', 1), sent: true }])).toBe(true);
    expect(addAwaitsAnswer([{ ...set('a', 'va', 3), sent: true }])).toBe(false);
    expect(addAwaitsAnswer([{ kind: 'merge', lines: [], key: 'k-m', sent: true }])).toBe(true);
    expect(
      addAwaitsAnswer([
        { kind: 'move-to-bag', productId: 'p', variantId: 'v', wishlistKey: 'k-w', key: 'k', sent: true },
      ]),
    ).toBe(true);
  });
});

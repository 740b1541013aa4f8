/** Catalog change notices (server/catalog/cache.ts): what a payload names, and how notices are folded. */
import { describe, expect, it } from 'vitest';
import {
  cached,
  decodeChange,
  encodeChange,
  setCatalogAnnouncer,
  invalidateCatalog,
} from '../../server/catalog/cache.ts';

describe('notice payloads', () => {
  it('name the products whose stock changed, or everything', () => {
    expect(encodeChange({ products: ['p-1', 'p-2'] })).toBe('p-1,p-2');
    expect(encodeChange('all')).toBe('*');
    expect(decodeChange('p-1,p-2')).toEqual({ products: ['p-1', 'p-2'] });
    expect(decodeChange('*')).toBe('all');
  });
  it('past 150 products, or when unreadable, mean everything', () => {
    const many = Array.from({ length: 151 }, (_, i) => `p-${i}`);
    expect(encodeChange({ products: many })).toBe('*');
    expect(encodeChange({ products: many.slice(0, 150) })).not.toBe('*');
    expect(decodeChange('')).toBe('all');
    expect(decodeChange(undefined)).toBe('all');
    expect(decodeChange("'; drop table x")).toBe('all');
  });
});

describe('sending notices', () => {
  it('sends one at a time and folds what changed meanwhile into the next', async () => {
    const db = {};
    const sent: string[] = [];
    const pending: (() => void)[] = [];
    setCatalogAnnouncer(db, (payload) => {
      sent.push(payload);
      return new Promise<void>((resolve) => pending.push(resolve));
    });
    invalidateCatalog(db, ['a']);
    invalidateCatalog(db, ['b']);
    invalidateCatalog(db, ['c', 'b']);
    expect(sent).toEqual(['a']);
    pending.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toEqual(['a', 'b,c']);
    invalidateCatalog(db, ['d']);
    invalidateCatalog(db);
    pending.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toEqual(['a', 'b,c', '*']);
  });
  it('goes on after a failed send', async () => {
    const db = {};
    const sent: string[] = [];
    const errors: string[] = [];
    let fail = true;
    setCatalogAnnouncer(
      db,
      async (payload) => {
        sent.push(payload);
        if (fail) throw new Error('connection lost');
      },
      (error) => errors.push(error.message),
    );
    invalidateCatalog(db, ['a']);
    await new Promise((resolve) => setImmediate(resolve));
    fail = false;
    invalidateCatalog(db, ['b']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toEqual(['a', 'b']);
    expect(errors).toEqual(['connection lost']);
  });
});

describe('cached answers', () => {
  it('a load that fails after a newer answer was stored under its key leaves the newer one', async () => {
    const db = {};
    let failFirst!: (error: Error) => void;
    const first = cached(db, 'product:p-1', () => new Promise<string>((_, reject) => (failFirst = reject)));
    // The first load is dropped (an order changed the product), and a second one answers.
    invalidateCatalog(db, ['p-1']);
    expect(await cached(db, 'product:p-1', async () => 'second')).toBe('second');
    failFirst(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    expect(await cached(db, 'product:p-1', async () => 'third')).toBe('second');
  });
});

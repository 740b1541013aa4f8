import { describe, expect, it } from 'vitest';
import { setBounded } from '../../server/bounded.ts';

describe('setBounded', () => {
  it('keeps at most max entries, dropping the one set longest ago', () => {
    const memo = new Map<string, number>();
    for (const [i, key] of ['a', 'b', 'c'].entries()) setBounded(memo, key, i, 2);
    expect([...memo.keys()]).toEqual(['b', 'c']);
  });

  it('moves a key set again to the newest, and does not drop another for it', () => {
    const memo = new Map([
      ['a', 1],
      ['b', 2],
    ]);
    setBounded(memo, 'a', 3, 2);
    expect([...memo]).toEqual([
      ['b', 2],
      ['a', 3],
    ]);
    setBounded(memo, 'c', 4, 2);
    expect([...memo.keys()]).toEqual(['a', 'c']);
  });
});

/**
 * The loadable store's one rule about time (src/stores/loadable.ts): data a write's answer puts is newer than a
 * read already on its way, so that read's answer does not bring back what the write took away.
 */
import { describe, expect, it } from 'vitest';
import { loadable } from '../../src/stores/loadable.ts';

describe('loadable', () => {
  it('keeps what set put when a read that started before it answers later', async () => {
    const answer = Promise.withResolvers<string[]>();
    const store = loadable(() => answer.promise);
    const reading = store.refresh();
    store.set(['kurta']);
    answer.resolve(['bangle', 'kurta']);
    await reading;
    expect(store.$state.get()).toEqual({ status: 'succeeded', data: ['kurta'], error: '' });
  });

  it('takes the answer of a read that started after set', async () => {
    const store = loadable(async () => ['saree']);
    store.set(['kurta']);
    await store.refresh();
    expect(store.$state.get().data).toEqual(['saree']);
  });
});

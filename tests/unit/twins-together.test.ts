import { describe, expect, it } from 'vitest';
import { twinsTogether } from '../../src/build/twins-together.ts';

const paths = (...pathnames: string[]) => pathnames.map((pathname) => ({ pathname }));
const names = (list: { pathname: string }[]) => list.map((p) => p.pathname);

describe('twinsTogether (the build renders each Hindi twin right after its English page)', () => {
  it('moves each twin to just after its page, keeping both languages in their own order', () => {
    const ordered = twinsTogether(
      paths('/hi', '/hi/stores/s1', '/hi/stores/s1/offer/c1', '/', '/stores/s1', '/stores/s1/offer/c1', '/robots.txt'),
      'hi',
    );
    expect(names(ordered)).toEqual([
      '/',
      '/hi',
      '/stores/s1',
      '/hi/stores/s1',
      '/stores/s1/offer/c1',
      '/hi/stores/s1/offer/c1',
      '/robots.txt',
    ]);
  });

  it('pairs addresses with and without a trailing slash, and leaves a twin with no page at the end', () => {
    const ordered = twinsTogether(paths('/hi/help/', '/hi/only-hindi', '/help', '/history'), 'hi');
    expect(names(ordered)).toEqual(['/help', '/hi/help/', '/history', '/hi/only-hindi']);
  });

  it('keeps every path exactly once', () => {
    const input = paths('/hi/a', '/a', '/hi/a', '/b', '/hindi');
    const ordered = twinsTogether(input, 'hi');
    expect(names(ordered)).toEqual(['/a', '/hi/a', '/hi/a', '/b', '/hindi']);
    expect(ordered).toHaveLength(input.length);
  });
});

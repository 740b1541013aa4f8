import { describe, expect, it } from 'vitest';
import { BUILD_NODE_FLAGS, HANDOVER_ENV, opensDatabaseFirst } from '../../scripts/build.ts';

describe('a build process', () => {
  it('preloads the opening of its database and caps its heap at 1 GB', () => {
    expect(BUILD_NODE_FLAGS).toContain('--max-old-space-size=1024');
    const preloads = BUILD_NODE_FLAGS.flatMap((flag, i) => (flag === '--import' ? [BUILD_NODE_FLAGS[i + 1]] : []));
    expect(preloads).toEqual([
      expect.stringMatching(/server\/drizzle-resolve\.ts$/),
      expect.stringMatching(/scripts\/open-database-first\.ts$/),
    ]);
  });

  it('opens an embedded database before the bundling', () => {
    expect(opensDatabaseFirst({})).toBe(true);
  });

  it('leaves PostgreSQL, a remote API and a database npm start still holds to be opened when first read', () => {
    expect(opensDatabaseFirst({ DATABASE_URL: 'postgres://127.0.0.1/test' })).toBe(false);
    expect(opensDatabaseFirst({ CATALOG_API_URL: 'http://127.0.0.1:4321/api/v1' })).toBe(false);
    expect(opensDatabaseFirst({ [HANDOVER_ENV]: '1' })).toBe(false);
  });
});

/** The seed command's numbers: a count, seed or batch size it cannot honour is refused before anything opens. */
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { MAX_PRODUCTS, parseSeedNumbers } from '../../server/seed/options.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('the seed command numbers', () => {
  it('defaults to the demo catalog: 600 products, seed 2026, 5,000 a batch', () => {
    expect(parseSeedNumbers({})).toEqual({ ok: true, value: { products: 600, seed: 2026, batch: 5000 } });
  });

  it('takes whole numbers in range, up to the documented limit', () => {
    expect(parseSeedNumbers({ products: '1', seed: '0', batch: '1' })).toEqual({
      ok: true,
      value: { products: 1, seed: 0, batch: 1 },
    });
    expect(MAX_PRODUCTS).toBe(1_000_000);
    expect(parseSeedNumbers({ products: '1000000', batch: '50000' })).toEqual({
      ok: true,
      value: { products: 1_000_000, seed: 2026, batch: 50_000 },
    });
  });

  it.each([
    ['0', '--products must be a whole number from 1 to 10,00,000 (got 0)'],
    ['-5', '--products must be a whole number from 1 to 10,00,000 (got -5)'],
    ['1000001', '--products must be a whole number from 1 to 10,00,000 (got 10,00,001)'],
    ['12.5', '--products must be a whole number from 1 to 10,00,000 (got "12.5")'],
    ['1e5', '--products must be a whole number from 1 to 10,00,000 (got "1e5")'],
    ['ten', '--products must be a whole number from 1 to 10,00,000 (got "ten")'],
    ['', '--products must be a whole number from 1 to 10,00,000 (got "")'],
  ])('refuses --products %j', (products, message) => {
    expect(parseSeedNumbers({ products })).toEqual({ ok: false, errors: [message] });
  });

  it('names every wrong flag at once', () => {
    expect(parseSeedNumbers({ products: '0', seed: '-1', batch: '0' })).toEqual({
      ok: false,
      errors: [
        '--products must be a whole number from 1 to 10,00,000 (got 0)',
        '--seed must be a whole number from 0 to 4,29,49,67,295 (got -1)',
        '--batch must be a whole number from 1 to 50,000 (got 0)',
      ],
    });
  });

  it.each(['0', '-3', '2000000'])('the command refuses --products %s before opening the database', (products) => {
    // Port 1 answers nothing: opening this database would fail with a connection error instead.
    const result = spawnSync(process.execPath, ['server/seed/cli.ts', '--products', products], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/never_opened' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^--products must be a whole number from 1 to 10,00,000 \(got -?[\d,]+\)\nNothing was written\.\n$/,
    );
    expect(result.stderr).not.toMatch(/ECONNREFUSED/);
  });
});

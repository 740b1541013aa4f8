/**
 * The seed command's numbers (npm run db:seed -- --products N --seed S --batch B), checked before anything
 * is opened: a refused value names the flag, what it got and what it takes.
 */
import { DEFAULT_BATCH, SEED } from './catalog.ts';
import { DEMO_PRODUCTS } from './run.ts';

/**
 * The largest catalog the seed writes: the size measured (time, memory, search) in docs/performance.md. Past
 * it nothing is known to work on the machines this project runs on, so it is refused rather than tried.
 */
export const MAX_PRODUCTS = 1_000_000;
/** The largest batch: each batch's rows are one set of statements held in memory at once. */
export const MAX_BATCH = 50_000;

export type SeedNumbers = { products: number; seed: number; batch: number };

/** A whole number from a flag's text, or null ("1e3", "12.5", "", "ten" are not). */
function wholeNumber(text: string): number | null {
  if (!/^-?\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

/** The flags' numbers, or the messages saying what is wrong with each (every flag checked, not just the first). */
export function parseSeedNumbers(flags: {
  products?: string;
  seed?: string;
  batch?: string;
}): { ok: true; value: SeedNumbers } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  const read = (flag: string, text: string | undefined, fallback: number, min: number, max: number) => {
    if (text === undefined) return fallback;
    const value = wholeNumber(text);
    const range = `a whole number from ${min.toLocaleString('en-IN')} to ${max.toLocaleString('en-IN')}`;
    if (value === null) errors.push(`--${flag} must be ${range} (got "${text}")`);
    else if (value < min || value > max)
      errors.push(`--${flag} must be ${range} (got ${value.toLocaleString('en-IN')})`);
    return value ?? fallback;
  };
  const products = read('products', flags.products, DEMO_PRODUCTS, 1, MAX_PRODUCTS);
  const seed = read('seed', flags.seed, SEED, 0, 2 ** 32 - 1);
  const batch = read('batch', flags.batch, DEFAULT_BATCH, 1, MAX_BATCH);
  return errors.length ? { ok: false, errors } : { ok: true, value: { products, seed, batch } };
}

/**
 * Paraglide's registry rewritten to keep one Intl object per locale and options (src/build/registry-cache.ts):
 * the rewrite of a registry as Paraglide writes it, the refusal of one with nothing to rewrite, and the compiled
 * registry of this run (tests/compile-messages.ts) answering as Intl does, from one object per setting.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedRegistry } from '../../src/build/registry-cache.ts';

const paraglideRegistry = `export function plural(locale, input, options) {
	return new Intl.PluralRules(locale, options).select(Number(input))
};
export function number(locale, input, options) {
	return new Intl.NumberFormat(locale, options).format(Number(input))
};`;

describe('the registry keeps its Intl objects', () => {
  afterEach(() => vi.restoreAllMocks());

  it('rewrites each constructor call to the cache, once', () => {
    const once = cachedRegistry(paraglideRegistry);
    expect(once).toContain('return intlObject(Intl.PluralRules, locale, options).select(Number(input))');
    expect(once).toContain('return intlObject(Intl.NumberFormat, locale, options).format(Number(input))');
    expect(once).not.toContain('new Intl.PluralRules(locale');
    expect(cachedRegistry(once)).toBe(once);
  });

  it('refuses a registry with no Intl constructor in it', () => {
    expect(() => cachedRegistry('export const plural = () => "other";')).toThrow(/no Intl constructor/);
  });

  it('the compiled registry answers as Intl does and makes one PluralRules per locale and options', async () => {
    const file = path.resolve(import.meta.dirname, '../../src/paraglide/registry.js');
    expect(fs.readFileSync(file, 'utf8')).toContain('function intlObject(');
    const made = vi.spyOn(Intl, 'PluralRules');
    const registry = (await import('../../src/paraglide/registry.js')) as {
      plural: (locale: string, input: unknown, options?: object) => string;
      number: (locale: string, input: unknown, options?: object) => string;
    };
    expect([1, 2, 5, 1].map((n) => registry.plural('en-IN', n, {}))).toEqual(['one', 'other', 'other', 'one']);
    expect(registry.plural('hi-IN', 0, {})).toBe('one');
    expect(registry.plural('en-IN', 1, { type: 'ordinal' })).toBe('one');
    expect(registry.plural('en-IN', 2, { type: 'ordinal' })).toBe('two');
    expect(made).toHaveBeenCalledTimes(3);
    expect(registry.number('en-IN', 159900, { style: 'currency', currency: 'INR' })).toBe('₹1,59,900.00');
  });
});

/**
 * The build stops on an ineffective import() (a module loaded with import() and also statically with its
 * importer): the bundler's INEFFECTIVE_DYNAMIC_IMPORT warning becomes the build's error; other logs pass.
 */
import { describe, expect, it } from 'vitest';
import { dynamicImportsCheck, refusalFor } from '../../src/build/dynamic-imports.ts';

const ineffective = {
  code: 'INEFFECTIVE_DYNAMIC_IMPORT',
  message:
    'src/lib/api/cart.ts is dynamically imported by src/stores/cart-count.ts but also statically imported by src/stores/cart.ts, dynamic import will not move module into another chunk.\n',
};

describe('the ineffective dynamic import check', () => {
  it('refuses the bundler warning in its own words', () => {
    expect(refusalFor(ineffective)).toBe(
      'src/lib/api/cart.ts is dynamically imported by src/stores/cart-count.ts but also statically imported by src/stores/cart.ts, dynamic import will not move module into another chunk. Import the module one way only (src/build/dynamic-imports.ts).',
    );
  });

  it('lets every other log pass', () => {
    expect(refusalFor({ code: 'CIRCULAR_DEPENDENCY', message: 'Circular dependency: a.ts -> b.ts -> a.ts' })).toBe(
      null,
    );
    expect(refusalFor({ message: 'a log without a code' })).toBe(null);
  });

  it('fails the build from the plugin’s onLog hook', () => {
    const onLog = dynamicImportsCheck().onLog as (this: unknown, level: string, log: object) => void;
    const context = {
      error: (message: string) => {
        throw new Error(message);
      },
    };
    expect(() => onLog.call(context, 'warn', ineffective)).toThrow(/src\/stores\/cart-count\.ts/);
    expect(() => onLog.call(context, 'warn', { code: 'EMPTY_BUNDLE', message: 'empty' })).not.toThrow();
  });
});

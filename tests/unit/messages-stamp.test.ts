/**
 * The compiled catalogs are written again only when what they are made from changed (src/build/messages-stamp.ts):
 * a catalog, the project's settings, Paraglide's version or the build code that shapes them; and when the output
 * is not the whole of a compile of ours (a stopped compile, a registry Paraglide's own tools wrote).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compiledFrom, forgetStamp, inputsHash, writeStamp } from '../../src/build/messages-stamp.ts';

let root: string;
let outdir: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-messages-stamp-'));
  outdir = path.join(root, 'src/paraglide');
  write('messages/bag/en-IN.json', '{"bag_title": "My Cart"}');
  write('messages/bag/hi-IN.json', '{"bag_title": "मेरा कार्ट"}');
  write('project.inlang/settings.json', '{"baseLocale": "en-IN"}');
  write('node_modules/@inlang/paraglide-js/package.json', '{"version": "2.23.2"}');
  write('node_modules/@inlang/plugin-message-format/package.json', '{"version": "4.4.4"}');
  for (const file of ['messages.ts', 'message-files.ts', 'registry-cache.ts']) write(`src/build/${file}`, '// code');
  write('src/lib/i18n/locales.ts', '// code');
  write('src/paraglide/registry.js', 'function intlObject(Constructor, locale, options) {}');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the compiled catalogs’ stamp', () => {
  it('is up to date after a compile from the same inputs, and not before one', () => {
    const inputs = inputsHash(root);
    expect(compiledFrom(outdir, inputs, true)).toBe(false);
    writeStamp(outdir, inputs, true);
    expect(compiledFrom(outdir, inputs, true)).toBe(true);
    expect(compiledFrom(outdir, inputs, false)).toBe(true);
  });

  it('is out of date when a catalog, the settings, Paraglide or the build code changes', () => {
    for (const [file, text] of [
      ['messages/bag/hi-IN.json', '{"bag_title": "मेरा बैग"}'],
      ['project.inlang/settings.json', '{"baseLocale": "hi-IN"}'],
      ['node_modules/@inlang/paraglide-js/package.json', '{"version": "2.24.0"}'],
      ['src/build/registry-cache.ts', '// other code'],
    ]) {
      writeStamp(outdir, inputsHash(root), true);
      write(file!, text!);
      expect(compiledFrom(outdir, inputsHash(root), true), file).toBe(false);
    }
  });

  it('counts a new catalog file', () => {
    writeStamp(outdir, inputsHash(root), true);
    write('messages/orders/en-IN.json', '{}');
    expect(compiledFrom(outdir, inputsHash(root), true)).toBe(false);
  });

  it('is out of date without the per-message files when they are wanted, or after a compile was begun', () => {
    const inputs = inputsHash(root);
    writeStamp(outdir, inputs, false);
    expect(compiledFrom(outdir, inputs, true)).toBe(false);
    writeStamp(outdir, inputs, true);
    forgetStamp(outdir);
    expect(compiledFrom(outdir, inputs, true)).toBe(false);
  });

  it('is out of date when the registry is not ours (Paraglide’s own tools wrote it again)', () => {
    const inputs = inputsHash(root);
    writeStamp(outdir, inputs, true);
    write('src/paraglide/registry.js', 'export function plural(locale) { return new Intl.PluralRules(locale) }');
    expect(compiledFrom(outdir, inputs, true)).toBe(false);
  });
});

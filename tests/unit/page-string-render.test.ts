/**
 * Prebuilt pages rendered to one string, not streamed (src/build/page-string-render.ts): the installed Astro's build
 * app is patched to choose no streaming, a source already patched is left alone, and one that words the choice
 * otherwise stops the build rather than streaming again unnoticed.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withPagesAsStrings } from '../../src/build/page-string-render.ts';

const buildApp = path.join(
  path.dirname(createRequire(import.meta.url).resolve('astro/package.json')),
  'dist/core/build/app.js',
);

describe('prebuilt pages rendered to a string', () => {
  it('makes the installed build app answer false where it left streaming to the server-like default', () => {
    const source = fs.readFileSync(buildApp, 'utf8');
    expect(source).toMatch(/resolveStreaming\(\) \{\s*return void 0;/);
    const patched = withPagesAsStrings(source);
    expect(patched).toMatch(/resolveStreaming\(\) \{\s*return false;\s*\}/);
    expect(patched).not.toMatch(/return void 0;/);
  });

  it('leaves an already patched build app as it is', () => {
    const already = 'class BuildApp {\n  resolveStreaming() {\n    return false;\n  }\n}';
    expect(withPagesAsStrings(already)).toBe(already);
  });

  it('refuses a build app whose streaming choice it does not recognise', () => {
    expect(() => withPagesAsStrings('resolveStreaming() { return this.streaming; }')).toThrow(/does not know/);
  });
});

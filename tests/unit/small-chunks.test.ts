/**
 * The shared chunk's modules (src/build/small-chunks.ts) are leaves: each imports nothing at run time but the
 * others in the list, so grouping them moves no other module, and each exists (a moved file drops out loudly).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_LEAVES } from '../../src/build/small-chunks.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The modules a file imports at run time (type-only imports vanish from the build), from the repo root. */
function runtimeImports(file: string): string[] {
  const code = fs.readFileSync(path.join(root, file), 'utf8');
  return [...code.matchAll(/^import\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]|^import\s+['"]([^'"]+)['"]/gm)]
    .map((m) => (m[1] ?? m[2])!)
    .map((spec) => (spec.startsWith('.') ? path.posix.join(path.posix.dirname(file), spec) : spec));
}

describe('the shared chunk', () => {
  it.each(SHARED_LEAVES)('%s exists and imports nothing outside the shared chunk', (file) => {
    expect(fs.existsSync(path.join(root, file))).toBe(true);
    expect(runtimeImports(file).filter((spec) => !SHARED_LEAVES.includes(spec))).toEqual([]);
  });

  it("reads a file's run-time imports, resolved from the repository root (the check above is not empty)", () => {
    expect(runtimeImports('src/ui/hydrate-now.ts')).toEqual(['src/directives/interaction.ts']);
  });
});

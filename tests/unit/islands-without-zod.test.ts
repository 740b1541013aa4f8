/**
 * Islands never load zod (docs/decisions/architecture.md "One set of field rules"): a form checks its
 * fields with the pure rules in src/lib/rules/, the same functions the API's schemas call. This follows
 * every runtime import from every island (type-only imports are erased from the bundle) and fails when one
 * reaches zod; `zod/mini` alone would be allowed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const islandFiles = (fs.readdirSync(path.join(root, 'src/islands'), { recursive: true }) as string[])
  .filter((f) => /\.(ts|tsx)$/.test(f))
  .map((f) => path.join(root, 'src/islands', f));

/** The modules a file loads at run time: `import x from`, `export … from`, `import '…'`, `import('…')`. */
function runtimeImports(source: string): string[] {
  const statements = source.matchAll(/(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?'([^']+)'/g);
  const dynamic = source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g);
  return [...[...statements].filter((m) => !m[1]).map((m) => m[2]!), ...[...dynamic].map((m) => m[1]!)];
}

const resolve = (from: string, spec: string) => {
  const base = path.resolve(path.dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (f) => fs.existsSync(f) && fs.statSync(f).isFile(),
  );
};

/** Every package a set of entry files reaches through their relative imports, with the file that names it. */
function packagesReached(entries: string[]): Map<string, string> {
  const seen = new Set<string>();
  const packages = new Map<string, string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !/\.(ts|tsx)$/.test(file)) continue;
    seen.add(file);
    for (const spec of runtimeImports(fs.readFileSync(file, 'utf8'))) {
      if (spec.startsWith('.')) {
        const next = resolve(file, spec);
        if (next) queue.push(next);
      } else if (!packages.has(spec)) packages.set(spec, path.relative(root, file));
    }
  }
  return packages;
}

describe('islands without zod', () => {
  it('reads runtime imports and skips type-only ones', () => {
    const source = `import type { A } from './a.ts';\nimport { b, type C } from './b.ts';\nexport { d } from 'zod';\nimport './e.css';\nconst f = import('./f.ts');`;
    expect(runtimeImports(source)).toEqual(['./b.ts', 'zod', './e.css', './f.ts']);
  });

  it('no island reaches zod or the server’s zod-openapi through any import', () => {
    expect(islandFiles.length).toBeGreaterThan(50);
    const reached = packagesReached(islandFiles);
    // The walk does reach the field rules' neighbours: it follows src/lib and src/stores.
    expect(reached.has('nanostores')).toBe(true);
    const zodLike = [...reached].filter(([spec]) => /(^|\/)zod/.test(spec) && spec !== 'zod/mini');
    expect(zodLike.map(([spec, file]) => `${file}: ${spec}`)).toEqual([]);
  });
});

/**
 * The static import graph of some entry files: which project files and which packages they load when
 * they are imported, following `import … from`, `export … from` and side-effect imports, never `import type`
 * or a dynamic `import()` (that loads only when its code runs). Used to keep dev dependencies out of the
 * serving process and sanitize-html out of the browser (tests/unit/prod-imports.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { builtinModules } from 'node:module';
import ts from 'typescript';

export type ImportGraph = {
  /** Project files reached, relative to the root. */
  files: string[];
  /** Each package reached, with one chain of project files that leads to it (entry first). */
  packages: Map<string, string[]>;
};

const CODE = /\.(?:ts|tsx|mts|js|mjs)$/;
const BUILTIN = new Set(builtinModules);

/** A package's name from a bare specifier ("@scope/name/sub" is "@scope/name"); null for Node's own modules. */
export function packageName(specifier: string): string | null {
  if (specifier.startsWith('node:') || BUILTIN.has(specifier.split('/')[0]!)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

/** The runtime import specifiers of one file (type-only imports and exports left out). */
export function runtimeImports(file: string, text: string): string[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (statement.importClause?.isTypeOnly) continue;
      if (ts.isStringLiteral(statement.moduleSpecifier)) found.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      if (ts.isStringLiteral(statement.moduleSpecifier)) found.push(statement.moduleSpecifier.text);
    }
  }
  return found;
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier.split('?')[0]!);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (CODE.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null; // styles, images, raw text: not code
}

export function importGraph(root: string, entries: string[]): ImportGraph {
  const chains = new Map<string, string[]>();
  const packages = new Map<string, string[]>();
  const queue = entries.map((entry) => path.resolve(root, entry));
  for (const entry of queue) chains.set(entry, [path.relative(root, entry)]);
  while (queue.length) {
    const file = queue.shift()!;
    const chain = chains.get(file)!;
    for (const specifier of runtimeImports(file, fs.readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.') || specifier.startsWith('/')) {
        const target = resolveLocal(file, specifier);
        if (target && !chains.has(target)) {
          chains.set(target, [...chain, path.relative(root, target)]);
          queue.push(target);
        }
      } else if (!specifier.startsWith('astro:')) {
        const name = packageName(specifier);
        if (name && !packages.has(name)) packages.set(name, chain);
      }
    }
  }
  return { files: [...chains.keys()].map((file) => path.relative(root, file)).sort(), packages };
}

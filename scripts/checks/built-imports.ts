/**
 * The packages the build's server half (dist/server, the pages rendered on demand) imports from node_modules
 * when it runs: its bare `import … from`, `export … from`, side-effect and `import()` specifiers. The bundle
 * is plain ESM, so a pattern over its text finds them; a string that is not a package name is left out. The
 * prerendering chunks (`.prerender/`) run only in the build. Used by scripts/checks/prod-install.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { builtinModules } from 'node:module';

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s*)["']([^"'\s]+)["']/g;
const PACKAGE = /^(?:@[a-z0-9~-][a-z0-9._~-]*\/)?[a-z0-9~-][a-z0-9._~-]*$/;

/** The package each bare specifier of one file names ('@scope/name/sub' → '@scope/name'). */
export function packagesImportedBy(text: string): string[] {
  const names = new Set<string>();
  for (const [, specifier] of text.matchAll(SPECIFIER)) {
    if (/^[./]|^[a-z]+:/.test(specifier!) || builtinModules.includes(specifier!.split('/')[0]!)) continue;
    const parts = specifier!.split('/');
    const name = parts.slice(0, specifier!.startsWith('@') ? 2 : 1).join('/');
    if (PACKAGE.test(name)) names.add(name);
  }
  return [...names];
}

/** Each package the server half imports at run time, with one file that imports it. */
export function builtServerImports(serverDir: string): Map<string, string> {
  const found = new Map<string, string>();
  const files = (fs.readdirSync(serverDir, { recursive: true }) as string[]).filter(
    (file) => /\.m?js$/.test(file) && !file.split(path.sep).includes('.prerender'),
  );
  for (const file of files)
    for (const name of packagesImportedBy(fs.readFileSync(path.join(serverDir, file), 'utf8')))
      if (!found.has(name)) found.set(name, file);
  return found;
}

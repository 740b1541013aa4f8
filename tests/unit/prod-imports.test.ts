/**
 * What production loads. `npm ci --omit=dev && npm run serve` has only the dependencies, so the serving
 * process's static imports must reach no dev dependency (the seed and its faker load by a dynamic import,
 * only where seeding happens), the AWS SDK loads only once a bucket is configured, and no browser bundle
 * carries sanitize-html (the API sanitises; cards read plain text). What only the build uses (BUILD_ONLY) is a
 * dev dependency the serving process never reaches. The CI's production-install check
 * (scripts/checks/prod-install.ts) then runs the real thing, and reads the built server half's imports.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_ONLY } from '../../scripts/checks/build-only.ts';
import { packagesImportedBy } from '../../scripts/checks/built-imports.ts';
import { importGraph, runtimeImports } from '../../scripts/checks/import-graph.ts';

const root = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const SERVING = ['server/serve.ts', 'server/db/migrate-cli.ts', 'src/build/catalog.ts'];

const filesUnder = (dir: string, pattern: RegExp) =>
  (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[])
    .filter((f) => pattern.test(f))
    .map((f) => path.join(dir, f));

describe('the import graph reader', () => {
  it('follows runtime imports and re-exports, not type-only ones', () => {
    const text =
      "import type { A } from './a.ts';\nimport { b } from './b.ts';\nexport { c } from 'c-pkg';\nexport type { D } from './d.ts';\nimport './e.ts';\nconst f = () => import('./f.ts');";
    expect(runtimeImports('x.ts', text)).toEqual(['./b.ts', 'c-pkg', './e.ts']);
  });
});

describe('the built server half reader', () => {
  it('names the packages a bundle imports at run time, not files, Node modules or strings', () => {
    const bundle = [
      'import { a } from "cookie";',
      'import*as b from"@oslojs/encoding/hex";',
      'import "html-escaper";',
      'export { c } from "./chunks/c.mjs";',
      'import fs from "node:fs"; import path from "path";',
      'const d = () => import("sharp");',
      'const e = "from \'वस्त्र\'"; import f from "astro:content";',
    ].join('\n');
    expect(packagesImportedBy(bundle).sort()).toEqual(['@oslojs/encoding', 'cookie', 'html-escaper', 'sharp']);
  });
});

describe('the serving process', () => {
  const graph = importGraph(root, SERVING);

  it('reaches only production dependencies', () => {
    expect(graph.files.length).toBeGreaterThan(50);
    const notProduction = [...graph.packages]
      .filter(([name]) => !(name in pkg.dependencies))
      .map(([name, chain]) => `${name} via ${chain.join(' > ')}`);
    expect(notProduction).toEqual([]);
  });

  it('reaches no build-only package, and each is a dev dependency', () => {
    expect(BUILD_ONLY.filter((name) => graph.packages.has(name))).toEqual([]);
    expect(BUILD_ONLY.filter((name) => name in pkg.dependencies)).toEqual([]);
    expect(BUILD_ONLY.filter((name) => !(name in pkg.devDependencies))).toEqual([]);
    expect(BUILD_ONLY).toContain('workbox-build');
  });

  it('reaches the demo art gate but never the drawer: that loads by a dynamic import, behind demoArt', () => {
    // server/site.ts holds the gate (server/demo-art.ts); the drawer, with the demo's drawings, is never static.
    expect(graph.files).toContain('server/demo-art.ts');
    expect(
      graph.files.filter((file) => file === 'server/seed/art-on-demand.ts' || file === 'server/seed/art.ts'),
    ).toEqual([]);
    const gate = fs.readFileSync(path.join(root, 'server/demo-art.ts'), 'utf8');
    expect(runtimeImports('server/demo-art.ts', gate).filter((specifier) => specifier.includes('seed/'))).toEqual([]);
    expect(gate).toContain("import('./seed/art-on-demand.ts')");
    // Production serves files only: the serving process turns the gate on outside production alone.
    expect(fs.readFileSync(path.join(root, 'server/serve.ts'), 'utf8')).toContain('demoArt: !config.production');
  });

  it('never loads the seed, faker or the AWS SDK until they are needed', () => {
    expect(graph.files.filter((file) => file.startsWith('server/seed/'))).toEqual([]);
    expect(
      [...graph.packages.keys()].filter((name) => name === '@faker-js/faker' || name.startsWith('@aws-sdk/')),
    ).toEqual([]);
  });
});

describe('the browser bundles', () => {
  // Every island and component a page may hydrate, and every client script.
  const entries = [
    ...filesUnder('src', /\.tsx$/),
    ...filesUnder('src/scripts', /\.ts$/),
    ...filesUnder('src/stores', /\.ts$/),
  ];
  const graph = importGraph(root, entries);

  it('carry no sanitize-html and nothing of the server', () => {
    expect(entries.length).toBeGreaterThan(40);
    expect(graph.packages.get('sanitize-html')).toBeUndefined();
    expect(graph.files.filter((file) => file.startsWith('server/') || file === 'src/lib/sanitize.ts')).toEqual([]);
  });

  it('carry no zod: forms check their fields with the pure field rules the API schemas call', () => {
    // docs/architecture.md, "In this repository" (sign-in): not even zod/mini is needed in a browser bundle.
    const zod = [...graph.packages]
      .filter(([name]) => name === 'zod' || name.includes('zod-'))
      .map(([name, chain]) => `${name} via ${chain.join(' > ')}`);
    expect(zod).toEqual([]);
  });
});

/**
 * The layers point one way: src/lib is pure (no stores, no server), src/ui holds the DOM primitives over it,
 * the contract depends on nothing. Server route files validate, call a feature module and reply: the
 * queries, transactions and row locks live beside their feature (server/checkout, server/account, ...).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const filesUnder = (dir: string) =>
  (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[])
    .filter((f) => /\.(ts|tsx)$/.test(f))
    .map((f) => path.join(dir, f));
const importsOf = (file: string) =>
  [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]!);

describe('layers', () => {
  it('src/lib imports no store, no nanostores and no server module', () => {
    const files = filesUnder('src/lib');
    expect(files.length).toBeGreaterThan(20);
    const offending = files.flatMap((file) =>
      importsOf(file)
        .filter((i) => /\/stores\/|^nanostores|^@nanostores|(^|\/)server\//.test(i))
        .map((i) => `${file}: ${i}`),
    );
    expect(offending).toEqual([]);
  });

  it('src/ui (browser primitives) imports src/lib and stores only: no island, page script, React or server', () => {
    const files = filesUnder('src/ui');
    expect(files.length).toBeGreaterThanOrEqual(5);
    const offending = files.flatMap((file) =>
      importsOf(file)
        .filter((i) => /\/(islands|scripts|components|pages|layouts)\/|(^|\/)server\/|^react/.test(i))
        .map((i) => `${file}: ${i}`),
    );
    expect(offending).toEqual([]);
  });

  it('islands take browser primitives from src/ui, never from a page script', () => {
    const files = filesUnder('src/islands');
    const offending = files.flatMap((file) =>
      importsOf(file)
        .filter((i) => /\/scripts\//.test(i))
        .map((i) => `${file}: ${i}`),
    );
    expect(offending).toEqual([]);
  });

  it('src/contract imports nothing of either side (only its own generated types)', () => {
    const files = filesUnder('src/contract');
    expect(files.length).toBeGreaterThan(1);
    const outside = files.flatMap((file) =>
      importsOf(file)
        .filter((i) => i.startsWith('.') && !/^\.\/[\w.-]+\.ts$/.test(i))
        .map((i) => `${file}: ${i}`),
    );
    expect(outside).toEqual([]);
    // Generated code carries no runtime import at all: types only.
    const generated = fs.readFileSync(path.join(root, 'src/contract/openapi.ts'), 'utf8');
    expect(importsOf('src/contract/openapi.ts')).toEqual([]);
    expect(generated).toContain('export interface paths');
  });

  it('server route files query nothing themselves: no Drizzle, no schema, no transaction', () => {
    const files = filesUnder('server/routes');
    expect(files.length).toBeGreaterThan(10);
    const offending = files.flatMap((file) => [
      ...importsOf(file)
        .filter((i) => /^drizzle-orm|\/db\/(schema|records)\.ts$/.test(i))
        .map((i) => `${file}: ${i}`),
      ...(/\bwithTransaction\b/.test(fs.readFileSync(path.join(root, file), 'utf8'))
        ? [`${file}: withTransaction`]
        : []),
    ]);
    expect(offending).toEqual([]);
  });

  it('server route files mark a signed-in route one way: signedIn(db, route), never their own check', () => {
    const files = filesUnder('server/routes');
    const offending = files.flatMap((file) => {
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      return [/\brequireUser\b/, /\bverifyAccessToken\b/, /header\('Authorization'\)/, /\bsecurity:/, /\bmiddleware:/]
        .filter((pattern) => pattern.test(source))
        .map((pattern) => `${file}: ${pattern.source}`);
    });
    expect(offending).toEqual([]);
    expect(
      files.filter((file) => /\bsignedIn\(db, /.test(fs.readFileSync(path.join(root, file), 'utf8'))).length,
    ).toBeGreaterThan(10);
  });

  it('only src/lib/api and the build know API paths', () => {
    const files = [
      ...filesUnder('src/islands'),
      ...filesUnder('src/stores'),
      ...filesUnder('src/components'),
      ...filesUnder('src/scripts'),
    ];
    expect(files.length).toBeGreaterThan(20);
    const offending = files.filter((file) =>
      /['"`]\/api\/v1|PUBLIC_API_BASE/.test(fs.readFileSync(path.join(root, file), 'utf8')),
    );
    expect(offending).toEqual([]);
  });
});

/**
 * Calls typed by path, read in the source (docs/decisions/openapi.md, "Calls typed by path"): no call names
 * its own reply type (`call<T>`), no request body or query is a shape written by hand, no operation has two
 * functions, and the browser's client no longer carries ofetch. The types themselves are checked by the type
 * check over tests/unit/typed-calls.types.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const apiDir = path.join(root, 'src/lib/api');
const read = (file: string) => fs.readFileSync(file, 'utf8');
const apiFiles = fs
  .readdirSync(apiDir)
  .filter((name) => name.endsWith('.ts'))
  .map((name) => ({ name, text: read(path.join(apiDir, name)) }));
/** The client, its middleware and its plumbing; every other file holds calls. */
const PLUMBING = ['client.ts', 'middleware.ts', 'call-policy.ts', 'session-port.ts', 'messages.ts', 'offline.ts'];
const callFiles = apiFiles.filter(({ name }) => !PLUMBING.includes(name));

/** Each call as written: `api().POST('addToCart', '/userCart'` or `client().GET('getHome', '/product'`. */
const CALL = /\b(?:api|client)\(\)\.(GET|POST|PUT|DELETE|download)(<[^(]*>)?\(\s*'(\w+)',\s*'([^']+)'/g;
const callsIn = (text: string) =>
  [...text.matchAll(CALL)].map((m) => ({ method: m[1]!, typeArgument: m[2], name: m[3]!, route: m[4]! }));

describe('calls typed by path', () => {
  it('the rule sees calls, type arguments and hand-written shapes in a sample', () => {
    const sample = `export const a = () => api().GET<Foo>('getCart', '/userCart');
      export type Body = { id: string };
      const b = () => api().call<unknown>('getCart', 'userCart');`;
    expect(callsIn(sample)).toEqual([{ method: 'GET', typeArgument: '<Foo>', name: 'getCart', route: '/userCart' }]);
    expect(handWritten(sample)).toEqual(['type Body = {', 'call<']);
  });

  it('every call file calls through the typed client, and there are calls to read', () => {
    const calls = callFiles.flatMap(({ text }) => callsIn(text));
    expect(calls.length).toBeGreaterThan(80);
    expect(calls.filter((call) => call.typeArgument)).toEqual([]);
  });

  it('no call picks its own reply type and no body, query or reply shape is written by hand', () => {
    const found = callFiles.flatMap(({ name, text }) => handWritten(text).map((what) => `${name}: ${what}`));
    expect(found).toEqual([]);
  });

  it('each operation (method and route) has one function', () => {
    const seen = new Map<string, string[]>();
    for (const { name, text } of callFiles)
      for (const call of callsIn(text)) {
        const key = `${call.method === 'download' ? 'GET' : call.method} ${call.route}`;
        seen.set(key, [...(seen.get(key) ?? []), name]);
      }
    const twice = [...seen].filter(([, files]) => files.length > 1);
    expect(twice).toEqual([]);
    expect(seen.get('DELETE /wishlist')).toEqual(['cart.ts']);
  });

  it('the routes called are the API’s own (the generated paths)', () => {
    const paths = new Set(
      [...read(path.join(root, 'src/contract/openapi.ts')).matchAll(/^ {2}'(\/[^']*)': \{/gm)].map((m) => m[1]),
    );
    const unknown = callFiles.flatMap(({ text }) => callsIn(text)).filter((call) => !paths.has(call.route));
    expect(unknown).toEqual([]);
  });

  it('the storefront no longer imports ofetch (openapi-fetch sends its calls)', () => {
    const importers = (fs.readdirSync(path.join(root, 'src'), { recursive: true }) as string[])
      .filter((file) => /\.(ts|tsx|astro)$/.test(file))
      .filter((file) => /from ['"]ofetch['"]/.test(read(path.join(root, 'src', file))));
    expect(importers).toEqual([]);
  });
});

/**
 * What a call file must not write: a type argument naming a reply (`call<T>`, `<unknown>`) or an object type
 * of its own (`type Body = { … }`): a body, query or reply is the route's (BodyOf, QueryOf, DataOf).
 */
function handWritten(text: string): string[] {
  return [
    ...[...text.matchAll(/\btype \w+(<[^>]*>)? = \{/g)].map((m) => m[0]),
    ...[...text.matchAll(/\bcall<|<unknown>/g)].map((m) => m[0]),
  ];
}

/**
 * The contract, route by route, from the OpenAPI document itself: every operation is named (operationId) and
 * says whether it needs a token (security), and says it truly: a route marked bearer-secured refuses a call
 * without a token (401) and a public one answers it. Every route that takes a JSON body refuses a wrong one
 * with field messages (400) rather than a 500. A new route is covered the day it is added.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { pgliteOnly, startTestApi, type TestApi } from './harness.ts';
import { replyProblem, routesOf } from './reply-check.ts';

let api: TestApi;
let token: string;
type Operation = {
  method: string;
  path: string;
  operationId: unknown;
  security: unknown;
  secured: boolean;
  hasBody: boolean;
};
let operations: Operation[];

beforeAll(async () => {
  api = await startTestApi(pgliteOnly[0]!, 12);
  const [u] = await api.database.db.select().from(t.users).limit(1);
  token = (await api.login(u!.phone)).accessToken;
  const doc = (await api.get('openapi.json')).body;
  operations = Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      operationId: op.operationId,
      security: op.security,
      secured: Boolean(op.security?.length),
      hasBody: Boolean(op.requestBody),
    })),
  );
});
afterAll(() => api?.close());

/** Fills path placeholders with an id that exists nowhere. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '00000000-0000-0000-0000-000000000000').slice(1);

describe('every route', () => {
  it('the document lists the routes', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it('has an operationId (camelCase, unique) and a security field (none, or the bearer token)', () => {
    const problems: string[] = [];
    const named = new Map<unknown, string>();
    for (const op of operations) {
      const name = `${op.method} ${op.path}`;
      if (typeof op.operationId !== 'string' || !/^[a-z][a-zA-Z0-9]*$/.test(op.operationId))
        problems.push(`${name}: operationId ${JSON.stringify(op.operationId)}`);
      else if (named.has(op.operationId))
        problems.push(`${name}: operationId ${op.operationId} already names ${named.get(op.operationId)}`);
      named.set(op.operationId, name);
      const security = JSON.stringify(op.security);
      if (security !== '[]' && security !== '[{"bearerAuth":[]}]') problems.push(`${name}: security ${security}`);
    }
    expect(problems).toEqual([]);
  });

  it('that needs a token answers 401 without one', async () => {
    const secured = operations.filter((o) => o.secured);
    expect(secured.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    for (const op of secured) {
      const { status } = await api.call(op.method, concrete(op.path), op.hasBody ? { body: {} } : {});
      if (status !== 401) wrong.push(`${op.method} ${op.path} -> ${status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('that is public (security []) answers a call without a token: never 401', async () => {
    const open = operations.filter((o) => !o.secured);
    expect(open.length).toBeGreaterThan(25);
    const wrong: string[] = [];
    for (const op of open) {
      const { status } = await api.call(op.method, concrete(op.path), op.hasBody ? { body: {} } : {});
      if (status === 401) wrong.push(`${op.method} ${op.path} -> ${status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('that takes a JSON body answers 400 with field messages for a wrong one, never 500', async () => {
    const withBody = operations.filter((o) => o.hasBody);
    expect(withBody.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const op of withBody) {
      const { status, body } = await api.call(op.method, concrete(op.path), { body: { unexpected: [1, 2, 3] }, token });
      if (status !== 400 || !body?.errors) wrong.push(`${op.method} ${op.path} -> ${status}`);
      const malformed = await api.call(op.method, concrete(op.path), { body: '{"broken":', token });
      if (malformed.status !== 400) wrong.push(`${op.method} ${op.path} (bad JSON) -> ${malformed.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('that reads one thing by id answers 404 for an id that does not exist', async () => {
    const reads = operations.filter(
      (o) => o.method === 'GET' && /\{(id|userId|orderId|productId)\}$/.test(o.path) && !o.path.includes('check'),
    );
    expect(reads.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const op of reads) {
      const { status } = await api.call('GET', concrete(op.path), { token });
      if (status !== 404) wrong.push(`${op.method} ${op.path} -> ${status}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('every reply', () => {
  it('declares its data: no route answers 200 with an undescribed (empty) schema', async () => {
    const doc = (await api.get('openapi.json')).body;
    const resolve = (schema: any): any =>
      schema?.$ref ? doc.components.schemas[schema.$ref.split('/').at(-1)] : schema;
    const undescribed: string[] = [];
    let described = 0;
    for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, op] of Object.entries(methods)) {
        const ok = op.responses?.['200']?.content;
        if (!ok?.['application/json']) continue;
        const data = resolve(resolve(ok['application/json'].schema)?.properties?.data);
        if (!data || Object.keys(data).length === 0) undescribed.push(`${method.toUpperCase()} ${path}`);
        else described += 1;
      }
    }
    expect(undescribed).toEqual([]);
    expect(described).toBeGreaterThan(60);
  });

  it('is checked against its schema: a reply that drifts fails the test that received it', () => {
    const routes = routesOf(api.app);
    const cartLine = {
      id: 'l1',
      variantId: 'v1',
      productId: 'p1',
      quantity: 1,
      addedPrice: 999,
      Product: {
        SellerUserId: 's1',
        storeName: 'Store',
        productName: 'Kurta',
        productDesc: '',
        productSellingPrice: 999,
        productMRP: 1999,
      },
      ProductVarient: {
        VarientImgUrl: [],
        VarientColor: 'Red',
        VarientSize: 'M',
        VarientPrice: 999,
        VarientMrp: 1999,
        VarientQuantity: 3,
      },
    };
    const reply = (data: unknown) => ({ message: 'ok', data });
    expect(replyProblem(routes, 'GET', '/api/v1/userCart', 200, reply([cartLine]))).toBeNull();
    const { quantity: _q, ...withoutQuantity } = cartLine;
    expect(replyProblem(routes, 'GET', '/api/v1/userCart', 200, reply([withoutQuantity]))).toMatch(
      /GET \/api\/v1\/userCart \(200\): data\.0\.quantity/,
    );
    expect(replyProblem(routes, 'GET', '/api/v1/userCart', 200, reply([{ ...cartLine, quantity: '1' }]))).toMatch(
      /0\.quantity/,
    );
    expect(replyProblem(routes, 'GET', '/api/v1/userCart', 200, reply([{ ...cartLine, extra: true }]))).toMatch(
      /does not declare/,
    );
    // A literal path wins over one with a parameter: PUT address/default is not read as address/{id}.
    expect(replyProblem(routes, 'PUT', '/api/v1/address/default', 404, { message: 'x', data: null })).toBeNull();
    expect(replyProblem(routes, 'GET', '/api/v1/userCart', 401, { message: 'No token', data: 1 })).toMatch(/data/);
  });
});

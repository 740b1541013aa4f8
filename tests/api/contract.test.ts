/**
 * The contract, route by route, from the OpenAPI document itself: every route that needs a token refuses
 * a call without one (401), and every route that takes a JSON body refuses a wrong one with field messages
 * (400) rather than a 500. A new route is covered the day it is added.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let token: string;
let operations: { method: string; path: string; secured: boolean; hasBody: boolean }[];

beforeAll(async () => {
  api = await startTestApi({ name: 'pglite', url: null }, 12);
  const [u] = await api.database.db.select().from(t.users).limit(1);
  token = (await api.login(u!.phone)).accessToken;
  const doc = (await api.get('openapi.json')).body;
  operations = Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
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

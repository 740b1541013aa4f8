/** The build can read its catalog from a remote API (CATALOG_API_URL) through the same contract. */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteOnly, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let server: ServerType;

beforeAll(async () => {
  api = await startTestApi(pgliteOnly[0]!, 30);
  // Left as Node has them, Request and Response: by default the server swaps in its own, which undici's fetch
  // cannot send, and the API files after this one share the process (vitest.config.ts).
  server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1', overrideGlobalObjects: false });
  await new Promise((resolve) => server.once('listening', resolve));
  process.env.CATALOG_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/`;
});

afterAll(async () => {
  delete process.env.CATALOG_API_URL;
  server.close();
  await api.close();
});

describe('catalog source over HTTP', () => {
  it('reads every product, the prebuilt ones, the home sections and the stores', async () => {
    const { fetchPrebuiltPaths, prebuiltDetail, fetchProductPaths, fetchHome, fetchStores } =
      await import('../../src/build/catalog.ts');
    const paths = await fetchProductPaths();
    expect(paths).toHaveLength(30);
    expect(new Set(paths.map((p) => p.id)).size).toBe(30);
    // The default prebuilds every product of a catalog this small, each page reading its own product's detail.
    const prebuilt = await fetchPrebuiltPaths();
    expect(new Set(prebuilt.map((p) => p.id))).toEqual(new Set(paths.map((p) => p.id)));
    for (const path of prebuilt) {
      const detail = await prebuiltDetail(path);
      expect([detail?.product.id, detail?.product.SellerUserId]).toEqual([path.id, path.SellerUserId]);
    }
    expect((await fetchHome()).webBanner.length).toBeGreaterThan(0);
    expect((await fetchStores()).length).toBeGreaterThan(0);
  });

  it('fails loudly when the API answers an error', async () => {
    const { fetchHome } = await import('../../src/build/catalog.ts');
    await expect(fetchHome('no-such-category')).rejects.toThrow(/status 404/);
  });
});

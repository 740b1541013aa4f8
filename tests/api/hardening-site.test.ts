/**
 * Hardening: the client IP behind proxies, production never seeding, NUL bytes answered 400 instead of 500,
 * and the site's Content-Security-Policy.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import { clientIp } from '../../server/auth/middleware.ts';
import { shouldSeed } from '../../server/runtime.ts';
import { findNul } from '../../server/http/nul-guard.ts';
import { contentSecurityPolicy, createSiteApp } from '../../server/site.ts';
import { s3StorageFromEnv } from '../../server/uploads/s3.ts';
import type { App } from '../../server/app.ts';
import * as t from '../../server/db/schema.ts';
import { pgliteOnly, postgresOnly, startTestApi, type TestApi } from './harness.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** Runs fn with these environment variables (undefined removes one), restoring them afterwards. */
async function withEnv<T>(vars: Record<string, string | undefined>, fn: () => Promise<T>): Promise<T> {
  const previous = Object.fromEntries(Object.keys(vars).map((key) => [key, process.env[key]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  apply(vars);
  try {
    return await fn();
  } finally {
    apply(previous);
  }
}

/**
 * Runs fn with these variables over a fresh module graph (server/config.ts reads them once, on import), and drops
 * that graph afterwards: the test files after this one in the same process (vitest.config.ts) must never meet a
 * server configured for production.
 */
async function withFreshModules<T>(vars: Record<string, string | undefined>, fn: () => Promise<T>): Promise<T> {
  return withEnv(vars, async () => {
    vi.resetModules();
    try {
      return await fn();
    } finally {
      vi.resetModules();
    }
  });
}

describe('client IP behind proxies', () => {
  const forged = new Headers({ 'X-Forwarded-For': '1.2.3.4, 203.0.113.9' });

  it('takes the entry the trusted proxy appended, not the one the client wrote', async () => {
    await withEnv({ TRUST_PROXY: '1' }, async () => {
      expect(clientIp(forged, '10.0.0.2')).toBe('203.0.113.9');
    });
  });

  it('counts TRUST_PROXY hops from the right', async () => {
    const twoProxies = new Headers({ 'X-Forwarded-For': '1.2.3.4, 198.51.100.7, 10.0.0.5' });
    await withEnv({ TRUST_PROXY: '2' }, async () => {
      expect(clientIp(twoProxies, '10.0.0.2')).toBe('198.51.100.7');
    });
  });

  it('uses the socket when no proxy is trusted, or the header is short or not an address', async () => {
    await withEnv({ TRUST_PROXY: undefined }, async () => {
      expect(clientIp(forged, '10.0.0.2')).toBe('10.0.0.2');
    });
    await withEnv({ TRUST_PROXY: '0' }, async () => {
      expect(clientIp(forged, '10.0.0.2')).toBe('10.0.0.2');
    });
    await withEnv({ TRUST_PROXY: '3' }, async () => {
      expect(clientIp(forged, '10.0.0.2')).toBe('10.0.0.2');
    });
    await withEnv({ TRUST_PROXY: '1' }, async () => {
      expect(clientIp(new Headers({ 'X-Forwarded-For': '1.2.3.4, not-an-ip' }), '10.0.0.2')).toBe('10.0.0.2');
      expect(clientIp(new Headers(), '10.0.0.2')).toBe('10.0.0.2');
    });
    await withEnv({ TRUST_PROXY: 'yes' }, async () => {
      expect(clientIp(forged, '10.0.0.2')).toBe('10.0.0.2');
    });
  });
});

describe('production never seeds', () => {
  it('seeds only an empty database outside production', () => {
    expect(shouldSeed({ production: false, empty: true })).toBe(true);
    expect(shouldSeed({ production: true, empty: true })).toBe(false);
    expect(shouldSeed({ production: false, empty: false })).toBe(false);
    expect(shouldSeed({ production: true, empty: false })).toBe(false);
  });

  it('refuses a production without secrets before creating the database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-prod-'));
    try {
      await withFreshModules(
        {
          NODE_ENV: 'production',
          DATA_DIR: dataDir,
          CDN_DIR: undefined,
          DATABASE_URL: undefined,
          JWT_SECRET: undefined,
        },
        async () => {
          const { getRuntime, closeRuntime } = await import('../../server/runtime.ts');
          try {
            await expect(getRuntime()).rejects.toThrow(/Production needs: DATABASE_URL/);
          } finally {
            await closeRuntime();
          }
        },
      );
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('the seed CLI refuses production without --force-production, before opening the database', () => {
    // Port 1 answers nothing: opening this database would fail with a connection error instead.
    const result = spawnSync(process.execPath, ['server/seed/cli.ts', '--products', '5'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/never_opened' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Refusing to seed in production/);
    expect(result.stderr).toMatch(/truncates .*users/);
    expect(result.stderr).toMatch(/--force-production/);
    expect(result.stderr).not.toMatch(/ECONNREFUSED/);
  });

  it.runIf(postgresOnly[0])('a complete production over an empty PostgreSQL database serves it empty', async () => {
    const { default: pg } = await import('pg');
    const name = `vastra_prod_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: postgresOnly[0]!.url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(postgresOnly[0]!.url);
    url.pathname = `/${name}`;
    try {
      const production = {
        NODE_ENV: 'production',
        DATABASE_URL: url.href,
        JWT_SECRET: 'k'.repeat(40),
        SMS_GATEWAY_URL: 'https://sms.invalid/send',
        SMS_GATEWAY_TOKEN: 't',
        RAZORPAY_KEY_ID: 'rzp_test_x',
        RAZORPAY_KEY_SECRET: 's',
        RAZORPAY_WEBHOOK_SECRET: 'w',
        PUBLIC_SITE_URL: 'https://shop.example.in',
      };
      await withFreshModules(production, async () => {
        const { getRuntime, closeRuntime } = await import('../../server/runtime.ts');
        try {
          const { database } = await getRuntime();
          expect(await database.db.select().from(t.products)).toEqual([]);
          expect(await database.db.select().from(t.users)).toEqual([]);
        } finally {
          await closeRuntime();
        }
      });
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});

describe('NUL bytes in input', () => {
  it('finds the dotted path of a string holding a NUL', () => {
    expect(findNul({ orderData: [{ sellerId: 's1' }, { sellerId: 'a\u0000' }] })).toBe('orderData.1.sellerId');
    expect(findNul({ a: ['x', { b: 'fine' }] })).toBeNull();
    expect(findNul('\u0000')).toBe('body');
  });
});

describe.each(pgliteOnly)('NUL bytes answer 400, never 500 ($name)', (target) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi(target, 8);
    const [user] = await api.database.db.select().from(t.users).limit(1);
    token = (await api.login(user!.phone)).accessToken;
  });
  afterAll(() => api?.close());

  const nul = (reply: { status: number; body: any }, field: string) => {
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      message: 'Invalid input',
      data: null,
      errors: { [field]: ['Must not contain a NUL character'] },
    });
  };

  it('in the path', async () => {
    nul(await api.get('product/abc%00def'), 'path');
  });

  it('in a query value', async () => {
    nul(await api.get('product?tab=ho%00me'), 'tab');
    // Search boxes take any text: the search drops the NUL itself.
    expect((await api.get('search/products?q=ab%00')).status).toBe(200);
  });

  it('in a JSON body, named by its path', async () => {
    nul(
      await api.call('POST', 'otpless/signOtp', { body: { phoneNumber: '98765\u000043210', country_code: '91' } }),
      'phoneNumber',
    );
    const address = {
      name: 'Asha\u0000',
      phone: '9876543210',
      pinCode: '560001',
      addressMain: '12 MG Road',
      locality: 'Ashok Nagar',
      city: 'Bengaluru',
      state: 'Karnataka',
    };
    nul(await api.call('POST', 'address', { body: address, token }), 'name');
    nul(await api.call('PUT', 'userCart', { body: { id: 'x\u0000', quantity: 1 }, token }), 'id');
  });

  it('leaves clean bodies to the validators, which still read them', async () => {
    const address = {
      name: 'Asha',
      phone: '9876543210',
      pinCode: '560001',
      addressMain: '12 MG Road',
      locality: 'Ashok Nagar',
      city: 'Bengaluru',
      state: 'Karnataka',
    };
    const created = await api.call('POST', 'address', { body: address, token });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ name: 'Asha', city: 'Bengaluru' });
    // An escaped backslash before u0000 is no NUL.
    const text = await api.call('POST', 'address', { body: { ...address, name: 'Asha \\u0000' }, token });
    expect(text.status).toBe(200);
    expect(text.body.data.name).toBe('Asha \\u0000');
  });

  it('a NUL the guard cannot see (no JSON content type) is a 400 from the database error, not a 500', async () => {
    const reply = await api.get('userCart', {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/plain' },
      body: JSON.stringify({ id: 'x\u0000' }),
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ message: 'Invalid input', data: null });
  });
});

describe.each(pgliteOnly)('NUL bytes in front of the pages rendered on demand ($name)', (target) => {
  let api: TestApi;
  let dir: string;
  let site: Awaited<ReturnType<typeof createSiteApp>>;
  const rendered: string[] = [];
  beforeAll(async () => {
    api = await startTestApi(target, 8);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-nul-'));
    fs.mkdirSync(path.join(dir, 'client'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'cdn'));
    // The build's on-demand half (server/pages/entry.ts), a stand-in: like the real listing-cards fragment and
    // product pages it hands what the address holds to a catalog query, which answers 500 for a NUL.
    fs.writeFileSync(
      path.join(dir, 'server/entry.mjs'),
      `export const render = async (request) => {
        const url = new URL(request.url);
        if (!/^\\/(fragments|stores)\\//.test(url.pathname)) return null;
        globalThis.vastraNulTestRendered.push(url.pathname + url.search);
        const failed = decodeURIComponent(url.pathname + url.search).includes('\\u0000');
        return new Response(failed ? 'invalid byte sequence for encoding "UTF8": 0x00' : '<li>card</li>', {
          status: failed ? 500 : 200,
          headers: { 'Content-Type': 'text/html' },
        });
      };`,
    );
    (globalThis as { vastraNulTestRendered?: string[] }).vastraNulTestRendered = rendered;
    site = await createSiteApp({ api: api.app, distDir: dir, cdnDir: path.join(dir, 'cdn') });
  });
  afterAll(async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    await api?.close();
  });

  it("a NUL in a fragment's query or a page's path answers 400 before the page runs; under /api/ the API's 400", async () => {
    for (const url of [
      '/fragments/listing-cards?ids=p1,p%00',
      '/fragments/listing-cards?ids%00=p1',
      '/stores/s1/products/p%001',
      '/cdn/uploads/a%00.png',
    ]) {
      const reply = await site.request(url);
      expect(reply.status, url).toBe(400);
      expect(await reply.text(), url).toBe('Bad request: the address must not contain a NUL character');
      expect(reply.headers.get('cache-control'), url).toBe('no-store');
    }
    expect(rendered).toEqual([]);
    for (const url of ['/api/v1/product/abc%00def', '/api/v2/abc%00def']) {
      const api400 = await site.request(url);
      expect(api400.status, url).toBe(400);
      expect(await api400.json(), url).toEqual({
        message: 'Invalid input',
        data: null,
        errors: { path: ['Must not contain a NUL character'] },
      });
    }
    // Clean addresses still reach the page.
    const clean = await site.request('/fragments/listing-cards?ids=p1,p2');
    expect(clean.status).toBe(200);
    expect(await clean.text()).toBe('<li>card</li>');
    expect(rendered).toEqual(['/fragments/listing-cards?ids=p1,p2']);
  });
});

describe('Content-Security-Policy', () => {
  let dir: string;
  let site: Awaited<ReturnType<typeof createSiteApp>>;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-csp-'));
    fs.mkdirSync(path.join(dir, 'dist/checkout/payment'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'dist/index.html'), '<h1>home</h1>');
    fs.writeFileSync(path.join(dir, 'dist/checkout/payment/index.html'), '<h1>pay</h1>');
    fs.writeFileSync(path.join(dir, 'dist/app.js'), 'console.log(1)');
    fs.mkdirSync(path.join(dir, 'cdn'));
    const api = new Hono().get('/api/v1/ping', (c) => c.json({ message: 'ok', data: true })) as unknown as App;
    site = await createSiteApp({ api, distDir: path.join(dir, 'dist'), cdnDir: path.join(dir, 'cdn') });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('pages carry a policy that forbids framing and Razorpay', async () => {
    const policy = (await site.request('/')).headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('razorpay');
    // The 404 page is HTML too.
    expect((await site.request('/nowhere')).headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('the payment step allows Razorpay checkout', async () => {
    const policy = (await site.request('/checkout/payment')).headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src [^;]*https:\/\/checkout\.razorpay\.com/);
    expect(policy).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);
    expect(policy).toMatch(/connect-src [^;]*https:\/\/api\.razorpay\.com/);
    expect(contentSecurityPolicy('/checkout/payment/', {})).toContain('checkout.razorpay.com');
    expect(contentSecurityPolicy('/checkout/paymentx', {})).not.toContain('razorpay');
  });

  it('names absolute CDN and API origins; scripts, JSON and images get no page policy', async () => {
    const policy = contentSecurityPolicy('/', {
      PUBLIC_CDN_BASE: 'https://img.vastra.in/cdn',
      PUBLIC_API_BASE: 'https://api.vastra.in/api/v1',
    });
    expect(policy).toMatch(/img-src 'self' data: blob: https:\/\/img\.vastra\.in(;|$)/);
    expect(policy).toMatch(/connect-src 'self' https:\/\/api\.vastra\.in(;|$)/);
    expect(contentSecurityPolicy('/', {})).toMatch(/img-src 'self' data: blob:;/);
    expect((await site.request('/app.js')).headers.get('content-security-policy')).toBeNull();
    expect((await site.request('/api/v1/ping')).headers.get('content-security-policy')).toBeNull();
  });

  it('lets pictures and videos come from the CDN and the bucket, and a preview from blob:', async () => {
    const policy = contentSecurityPolicy('/', {
      PUBLIC_CDN_BASE: 'https://img.vastra.in/cdn',
      S3_PUBLIC_BASE: 'https://media.vastra.in/',
    });
    expect(policy).toMatch(/img-src 'self' data: blob: https:\/\/img\.vastra\.in https:\/\/media\.vastra\.in(;|$)/);
    expect(policy).toMatch(/media-src 'self' blob: https:\/\/img\.vastra\.in https:\/\/media\.vastra\.in(;|$)/);
    // Local storage: videos from this origin, and the form's preview of a picked video.
    expect(contentSecurityPolicy('/', {})).toMatch(/media-src 'self' blob:(;|$)/);
  });

  it('with S3 and no S3_PUBLIC_BASE, names the bucket the files are read from and the one the browser PUTs to', async () => {
    const bucket = {
      S3_BUCKET: 'vastra-media',
      S3_REGION: 'ap-south-1',
      S3_ACCESS_KEY_ID: 'AKIATEST',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    // A plain bucket name, one with dots (the SDK then signs for the regional host), another S3-compatible service.
    for (const env of [
      bucket,
      { ...bucket, S3_BUCKET: 'media.vastra.in' },
      { ...bucket, S3_ENDPOINT: 'https://s3.example-cloud.in' },
    ]) {
      const s3 = s3StorageFromEnv(env)!;
      const readFrom = new URL(s3.publicUrl('uploads/abc/x.png')).origin;
      const putTo = new URL(await s3.presignPut('uploads/abc/x.png', 'image/png', 100)).origin;
      const policy = contentSecurityPolicy('/', env);
      const sources = (name: string) =>
        policy
          .split('; ')
          .find((d) => d.startsWith(`${name} `))
          ?.split(' ');
      expect(sources('img-src')).toContain(readFrom);
      expect(sources('media-src')).toContain(readFrom);
      expect(sources('connect-src')).toContain(putTo);
    }
    // The default bucket address, spelled out.
    expect(contentSecurityPolicy('/', bucket)).toMatch(
      /connect-src 'self' https:\/\/vastra-media\.s3\.ap-south-1\.amazonaws\.com(;|$)/,
    );
  });
});

/**
 * API load on loopback with autocannon, bounded in time: requests/s and p99 for GET product/{id},
 * GET userCart, POST userCart and newOrder/create. The server runs in its own process on a data folder of
 * its own (PGlite), and again on a fresh PostgreSQL database when one answers on 127.0.0.1:5432.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

export type ApiRow = { database: string; call: string; connections: number; rps: number; p50: number; p99: number; non2xx: number };

const root = path.resolve(import.meta.dirname, '../..');

async function waitFor(url: string, seconds = 180) {
  for (let i = 0; i < seconds * 5; i++) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not start`);
}

async function json(url: string, init: RequestInit = {}) {
  const response = await fetch(url, { ...init, headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) } });
  return (await response.json()) as { data: any };
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function benchOne(database: string, env: Record<string, string>, port: number): Promise<ApiRow[]> {
  // Every run starts from a freshly seeded database, so earlier runs' carts and orders do not weigh in.
  fs.rmSync(path.join(root, env.DATA_DIR!), { recursive: true, force: true });
  const server: ChildProcess = spawn(process.execPath, ['server/serve.ts'], { cwd: root, env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'development' }, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}/api/v1`;
  try {
    await waitFor(`${base}/userstore/getAll`);
    // Sign the demo shopper in through the real code flow (the dev outbox holds the code).
    const phone = '9876543210';
    await json(`${base}/otpless/signOtp`, { method: 'POST', body: JSON.stringify({ phoneNumber: phone, country_code: '91' }) });
    const code = (await json(`${base}/dev/outbox?phone=${phone}`)).data[0].code;
    const { accessToken } = (await json(`${base}/otpless/verifyOtp`, { method: 'PUT', body: JSON.stringify({ phoneNumber: phone, otp: code }) })).data;
    const auth = { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' };
    const addressId = (await json(`${base}/address/getAll`, { headers: auth })).data[0].id;
    const catalog = (await json(`${base}/catalog/products?limit=500`)).data.items as any[];
    const buyable = catalog.flatMap((d) => d.varient.filter((v: any) => v.VarientQuantity > 0).map((v: any) => ({ productId: d.product.id, sellerId: d.product.SellerUserId, variantId: v.id })));
    const productId = catalog[0].product.id;
    let n = 0;
    const next = () => buyable[n++ % buyable.length]!;

    const cases: [string, number, autocannon.Options][] = [
      ['GET product/{id}', 50, { url: `${base}/product/${productId}` }],
      ['GET userCart', 20, { url: `${base}/userCart`, headers: auth }],
      ['POST userCart', 20, { url: `${base}/userCart`, method: 'POST', headers: auth, requests: [{ setupRequest: (r) => { const b = next(); return { ...r, body: JSON.stringify({ productId: b.productId, varaint: b.variantId, quantity: 1, reference: false }) }; } }] }],
      ['POST newOrder/create', 10, { url: `${base}/newOrder/create`, method: 'POST', headers: auth, requests: [{ setupRequest: (r) => { const b = next(); return { ...r, body: JSON.stringify({ orderType: 'Cod', addressId, orderData: [{ sellerId: b.sellerId, couponIds: 'no_coupon', productIds: [b.productId], variants: [b.variantId], quantity: [1] }] }) }; } }] }],
    ];
    const rows: ApiRow[] = [];
    for (const [call, connections, options] of cases) {
      const result = await run({ ...options, connections, duration: 8, timeout: 10 });
      rows.push({ database, call, connections, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx });
      console.log(`  ${database} ${call}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`);
    }
    return rows;
  } finally {
    server.kill();
  }
}

export async function benchApi(): Promise<ApiRow[]> {
  const shared = { CDN_DIR: path.join(root, '.data/cdn') };
  const rows = await benchOne('PGlite', { ...shared, DATA_DIR: '.data/bench-api', DATABASE_URL: '' }, 4471);
  const pgReady = spawnSync('pg_isready', ['-q', '-h', '127.0.0.1', '-p', '5432']).status === 0;
  if (pgReady) {
    const name = `vastra_bench_${Date.now()}`;
    const admin = process.env.DATABASE_URL || `postgres://${process.env.USER ?? 'root'}@127.0.0.1:5432/test`;
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`create database ${name}`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    try {
      rows.push(...(await benchOne('PostgreSQL', { ...shared, DATA_DIR: '.data/bench-api-pg', DATABASE_URL: url.href }, 4472)));
    } finally {
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    }
  }
  return rows;
}

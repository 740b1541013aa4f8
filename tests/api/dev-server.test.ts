/**
 * `npm run dev` serves the addresses production serves through its _redirects rewrites (the order, profile
 * and DropTrack product shells) and answers its redirects, from the same rule table. The dev server runs as
 * a shopper's `npm run dev` would, on a free port and an empty data folder: these pages read no catalog, so
 * it never opens (or seeds) a database. --ignore-lock: a developer's own `npm run dev` may be running.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
let server: ChildProcess;
let base = '';
let output = '';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-dev-'));

/** The environment a shopper's shell has: none of vitest's own variables (NODE_ENV=test, VITEST…). */
function shellEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [path.join(root, 'node_modules/astro/bin/astro.mjs'), 'dev', '--ignore-lock'], {
    cwd: root,
    env: {
      ...shellEnv(),
      PORT: String(port),
      DATA_DIR: dataDir,
      CDN_DIR: path.join(dataDir, 'cdn'),
      DATABASE_URL: '',
      ASTRO_DEV_BACKGROUND: '0',
      ASTRO_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  // Ready when it answers (polled; the server's exit fails at once with its output).
  const deadline = Date.now() + 110_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`astro dev did not answer in time:\n${output}`);
    if (server.exitCode !== null) throw new Error(`astro dev exited (${server.exitCode}):\n${output}`);
    // A request made while Vite optimises dependencies can stall: each poll gives up after a while.
    if (
      await fetch(`${base}/shells/user/`, { redirect: 'manual', signal: AbortSignal.timeout(15_000) }).then(
        (r) => r.status === 200,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 120_000);

afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const page = async (address: string) => {
  const reply = await fetch(`${base}${address}`, { redirect: 'manual' });
  return { status: reply.status, location: reply.headers.get('location'), html: await reply.text() };
};
const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';

describe('npm run dev serves every address production serves', () => {
  it('an order address serves the order shell', async () => {
    const reply = await page('/my-orders/ORD-20250101-0001');
    expect(reply.status).toBe(200);
    expect(titleOf(reply.html)).toContain('Order details');
  });

  it("a profile address, mine or another shopper's, serves the profile shell", async () => {
    for (const address of ['/user/me', '/user/3f1c2d6e-0000-4000-8000-000000000001?tab=posts']) {
      const reply = await page(address);
      expect(reply.status).toBe(200);
      expect(reply.html).toMatch(/component-url="[^"]*Profile/);
    }
  });

  it('a DropTrack product address serves the DropTrack product shell', async () => {
    const reply = await page('/droptrack/product/prod-1');
    expect(reply.status).toBe(200);
    expect(reply.html).toMatch(/component-url="[^"]*DropTrackProduct/);
  });

  it('a redirect answers as in production, its query kept', async () => {
    expect(await page('/checkout')).toMatchObject({ status: 302, location: '/' });
    expect(await page('/stores/s-1/products?sort=new')).toMatchObject({
      status: 302,
      location: '/stores/s-1?sort=new',
    });
  });
});

/**
 * The SMS gateway: a failing gateway used up the shopper's 3 codes in 10 minutes, and one that
 * never answered left signUp hanging for more than 45 s and held up a SIGTERM drain. Now the call gives up
 * after 5 s, a send counts only once the gateway accepted it, and the shopper gets a clear 503. The gateway
 * here is a small HTTP server on 127.0.0.1 that accepts, fails or never answers.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { createApp } from '../../server/app.ts';
import { httpGatewayTransport, SMS_GATEWAY_TIMEOUT_MS } from '../../server/auth/sms.ts';
import { openDatabase } from '../../server/db/open.ts';
import { seed } from '../../server/seed/run.ts';
import { DEMO_SHOPPER } from '../../server/seed/shoppers.ts';
import { createPostgresDatabase, pgliteOnly, postgresOnly, startTestApi, type TestApi } from './harness.ts';
import { startServe } from './serve-process.ts';

const UNAVAILABLE = 'We could not send the code right now. Please try again in a minute.';

type Mode = 'accept' | 'fail' | 'hang';

/** A fake gateway: answers 200, answers 500, or never answers; records what it was sent and tells who waits. */
async function fakeGateway() {
  let mode: Mode = 'accept';
  const received: { to: string; message: string; authorization: string }[] = [];
  let onRequest: (() => void) | null = null;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({
        ...(JSON.parse(body) as { to: string; message: string }),
        authorization: request.headers.authorization ?? '',
      });
      onRequest?.();
      if (mode === 'accept') response.end('{"status":"queued"}');
      else if (mode === 'fail') response.writeHead(500).end('{"error":"upstream down"}');
      // 'hang': no answer at all, the socket stays open.
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`,
    received,
    set: (next: Mode) => void (mode = next),
    /** Resolves when the next request has arrived. */
    nextRequest: () => new Promise<void>((resolve) => (onRequest = resolve)),
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.each(pgliteOnly)('an SMS gateway that fails or never answers, on $name', (target) => {
  let api: TestApi;
  let gateway: Awaited<ReturnType<typeof fakeGateway>>;
  let app: ReturnType<typeof createApp>;
  let phones: string[];

  beforeAll(async () => {
    api = await startTestApi(target, 6);
    gateway = await fakeGateway();
    app = createApp(api.database.db, {
      sms: httpGatewayTransport(gateway.url, 'gateway-token'),
      payments: api.payments,
    });
    phones = (
      await api.database.db
        .select({ phone: t.users.phone })
        .from(t.users)
        .where(and(eq(t.users.isBlocked, false), ne(t.users.phone, DEMO_SHOPPER.phone)))
        .limit(3)
    ).map((u) => u.phone);
  });
  afterEach(() => gateway.set('accept'));
  afterAll(async () => {
    await gateway?.close();
    await api?.close();
  });

  const call = async (method: string, p: string, body: unknown) => {
    const response = await app.request(`/api/v1/${p}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as { message: string; data: unknown },
    };
  };
  const challengesFor = (phone: string) =>
    api.database.db.select().from(t.otpChallenges).where(eq(t.otpChallenges.phone, phone));

  it('a failing gateway answers 503 and uses none of the 3 codes in 10 minutes', async () => {
    const phone = phones[0]!;
    gateway.set('fail');
    for (let i = 0; i < 4; i++) {
      const refused = await call('POST', 'otpless/signOtp', { phoneNumber: phone, country_code: '91' });
      expect(refused.status).toBe(503);
      expect(refused.body.message).toBe(UNAVAILABLE);
      expect(refused.headers.get('Retry-After')).toBe('60');
    }
    expect(await challengesFor(phone)).toEqual([]);
    // The gateway is back: the shopper still has all 3 codes.
    gateway.set('accept');
    for (let i = 0; i < 3; i++)
      expect((await call('POST', 'otpless/signOtp', { phoneNumber: phone, country_code: '91' })).status).toBe(200);
    expect((await call('POST', 'otpless/signOtp', { phoneNumber: phone, country_code: '91' })).status).toBe(429);
    const sent = gateway.received.filter((m) => m.to === `+91${phone}`);
    expect(sent).toHaveLength(7); // 4 refused by the gateway, 3 accepted
    expect(sent.at(-1)).toMatchObject({
      authorization: 'Bearer gateway-token',
      message: expect.stringMatching(/^\d{4} is your Vastra code/),
    });
  });

  it('a code the gateway refused cannot be used', async () => {
    const phone = phones[1]!;
    gateway.set('fail');
    expect((await call('POST', 'otpless/signOtp', { phoneNumber: phone, country_code: '91' })).status).toBe(503);
    const code = /^(\d{4})/.exec(gateway.received.at(-1)!.message)![1]!;
    const tried = await call('PUT', 'otpless/verifyOtp', { phoneNumber: phone, otp: code });
    expect(tried.status).toBe(400);
    expect(tried.body.message).toBe('Code expired. Request a new one.');
  });

  it('a gateway that never answers: signUp answers 503 after the 5 s timeout, and the limit is not used', async () => {
    expect(SMS_GATEWAY_TIMEOUT_MS).toBe(5_000);
    gateway.set('hang');
    const friend = {
      displayname: `hang.${target.name}`,
      fullname: 'Hang On',
      email: 'hang@example.in',
      phone: '9911223344',
      country_code: '91',
    };
    const started = Date.now();
    const reply = await call('POST', 'otpless/signUp', friend);
    const took = Date.now() - started;
    expect(reply.status).toBe(503);
    expect(reply.body.message).toBe(UNAVAILABLE);
    expect(took).toBeGreaterThanOrEqual(4_900);
    expect(took).toBeLessThan(8_000);
    expect(await challengesFor(friend.phone)).toEqual([]);
  });
});

describe.runIf(postgresOnly[0])('a serving process with a gateway that never answers, on PostgreSQL', () => {
  it('SIGTERM during signUp: the request answers 503 within the gateway timeout and the drain exits 0', async () => {
    const gateway = await fakeGateway();
    const own = await createPostgresDatabase(postgresOnly[0]!.url);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-sms-'));
    const database = await openDatabase({ databaseUrl: own.url });
    try {
      await seed(database.db, { products: 6, cdnDir: path.join(dataDir, 'cdn'), images: false });
      const server = await startServe({
        DATABASE_URL: own.url,
        DATA_DIR: dataDir,
        CDN_DIR: path.join(dataDir, 'cdn'),
        SMS_GATEWAY_URL: gateway.url,
        SMS_GATEWAY_TOKEN: 'gateway-token',
      });
      try {
        gateway.set('hang');
        const arrived = gateway.nextRequest();
        const signingUp = fetch(`${server.base}/api/v1/otpless/signUp`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            displayname: 'drain.hang',
            fullname: 'Drain Hang',
            email: 'drain@example.in',
            phone: '9911223355',
            country_code: '91',
          }),
        });
        // The request is in flight, waiting on the gateway.
        await arrived;
        const termAt = Date.now();
        server.child.kill('SIGTERM');
        const reply = await signingUp;
        expect(reply.status).toBe(503);
        expect(((await reply.json()) as { message: string }).message).toBe(UNAVAILABLE);
        expect(await server.exited).toBe(0);
        // Well inside the drain's 10 s: the gateway's 5 s timeout ended the request.
        expect(Date.now() - termAt).toBeLessThan(8_000);
        expect(server.lines.map((line) => line.msg)).toContain('drained: exiting');
      } finally {
        if (server.child.exitCode === null) server.child.kill('SIGKILL');
      }
    } finally {
      await database.close();
      await own.drop();
      await gateway.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/**
 * Operations through the real app and database: /health and /ready, and the request log a serving process
 * writes (one JSON line per request, the request id kept and echoed, no code, token or phone in it).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { createLogger } from '../../server/log.ts';
import { servingApp } from '../../server/http/serving-app.ts';
import { journal, migrationsFolder, readMigrations } from '../../server/db/migrations.ts';
import { startTestApi, bothDatabases, type TestApi } from './harness.ts';

describe.each(bothDatabases)('health, readiness and the request log on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target, 8);
  });
  afterAll(() => api?.close());

  it('health answers without the database; ready checks it', async () => {
    expect(await api.get('health')).toMatchObject({ status: 200, body: { message: 'ok', data: { status: 'ok' } } });
    const ready = await api.get('ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ message: 'ok', data: { status: 'ready' } });
    expect(ready.headers.get('Cache-Control')).toBe('no-store');
  });

  it('logs one JSON line per request with id, status and duration, and never a code, token or phone', async () => {
    const written: string[] = [];
    const app = servingApp(
      api.app,
      createLogger({ level: 'info', destination: { write: (line: string) => void written.push(line) } }),
    );
    const call = (path: string, init: RequestInit & { json?: unknown } = {}) =>
      app.request(`/api/v1/${path}`, {
        ...init,
        headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) },
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
      });
    const [person] = await api.database.db.select().from(t.users).limit(1);
    const phone = person!.phone;

    const sent = await call('otpless/signOtp', {
      method: 'POST',
      json: { phoneNumber: phone, country_code: '91' },
      headers: { 'X-Request-Id': 'ops-test-1' },
    });
    expect(sent.status).toBe(200);
    expect(sent.headers.get('X-Request-Id')).toBe('ops-test-1');
    const code = api.lastCode(phone);
    expect(code).toMatch(/^\d{4}$/);
    const verified = await call('otpless/verifyOtp', { method: 'PUT', json: { phoneNumber: phone, otp: code } });
    const { accessToken, refreshToken } = (
      (await verified.json()) as { data: { accessToken: string; refreshToken: string } }
    ).data;
    expect((await call('userCart', { headers: { Authorization: `Bearer ${accessToken}` } })).status).toBe(200);
    expect((await call(`dev/outbox?phone=${phone}`)).status).toBe(200);
    // An id that is not a plain token is replaced, not echoed.
    const odd = await call('health', { headers: { 'X-Request-Id': 'bad id;\r' } });
    expect(odd.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);

    expect(written).toHaveLength(5);
    const lines = written.map((line) => JSON.parse(line));
    expect(lines.map((l) => `${l.method} ${l.path} ${l.status}`)).toEqual([
      'POST /api/v1/otpless/signOtp 200',
      'PUT /api/v1/otpless/verifyOtp 200',
      'GET /api/v1/userCart 200',
      'GET /api/v1/dev/outbox 200',
      'GET /api/v1/health 200',
    ]);
    expect(lines[0].reqId).toBe('ops-test-1');
    expect(lines[4].reqId).toBe(odd.headers.get('X-Request-Id'));
    for (const line of lines) {
      expect(Object.keys(line).sort()).toEqual([
        'durationMs',
        'level',
        'method',
        'msg',
        'path',
        'pid',
        'reqId',
        'status',
        'time',
      ]);
      expect(typeof line.durationMs).toBe('number');
    }
    const everything = written.join('');
    for (const secret of [accessToken, refreshToken, phone, 'Bearer']) expect(everything).not.toContain(secret);
    // A 4-digit code can turn up by chance in the pid, the time or a request id: it is looked for where a
    // request's own words go.
    for (const line of lines) expect(`${line.method} ${line.path} ${line.msg}`).not.toContain(code);
  });

  it("the migrated database's place_order is the body in server/db/functions/place_order.sql", async () => {
    const file = fs.readFileSync(path.join(import.meta.dirname, '../../server/db/functions/place_order.sql'), 'utf8');
    const body = file.slice(file.indexOf('$$') + 2, file.lastIndexOf('$$'));
    const { rows } = (await api.database.db.execute(
      sql`select prosrc from pg_proc where proname = 'place_order'`,
    )) as unknown as { rows: { prosrc: string }[] };
    expect(rows).toHaveLength(1);
    expect(rows[0]!.prosrc).toBe(body);
    // The recorded hash is Drizzle's, of the migration file as written (the include line, not the body).
    const migration = fs.readFileSync(path.join(migrationsFolder, '0017_place_order_from_file.sql'), 'utf8');
    const { rows: recorded } = (await api.database.db.execute(
      sql`select hash from drizzle.__drizzle_migrations where created_at = ${journal().find((m) => m.tag === '0017_place_order_from_file')!.when}`,
    )) as unknown as { rows: { hash: string }[] };
    expect(recorded).toEqual([{ hash: crypto.createHash('sha256').update(migration).digest('hex') }]);
    // What ran was the file: the include line gave way to its text.
    const applied = readMigrations()
      .find((m) => m.hash === recorded[0]!.hash)!
      .sql.join('');
    expect(applied).toContain(file);
    expect(applied).not.toMatch(/^--> include:/m);
  });

  it('ready answers 503 naming a migration the database lacks', async () => {
    const last = journal().at(-1)!;
    await api.database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when}`);
    const ready = await api.get('ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({
      message: 'Not ready',
      data: null,
      errors: { migrations: [`${last.tag} is not applied: run npm run db:migrate`] },
    });
  });
});

/**
 * Test databases: embedded PGlite in a temporary folder, and PostgreSQL when DATABASE_URL is set, for the files
 * that choose it (bothDatabases, postgresOnly below; each suite gets its own database, dropped afterwards). Seeded with a
 * small deterministic catalog: the suite's folder or database is a copy of this run's seeded one of that size
 * (tests/api/pglite-templates.ts, tests/api/postgres-templates.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database, type OpenOptions } from '../../server/db/open.ts';
import { readsOf, type Reads, type ReadsOptions } from '../../server/db/reads.ts';
import { createApp } from '../../server/app.ts';
import type { SmsTransport } from '../../server/auth/sms.ts';
import { localTestProvider } from '../../server/checkout/payments.ts';
import { replyProblem, routesOf } from './reply-check.ts';
import { preparePglite } from './pglite-templates.ts';
import { postgresTemplate } from './postgres-templates.ts';

export type PostgresTarget = { name: 'postgres'; url: string };
export type Target = { name: 'pglite'; url: null } | PostgresTarget;

const pglite: Target = { name: 'pglite', url: null };
const postgres: PostgresTarget | null = process.env.DATABASE_URL
  ? { name: 'postgres', url: process.env.DATABASE_URL }
  : null;

/*
 * Where an API test file runs: each file that opens a database names one of these three, and
 * tests/unit/api-databases.test.ts refuses one that names none (docs/development.md, "PGlite or PostgreSQL").
 * PGlite is the same PostgreSQL engine with one connection, so the second run on PostgreSQL is kept for what
 * can differ: requests at once (races, row and advisory locks, anything that moves money, stock or a status),
 * the SQL functions and migrations, search (full text, trigrams, ranking), JSON and array SQL read through the
 * driver, time zones, sequences and order numbers, transactions and isolation.
 */
/** PGlite, and PostgreSQL too when DATABASE_URL is set: for what can differ between the two. */
export const bothDatabases: Target[] = [pglite, ...(postgres ? [postgres] : [])];
/** PGlite only: validation, replies, rules written in TypeScript, one request at a time. */
export const pgliteOnly: Target[] = [pglite];
/** PostgreSQL only, when DATABASE_URL is set: several processes or pools over one database. */
export const postgresOnly: PostgresTarget[] = postgres ? [postgres] : [];

export type TestApi = {
  database: Database;
  app: ReturnType<typeof createApp>;
  /** Where the catalog's reads went (the primary only, unless the suite gave read replicas). */
  reads: Reads;
  dataDir: string;
  get: (path: string, init?: RequestInit) => Promise<{ status: number; headers: Headers; body: any }>;
  /** A JSON call with an optional bearer token. */
  call: (
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ) => Promise<{ status: number; headers: Headers; body: any }>;
  /** Codes sent by SMS in this suite, newest last. */
  sent: { to: string; message: string }[];
  /** Signs a phone in through the real code flow; returns its tokens. */
  login: (phone: string) => Promise<{ accessToken: string; refreshToken: string }>;
  lastCode: (phone: string) => string;
  /** The local payment provider's signer, as the test checkout would use it. */
  signPayment: (razorId: string, paymentId: string) => string;
  signWebhook: (rawBody: string) => string;
  /** The payment provider the app was made with (tests spy on its refunds). */
  payments: ReturnType<typeof localTestProvider>;
  /** Closes and opens the same database again, as a server restart would. */
  reopen: () => Promise<void>;
  close: () => Promise<void>;
};

/** A new database of the test's own on adminUrl's server: empty, or a copy of `template`. */
export async function createPostgresDatabase(
  adminUrl: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `vastra_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Read replicas for a suite on PostgreSQL: their addresses for the suite's own database, and how reads use them. */
export type TestReplicas = {
  urls: (database: string) => string[];
  /** Waits until the replicas have the suite's new database (before they are opened). */
  caughtUp?: () => Promise<void>;
  open?: OpenOptions['replicaOptions'];
  reads?: ReadsOptions;
};

export async function startTestApi(target: Target, products = 48, replicas?: TestReplicas): Promise<TestApi> {
  if (target !== pglite && target !== postgres)
    throw new Error(
      'startTestApi takes a target from bothDatabases, pgliteOnly or postgresOnly (tests/api/harness.ts)',
    );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-test-'));
  const pgDb = target.url
    ? await createPostgresDatabase(target.url, await postgresTemplate(target.url, products))
    : null;
  const from = pgDb ? 'copied' : await preparePglite(dataDir, products);
  const readUrls = pgDb && replicas ? replicas.urls(new URL(pgDb.url).pathname.slice(1)) : [];
  if (readUrls.length) await replicas?.caughtUp?.();
  const database = await openDatabase({
    databaseUrl: pgDb?.url ?? null,
    dataDir,
    readUrls,
    replicaOptions: replicas?.open,
  });
  if (from === 'new') {
    // Imported here only (faker with it): a copied folder needs no seed (docs/development.md, "Imports").
    const { seed } = await import('../../server/seed/run.ts');
    await seed(database.db, { products, cdnDir: path.join(dataDir, 'cdn'), images: false });
  }
  const sent: { to: string; message: string }[] = [];
  const sms: SmsTransport = { name: 'test', send: async (to, message) => void sent.push({ to, message }) };
  const payments = localTestProvider(new TextEncoder().encode(`test-secret-${Math.random()}`));
  const reads = readsOf(database, replicas?.reads);
  const app = createApp(database.db, {
    sms,
    payments,
    cdnDir: path.join(dataDir, 'cdn'),
    privateDir: path.join(dataDir, 'private'),
    reads,
  });
  const routes = routesOf(app);
  const api: TestApi = {
    database,
    app,
    reads,
    dataDir,
    get: async (p, init) => {
      const url = `/api/v1/${p}`;
      const response = await api.app.request(url, init);
      const text = await response.text();
      const json = response.headers.get('Content-Type')?.includes('application/json');
      const body = text ? JSON.parse(text) : null;
      // Every reply a test receives matches the schema its route declares (tests/api/reply-check.ts).
      const problem = json ? replyProblem(routes, init?.method ?? 'GET', url, response.status, body) : null;
      if (problem) throw new Error(`Reply drifted from its schema: ${problem}`);
      return { status: response.status, headers: response.headers, body };
    },
    call: (method, p, options = {}) =>
      api.get(p, {
        method,
        headers: {
          'Content-Type': 'application/json',
          ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        body:
          options.body === undefined
            ? undefined
            : typeof options.body === 'string'
              ? options.body
              : JSON.stringify(options.body),
      }),
    sent,
    signPayment: payments.sign,
    signWebhook: payments.signWebhook,
    payments,
    lastCode: (phone) => {
      const message = [...sent].reverse().find((m) => m.to.endsWith(phone))?.message ?? '';
      return /\b(\d{4})\b/.exec(message)?.[1] ?? '';
    },
    login: async (phone) => {
      const send = await api.call('POST', 'otpless/signOtp', { body: { phoneNumber: phone, country_code: '91' } });
      if (send.status !== 200) throw new Error(`signOtp ${send.status}: ${JSON.stringify(send.body)}`);
      const verify = await api.call('PUT', 'otpless/verifyOtp', {
        body: { phoneNumber: phone, otp: api.lastCode(phone) },
      });
      if (verify.status !== 200 || !verify.body.data)
        throw new Error(`verifyOtp ${verify.status}: ${JSON.stringify(verify.body)}`);
      return verify.body.data;
    },
    reopen: async () => {
      await api.database.close();
      api.database = await openDatabase({
        databaseUrl: pgDb?.url ?? null,
        dataDir,
        readUrls,
        replicaOptions: replicas?.open,
      });
      api.reads = readsOf(api.database, replicas?.reads);
      api.app = createApp(api.database.db, {
        sms,
        payments,
        cdnDir: path.join(dataDir, 'cdn'),
        privateDir: path.join(dataDir, 'private'),
        reads: api.reads,
      });
    },
    close: async () => {
      await api.database.close();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return api;
}

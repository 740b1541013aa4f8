/**
 * Several real API processes for tests: `node server/serve.ts` children, each on a port of its own, all on
 * one PostgreSQL database that the test migrated and seeded first (the release step: a serving process
 * never migrates or seeds). The API needs no dist/: the site's static files are not asked for.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { createPostgresDatabase } from './harness.ts';
import { postgresTemplate } from './postgres-templates.ts';
import { startServe } from './serve-process.ts';

export type Reply = { status: number; headers: Headers; body: any };
export type CallOptions = { body?: unknown; token?: string; headers?: Record<string, string> };

export type ApiProcess = {
  /** http://127.0.0.1:PORT */
  origin: string;
  child: ChildProcess;
  /** What the process printed so far (stdout and stderr), for failure messages. */
  output: () => string;
  /** A JSON call to /api/v1/{path}. */
  call: (method: string, apiPath: string, options?: CallOptions) => Promise<Reply>;
  /** Resolves with the exit code when the process has exited. */
  exited: Promise<number | null>;
  /** Sends the signal (SIGTERM by default) and waits for the exit. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/** One PostgreSQL database of this test's own, a copy of the run's migrated and seeded one, and a data folder the processes share. */
export type SharedDatabase = { url: string; dataDir: string; drop: () => Promise<void> };

export async function createSharedDatabase(adminUrl: string, products = 24): Promise<SharedDatabase> {
  const own = await createPostgresDatabase(adminUrl, await postgresTemplate(adminUrl, products));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-processes-'));
  return {
    url: own.url,
    dataDir,
    drop: async () => {
      await own.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Ends a test's own pool and waits until every connection has closed. pool.end() resolves once the clients are
 * told to end, before their sockets close; dropping the database then (WITH FORCE) terminates a closing
 * connection, whose error no listener catches any more.
 */
export async function endPool(pool: pg.Pool | undefined): Promise<void> {
  if (!pool) return;
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (!open) resolve();
    pool.on('remove', () => --open === 0 && resolve());
  });
  await pool.end();
  await closed;
}

/**
 * Starts `node server/serve.ts` (serve-process.ts: it waits for the "serving" log line) on the shared
 * database and folder, and gives it a JSON caller.
 */
export async function startApiProcess(shared: SharedDatabase, env: Record<string, string> = {}): Promise<ApiProcess> {
  const server = await startServe({
    DATABASE_URL: shared.url,
    DATA_DIR: shared.dataDir,
    CDN_DIR: path.join(shared.dataDir, 'cdn'),
    WEB_CONCURRENCY: '1',
    ...env,
  });
  const call = async (method: string, apiPath: string, options: CallOptions = {}): Promise<Reply> => {
    const response = await fetch(`${server.base}/api/v1/${apiPath}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
  };
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
    return server.exited;
  };
  return { origin: server.base, child: server.child, output: server.output, call, exited: server.exited, stop };
}

/**
 * npm test's start of the browser tests' server (tests/e2e/test-server.ts): begun before the checks, so its seed and
 * build use the core the type check leaves idle, and found serving by Playwright later (E2E_SERVER_STARTED).
 * Its output (warnings and errors: LOG_LEVEL=warn) is kept and printed after the browser tests, as Playwright
 * prints a server of its own.
 */
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import {
  TEST_SERVER_ARGS,
  TEST_SERVER_ENV,
  TEST_SERVER_READY_URL,
  TEST_SERVER_STARTED,
} from '../tests/e2e/test-server.ts';
import { waitForServer } from './bench/wait-for.ts';

export type TestServer = {
  /** The build has written Astro's generated types (.astro/), so the type check need not write them again. */
  synced: boolean;
  /** False once it has exited (a failed seed or build): npm test then stops before the unit and API tests. */
  running(): boolean;
  /** Resolves true once the server answers, false when it exits first or takes longer than Playwright would. */
  ready(): Promise<boolean>;
  stop(): Promise<void>;
  output(): string;
};

/** The last file the build's content sync writes; the type check reads it. */
const GENERATED_TYPES = '.astro/types.d.ts';
const SYNCED_WITHIN_MS = 60_000;
/** As Playwright's webServer timeout (playwright.config.ts). */
const READY_WITHIN_SECONDS = 600;

/** Whether the build started at `since` has written Astro's types; polled until it has, it exits or a minute passes. */
async function typesWrittenSince(since: number, alive: () => boolean): Promise<boolean> {
  const written = () => fs.existsSync(GENERATED_TYPES) && fs.statSync(GENERATED_TYPES).mtimeMs >= since;
  const deadline = Date.now() + SYNCED_WITHIN_MS;
  while (Date.now() < deadline && alive()) {
    if (written()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return written();
}

/** Starts the server; null when one answers already (a developer's own, which Playwright reuses outside CI). */
export async function startTestServer(): Promise<TestServer | null> {
  const answering = await fetch(TEST_SERVER_READY_URL).then(
    (reply) => reply.ok,
    () => false,
  );
  if (answering) return null;
  const started = Date.now();
  const child = spawn(process.execPath, TEST_SERVER_ARGS, {
    env: { ...process.env, ...TEST_SERVER_ENV },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  process.env[TEST_SERVER_STARTED] = '1';
  const synced = await typesWrittenSince(started, alive);
  return {
    synced,
    running: alive,
    ready: () =>
      waitForServer(TEST_SERVER_READY_URL, { seconds: READY_WITHIN_SECONDS, server: child }).then(
        () => true,
        () => false,
      ),
    async stop() {
      if (!alive()) return;
      child.kill('SIGTERM'); // it drains its requests and exits (server/shutdown.ts)
      await exited;
    },
    output: () => output,
  };
}

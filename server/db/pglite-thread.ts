/**
 * The embedded database on a thread of its own, for a build. Opened the usual way, PGlite runs each query on the
 * thread that asks, so at 100,000 products a build's 40 CPU seconds of reads came on top of its rendering. Here
 * PGlite runs in a worker thread behind @electric-sql/pglite-socket's wire-protocol server (a Unix socket in a
 * private temporary folder), and the build reads it through node-postgres as it reads PostgreSQL: the queries run
 * on the other core while pages render (docs/performance.md, "The embedded database on its own thread"). One
 * connection: PGlite runs one query at a time however many there are, and one keeps every statement and
 * transaction in order.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

export type ThreadData = { dataDir: string; socketPath: string };
/** The worker's word that it answers on the socket, and this thread's that it should close. */
export const LISTENING = 'listening';
export const CLOSE = 'close';

/** node-postgres reaches a Unix socket as a folder and a port: the socket is `<folder>/.s.PGSQL.<port>`. */
const PORT = 5432;

export type PgliteThread = {
  /** node-postgres settings that reach the worker's socket. */
  connection: { host: string; port: number; user: string; database: string };
  close: () => Promise<void>;
};

/**
 * Starts the worker on PGlite's folder (`dir`) and resolves once it answers on its socket; rejects, leaving nothing
 * behind, when it ends first. An error in the worker later goes to `onError` (the build's next read then fails).
 */
export async function startPgliteThread(dir: string, onError: (error: Error) => void): Promise<PgliteThread> {
  // A Unix socket's path is limited to about 100 bytes, so it lives in a short private folder, not the data folder.
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-pglite-'));
  const data: ThreadData = { dataDir: dir, socketPath: path.join(socketDir, `.s.PGSQL.${PORT}`) };
  // None of the process's flags or NODE_OPTIONS: a build's preload opens the database, and would again in the worker.
  const worker = new Worker(new URL('./pglite-thread-worker.ts', import.meta.url), {
    workerData: data,
    execArgv: [],
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  const removeSocketDir = () => fs.rmSync(socketDir, { recursive: true, force: true });
  let failure: Error | undefined;
  let ended = false;
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      ended = true;
      resolve();
    }),
  );
  worker.on('error', (error) => {
    failure = error;
    onError(error);
  });
  const answered = await new Promise<boolean>((resolve) => {
    worker.once('message', (message) => resolve(message === LISTENING));
    void exited.then(() => resolve(false));
  });
  if (!answered) {
    await worker.terminate();
    removeSocketDir();
    throw failure ?? new Error("the embedded database's thread ended before it answered");
  }
  // A build that ends without closing (astro's CLI) is not held open by the thread, nor leaves its socket behind.
  worker.unref();
  process.once('exit', removeSocketDir);
  return {
    connection: { host: socketDir, port: PORT, user: 'postgres', database: 'postgres' },
    close: async () => {
      if (!ended) {
        worker.ref(); // held open until the worker has closed the database
        worker.postMessage(CLOSE);
        await exited;
      }
      process.off('exit', removeSocketDir);
      removeSocketDir();
    },
  };
}

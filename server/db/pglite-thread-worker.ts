/**
 * The embedded database in a worker thread of its own (started by pglite-thread.ts): opens PGlite on the data
 * folder it is given and answers the PostgreSQL wire protocol on a Unix socket, so the thread that started it
 * talks to it as to any PostgreSQL server while the queries run on the other core.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { createPglite } from './pglite-create.ts';
import { failingFast } from './pglite-fail-fast.ts';
import { CLOSE, LISTENING, type ThreadData } from './pglite-thread.ts';

const { dataDir, socketPath } = workerData as ThreadData;
const db = await createPglite(dataDir);
// PGlite failing under a query ends the thread with its error (the starter's onError), rather than leaving the
// socket to take queries it will never answer.
const fatal = (error: unknown) =>
  setImmediate(() => {
    throw error;
  });
const server = new PGLiteSocketServer({ db: failingFast(db, fatal), path: socketPath });
await server.start();
parentPort!.postMessage(LISTENING);
parentPort!.on('message', async (message) => {
  if (message !== CLOSE) return;
  await server.stop();
  await db.close();
  parentPort!.close();
});

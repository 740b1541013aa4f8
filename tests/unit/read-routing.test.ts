/**
 * Where catalog reads go (server/db/reads.ts), with stand-in databases: the replicas in turn, the primary
 * when none answers or a replica fails a read, the read-your-writes window, DATABASE_READ_URL's parsing.
 * The same on a real streaming replica, with signed-in writers: tests/api/read-replicas.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import type { Db } from '../../server/db/open.ts';
import { primaryReads, replicaReads, type Reads } from '../../server/db/reads.ts';
import { recentWriters } from '../../server/db/recent-writers.ts';
import { isConnectionError, parseReadUrls, replicaName, type ReadReplicas } from '../../server/db/replicas.ts';
import { createLogger } from '../../server/log.ts';
import { foldSends } from '../../server/db/writer-notices.ts';

const primary = { name: 'primary' } as unknown as Db;
const named = (name: string) => ({ name }) as unknown as Db;

/** Stand-in replicas: each answers while `up`, in turn, as replicas.ts hands them out. */
function standIns(names: string[]) {
  const failed = vi.fn();
  const replicas = names.map((name) => ({ name, db: named(name), failed, up: true }));
  let next = 0;
  const pool: ReadReplicas = {
    names,
    pick: () => {
      for (let tried = 0; tried < replicas.length; tried++) {
        const replica = replicas[next++ % replicas.length]!;
        if (replica.up) return replica;
      }
      return null;
    },
    answering: () => Object.fromEntries(replicas.map((r) => [r.name, r.up])),
    close: async () => {},
  };
  return { pool, replicas, failed };
}

/** An app whose one route answers which database the read was given (or what it threw there). */
function appOver(
  reads: Reads,
  read: (db: Db) => Promise<string> = async (db) => (db as unknown as { name: string }).name,
) {
  const app = new Hono();
  app.onError((_error, c) => c.text('failed', 500));
  app.use('*', reads.noteWrites);
  app.get('/read', async (c) => c.text(await reads.run(c, read)));
  app.get('/cached', async (c) => c.text(await reads.cached(c, `unit:${Math.random()}`, read)));
  return app;
}
const text = async (app: Hono, path: string) => (await app.request(path)).text();

describe('catalog reads', () => {
  it('without replicas (PGlite, or no DATABASE_READ_URL) all go to the primary', async () => {
    const reads = primaryReads(primary);
    const app = appOver(reads);
    expect([await text(app, '/read'), await text(app, '/cached')]).toEqual(['primary', 'primary']);
    expect(reads.counts()).toEqual({ replica: 0, primary: 2, ownWrite: 0, fallback: 0 });
  });

  it('go to the answering replicas in turn, and to the primary when none answers', async () => {
    const { pool, replicas } = standIns(['one', 'two']);
    const reads = replicaReads(primary, pool);
    const app = appOver(reads);
    expect([await text(app, '/read'), await text(app, '/read'), await text(app, '/cached')]).toEqual([
      'one',
      'two',
      'one',
    ]);
    replicas[0]!.up = false;
    expect([await text(app, '/read'), await text(app, '/read')]).toEqual(['two', 'two']);
    replicas[1]!.up = false;
    expect(await text(app, '/read')).toBe('primary');
    expect(reads.counts()).toEqual({ replica: 5, primary: 1, ownWrite: 0, fallback: 0 });
  });

  it('a connection failure on a replica: answered from the primary, and the replica is told (set aside)', async () => {
    const { pool, failed } = standIns(['one']);
    const reads = replicaReads(primary, pool);
    const lost = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' });
    const app = appOver(reads, async (db) => {
      if (db !== primary) throw new Error('Failed query: select …', { cause: lost });
      return 'primary';
    });
    expect(await text(app, '/read')).toBe('primary');
    expect(failed).toHaveBeenCalledTimes(1);
    expect(reads.counts()).toEqual({ replica: 0, primary: 0, ownWrite: 0, fallback: 1 });
  });

  it('any other failure on a replica (a recovery conflict, a table not replayed yet): answered from the primary and logged', async () => {
    const { pool, failed } = standIns(['one']);
    const lines: string[] = [];
    const logger = createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(line) } });
    const reads = replicaReads(primary, pool, { logger });
    const conflict = Object.assign(new Error('canceling statement due to conflict with recovery'), { code: '40001' });
    const app = appOver(reads, async (db) => {
      if (db !== primary) throw conflict;
      return 'primary';
    });
    expect(await text(app, '/read')).toBe('primary');
    expect(failed).not.toHaveBeenCalled();
    expect(lines.map((line) => JSON.parse(line))).toMatchObject([
      {
        level: 40,
        replica: 'one',
        sqlState: '40001',
        msg: 'read replica could not answer a read: answered from the primary',
      },
    ]);
  });

  it('a failure on the primary itself is the reply’s, as without replicas', async () => {
    const reads = replicaReads(primary, standIns([]).pool);
    const app = appOver(reads, async () => {
      throw new Error('primary down');
    });
    expect((await app.request('/read')).status).toBe(500);
  });

  it('a request without a valid token never opens the window, whatever its method', async () => {
    const writers = recentWriters();
    const reads = replicaReads(primary, standIns(['one']).pool, { writers });
    const app = appOver(reads);
    app.post('/write', (c) => c.text('written'));
    await app.request('/write', { method: 'POST', headers: { Authorization: 'Bearer not-a-token' } });
    await app.request('/write', { method: 'POST' });
    expect(writers.any()).toBe(false);
    expect(await text(app, '/read')).toBe('one');
  });
});

describe('the read-your-writes window', () => {
  it('holds from the write for the window, then ends', () => {
    let now = 1_000;
    const writers = recentWriters(10_000, () => now);
    expect([writers.any(), writers.wroteLately('u1')]).toEqual([false, false]);
    writers.wrote('u1');
    now += 9_999;
    expect([writers.any(), writers.wroteLately('u1'), writers.wroteLately('u2')]).toEqual([true, true, false]);
    writers.wrote('u2');
    now += 1;
    expect([writers.any(), writers.wroteLately('u1'), writers.wroteLately('u2')]).toEqual([true, false, true]);
    now += 10_000;
    expect([writers.any(), writers.wroteLately('u2')]).toEqual([false, false]);
  });

  it('a second write starts the window again', () => {
    let now = 0;
    const writers = recentWriters(10_000, () => now);
    writers.wrote('u1');
    now = 8_000;
    writers.wrote('u1');
    now = 17_999;
    expect(writers.wroteLately('u1')).toBe(true);
    now = 18_000;
    expect(writers.wroteLately('u1')).toBe(false);
  });
});

describe('writers heard from other processes', () => {
  it('while notices are not heard, every signed-in user counts as a recent writer', () => {
    const writers = recentWriters(10_000, () => 0);
    writers.hearing(false);
    expect([writers.any(), writers.wroteLately('anyone')]).toEqual([true, true]);
    writers.hearing(true);
    expect([writers.any(), writers.wroteLately('anyone')]).toEqual([false, false]);
  });

  it('notices are folded: one on its way at a time, the writers that follow go together, and each caller waits for its own', async () => {
    const sent: string[][] = [];
    const gates: (() => void)[] = [];
    const send = foldSends(async (ids) => {
      sent.push(ids);
      await new Promise<void>((resolve) => gates.push(resolve));
    });
    const done: string[] = [];
    const first = send('a').then(() => done.push('a'));
    const second = send('b').then(() => done.push('b'));
    const third = send('c').then(() => done.push('c'));
    const again = send('b').then(() => done.push('b again'));
    expect(sent).toEqual([['a']]);
    gates.shift()!();
    await first;
    expect(sent).toEqual([['a'], ['b', 'c']]);
    expect(done).toEqual(['a']);
    gates.shift()!();
    await Promise.all([second, third, again]);
    expect(done).toEqual(['a', 'b', 'c', 'b again']);
  });
});

describe('DATABASE_READ_URL', () => {
  it('is one or more postgres:// addresses, comma-separated, blanks ignored', () => {
    expect(parseReadUrls(undefined)).toEqual([]);
    expect(parseReadUrls('  ')).toEqual([]);
    expect(parseReadUrls(' postgres://a@r1:5433/shop , postgresql://a@r2/shop ,')).toEqual([
      'postgres://a@r1:5433/shop',
      'postgresql://a@r2/shop',
    ]);
  });

  it('refuses a malformed entry by its position, never echoing it (it may hold a password)', () => {
    expect(() => parseReadUrls('postgres://a@r1/shop, mysql://a:hunter2@r2/shop')).toThrow(
      'DATABASE_READ_URL entry 2 is not a postgres:// address',
    );
    expect(() => parseReadUrls('r1:5433')).toThrow('DATABASE_READ_URL entry 1 is not a postgres:// address');
  });

  it('names a replica in the log by host, port and database, without user or password', () => {
    expect(replicaName('postgres://reader:hunter2@replica-1.internal:5433/shop')).toBe('replica-1.internal:5433/shop');
    expect(replicaName('postgres://reader@replica-2/shop')).toBe('replica-2:5432/shop');
  });

  it('tells a lost connection from a failed query, under the query builder’s wrapper too', () => {
    const wrapped = (cause: object) => new Error('Failed query', { cause });
    expect(isConnectionError(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(
      isConnectionError(wrapped({ code: '57P01', message: 'terminating connection due to administrator command' })),
    ).toBe(true);
    expect(isConnectionError(wrapped({ code: '08006', message: 'connection failure' }))).toBe(true);
    expect(isConnectionError(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isConnectionError(wrapped({ code: '42P01', message: 'relation "products" does not exist' }))).toBe(false);
    expect(
      isConnectionError(wrapped({ code: '40001', message: 'canceling statement due to conflict with recovery' })),
    ).toBe(false);
  });
});

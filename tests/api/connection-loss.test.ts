/**
 * PostgreSQL ending a connection the server is using (a restart, a failover, an admin) fails that one
 * transaction and nothing else: the process keeps serving. Only PostgreSQL has connections to lose.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, withTransaction } from '../../server/db/open.ts';
import { createPostgresDatabase, postgresOnly } from './harness.ts';

const url = postgresOnly[0]?.url;

describe.runIf(url)('a lost PostgreSQL connection', () => {
  it('fails the transaction that held it and the pool serves the next query', async () => {
    const own = await createPostgresDatabase(url!);
    const database = await openDatabase({ databaseUrl: own.url });
    const admin = new pg.Client({ connectionString: url! });
    await admin.connect();
    try {
      const failed = withTransaction(database.db, async (tx) => {
        const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        };
        const pid = rows[0]!.pid;
        // Ended while checked out and idle between two queries: node-postgres emits 'error' on the client.
        await admin.query('select pg_terminate_backend($1)', [pid]);
        await new Promise<void>((resolve) => setImmediate(resolve));
        await tx.execute(sql`select 1`);
      });
      await expect(failed).rejects.toThrow();
      const after = (await database.db.execute(sql`select 2 as two`)) as unknown as { rows: unknown[] };
      expect(after.rows).toEqual([{ two: 2 }]);
    } finally {
      await admin.end();
      await database.close();
      await own.drop();
    }
  });
});

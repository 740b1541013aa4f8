/**
 * npm run db:migrate: the release step. Applies the pending migrations to DATABASE_URL (or the embedded
 * database in DATA_DIR) and nothing else: no seed, no build. Idempotent; two runs at once on PostgreSQL
 * take turns on an advisory lock, and the second finds nothing to do.
 */
import { config } from '../config.ts';
import { log } from '../log.ts';
import { migratePostgres, migratePglite } from './migrations.ts';
import { openDatabase } from './open.ts';

async function migrate(): Promise<string[]> {
  if (config.databaseUrl) return migratePostgres(config.databaseUrl);
  const database = await openDatabase({ migrate: false });
  try {
    return await migratePglite(database.db);
  } finally {
    await database.close();
  }
}

try {
  const applied = await migrate();
  log.info(
    { database: config.databaseUrl ? 'postgres' : 'pglite', applied },
    applied.length ? `applied ${applied.length} migration(s)` : 'database already up to date',
  );
} catch (error) {
  log.fatal({ err: (error as Error).message }, 'migration failed');
  process.exit(1);
}

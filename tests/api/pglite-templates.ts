/**
 * Migrated and seeded PGlite data folders, one per catalog size, made once per test run and copied for each
 * suite: a copy opens in about half a second, where a new folder spends some 3 s on initdb, the migrations and
 * the seed. The run's folder comes from tests/api/global-setup.ts; outside a vitest run there is none.
 */
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from '../../server/db/open.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplates: string;
  }
}

const made = new Map<number, Promise<string>>();

/** Fills dataDir/pglite with a seeded catalog of `products`, from this run's template when there is one. */
export async function preparePglite(dataDir: string, products: number): Promise<'copied' | 'new'> {
  const root = inject('pgliteTemplates');
  if (!root) return 'new';
  if (!made.has(products)) made.set(products, template(root, products));
  fs.cpSync(path.join(await made.get(products)!, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  return 'copied';
}

async function template(root: string, products: number): Promise<string> {
  const done = path.join(root, String(products));
  if (fs.existsSync(done)) return done;
  // Another worker may be making the same one: each makes its own and the first rename wins.
  const mine = fs.mkdtempSync(path.join(root, `${products}-making-`));
  const database = await openDatabase({ databaseUrl: null, dataDir: mine });
  const { seed } = await import('../../server/seed/run.ts'); // only the run's first suite of a size seeds
  await seed(database.db, { products, cdnDir: path.join(mine, 'cdn'), images: false });
  await database.close();
  try {
    fs.renameSync(mine, done);
  } catch {
    fs.rmSync(mine, { recursive: true, force: true });
  }
  return done;
}

/**
 * Migrated and seeded PGlite data folders, one per catalog size, made once per test run and copied for each
 * suite: a copy opens in about half a second, where a new folder spends some 5 CPU seconds on initdb, the
 * migrations and the seed. Each size's folder is itself a copy of one migrated, empty folder, so a run pays
 * initdb and the migrations once, not once per size. The run's folder comes from tests/api/global-setup.ts;
 * outside a vitest run there is none.
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

const made = new Map<string, Promise<string>>();

/** Fills dataDir/pglite with a seeded catalog of `products`, from this run's template when there is one. */
export async function preparePglite(dataDir: string, products: number): Promise<'copied' | 'new'> {
  const root = inject('pgliteTemplates');
  if (!root) return 'new';
  copyPglite(await template(root, String(products)), dataDir);
  return 'copied';
}

/** Fills dataDir/pglite with this run's migrated, empty database (for a suite that seeds its own), else leaves it new. */
export async function prepareMigratedPglite(dataDir: string): Promise<void> {
  const root = inject('pgliteTemplates');
  if (root) copyPglite(await template(root, 'migrated'), dataDir);
}

const copyPglite = (from: string, to: string) =>
  fs.cpSync(path.join(from, 'pglite'), path.join(to, 'pglite'), { recursive: true });

/** This run's folder `name` ('migrated', or a catalog size), made once per process and kept once per run. */
function template(root: string, name: string): Promise<string> {
  if (!made.has(name)) made.set(name, make(root, name));
  return made.get(name)!;
}

async function make(root: string, name: string): Promise<string> {
  const done = path.join(root, name);
  if (fs.existsSync(done)) return done;
  // Another worker may be making the same one: each makes its own and the first rename wins.
  const mine = fs.mkdtempSync(path.join(root, `${name}-making-`));
  if (name !== 'migrated') copyPglite(await template(root, 'migrated'), mine);
  const database = await openDatabase({ databaseUrl: null, dataDir: mine });
  if (name !== 'migrated') {
    const { seed } = await import('../../server/seed/run.ts'); // only the run's first suite of a size seeds
    await seed(database.db, { products: Number(name), cdnDir: path.join(mine, 'cdn'), images: false });
  }
  await database.close();
  try {
    fs.renameSync(mine, done);
  } catch {
    fs.rmSync(mine, { recursive: true, force: true });
  }
  return done;
}

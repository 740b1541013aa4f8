/**
 * One database and one app per process, shared by whoever asks first: the static build (in-process
 * catalog reads), the dev server middleware and the production server. Kept on globalThis because the
 * build's bundled modules and the server's own modules are separate module instances.
 */
import { openDatabase, type Database } from './db/open.ts';
import { createApp, type App } from './app.ts';
import { isSeeded, seed } from './seed/run.ts';
import { config } from './config.ts';
import { assertProductionReady } from './production.ts';

export type Runtime = { database: Database; app: App };

const KEY = Symbol.for('vastra.runtime');
/** Set by the Astro integration while `astro build` runs (see server/astro-integration.ts). */
export const SITE_BUILD = Symbol.for('vastra.siteBuild');
type Holder = { [KEY]?: Promise<Runtime>; [SITE_BUILD]?: boolean };

/** Seeding truncates users, orders and wallets, so only an empty database outside production gets the demo catalog. */
export function shouldSeed({ production, empty }: { production: boolean; empty: boolean }): boolean {
  return empty && !production;
}

/** Opens (and on an empty database outside production, seeds) once per process. */
export function getRuntime(): Promise<Runtime> {
  const holder = globalThis as Holder;
  if (holder[KEY]) return holder[KEY];
  const building = holder[SITE_BUILD] === true;
  // Astro's build sets NODE_ENV=production itself when it is unset, so there only a PostgreSQL database
  // counts as production (production never runs on embedded PGlite).
  const production = process.env.NODE_ENV === 'production' && (!building || Boolean(config.databaseUrl));
  const runtime = (async () => {
    // Refuse a half-configured production before the database is touched. The build only reads the
    // catalog and holds no secrets, so it is exempt.
    if (!building) assertProductionReady();
    const database = await openDatabase();
    const empty = !(await isSeeded(database.db));
    if (shouldSeed({ production, empty })) {
      console.log('[vastra] empty database: seeding the demo catalog (600 products)…');
      await seed(database.db, { products: 600, cdnDir: config.cdnDir, log: (line) => console.log(`[vastra]   ${line}`) });
    } else if (empty) {
      console.log('[vastra] empty production database: serving no products until a catalog is loaded (the demo seed is never run here).');
    }
    return { database, app: createApp(database.db) };
  })();
  holder[KEY] = runtime;
  // A failed open is not kept, so the next caller tries again.
  runtime.catch(() => {
    if (holder[KEY] === runtime) delete holder[KEY];
  });
  return runtime;
}

export async function closeRuntime(): Promise<void> {
  const holder = globalThis as Holder;
  const runtime = holder[KEY];
  delete holder[KEY];
  const opened = await runtime?.catch(() => null);
  if (opened) await opened.database.close();
}

/**
 * One database and one app per process, shared by whoever asks first: the static build (in-process
 * catalog reads), the dev server middleware and the production server. Kept on globalThis because the
 * build's bundled modules and the server's own modules are separate module instances.
 */
import { openDatabase, type Database } from './db/open.ts';
import { createApp, type App } from './app.ts';
import { isSeeded, seed } from './seed/run.ts';
import { config } from './config.ts';

export type Runtime = { database: Database; app: App };

const KEY = Symbol.for('vastra.runtime');
type Holder = { [KEY]?: Promise<Runtime> };

/** Opens (and on an empty database, seeds) once per process. */
export function getRuntime(): Promise<Runtime> {
  const holder = globalThis as Holder;
  holder[KEY] ??= (async () => {
    const database = await openDatabase();
    if (!(await isSeeded(database.db))) {
      console.log('[vastra] empty database: seeding the demo catalog (600 products)…');
      await seed(database.db, { products: 600, cdnDir: config.cdnDir, log: (line) => console.log(`[vastra]   ${line}`) });
    }
    return { database, app: createApp(database.db) };
  })();
  return holder[KEY];
}

export async function closeRuntime(): Promise<void> {
  const holder = globalThis as Holder;
  const runtime = holder[KEY];
  delete holder[KEY];
  if (runtime) await (await runtime).database.close();
}

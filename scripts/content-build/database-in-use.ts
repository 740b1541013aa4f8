/**
 * The content-only build reads the home sections from the catalog in-process, as the full build does. The
 * embedded database (PGlite) opens in one process at a time, and `npm start` or `npm run dev` keep it open: said
 * before the build starts, with the way round it (read the catalog from that server's API instead).
 */
import fs from 'node:fs';
import path from 'node:path';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Why the build cannot open the catalog's database now, or null when it can. */
export function databaseInUse(root: string, env: Record<string, string | undefined> = process.env): string | null {
  if (env.DATABASE_URL || env.CATALOG_API_URL) return null;
  // As server/config.ts reads it.
  const dataDir = path.resolve(root, env.DATA_DIR ?? '.data');
  const lock = path.join(dataDir, 'pglite.lock');
  const owner = fs.existsSync(lock) ? Number(fs.readFileSync(lock, 'utf8')) : 0;
  if (!owner || owner === process.pid || !alive(owner)) return null;
  return (
    `The catalog's database (${path.relative(root, path.join(dataDir, 'pglite')) || dataDir}) is open in process ${owner} (npm start or npm run dev?), ` +
    'and the content-only build reads the home sections from it. Stop that process, or let the build read the ' +
    'catalog from its API: CATALOG_API_URL=http://localhost:4321/api/v1/ npm run build:content'
  );
}

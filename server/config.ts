/** Server configuration from the environment, read once. */
import path from 'node:path';
import { parseReadUrls } from './db/replicas.ts';

const root = path.resolve(import.meta.dirname, '..');

export const config = {
  root,
  production: process.env.NODE_ENV === 'production',
  port: Number(process.env.PORT ?? 4321),
  /** PostgreSQL when set; embedded PGlite in dataDir otherwise. */
  databaseUrl: process.env.DATABASE_URL || null,
  /** Read replicas of that PostgreSQL for catalog reads and search (server/db/reads.ts); read on each use. */
  get databaseReadUrls() {
    return parseReadUrls(process.env.DATABASE_READ_URL);
  },
  dataDir: path.resolve(root, process.env.DATA_DIR ?? '.data'),
  /** Generated and uploaded images; CDN_DIR lets several data directories share the generated art. */
  get cdnDir() {
    return process.env.CDN_DIR ? path.resolve(root, process.env.CDN_DIR) : path.join(this.dataDir, 'cdn');
  },
  cdnBase: (process.env.PUBLIC_CDN_BASE ?? '/cdn').replace(/\/$/, ''),
  /**
   * The site's origin, for the absolute addresses the API document names (its license's terms page):
   * PUBLIC_SITE_URL, which production requires; elsewhere this server's own port on localhost. Never the
   * request's Host header, which the caller writes. Read on each use, so a test can set it.
   */
  get siteOrigin() {
    return new URL(process.env.PUBLIC_SITE_URL || `http://localhost:${Number(process.env.PORT ?? 4321)}`).origin;
  },
  /** The build npm start makes and npm run serve serves (the first-start bench builds into its own). */
  distDir: path.resolve(root, process.env.DIST_DIR || 'dist'),
};

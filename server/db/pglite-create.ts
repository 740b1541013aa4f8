/** Opens PGlite on a data folder with the extensions the schema needs: in place (open.ts) or in a build's thread. */
import { PGlite } from '@electric-sql/pglite';
// Search's typo matching and name indexes (migration 0013) need pg_trgm, which PGlite ships as a contrib extension.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const createPglite = (dir: string) => PGlite.create(dir, { extensions: { pg_trgm } });

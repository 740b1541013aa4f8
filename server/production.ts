/** Production refuses to start with development defaults. */
export function assertProductionReady(env = process.env) {
  if (env.NODE_ENV !== 'production') return;
  const missing: string[] = [];
  if (!env.DATABASE_URL) missing.push('DATABASE_URL (PostgreSQL)');
  if (missing.length) throw new Error(`Production needs: ${missing.join(', ')}`);
}

/**
 * This run's database templates: a folder for the PGlite ones (tests/api/pglite-templates.ts) and a name prefix
 * for the PostgreSQL ones (tests/api/postgres-templates.ts), both removed when the run ends.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-pglite-templates-'));
  project.provide('pgliteTemplates', root);
  const prefix = `vastra_template_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  project.provide('postgresTemplates', prefix);
  return async () => {
    fs.rmSync(root, { recursive: true, force: true });
    if (process.env.DATABASE_URL) await dropDatabases(process.env.DATABASE_URL, prefix);
  };
}

async function dropDatabases(adminUrl: string, prefix: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1 || '_')",
      [prefix],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await admin.end();
  }
}

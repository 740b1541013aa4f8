/**
 * PostgreSQL for the bench's parts that measure it: whether the local server answers, the address of its
 * maintenance database (DATABASE_URL, else the machine's user on 127.0.0.1:5432/test), and a database of the
 * bench's own on it.
 */
import { spawnSync } from 'node:child_process';

export const postgresAnswers = (): boolean =>
  spawnSync('pg_isready', ['-q', '-h', '127.0.0.1', '-p', '5432']).status === 0;

export const adminUrl = (): string =>
  process.env.DATABASE_URL || `postgres://${process.env.USER ?? 'root'}@127.0.0.1:5432/test`;

/** The address of database `name` on the server `admin` names. */
export function databaseUrl(admin: string, name: string): string {
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.href;
}

/** A database kept between bench runs (made when missing, its catalog seeded again only when it differs). */
export async function keptDatabase(name: string): Promise<string> {
  const admin = adminUrl();
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    if (!(await client.query('select 1 from pg_database where datname = $1', [name])).rowCount)
      await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  return databaseUrl(admin, name);
}

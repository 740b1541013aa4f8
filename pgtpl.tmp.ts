import { createPostgresDatabase } from './tests/api/harness.ts';
import { openDatabase } from './server/db/open.ts';
import pg from 'pg';
const admin = 'postgres://postgres@127.0.0.1:5432/test';
let t = performance.now();
const made = await createPostgresDatabase(admin);
const t1 = performance.now();
const database = await openDatabase({ databaseUrl: made.url });
const t2 = performance.now();
const { seed } = await import('./server/seed/run.ts');
await seed(database.db, { products: 48, cdnDir: '/tmp/pgt/cdn', images: false });
const t3 = performance.now();
await database.close();
console.log('create', (t1 - t).toFixed(0), 'migrate', (t2 - t1).toFixed(0), 'seed', (t3 - t2).toFixed(0));
const name = new URL(made.url).pathname.slice(1);
const c = new pg.Client({ connectionString: admin });
await c.connect();
for (let i = 0; i < 3; i++) {
  t = performance.now();
  await c.query(`create database tplcopy${i} template ${name}`);
  const t4 = performance.now();
  const d2 = await openDatabase({ databaseUrl: admin.replace('/test', `/tplcopy${i}`) });
  const t5 = performance.now();
  await d2.close();
  console.log('copy', (t4 - t).toFixed(0), 'open+migrate-check', (t5 - t4).toFixed(0));
  await c.query(`drop database tplcopy${i}`);
}
await c.end();
await made.drop();

/**
 * npm run db:seed -- --products N: regenerate the demo catalog at another size (default 600, at most
 * MAX_PRODUCTS). --seed S draws another catalog (the same S, the same catalog); --batch B writes B products
 * at a time (default 5,000; the catalog is the same whatever B). --skip-images writes the database only.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/open.ts';
import { config } from '../config.ts';
import { seed, SEED_TRUNCATES } from './run.ts';
import { parseSeedNumbers } from './options.ts';

const NUMBER_FLAGS = new Set(['--products', '--seed', '--batch']);
// "--products -5": parseArgs takes a value starting with a dash for a missing one. Joined ("--products=-5"), it
// is checked like any other number and refused with the same message.
const args: string[] = [];
for (const arg of process.argv.slice(2)) {
  const previous = args.at(-1);
  if (previous && NUMBER_FLAGS.has(previous) && /^-\d/.test(arg)) args[args.length - 1] = `${previous}=${arg}`;
  else args.push(arg);
}
let values;
try {
  ({ values } = parseArgs({
    args,
    options: {
      products: { type: 'string' },
      seed: { type: 'string' },
      batch: { type: 'string' },
      'skip-images': { type: 'boolean', default: false },
      'force-production': { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  console.error((error as Error).message);
  console.error('Usage: npm run db:seed -- [--products N] [--seed S] [--batch B] [--skip-images]');
  process.exit(1);
}
// Seeding truncates users and everything that refers to them; in production only an explicit flag does that.
// Checked before the database is opened.
if (process.env.NODE_ENV === 'production' && !values['force-production']) {
  console.error(
    `Refusing to seed in production (NODE_ENV=production): seeding truncates ${SEED_TRUNCATES.join(', ')} ` +
      '(cascading to carts, orders, wallets, addresses and every other row that refers to them). ' +
      'Pass --force-production to do it anyway.',
  );
  process.exit(1);
}
// Also before the database is opened: a refused number leaves the catalog as it was.
const numbers = parseSeedNumbers(values);
if (!numbers.ok) {
  for (const error of numbers.errors) console.error(error);
  console.error('Nothing was written.');
  process.exit(1);
}
const { products, seed: randomSeed, batch } = numbers.value;
const database = await openDatabase();
try {
  console.log(
    `Seeding ${products.toLocaleString('en-IN')} products (seed ${randomSeed}, ${batch.toLocaleString('en-IN')} a batch) into ${database.kind}${database.kind === 'pglite' ? ` (${config.dataDir})` : ''}`,
  );
  await seed(database.db, {
    products,
    seed: randomSeed,
    batch,
    images: !values['skip-images'],
    cdnDir: config.cdnDir,
    log: (line) => console.log(`  ${line}`),
  });
} finally {
  await database.close();
}

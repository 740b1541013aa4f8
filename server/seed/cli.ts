/** npm run db:seed -- --products N: regenerate the demo catalog at another size (default 600). */
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/open.ts';
import { config } from '../config.ts';
import { seed, SEED_TRUNCATES } from './run.ts';

const { values } = parseArgs({
  options: { products: { type: 'string', default: '600' }, 'force-production': { type: 'boolean', default: false } },
});
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
const products = Number(values.products);
if (!Number.isInteger(products) || products < 1) {
  console.error('--products must be a whole number of 1 or more');
  process.exit(1);
}
const database = await openDatabase();
try {
  console.log(
    `Seeding ${products} products into ${database.kind}${database.kind === 'pglite' ? ` (${config.dataDir})` : ''}`,
  );
  await seed(database.db, { products, cdnDir: config.cdnDir, log: (line) => console.log(`  ${line}`) });
} finally {
  await database.close();
}

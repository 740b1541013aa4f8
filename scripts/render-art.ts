/**
 * Renders the demo catalog's images into the CDN folder ahead of a first start (the seed would draw the same
 * files, skipping those already there). `npm test` runs this in the background beside the type check and the
 * unit tests, so the browser tests' first start does not wait minutes for art. CDN_DIR (default .data/cdn).
 */
import path from 'node:path';
import { generateCatalog } from '../server/seed/catalog.ts';
import { renderArt } from '../server/seed/art.ts';
import { copyLensClips, DEMO_PRODUCTS } from '../server/seed/run.ts';

const cdnDir = path.resolve(process.env.CDN_DIR ?? '.data/cdn');
const started = performance.now();
const catalog = generateCatalog({ products: DEMO_PRODUCTS });
copyLensClips(cdnDir);
// Beside other work, one image at a time is enough to finish first and leaves the other core free.
const workers = Number(process.env.ART_WORKERS ?? 3);
const written = await renderArt(catalog.art, cdnDir, { workers, progress: (line) => console.log(line) });
console.log(`${written} images rendered into ${cdnDir} in ${((performance.now() - started) / 1000).toFixed(1)} s`);

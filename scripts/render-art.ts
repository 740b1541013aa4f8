/**
 * Draws every image of the demo catalog into the CDN folder at once, skipping those already there: for a demo
 * whose images a real CDN serves (PUBLIC_CDN_BASE), which has no server to draw them as they are asked for.
 * npm start, npm run dev and the browser tests need none of it: /cdn draws each image the first time it is
 * asked for (server/demo-art.ts). CDN_DIR (default .data/cdn); ART_WORKERS images at once (default 3).
 */
import path from 'node:path';
import { generateCatalog } from '../server/seed/catalog.ts';
import { renderArt } from '../server/seed/art.ts';
import { copyLensClips, DEMO_PRODUCTS } from '../server/seed/run.ts';

const cdnDir = path.resolve(process.env.CDN_DIR ?? '.data/cdn');
const started = performance.now();
const catalog = generateCatalog({ products: DEMO_PRODUCTS });
copyLensClips(cdnDir);
const workers = Number(process.env.ART_WORKERS ?? 3);
const written = await renderArt(catalog.art, cdnDir, { workers, progress: (line) => console.log(line) });
console.log(`${written} images rendered into ${cdnDir} in ${((performance.now() - started) / 1000).toFixed(1)} s`);

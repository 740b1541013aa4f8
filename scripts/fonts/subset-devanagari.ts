/**
 * node scripts/fonts/subset-devanagari.ts: writes the two Devanagari files Hindi pages load (only Hindi pages:
 * src/styles/fonts-devanagari.css, placed by src/layouts/BaseLayout.astro), from the
 * @fontsource-variable/noto-sans-devanagari file (weight axis cut to 400-700, the weights the pages use; every
 * OpenType feature kept, so conjuncts and matras shape as in the full font):
 *   src/assets/fonts/noto-devanagari-core-wght.woff2  the letters, signs, matras, nukta forms, danda and digits
 *                                                     Hindi is written with, and the joiners (ZWJ, ZWNJ)
 *   src/assets/fonts/noto-devanagari-wght.woff2       the whole Devanagari block with its extensions (Vedic
 *                                                     signs, letters for other languages): loaded only for a
 *                                                     character outside the core, say in a seller's text
 * Run it again after updating the package, and keep CORE and WHOLE in step with fonts-devanagari.css.
 */
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const root = path.resolve(import.meta.dirname, '../..');
const source = path.join(root, 'node_modules/@fontsource-variable/noto-sans-devanagari/files');
const out = path.join(root, 'src/assets/fonts');

type Ranges = [number, number][];
/** The core file's code points; the same list is its unicode-range in src/styles/fonts-devanagari.css. */
export const CORE: Ranges = [
  [0x0900, 0x0950],
  [0x0958, 0x0970],
  [0x200c, 0x200d],
];
/**
 * The whole file's code points: the block and its extensions, the core's characters too (so a rare character's
 * cluster can be drawn from this file). Its unicode-range in fonts-devanagari.css is only what the core lacks.
 */
export const WHOLE: Ranges = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cf9],
  [0x200c, 0x200d],
  [0xa8e0, 0xa8ff],
];
/** The dotted circle: the shaper draws it under a matra that has no letter to sit on. */
const DOTTED_CIRCLE = '\u25cc';
const WEIGHTS = { wght: { min: 400, max: 700 } };

const text = (ranges: Ranges) =>
  ranges
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
    .join('');

const from = fs.readFileSync(path.join(source, 'noto-sans-devanagari-devanagari-wght-normal.woff2'));
const files: [string, string][] = [
  ['noto-devanagari-core-wght.woff2', text(CORE) + DOTTED_CIRCLE],
  ['noto-devanagari-wght.woff2', text(WHOLE) + DOTTED_CIRCLE],
];
fs.mkdirSync(out, { recursive: true });
for (const [name, characters] of files) {
  const subset = await subsetFont(from, characters, { targetFormat: 'woff2', variationAxes: WEIGHTS });
  fs.writeFileSync(path.join(out, name), subset);
  console.log(`${name}: ${(subset.length / 1024).toFixed(1)} KB`);
}

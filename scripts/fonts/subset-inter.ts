/**
 * node scripts/fonts/subset-inter.ts: writes the two small Inter files the site loads first, from the
 * @fontsource-variable/inter files (variable weight axis and every OpenType feature kept):
 *   src/assets/fonts/inter-core-wght.woff2   the characters the pages print (ASCII, ₹'s neighbours
 *                                            among the punctuation: © – — ‘ ’ “ ” • … ™ −, ...)
 *   src/assets/fonts/inter-rupee-wght.woff2  ₹ alone (Fontsource has it in latin-ext, an 86 KB file)
 * src/styles/fonts.css declares them after Fontsource's faces, so these win for their characters and
 * Fontsource's files load only for any other character (a name with a diacritic, say).
 * Run it again after updating @fontsource-variable/inter, and keep CORE in step with fonts.css.
 */
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const root = path.resolve(import.meta.dirname, '../..');
const source = path.join(root, 'node_modules/@fontsource-variable/inter/files');
const out = path.join(root, 'src/assets/fonts');

/** Code point ranges of the core file; the same list is its unicode-range in src/styles/fonts.css. */
export const CORE: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa9, 0xa9],
  [0xae, 0xae],
  [0xb7, 0xb7],
  [0xd7, 0xd7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
];
const text = (ranges: [number, number][]) =>
  ranges
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
    .join('');

const files: [string, string, string][] = [
  ['inter-core-wght.woff2', 'inter-latin-wght-normal.woff2', text(CORE)],
  ['inter-rupee-wght.woff2', 'inter-latin-ext-wght-normal.woff2', '\u20b9'],
];
fs.mkdirSync(out, { recursive: true });
for (const [name, from, characters] of files) {
  const subset = await subsetFont(fs.readFileSync(path.join(source, from)), characters, { targetFormat: 'woff2' });
  fs.writeFileSync(path.join(out, name), subset);
  console.log(`${name}: ${(subset.length / 1024).toFixed(1)} KB`);
}

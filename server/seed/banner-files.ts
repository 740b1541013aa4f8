/**
 * The banner files (src/content/banners/*.json) as the seed and the build's check read them from disk, checked
 * against what exists in the demo catalog: its tabs, its stores and the banner art the seed draws for each store.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BANNER_TABS,
  BANNERS_FOLDER,
  bannerArt,
  bannerProblemsReport,
  readBanners,
  type Banner,
} from '../../src/lib/content-banners.ts';
import { DEMO_STORE_SLUGS } from './stores.ts';

/** The repository's root, from this file's place in it. */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** What a demo banner may name: art is drawn for every demo store (server/seed/art.ts). */
export const DEMO_BANNER_CHOICES = {
  tabs: BANNER_TABS,
  stores: DEMO_STORE_SLUGS,
  art: DEMO_STORE_SLUGS.map(bannerArt),
};

/** Each banner file's text, named from the root ("src/content/banners/home-1.json"), in name order. */
export function bannerFileTexts(root = ROOT): { file: string; text: string }[] {
  const folder = path.join(root, BANNERS_FOLDER);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ file: `${BANNERS_FOLDER}/${name}`, text: fs.readFileSync(path.join(folder, name), 'utf8') }));
}

/** Every problem in the banner files, each naming the file, the field and the fix; none when all is well. */
export const bannerFileProblems = (root = ROOT) => readBanners(bannerFileTexts(root), DEMO_BANNER_CHOICES).problems;

/** The banners, in carousel order; a problem in any file stops the seed with every problem listed. */
export function loadBanners(root = ROOT): Banner[] {
  const { banners, problems } = readBanners(bannerFileTexts(root), DEMO_BANNER_CHOICES);
  if (problems.length) throw new Error(bannerProblemsReport(problems));
  return banners;
}

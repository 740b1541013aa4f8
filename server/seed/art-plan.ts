/**
 * The demo's art plan on disk: which product art (category, shape, colour) and which store art the seeded
 * catalog names, kept in the CDN folder (DEMO_ART_PLAN) for the site server to draw from on demand
 * (art-on-demand.ts). Several data folders may share one CDN folder (CDN_DIR: the browser tests', the
 * benches'), so a seed adds its plan to the one there rather than replacing it: an image another catalog
 * still shows stays drawable.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { DEMO_ART_PLAN } from '../demo-art.ts';
import type { ArtPlan } from './art.ts';

const EMPTY: ArtPlan = { products: [], stores: [] };

/** The plan in `cdnDir`; an empty one when none was written. */
export function readArtPlan(cdnDir: string): ArtPlan {
  const file = path.join(cdnDir, DEMO_ART_PLAN);
  if (!fs.existsSync(file)) return EMPTY;
  const plan = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<ArtPlan>;
  return { products: plan.products ?? [], stores: plan.stores ?? [] };
}

/** Adds `plan` to the one in `cdnDir` (a store's entry replaced by its new one), written whole by a rename. */
export function writeArtPlan(cdnDir: string, plan: ArtPlan): ArtPlan {
  const kept = readArtPlan(cdnDir);
  const products = new Map(kept.products.map((p) => [`${p.category}/${p.shape}/${p.color}`, p]));
  for (const p of plan.products) products.set(`${p.category}/${p.shape}/${p.color}`, p);
  const stores = new Map(kept.stores.map((s) => [s.slug, s]));
  for (const s of plan.stores) stores.set(s.slug, s);
  const merged: ArtPlan = { products: [...products.values()], stores: [...stores.values()] };
  fs.mkdirSync(cdnDir, { recursive: true });
  const file = path.join(cdnDir, DEMO_ART_PLAN);
  // A reader in another process (a serving worker) sees the old plan or the new one, never half of one.
  const temporary = `${file}.${randomUUID()}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(merged));
  fs.renameSync(temporary, file);
  return merged;
}

/**
 * Draws the demo catalog's images to WebP with sharp: product art per article kind and colour (a front
 * view and a detail view), store logos and covers, and home banners. Every image exists at each IMAGE_WIDTHS
 * width as "{name}-{width}.webp" under the CDN folder. Serving draws one the first time it is asked for
 * (art-on-demand.ts, one width at a time: drawImage); renderArt draws them all ahead
 * (scripts/render-art.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../../src/lib/images.ts';
import { COLORS, shade } from '../../src/lib/colors.ts';
import { SHAPES } from './shapes.ts';

export type Job = { name: string; svg: () => string; width: number; height: number };

/** The WebP settings of every demo image. Effort 2, not 3: half the encoding time for 8% more bytes (measured on 28 demo images). */
const WEBP = { quality: 78, effort: 2 } as const;

function productSvg(shape: string, color: string, view: 'front' | 'detail'): string {
  const hex = COLORS[color]!;
  const paint = { fill: hex, line: shade(hex, -0.45), light: shade(hex, 0.55) };
  const bgTop = view === 'front' ? shade(hex, 0.93) : shade(hex, 0.78);
  const bgBottom = view === 'front' ? shade(hex, 0.86) : shade(hex, 0.65);
  const art = SHAPES[shape]!(paint);
  const transform = view === 'front' ? '' : 'transform="translate(-110 -150) scale(1.45) rotate(-8 250 300)"';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 500 600" width="500" height="600">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bgTop}"/><stop offset="1" stop-color="${bgBottom}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.4" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="500" height="600" fill="url(#bg)"/><rect width="500" height="600" fill="url(#glow)"/>
<ellipse cx="250" cy="548" rx="170" ry="18" fill="#000" opacity="0.08"/>
<g ${transform}>${art}</g></svg>`;
}

function logoSvg(initials: string, hex: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
<rect width="400" height="400" fill="${shade(hex, 0.9)}"/>
<circle cx="200" cy="200" r="150" fill="${hex}"/><circle cx="200" cy="200" r="128" fill="none" stroke="${shade(hex, 0.6)}" stroke-width="6"/>
${monogram(initials, shade(hex, 0.92))}</svg>`;
}

/** Store initials in a serif face (DejaVu/Liberation ship with Debian; any serif will do). */
function monogram(text: string, color: string): string {
  const glyph = (ch: string, x: number) =>
    `<text x="${x}" y="235" font-family="serif" font-size="110" font-weight="700" fill="${color}" text-anchor="middle">${ch}</text>`;
  return text.length > 1 ? glyph(text[0]!, 160) + glyph(text[1]!, 240) : glyph(text, 200);
}

function patternSvg(hex: string, width: number, height: number, seed: number): string {
  const accent = shade(hex, 0.35);
  const deep = shade(hex, -0.35);
  const circles = Array.from({ length: 9 }, (_, i) => {
    const x = ((seed * 37 + i * 173) % 100) / 100;
    const y = ((seed * 53 + i * 97) % 100) / 100;
    const r = 0.08 + (((seed + i * 31) % 10) / 100) * 1.6;
    return `<circle cx="${(x * width).toFixed(0)}" cy="${(y * height).toFixed(0)}" r="${(r * Math.max(width, height)).toFixed(0)}" fill="${i % 2 ? accent : deep}" opacity="${i % 2 ? 0.35 : 0.25}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(hex, -0.15)}"/><stop offset="1" stop-color="${shade(hex, 0.2)}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${circles}
<rect width="${width}" height="${height}" fill="#000" opacity="0.12"/></svg>`;
}

/** A banner: the colour field plus the featured article drawn large on the right. */
function bannerSvg(hex: string, shape: string, color: string, width: number, height: number, seed: number): string {
  const pattern = patternSvg(hex, width, height, seed);
  const paint = { fill: COLORS[color]!, line: shade(COLORS[color]!, -0.45), light: shade(COLORS[color]!, 0.55) };
  const scale = (height * 0.9) / 600;
  const x = width > height ? width - 500 * scale - width * 0.06 : (width - 500 * scale * 0.62) / 2;
  const y = width > height ? height * 0.05 : height * 0.04;
  const art = `<g transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) scale(${(width > height ? scale : scale * 0.62).toFixed(3)})">${SHAPES[shape]!(paint)}</g>`;
  return pattern.replace('</svg>', `${art}</svg>`);
}

export function productImageName(category: string, shape: string, color: string, view: 'front' | 'detail') {
  return `products/${category}/${shape}-${color.toLowerCase()}-${view}`;
}

export type ArtPlan = {
  products: { category: string; shape: string; color: string }[];
  stores: { slug: string; initials: string; hex: string; shape: string; color: string; seed: number }[];
};

export function artJobs(plan: ArtPlan): Job[] {
  const jobs: Job[] = [];
  const seen = new Set<string>();
  for (const { category, shape, color } of plan.products) {
    for (const view of ['front', 'detail'] as const) {
      const name = productImageName(category, shape, color, view);
      if (seen.has(name)) continue;
      seen.add(name);
      jobs.push({ name, svg: () => productSvg(shape, color, view), width: 500, height: 600 });
    }
  }
  for (const s of plan.stores) {
    jobs.push({ name: `stores/${s.slug}-logo`, svg: () => logoSvg(s.initials, s.hex), width: 400, height: 400 });
    jobs.push({
      name: `stores/${s.slug}-cover`,
      svg: () => patternSvg(s.hex, 1600, 480, s.seed),
      width: 1600,
      height: 480,
    });
    jobs.push({
      name: `banners/${s.slug}-web`,
      svg: () => bannerSvg(s.hex, s.shape, s.color, 1600, 500, s.seed),
      width: 1600,
      height: 500,
    });
    jobs.push({
      name: `banners/${s.slug}-hero`,
      svg: () => bannerSvg(s.hex, s.shape, s.color, 800, 800, s.seed),
      width: 800,
      height: 800,
    });
  }
  return jobs;
}

/**
 * One image at one width, as WebP bytes: the SVG rasterised at about that width (its density set for it), not
 * drawn at the largest width and scaled down. A phone's card asks for 320 or 640 px, a sixteenth or a quarter
 * of the largest width's pixels, so a single picture asked for on demand costs that much less.
 */
export async function drawImage(job: Job, width: number): Promise<Buffer> {
  const density = Math.ceil((72 * width) / job.width);
  return sharp(Buffer.from(job.svg()), { density }).resize({ width }).webp(WEBP).toBuffer();
}

/** How often a long render says where it is (every this many images drawn). */
const PROGRESS_EVERY = 100;

/**
 * Renders every missing file; returns how many images were written. `progress` hears "images N of M" now and
 * then, so a first start is never silent for minutes; `workers` is how many images are drawn at once.
 */
export async function renderArt(
  plan: ArtPlan,
  cdnDir: string,
  options: { progress?: (line: string) => void; workers?: number } = {},
): Promise<number> {
  let written = 0;
  const jobs = artJobs(plan);
  const queue = [...jobs];
  const missing = jobs.filter(
    (job) => !fs.existsSync(path.join(cdnDir, `${job.name}-${IMAGE_WIDTHS.at(-1)}.webp`)),
  ).length;
  const total = missing * IMAGE_WIDTHS.length;
  if (total)
    options.progress?.(`images: ${total} to render (${jobs.length * IMAGE_WIDTHS.length - total} already there)`);
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const last = path.join(cdnDir, `${job.name}-${IMAGE_WIDTHS.at(-1)}.webp`);
      if (fs.existsSync(last)) continue;
      fs.mkdirSync(path.dirname(last), { recursive: true });
      const largest = IMAGE_WIDTHS.at(-1)!;
      const density = Math.ceil((72 * largest) / job.width);
      // Drawn once at the largest width and kept as raw pixels: a PNG in between, and a resize to the same width,
      // cost a sixth of the time.
      const master = await sharp(Buffer.from(job.svg()), { density })
        .resize({ width: largest })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const { width: w, height: h, channels } = master.info;
      for (const width of IMAGE_WIDTHS) {
        const pixels = sharp(master.data, { raw: { width: w, height: h, channels } });
        await (width === largest ? pixels : pixels.resize({ width }))
          .webp(WEBP)
          .toFile(path.join(cdnDir, `${job.name}-${width}.webp`));
        written++;
        if (written % PROGRESS_EVERY === 0) options.progress?.(`images ${written} of ${total}`);
      }
    }
  };
  await Promise.all(Array.from({ length: options.workers ?? 3 }, worker));
  return written;
}

/**
 * The installed app's icons, drawn at build from the brand mark (public/favicon.svg) with sharp: the mark as
 * it is ("any"), and a maskable one whose mark sits well inside the safe zone on a full-bleed brand square
 * (a launcher may cut any shape out of it).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { APPLE_TOUCH_ICON, BRAND_COLOUR, ICON_FILES } from '../../lib/web-manifest.ts';

/** The mark's path from favicon.svg (a 32-unit box), redrawn on a full square at three quarters of its size. */
function maskableSvg(favicon: string): string {
  const mark = /<path [^>]*\/>/.exec(favicon)?.[0];
  if (!mark) throw new Error('public/favicon.svg has no <path> to draw the maskable icon from');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND_COLOUR}"/><g transform="translate(4 4) scale(0.75)">${mark}</g></svg>`;
}

export async function writeIcons(publicDir: string, clientDir: string): Promise<void> {
  const favicon = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
  const maskable = maskableSvg(favicon);
  const draw = (svg: string, size: number, file: string) => {
    const out = path.join(clientDir, file);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    return sharp(Buffer.from(svg), { density: (72 * size) / 32 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(out);
  };
  await Promise.all([
    ...ICON_FILES.map(({ file, size, purpose }) => draw(purpose === 'maskable' ? maskable : favicon, size, file)),
    // iOS draws its own rounded corners over a full square: the maskable art fits it.
    draw(maskable, APPLE_TOUCH_ICON.size, APPLE_TOUCH_ICON.file),
  ]);
}

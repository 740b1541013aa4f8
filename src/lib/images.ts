/**
 * Images resolve against the CDN base by file name (spec shopper-core §7). The API stores a name such as
 * "products/fashion/kurta-red-front"; the CDN holds it at a few widths as WebP.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

export function cdnBase(): string {
  const base = (import.meta.env?.PUBLIC_CDN_BASE as string | undefined) ?? '/cdn';
  return base.replace(/\/$/, '');
}

/**
 * A full URL or a rooted path (an upload, a remote CDN's picture): one file at its own address, with no widths.
 * A bare name is the CDN's, at every width.
 */
export const atOwnAddress = (name: string): boolean => /^(https?:)?\/\//.test(name) || name.startsWith('/');

/** A full URL given as-is (uploads, remote CDNs); a bare name resolved at a width. */
export function imageUrl(name: string, width: (typeof IMAGE_WIDTHS)[number] = 640): string {
  if (atOwnAddress(name)) return name;
  return `${cdnBase()}/${name}-${width}.webp`;
}

/**
 * The URLs to try for an image, `width` first, then the other widths from the smallest: offline, a width
 * never fetched is not in any cache, but another width of the same picture often is (the product page's),
 * so a small picture falls back to one the device has. A full URL is the one try.
 */
export function imageFallbacks(name: string, width: (typeof IMAGE_WIDTHS)[number] = 320): string[] {
  if (atOwnAddress(name)) return [name];
  return [width, ...IMAGE_WIDTHS.filter((w) => w !== width)].map((w) => imageUrl(name, w));
}

export function imageSrcSet(name: string): string | undefined {
  if (atOwnAddress(name)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${imageUrl(name, w)} ${w}w`).join(', ');
}

/** A video (Lens clips): a full URL as-is, a bare name from the CDN base as stored ("lens/clip-1.webm"). */
export function videoUrl(name: string): string {
  if (atOwnAddress(name)) return name;
  return `${cdnBase()}/${name}`;
}

/**
 * Data saver: the width served instead of `width` when the browser asks to save data (Save-Data:
 * on): the largest of IMAGE_WIDTHS at most half as wide, never under the smallest. About a quarter of the bytes.
 */
export function dataSaverWidth(width: number): number {
  const fits = IMAGE_WIDTHS.filter((w) => w <= width / 2);
  return fits.length ? fits[fits.length - 1]! : IMAGE_WIDTHS[0];
}

/** The file to serve for a CDN image path ("products/x-1280.webp") when saving data; null when it has no width. */
export function dataSaverPath(file: string): string | null {
  const match = /^(.*)-(\d+)\.webp$/.exec(file);
  if (!match) return null;
  const width = Number(match[2]);
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) return null;
  const smaller = dataSaverWidth(width);
  return smaller === width ? null : `${match[1]}-${smaller}.webp`;
}

/** The request header value by which a browser asks to save data. */
export const savesData = (header: string | undefined | null): boolean => header?.trim().toLowerCase() === 'on';

/** An image's `sizes`, which HTML allows only beside a `srcset`: none for one with no widths (an upload at its own address). */
export function imageSizes(name: string, sizes: string): string | undefined {
  return atOwnAddress(name) ? undefined : sizes;
}

/**
 * Images resolve against the CDN base by file name (spec shopper-core §7). The API stores a name such as
 * "products/fashion/kurta-red-front"; the CDN holds it at a few widths as WebP.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

export function cdnBase(): string {
  const base = (import.meta.env?.PUBLIC_CDN_BASE as string | undefined) ?? '/cdn';
  return base.replace(/\/$/, '');
}

/** A full URL given as-is (uploads, remote CDNs); a bare name resolved at a width. */
export function imageUrl(name: string, width: (typeof IMAGE_WIDTHS)[number] = 640): string {
  if (/^(https?:)?\/\//.test(name) || name.startsWith('/')) return name;
  return `${cdnBase()}/${name}-${width}.webp`;
}

export function imageSrcSet(name: string): string | undefined {
  if (/^(https?:)?\/\//.test(name) || name.startsWith('/')) return undefined;
  return IMAGE_WIDTHS.map((w) => `${imageUrl(name, w)} ${w}w`).join(', ');
}

/** A video (Lens clips): a full URL as-is, a bare name from the CDN base as stored ("lens/clip-1.webm"). */
export function videoUrl(name: string): string {
  if (/^(https?:)?\/\//.test(name) || name.startsWith('/')) return name;
  return `${cdnBase()}/${name}`;
}

/**
 * Shows each listing card in the filtered colour: with Red chosen, the card's images become its red
 * variant's and its links open that variant (?variant=); with no colour chosen, or none the card has, it shows
 * the product as built. The choice is the pure colourView; this only writes the card's marked images and links,
 * remembering what the build wrote so it can be put back.
 */
import { colourView, decodeColourViews } from '../lib/rules/listing-colour.ts';
import { imageSrcSet, imageUrl } from '../lib/images.ts';

type Built = { href: string; images: { src: string; srcset: string | null }[] };
const built = new WeakMap<HTMLElement, Built>();

export function showColours(cards: Iterable<HTMLElement>, chosen: readonly string[]): void {
  for (const card of cards) {
    const views = card.dataset.colourViews;
    if (!views) continue;
    const links = [...card.querySelectorAll<HTMLAnchorElement>('a[data-card-link]')];
    const images = [
      card.querySelector<HTMLImageElement>('img[data-card-image]'),
      card.querySelector<HTMLImageElement>('img[data-card-image-2]'),
    ];
    const view = colourView(decodeColourViews(views), chosen);
    let original = built.get(card);
    if (!view && !original) continue;
    if (!original) {
      original = {
        href: links[0]?.getAttribute('href') ?? '',
        images: images.map((img) => ({
          src: img?.getAttribute('src') ?? '',
          srcset: img?.getAttribute('srcset') ?? null,
        })),
      };
      built.set(card, original);
    }
    const href = view ? withVariant(original.href, view.variantId) : original.href;
    for (const link of links) if (link.getAttribute('href') !== href) link.setAttribute('href', href);
    images.forEach((img, i) => {
      if (!img) return;
      // A colour with one image shows it on hover too (never another colour's picture).
      const name = view ? (view.images[i] ?? view.images[0]!) : null;
      const src = name ? imageUrl(name, 640) : original.images[i]!.src;
      const srcset = name ? (imageSrcSet(name) ?? null) : original.images[i]!.srcset;
      if (img.getAttribute('src') === src) return;
      if (srcset) img.setAttribute('srcset', srcset);
      else img.removeAttribute('srcset');
      img.setAttribute('src', src);
    });
  }
}

function withVariant(href: string, variantId: string): string {
  const url = new URL(href, location.origin);
  url.searchParams.set('variant', variantId);
  return `${url.pathname}${url.search}`;
}

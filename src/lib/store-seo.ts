/** Search and sharing details of a store page: description and an Organization JSON-LD. */
import type { StoreDetails } from './api/types.ts';
import { imageUrl } from './images.ts';
import { site } from './site.ts';

/** "{storeName}: {tagline}. Shop on {brand}." (the tagline's own full stop is not doubled); without a tagline, a plain line. */
export function storeDescription(store: Pick<StoreDetails, 'storeFront'>): string {
  const { storeName } = store.storeFront;
  const line = taglineLine(store);
  return line ? `${storeName}: ${line}. Shop on ${site.name}.` : `Shop ${storeName} on ${site.name}.`;
}

/** The tagline as a description's sentence uses it, without its closing stop; null when there is none. */
export function taglineLine(store: Pick<StoreDetails, 'storeFront'>): string | null {
  return store.storeFront.tagline?.trim().replace(/[.\s]+$/, '') || null;
}

export function storeJsonLd(store: StoreDetails, pageUrl: string): Record<string, unknown> {
  const { storeName, tagline, Logo, webBackgroundImage } = store.storeFront;
  const absolute = (name: string) => new URL(imageUrl(name, 640), pageUrl).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: storeName,
    url: pageUrl,
    ...(tagline ? { description: tagline } : {}),
    ...(Logo ? { logo: absolute(Logo) } : {}),
    ...(webBackgroundImage ? { image: new URL(imageUrl(webBackgroundImage, 1280), pageUrl).href } : {}),
  };
}

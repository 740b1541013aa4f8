/**
 * What the store page shows of a store's blocks (stores-and-social §2.3), as pure decisions the page and
 * its scripts render: which blocks are visible, how many products a collection block lists, where links go.
 */
import { productPath, storeCollectionPath } from '../paths.ts';
import { formatRupees } from './price.ts';
import type { AboutBlock, FeatureItem, StoreBlock, StoreProductCard } from '../api/types.ts';

/** A collection block lists up to 10 products; under 500px only 4 show (the page hides the rest in CSS). */
export const COLLECTION_BLOCK_LIMIT = 10;
export const COLLECTION_BLOCK_LIMIT_NARROW = 4;

export type VisibleStoreBlock = Exclude<StoreBlock, { typeData: 'SINGLE_BANNER' }>;
type CollectionBlock = Extract<StoreBlock, { typeData: 'CATEGORY_COLLECTION_LIST' | 'CUSTOM_COLLECTION_LIST' }>;

/**
 * The storefront blocks the page renders, in the seller's order. SINGLE_BANNER renders nothing; a
 * collection block with no products is hidden; a row with nothing in it (no categories, slides or offers)
 * would be an empty heading, so it is left out too.
 */
export function visibleStoreBlocks(blocks: readonly StoreBlock[]): VisibleStoreBlock[] {
  return blocks.filter((block): block is VisibleStoreBlock => {
    switch (block.typeData) {
      case 'SINGLE_BANNER':
        return false;
      case 'CATEGORY':
        return block.categories.length > 0;
      case 'CAROUSEL_BANNER':
        return block.slides.length > 0;
      case 'CATEGORY_COLLECTION_LIST':
      case 'CUSTOM_COLLECTION_LIST':
        return block.products.length > 0;
      case 'OFFER_DISPLAY':
        return block.offers.length > 0;
      default:
        return false; // a block type this storefront does not know yet
    }
  });
}

/** The products a collection block lists: the first 10, in the seller's order. */
export function collectionBlockProducts(block: Pick<CollectionBlock, 'products'>): StoreProductCard[] {
  return block.products.slice(0, COLLECTION_BLOCK_LIMIT);
}

/** "See all" goes to the block's first collection; a block without collections has no "See all". */
export function seeAllHref(storeId: string, block: Pick<CollectionBlock, 'collections'>): string | null {
  const first = block.collections[0];
  return first ? storeCollectionPath(storeId, first.id) : null;
}

/** About blocks that have something to show: features with items, about blocks with a heading, text or image. */
export function visibleAboutBlocks(blocks: readonly AboutBlock[]): AboutBlock[] {
  return blocks.filter((block) => {
    switch (block.TypeData) {
      case 'FEATURE1':
      case 'FEATURE2':
        return block.items.length > 0;
      case 'ABOUT2':
        return Boolean(block.Heading.trim() || block.Description.trim());
      case 'ABOUT1':
      case 'ABOUT3':
        return Boolean(block.Heading.trim() || block.Description.trim() || block.imageLink);
      default:
        return false;
    }
  });
}

/** The two tabs; "about" is kept in the URL as ?tab=about so it survives a reload (read before paint by StoreTabs). */
export type StoreTab = 'store' | 'about';
export const STORE_TAB_PARAM = 'tab';

/** The query string for a tab, keeping every other parameter (the store tab is the default: no parameter). */
export function searchForStoreTab(search: string, tab: StoreTab): string {
  const params = new URLSearchParams(search);
  if (tab === 'about') params.set(STORE_TAB_PARAM, 'about');
  else params.delete(STORE_TAB_PARAM);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** ARIA tabs keys: arrows move and wrap, Home and End jump; any other key is not the tab list's. */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The back button goes back in history only when the visitor came from a page of this site (so "back"
 * never leaves the site or lands on a blank tab); otherwise it is a link to the home page.
 * The site sends Referrer-Policy: no-referrer, so the Navigation API decides where it exists: its entries
 * are this origin's own, so an entry before the current one is a page of this site. Elsewhere the referrer
 * (when a policy lets it through) and the history length decide.
 */
export type BackSignals = { navigationIndex: number | null; referrer: string; origin: string; historyLength: number };

export function cameFromThisSite({ navigationIndex, referrer, origin, historyLength }: BackSignals): boolean {
  if (navigationIndex !== null) return navigationIndex > 0;
  if (!referrer || historyLength < 2) return false;
  try {
    return new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}

/** A feature image's alt text; empty when it only repeats the item's heading (read once, not twice). */
export function featureImageAlt(item: Pick<FeatureItem, 'altText' | 'Heading'>): string {
  const alt = item.altText.trim();
  return alt.toLowerCase() === item.Heading.trim().toLowerCase() ? '' : alt;
}

/** What a carousel slide says over its picture; a link only where there is somewhere to go. */
export type SlideCaption = { title: string; text: string | null; href: string | null };

/**
 * The words on a store's carousel slides. A seller's slides are bare pictures (the cover's pattern, a product
 * on white), which read as blank banners: the store's cover says the store's name and tagline, and a picture
 * of one of the store's own products (found in its collection blocks) names the product with its price and
 * links to it. Any other picture is left as it is (null).
 */
export function slideCaptions(
  slides: readonly string[],
  store: { storeName: string; tagline: string | null; cover: string | null },
  blocks: readonly StoreBlock[],
): (SlideCaption | null)[] {
  const byPicture = new Map<string, StoreProductCard>();
  for (const block of blocks) {
    if (block.typeData !== 'CATEGORY_COLLECTION_LIST' && block.typeData !== 'CUSTOM_COLLECTION_LIST') continue;
    for (const product of block.products)
      for (const picture of product.productImg) if (!byPicture.has(picture)) byPicture.set(picture, product);
  }
  return slides.map((slide) => {
    if (store.cover && slide === store.cover) return { title: store.storeName, text: store.tagline, href: null };
    const product = byPicture.get(slide);
    if (!product) return null;
    return {
      title: product.productName,
      text: formatRupees(product.productPrice),
      href: productPath(product.SellerUserId, product.productId),
    };
  });
}

/**
 * A paged listing's JSON file, beside its page (`/stores/{store}/{kind}/{id}/items.json`; docs/architecture.md, "Catalog
 * size"): every product's filter fields, in featured order, for the page's script to filter, sort and count
 * the whole listing while the page's HTML holds only its first cards. Written for the listings past
 * LISTING_CARDS_IN_HTML products only (the others carry every card, and its data, in their HTML).
 *
 * The build renders the listing pages before these files (Astro orders routes by path, a static segment
 * such as `offer` before a dynamic one such as `[kind]`), and each paged page leaves its file behind
 * (takeListingItems), so a listing is read once per build; a file whose page did not leave it reads the
 * listing itself (in dev, or were that order to change): the same file, at the cost of a second read.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import {
  fetchListingSource,
  fetchStorePageIds,
  listingCardsInHtml,
  takeListingItems,
} from '../../../../../build/catalog.ts';
import { encodeListingItems, isPagedListing, listingEntries } from '../../../../../lib/rules/listing.ts';
import { listingItemsPath, type ListingKind } from '../../../../../lib/paths.ts';
import { isContentOnlyBuild } from '../../../../../build/content-only.ts';

export const getStaticPaths = (async () => {
  // A content-only build (npm run build:content) renders no catalog page.
  if (isContentOnlyBuild()) return [];
  const cardsInHtml = listingCardsInHtml();
  const { categories, collections, offers } = await fetchStorePageIds();
  const byKind: [ListingKind, typeof offers][] = [
    ['category', categories],
    ['collection', collections],
    ['offer', offers],
  ];
  return byKind.flatMap(([kind, refs]) =>
    refs
      .filter((ref) => isPagedListing(ref.productCount, cardsInHtml))
      .map((ref) => ({ params: { storeId: ref.storeId, kind, listingId: ref.id } })),
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const { storeId, listingId } = params as { storeId: string; listingId: string };
  const kind = params.kind as ListingKind;
  const path = listingItemsPath(storeId, kind, listingId);
  let file = takeListingItems(path);
  if (file === undefined) {
    // Expected in dev (a file asked for by itself); in a build it means the order above changed.
    if (!import.meta.env.DEV) console.warn(`${path}: its page left no items, so the listing is read a second time`);
    const source = await fetchListingSource(kind, listingId);
    file = JSON.stringify(
      encodeListingItems(
        listingEntries(source).map((entry) => entry.item),
        source.collections?.map((collection) => collection.id),
      ),
    );
  }
  return new Response(file, { headers: { 'Content-Type': 'application/json' } });
};

/** Reply shapes of the store reads (stores-and-social §2, §3): store fronts, about pages, categories, collections, offers. */
import { z } from '@hono/zod-openapi';

const id = z.string();

export const StoreListEntry = z
  .object({
    id,
    backgroundImg: z.string().nullable(),
    logo: z.string().nullable(),
    sellerData: z.object({ id, storeName: z.string() }),
  })
  .openapi('StoreListEntry');

export const ColorView = z
  .object({ color: z.string(), variantId: z.string(), images: z.array(z.string()) })
  .openapi('ColorView');

export const StoreProductCard = z
  .object({
    productId: z.string(),
    SellerUserId: z.string(),
    productImg: z.array(z.string()),
    productPrice: z.number(),
    productMRP: z.number(),
    productDiff: z.number(),
    productName: z.string(),
    productDesc: z.string(),
    colors: z.array(z.string()),
    sizes: z.array(z.string()),
    material: z.string().nullable(),
    style: z.string().nullable(),
    categoryId: z.string(),
    inStock: z.boolean(),
    avgRatings: z.number(),
    NoOfRatings: z.number().int(),
    createdAt: z.string(),
    colorViews: z.array(ColorView).openapi({
      description:
        'Ours: per colour, the variant a card shows when that colour is filtered for (its first in stock, else its first) and its first images',
    }),
  })
  .openapi('StoreProductCard', {
    description: 'A product card in store lists, plus what filters and sorts need (ours)',
  });

export const CollectionRef = z.object({ id, CollectionName: z.string() }).openapi('CollectionRef');

export const StoreBlock = z
  .discriminatedUnion('typeData', [
    z.object({
      id,
      typeData: z.literal('CATEGORY'),
      name: z.string(),
      categories: z.array(z.object({ id, name: z.string(), imageLink: z.string() })),
    }),
    z.object({ id, typeData: z.literal('SINGLE_BANNER'), imageLink: z.string().nullable() }),
    z.object({ id, typeData: z.literal('CAROUSEL_BANNER'), slides: z.array(z.string()) }),
    z.object({
      id,
      typeData: z.enum(['CATEGORY_COLLECTION_LIST', 'CUSTOM_COLLECTION_LIST']),
      name: z.string(),
      collections: z.array(CollectionRef),
      products: z.array(StoreProductCard),
    }),
    z.object({
      id,
      typeData: z.literal('OFFER_DISPLAY'),
      name: z.string(),
      offers: z.array(z.object({ id, couponName: z.string(), couponImage: z.string().nullable() })),
    }),
  ])
  .openapi('StoreBlock', { description: 'A storefront block, by typeData (stores-and-social §2.3)' });

export const FeatureItem = z
  .object({ imageLink: z.string().optional(), altText: z.string(), Heading: z.string(), Description: z.string() })
  .openapi('FeatureItem');

export const AboutBlock = z
  .discriminatedUnion('TypeData', [
    z.object({
      id,
      TypeData: z.enum(['ABOUT1', 'ABOUT3']),
      imageLink: z.string().nullable(),
      Heading: z.string(),
      Description: z.string(),
    }),
    z.object({
      id,
      TypeData: z.literal('ABOUT2'),
      Heading: z.string(),
      Description: z.string().openapi({ description: 'HTML, sanitised by the API' }),
    }),
    z.object({ id, TypeData: z.enum(['FEATURE1', 'FEATURE2']), items: z.array(FeatureItem) }),
  ])
  .openapi('AboutBlock', { description: 'An about block, by TypeData (stores-and-social §2.3)' });

export const StoreDetails = z
  .object({
    storeFront: z.object({
      id,
      webBackgroundImage: z.string().nullable(),
      Logo: z.string().nullable(),
      storeName: z.string(),
      tagline: z.string().nullable(),
      storeData: z.array(StoreBlock),
    }),
    about: z.object({ webStoreData: z.array(AboutBlock) }),
  })
  .openapi('StoreDetails');

export const StoreCategoryPage = z
  .object({
    id,
    storeId: z.string(),
    categoryName: z.string(),
    collectionCount: z.number().int(),
    collections: z.array(CollectionRef.extend({ products: z.array(StoreProductCard) })),
  })
  .openapi('StoreCategoryPage');

export const StoreCollectionPage = z
  .object({
    collection: CollectionRef.extend({ storeId: z.string(), categoryId: z.string().nullable() }),
    products: z.array(StoreProductCard),
  })
  .openapi('StoreCollectionPage');

export const StoreOfferPage = z
  .object({
    coupon: z.object({
      id,
      couponName: z.string(),
      couponImage: z.string().nullable(),
      discountPercent: z.number(),
      purchaseRequired: z.boolean(),
      purchaseValue: z.number(),
      endDate: z.string(),
      SellerUserId: z.string(),
    }),
    products: z.array(StoreProductCard),
  })
  .openapi('StoreOfferPage');

const StorePageRef = z.object({ id, storeId: z.string(), productCount: z.number().int() });
export const StorePageIds = z
  .object({
    categories: z.array(StorePageRef.extend({ name: z.string(), collectionCount: z.number().int() })),
    collections: z.array(StorePageRef),
    offers: z.array(StorePageRef),
  })
  .openapi('StorePageIds', {
    description:
      'Every store category, collection and live offer id with its product count (ours, for the static build)',
  });

/** The same shapes as types, for the functions that build them. */
export type StoreListEntry = z.infer<typeof StoreListEntry>;
export type ColorView = z.infer<typeof ColorView>;
export type StoreProductCard = z.infer<typeof StoreProductCard>;
export type CollectionRef = z.infer<typeof CollectionRef>;
export type StoreBlock = z.infer<typeof StoreBlock>;
export type FeatureItem = z.infer<typeof FeatureItem>;
export type AboutBlock = z.infer<typeof AboutBlock>;
export type StoreDetails = z.infer<typeof StoreDetails>;
export type StoreCategoryPage = z.infer<typeof StoreCategoryPage>;
export type StoreCollectionPage = z.infer<typeof StoreCollectionPage>;
export type StoreOfferPage = z.infer<typeof StoreOfferPage>;
export type StorePageIds = z.infer<typeof StorePageIds>;

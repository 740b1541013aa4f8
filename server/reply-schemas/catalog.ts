/**
 * Reply shapes of the catalog reads (products, home sections, the build's listings), named as the spec names
 * them (odd spellings included). The OpenAPI document is built from these; the storefront's types are
 * generated from that document (src/contract/openapi.ts), so both sides read one source.
 */
import { z } from '@hono/zod-openapi';
import { orNull } from './or-null.ts';

const id = z.string();

export const ProductSpecs = z.record(z.string(), z.string().optional()).openapi('ProductSpecs', {
  description: 'Spec name to value (size, color, material, style, …)',
});

export const Product = z
  .object({
    id,
    SellerUserId: z.string(),
    categoryId: z.string(),
    productName: z.string(),
    productDesc: z.string().openapi({ description: 'HTML, sanitised by the API on every read' }),
    productImgUrls: z.array(z.string()),
    productSellingPrice: z.number(),
    productMRP: z.number(),
    productStock: z.number().int(),
    productSpecs: ProductSpecs,
  })
  .openapi('Product');

export const Varient = z
  .object({
    id,
    VarientColor: z.string(),
    VarientSize: z.string(),
    VarientImgUrl: z.array(z.string()),
    VarientPrice: z.number(),
    VarientMrp: z.number(),
    VarientQuantity: z.number().int(),
  })
  .openapi('Varient');

export const Reviewer = z
  .object({
    id,
    fullname: z.string(),
    displayname: z.string(),
    profilePic: z.string().nullable(),
    badge: z.string().nullable().openapi({ description: 'Badge tier; null reads "No Review"' }),
  })
  .openapi('Reviewer', { description: 'Ours beyond the spec: the reviewer’s public profile, embedded in each review' });

export const Review = z
  .object({
    id,
    UserId: z.string(),
    ratings: z.number().int().min(0).max(5),
    postTitle: z.string(),
    postDesc: z.string(),
    imageUrls: z.array(z.string()),
    createdAt: z.string(),
    noOflikes: z.number().int().min(0).openapi({ description: 'Likes ("Helpful"), one per shopper' }),
    verified: z
      .boolean()
      .openapi({ description: 'Written by a shopper the product was delivered to (Verified purchase)' }),
    reviewer: Reviewer,
  })
  .openapi('Review');

export const ProductCard = z
  .object({
    id,
    SellerUserId: z.string(),
    productName: z.string(),
    productDesc: z.string(),
    productImgUrls: z.array(z.string()),
    productSellingPrice: z.number(),
    productMRP: z.number(),
    variantId: z.string().optional().openapi({
      description: 'Search with a colour (ours): the variant in that colour the card shows (its pictures) and links to',
    }),
  })
  .openapi('ProductCard');

export const ProductDetail = z
  .object({
    product: Product,
    varient: z.array(Varient),
    storeName: z.string(),
    relatedProduct: z.array(ProductCard),
    NoOfRatings: z.number().int(),
    avgRatings: z.number(),
    reviews: z.array(Review),
  })
  .openapi('ProductDetail');

export const BannerItem = z
  .object({
    imgUrl: z.string(),
    typeData: z.enum(['CATEGORY', 'CATEGORY_COLLECTION_LIST', 'PRODUCT', 'STORE']),
    sellerId: z.string(),
    sectionId: z.string().nullable(),
    productId: z.string().nullable(),
    title: z
      .string()
      .optional()
      .openapi({ description: 'Ours: text for the banner’s overlay (no words in the image)' }),
    subtitle: z.string().optional(),
  })
  .openapi('BannerItem');

export const BrandCard = z
  .object({
    id,
    name: z.string(),
    img: z.string(),
    logo: z.string().optional(),
    tagline: z.string().optional(),
  })
  .openapi('BrandCard');

export const CustomSection = z
  .object({ id, title: z.string(), products: z.array(ProductCard) })
  .openapi('CustomSection');

export const HomeSections = z
  .object({
    webBanner: z.array(BannerItem),
    heroBanner: z.array(BannerItem),
    featuredBrands: z.array(BrandCard),
    favouriteBrands: z.array(BrandCard),
    exclusiveDeals: z.array(ProductCard),
    storeDiscovery: z.array(BrandCard),
    customSections: z.array(CustomSection),
  })
  .openapi('HomeSections');

export const CatalogPage = z
  .object({ items: z.array(ProductDetail), nextCursor: z.string().nullable(), total: z.number().int() })
  .openapi('CatalogPage', { description: 'One page of the build catalog (ours): every product with its detail' });

export const ProductPathPage = z
  .object({
    items: z.array(z.object({ id, SellerUserId: z.string() })),
    nextCursor: z.string().nullable(),
  })
  .openapi('ProductPathPage', { description: 'One page of every product’s address parts (ours), for the sitemap' });

/** Ours: a drop-tracked product is its detail plus what the drop tracking knows. */
export const TrackedDetail = ProductDetail.extend({
  details: z.object({
    tracked: z.boolean(),
    trackedSince: z.string().nullable(),
    originalPrice: z.number(),
    currentPrice: z.number(),
    diff: z.number(),
    priceHistory: z.array(z.object({ price: z.number(), at: z.string() })),
  }),
}).openapi('TrackedDetail');

export const TrackedItem = z
  .object({
    id,
    productId: z.string(),
    SellerUserId: z.string(),
    product: z.object({ name: z.string(), productImg: z.array(z.string()) }),
    storeName: z.string(),
    updatedAt: z.string(),
    originalPrice: z.number(),
    currentPrice: z.number(),
    diff: z.number(),
  })
  .openapi('TrackedItem');

export const SearchFacets = z
  .object({
    counts: z.object({
      color: z.record(z.string(), z.number()),
      size: z.record(z.string(), z.number()),
      materials: z.record(z.string(), z.number()),
      store: z.record(z.string(), z.number()),
      discount: z.record(z.string(), z.number()),
    }),
    stores: z.array(z.object({ id, name: z.string() })),
    price: z.object({ min: z.number(), max: z.number() }).nullable(),
  })
  .openapi('SearchFacets');

export const SearchReply = z
  .object({
    query: z.string().openapi({ description: 'The text searched for (cut to 100 characters)' }),
    count: z.number().int().openapi({ description: 'How many match, filters applied (all pages)' }),
    capped: z.boolean(),
    products: z.array(ProductCard),
    price: z.object({ min: z.number().nullable(), max: z.number().nullable() }).nullable(),
    didYouMean: z.string().nullable(),
    popular: z.array(ProductCard),
    facets: orNull(SearchFacets),
    colors: z.array(z.string()).openapi({
      description: 'The colours the query named and filters by ("red frock": ["Red"]); the page shows them as chips',
    }),
    otherColours: z.array(z.string()).openapi({
      description: 'The colours the query named when no product had them: the products are in other colours',
    }),
    missing: z.string().nullable().openapi({
      description: 'A kind of product the query names and the catalog has none of ("saree"), for "No sarees yet"',
    }),
    nearestPrices: z.boolean().openapi({
      description:
        'The price words left nothing ("kurta 500 se kam"): popular holds the matches nearest that price instead',
    }),
  })
  .openapi('SearchReply');

export const StoreCard = z
  .object({ id, name: z.string(), img: z.string(), logo: z.string().nullable(), tagline: z.string() })
  .openapi('StoreCard');

/** The same shapes as types, for the functions that build them. */
export type ProductSpecs = z.infer<typeof ProductSpecs>;
export type Product = z.infer<typeof Product>;
export type Varient = z.infer<typeof Varient>;
export type Reviewer = z.infer<typeof Reviewer>;
export type Review = z.infer<typeof Review>;
export type ProductCard = z.infer<typeof ProductCard>;
export type ProductDetail = z.infer<typeof ProductDetail>;
export type BannerItem = z.infer<typeof BannerItem>;
export type BrandCard = z.infer<typeof BrandCard>;
export type CustomSection = z.infer<typeof CustomSection>;
export type HomeSections = z.infer<typeof HomeSections>;
export type CatalogPage = z.infer<typeof CatalogPage>;
export type ProductPathPage = z.infer<typeof ProductPathPage>;
export type TrackedDetail = z.infer<typeof TrackedDetail>;
export type TrackedItem = z.infer<typeof TrackedItem>;
export type SearchFacets = z.infer<typeof SearchFacets>;
export type SearchReply = z.infer<typeof SearchReply>;
export type StoreCard = z.infer<typeof StoreCard>;

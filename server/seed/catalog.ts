/**
 * The deterministic demo catalog: the same seed always gives the same stores, products, variants,
 * users, reviews and home sections. Pure: returns rows, writes nothing.
 */
import { fakerEN_IN } from '@faker-js/faker';
import { HOME_CATEGORIES } from '../../src/lib/site.ts';
import { BADGE_TIERS } from '../../src/lib/rules/badges.ts';
import type * as schema from '../db/schema.ts';
import { COLORS, COLOR_NAMES } from '../../src/lib/colors.ts';
import { GST_STATE_CODES, makeGstin } from '../../src/lib/rules/gstin.ts';
import { productImageName, type ArtPlan } from './art.ts';
import { buildStorefronts, type Storefronts } from './storefronts.ts';
import { buildShoppers, type Shoppers } from './shoppers.ts';
import { plantXssFixture } from './xss-fixture.ts';
import { applyStockFixture } from './fixtures.ts';
import { DEMO_STORES } from './stores.ts';
import { loadBanners } from './banner-files.ts';
import { bannerItems } from './home-banners.ts';
import { storeSlug } from '../../src/lib/store-slug.ts';
import { bannerOrder, type Banner } from '../../src/lib/content-banners.ts';

import type { Insert } from './types.ts';

export const SEED = 2026;

/** Kinds of article per category: the style/type word, the art shape and the sizes it comes in. */
const LETTER_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const WAIST_SIZES = ['28', '30', '32', '34', '36'];
const KID_SIZES = ['0-6M', '6-12M', '1-2Y', '2-3Y', '3-4Y'];
const ONE_SIZE = ['One Size'];

type Kind = { style: string; shape: string; sizes: string[]; price: [number, number]; materials?: string[] };

export const KINDS: Record<string, Kind[]> = {
  fashion: [
    { style: 'Shirt', shape: 'shirt', sizes: LETTER_SIZES, price: [799, 2499], materials: ['Cotton', 'Silk', 'Crepe'] },
    { style: 'T-Shirts', shape: 'tshirt', sizes: LETTER_SIZES, price: [399, 1299], materials: ['Cotton'] },
    {
      style: 'Kurtas',
      shape: 'kurta-long',
      sizes: LETTER_SIZES,
      price: [899, 3999],
      materials: ['Cotton', 'Silk', 'Organza', 'Velvet'],
    },
    { style: 'Pants', shape: 'pants', sizes: WAIST_SIZES, price: [999, 2999], materials: ['Cotton', 'Wool', 'Crepe'] },
    { style: 'Track Pants', shape: 'pants', sizes: LETTER_SIZES, price: [599, 1799], materials: ['Cotton'] },
    { style: 'Tops', shape: 'tshirt', sizes: LETTER_SIZES, price: [499, 1599], materials: ['Crepe', 'Cotton', 'Silk'] },
    {
      style: 'Co-Ords',
      shape: 'co-ord-set',
      sizes: LETTER_SIZES,
      price: [1499, 4999],
      materials: ['Crepe', 'Taffeta', 'Silk'],
    },
    { style: 'Shorts', shape: 'shorts', sizes: WAIST_SIZES, price: [499, 1299], materials: ['Cotton'] },
    { style: 'Lounge Shorts', shape: 'shorts', sizes: LETTER_SIZES, price: [399, 999], materials: ['Cotton'] },
    {
      style: 'Night Suits',
      shape: 'night-suit',
      sizes: LETTER_SIZES,
      price: [999, 2199],
      materials: ['Cotton', 'Silk'],
    },
    { style: 'Gym Wear', shape: 'tshirt', sizes: LETTER_SIZES, price: [699, 1999], materials: ['Cotton'] },
    { style: 'Sports Wear', shape: 'shorts', sizes: LETTER_SIZES, price: [699, 1999], materials: ['Cotton'] },
  ],
  'personal-care': [
    { style: 'Matte Lipstick', shape: 'lipstick', sizes: ['4.2 g'], price: [299, 1199] },
    { style: 'Face Serum', shape: 'bottle', sizes: ['15 ml', '30 ml'], price: [449, 1899] },
    { style: 'Night Cream', shape: 'jar', sizes: ['50 g'], price: [399, 1499] },
    { style: 'Eau de Parfum', shape: 'perfume', sizes: ['50 ml', '100 ml'], price: [999, 4999] },
  ],
  kids: [
    { style: 'Romper', shape: 'romper', sizes: KID_SIZES, price: [399, 1199], materials: ['Cotton'] },
    { style: 'Frock', shape: 'dress', sizes: KID_SIZES, price: [499, 1599], materials: ['Cotton', 'Organza'] },
    { style: 'Kids T-Shirt', shape: 'tshirt', sizes: KID_SIZES, price: [249, 699], materials: ['Cotton'] },
  ],
  watches: [
    { style: 'Analog Watch', shape: 'watch', sizes: ONE_SIZE, price: [1499, 9999], materials: ['Leather'] },
    { style: 'Chronograph', shape: 'watch', sizes: ONE_SIZE, price: [3999, 19999], materials: ['Leather'] },
  ],
  bags: [
    { style: 'Tote Bag', shape: 'tote', sizes: ONE_SIZE, price: [899, 3999], materials: ['Leather', 'Cotton'] },
    { style: 'Backpack', shape: 'backpack', sizes: ONE_SIZE, price: [1199, 4499], materials: ['Leather', 'Cotton'] },
    { style: 'Clutch', shape: 'clutch', sizes: ONE_SIZE, price: [699, 2999], materials: ['Velvet', 'Leather', 'Silk'] },
  ],
  jewellery: [
    { style: 'Necklace', shape: 'necklace', sizes: ONE_SIZE, price: [999, 14999] },
    { style: 'Jhumka Earrings', shape: 'earrings', sizes: ONE_SIZE, price: [499, 4999] },
    { style: 'Bangle Set', shape: 'bangle', sizes: ['2.4', '2.6', '2.8'], price: [699, 5999] },
  ],
};

/**
 * A well-formed PAN for a seeded business: 3 letters, the holder type (C company, F LLP as a firm), the
 * name's first letter, 4 digits and a letter.
 */
function panOf(legalName: string, i: number): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const type = legalName.endsWith('LLP') ? 'F' : 'C';
  return `AA${letters[i % 26]}${type}${legalName[0]!.toUpperCase()}${String(1000 + ((i * 7919) % 9000)).padStart(4, '0')}${letters[(i * 5 + 3) % 26]}`;
}

/** The reviewer badges, the top one named after the brand (src/content/brand.json): the tiers' own list. */
export const BADGES = BADGE_TIERS;

const ADJECTIVES = [
  'Classic',
  'Everyday',
  'Festive',
  'Relaxed',
  'Tailored',
  'Heritage',
  'Breezy',
  'Signature',
  'Essential',
  'Handcrafted',
  'Modern',
  'Vintage',
];
const REVIEW_TITLES: Record<number, string[]> = {
  5: ['Absolutely love it', 'Worth every rupee', 'Exactly as pictured', 'Great quality'],
  4: ['Very good', 'Quick delivery, well packed', 'Good value', 'Happy with it'],
  3: ['Decent', 'Okay for the price', 'Average finish'],
  2: ['Not as expected', 'Colour looks different'],
  1: ['Disappointed', 'Poor quality'],
};

/**
 * What a review says, by the kind of thing reviewed and whether the shopper liked it (4-5 stars, 3, 1-2): a
 * lipstick's review talks of shade and wear, a shirt's of fabric and fit. Clothes for children and grown-ups
 * share their words. tests/unit/seed-demo-data.test.ts keeps each category's words to its own products.
 */
export const REVIEW_TEXTS: Record<string, Record<'liked' | 'mixed' | 'disliked', string[]>> = {
  clothes: {
    liked: [
      'Fabric feels good and the fit is true to size.',
      'Wore it to a wedding and got compliments all evening.',
      'Soft after the first wash and the colour has not faded.',
      'Second time ordering from this store. Consistent quality.',
    ],
    mixed: ['Stitching could be better for this price.', 'Runs a little large; order a size down.'],
    disliked: ['The fabric is thinner than the photos suggest.', 'Seams came loose after two washes.'],
  },
  'personal-care': {
    liked: [
      'Lovely texture and it lasts through a full working day.',
      'Gentle on my skin, no irritation at all.',
      'Sealed packing, good expiry date, will buy again.',
      'A little goes a long way. #happyshopper',
    ],
    mixed: ['The shade is a touch darker than the swatch.', 'Nice, but the fragrance fades by the afternoon.'],
    disliked: ['Broke me out after a week of use.', 'The cap was cracked when it arrived.'],
  },
  watches: {
    liked: [
      'Keeps perfect time and the strap is comfortable all day.',
      'The dial looks even better in person.',
      'Came in a proper box with the warranty card.',
      'Light on the wrist and the clasp feels solid.',
    ],
    mixed: ['The strap is stiff for the first few days.', 'Hard to read the dial in dim light.'],
    disliked: ['Stopped within a week; waiting on the warranty.', 'The glass scratches far too easily.'],
  },
  bags: {
    liked: [
      'Roomy enough for a laptop and lunch, and it sits well on the shoulder.',
      'The zips run smoothly and the lining is neat.',
      'Carried it every day for a month and it still looks new.',
      'Plenty of pockets and the handles are strong.',
    ],
    mixed: ['Smaller inside than it looks in the photos.', 'The strap could use more padding.'],
    disliked: ['A handle started fraying within two weeks.', 'The zip got stuck on the first day.'],
  },
  jewellery: {
    liked: [
      'Beautiful finish and it does not irritate my skin.',
      'Had it on for a sangeet and got asked where it was from.',
      'Light to wear for hours, and the polish is lovely.',
      'Came in a pretty box, perfect as a gift.',
    ],
    mixed: ['Lighter in weight than I expected.', 'The clasp is a bit fiddly to close.'],
    disliked: ['The plating rubbed off within a month.', 'One stone fell out on the first wear.'],
  },
};
/**
 * A clutch is carried in the hand to an evening out: no laptop, shoulder, handles or pockets. As many texts as
 * the other bags', so its draws match theirs.
 */
const CLUTCH_TEXTS: (typeof REVIEW_TEXTS)[string] = {
  liked: [
    'Holds my phone, cards and keys, and looks elegant in the hand.',
    'The clasp shuts firmly and the lining is neat.',
    'Carried it to two weddings and it still looks new.',
    'The finish is even richer in person.',
  ],
  mixed: ['Smaller inside than it looks in the photos.', 'The chain strap could be a little longer.'],
  disliked: ['The clasp came undone within two weeks.', 'The zip got stuck on the first day.'],
};

/** Which list of REVIEW_TEXTS speaks of a category's products (a clutch has its own among the bags). */
export const reviewTextsOf = (category: string, style?: string) =>
  style === 'Clutch'
    ? CLUTCH_TEXTS
    : REVIEW_TEXTS[category === 'fashion' || category === 'kids' ? 'clothes' : category]!;

export type Catalog = {
  categories: Insert<typeof schema.categories>[];
  users: Insert<typeof schema.users>[];
  stores: Insert<typeof schema.stores>[];
  products: Insert<typeof schema.products>[];
  variants: Insert<typeof schema.variants>[];
  posts: Insert<typeof schema.posts>[];
  homeSections: Insert<typeof schema.homeSections>[];
  coupons: Insert<typeof schema.coupons>[];
  storefronts: Storefronts;
  shoppers: Shoppers;
  art: ArtPlan;
};

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[a-z]/i.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
    .toUpperCase();
const roundPrice = (value: number) => Math.max(99, Math.round(value / 50) * 50 - 1);

/** One batch of generated products with their variants and reviews, ready to insert. */
export type ProductBatch = {
  products: Catalog['products'];
  variants: Catalog['variants'];
  posts: Catalog['posts'];
};

/**
 * The demo data beside the products (home sections, storefront collections, the demo shoppers' orders, the
 * fixtures) is drawn from the first HEAD_PRODUCTS products only, so a catalog of any size is generated and
 * written in batches with bounded memory. The head is one random draw from the seed, always generated whole
 * (whatever the batch size), so catalogs up to this size are exactly what one pass over every product gave
 * (the demo catalog of 600, the tests' small ones). Each product past it draws from a sequence of its own,
 * seeded by (seed, its index): the same product whatever the batch size, whichever batch it falls in.
 */
export const HEAD_PRODUCTS = 5000;
/** Products per batch of the rest, unless the caller says (the seed's --batch). */
export const DEFAULT_BATCH = 5000;

export type CatalogOptions = {
  products: number;
  users?: number;
  seededAt?: Date;
  head?: number;
  banners?: Banner[];
  /** The random seed (SEED by default): the same seed, the same catalog. */
  seed?: number;
  /** Products per batch past the head (DEFAULT_BATCH by default). Changes only how the rest is cut. */
  batch?: number;
};

/**
 * The catalog in two parts: `catalog` holds the first HEAD_PRODUCTS products and all the demo data built from
 * them; `rest` generates the remaining products batch by batch, when iterated (once, after `catalog` is used:
 * both use one random generator, reseeded for each product of the rest). The art plan gains the rest's
 * colours as it goes.
 * `seededAt`: when the seed runs (dates the demo shopper's returnable order only); the fixed SEED_NOW by default.
 * `head`: HEAD_PRODUCTS unless a test asks for fewer.
 * `banners`: the home and category banners; the files in src/content/banners unless a test gives its own.
 */
export function planCatalog(options: CatalogOptions): {
  catalog: Catalog;
  rest: Iterable<ProductBatch>;
} {
  const f = fakerEN_IN;
  const seed = options.seed ?? SEED;
  const batchSize = options.batch ?? DEFAULT_BATCH;
  f.seed(seed);
  const pick = <T>(list: readonly T[]) => f.helpers.arrayElement(list);
  const epoch = new Date('2026-06-01T00:00:00Z').getTime();

  const categories = HOME_CATEGORIES.map((c, position) => ({ id: c.id, name: c.name, position }));

  // Reviewers across every badge tier; a few blocked so the storefront can hide their reviews.
  const userCount = options.users ?? 80;
  const users: Catalog['users'] = Array.from({ length: userCount }, (_, i) => {
    const first = f.person.firstName();
    const last = f.person.lastName();
    return {
      id: f.string.uuid(),
      phone: `9${String(700000000 + i * 7919).padStart(9, '0')}`,
      displayname: `${first}.${last}${i}`.toLowerCase().replace(/[^a-z0-9.]/g, ''),
      fullname: `${first} ${last}`,
      email: `${first}.${last}${i}@example.in`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
      profilePicUrl: null,
      badge: i % 9 === 8 ? null : BADGES[i % BADGES.length]!,
      subscriber: i % 7 === 0 ? 'ELITE' : 'NORMAL',
      isBlocked: i % 23 === 22,
    };
  });

  const stores: Catalog['stores'] = DEMO_STORES.map((s, i) => {
    const slug = storeSlug(s.name);
    return {
      id: f.string.uuid(),
      storeName: s.name,
      tagline: s.tagline,
      categoryId: s.category,
      logo: `stores/${slug}-logo`,
      // Two stores lack a cover: the store listing keeps only stores with both images (spec §3).
      backgroundImg: i === 5 || i === 13 ? null : `stores/${slug}-cover`,
      storeData: [],
      aboutData: [],
      ...s.business,
      gstin: makeGstin(GST_STATE_CODES[s.business.state]!, panOf(s.business.legalName, i)),
    };
  });

  // Badges are earned from activity, so reviewers write unequal amounts (a few write most, as on any store):
  // the drawn reviewer's place in the list is skewed towards its start, giving badges across the tiers.
  const reviewer = (drawn: Catalog['users'][number]) =>
    users[Math.floor((users.indexOf(drawn) / users.length) ** 2 * users.length)]!;
  const artProducts = new Map<string, ArtPlan['products'][number]>();

  /** Generates product `i` with its variants and reviews into `into`. */
  const generateProduct = (i: number, into: ProductBatch) => {
    const store = stores[i % stores.length]!;
    const category = store.categoryId;
    const kind = pick(KINDS[category]!);
    const material = kind.materials ? pick(kind.materials) : undefined;
    const colorCount = kind.sizes.length > 1 || category !== 'fashion' ? f.number.int({ min: 1, max: 3 }) : 1;
    const colors = f.helpers.arrayElements(COLOR_NAMES, colorCount);
    const mrp = roundPrice(f.number.int({ min: kind.price[0], max: kind.price[1] }) * 1.4);
    const discount = f.helpers.weightedArrayElement([
      { weight: 1, value: 0 },
      { weight: 6, value: f.number.int({ min: 10, max: 70 }) },
    ]);
    const sellingPrice = discount ? roundPrice(mrp * (1 - discount / 100)) : mrp;
    const name = `${pick(ADJECTIVES)} ${material && category !== 'jewellery' ? `${material} ` : ''}${kind.style}`;
    const productId = f.string.uuid();
    const soldOut = i % 17 === 16; // some products entirely out of stock
    const images = (color: string) => [
      productImageName(category, kind.shape, color, 'front'),
      productImageName(category, kind.shape, color, 'detail'),
    ];
    for (const color of colors) {
      const key = `${category}/${kind.shape}/${color}`;
      if (!artProducts.has(key)) {
        const plan = { category, shape: kind.shape, color };
        artProducts.set(key, plan);
        art.products.push(plan);
      }
    }

    // With several sizes, a product skips a few combinations so sizes really narrow by colour.
    let position = 0;
    const productVariants: Catalog['variants'] = [];
    for (const color of colors) {
      const sizes = kind.sizes.length > 2 ? kind.sizes.filter(() => f.number.float() > 0.15) : kind.sizes;
      for (const size of sizes.length ? sizes : kind.sizes) {
        const bigSize = size === 'XXL' || size === '36';
        productVariants.push({
          id: f.string.uuid(),
          productId,
          color,
          size,
          imgUrls: images(color),
          price: bigSize ? sellingPrice + 100 : sellingPrice,
          mrp: bigSize ? mrp + 100 : mrp,
          quantity: soldOut || f.number.float() < 0.12 ? 0 : f.number.int({ min: 1, max: 40 }),
          position: position++,
        });
      }
    }
    applyStockFixture(i, productVariants);
    const first = productVariants.find((v) => v.quantity > 0) ?? productVariants[0]!;
    const specs: Record<string, string> = { color: first.color, size: first.size, style: kind.style };
    if (material) specs.material = material;
    specs.origin = 'India';
    specs.care = category === 'fashion' || category === 'kids' ? 'Gentle machine wash' : 'Wipe with a dry cloth';
    // A third of single-size, single-colour products are sold as the product alone (no variant rows).
    const bare = productVariants.length === 1 && i % 3 === 0;
    const product: Catalog['products'][number] = {
      id: productId,
      sellerUserId: store.id!,
      categoryId: category,
      name,
      // Stored as written, like any seller's HTML: the API sanitises it on every read.
      description: describe(f, name, kind.style, material, store.storeName),
      imgUrls: images(first.color),
      sellingPrice: first.price,
      mrp: first.mrp,
      stock: productVariants.reduce((sum, v) => sum + v.quantity, 0),
      specs,
      createdAt: new Date(epoch + i * 3_600_000),
      rating: 0,
    };
    into.products.push(product);
    if (!bare) into.variants.push(...productVariants);

    // One review per shopper and product (posts_one_review_key): a repeated reviewer's draw is made all the
    // same, so the rest of the demo data stays as it was.
    const reviewed = new Set<string>();
    let ratingSum = 0;
    const reviewCount = f.number.int({ min: 0, max: 6 });
    for (let r = 0; r < reviewCount; r++) {
      const rating = f.helpers.weightedArrayElement([
        { weight: 8, value: 5 },
        { weight: 6, value: 4 },
        { weight: 3, value: 3 },
        { weight: 1, value: 2 },
        { weight: 1, value: 1 },
      ]);
      const review = {
        id: f.string.uuid(),
        userId: reviewer(pick(users)).id!,
        productId,
        ratings: rating,
        postTitle: pick(REVIEW_TITLES[rating]!),
        // One draw, whichever list: the rest of the demo data stays as it was.
        postDesc: f.helpers.arrayElement(
          reviewTextsOf(category, kind.style)[rating >= 4 ? 'liked' : rating === 3 ? 'mixed' : 'disliked'],
        ),
        imageUrls: f.number.float() < 0.3 ? [images(first.color)[0]!] : [],
        noOflikes: Math.round(f.number.int({ min: 0, max: 250 }) / 10),
        createdAt: new Date(epoch + i * 3_600_000 + (r + 1) * 86_400_000),
      };
      if (!reviewed.has(review.userId)) {
        reviewed.add(review.userId);
        into.posts.push(review);
        ratingSum += rating;
      }
    }
    // The average of its reviews as search_refresh_all() sets it (avg(ratings)::real, 0 when none), so a bulk
    // write need not rewrite every product after its reviews.
    if (reviewed.size) product.rating = Math.fround(ratingSum / reviewed.size);
  };

  const art: ArtPlan = { products: [], stores: [] };
  const head: ProductBatch = { products: [], variants: [], posts: [] };
  const headCount = Math.min(options.products, options.head ?? HEAD_PRODUCTS);
  for (let i = 0; i < headCount; i++) generateProduct(i, head);
  const { products, variants, posts } = head;

  const homeSections = buildHomeSections(f, stores, products, options.banners ?? loadBanners());
  plantXssFixture(products, homeSections);
  const coupons = buildCoupons(stores);
  const storefronts = buildStorefronts(stores, products, coupons);
  for (const store of stores) Object.assign(store, storefronts.blocks.get(store.id!));
  const shoppers = buildShoppers(users, products, variants, stores, { seededAt: options.seededAt });
  art.stores = stores.map((s, i) => {
    const def = DEMO_STORES[i]!;
    const kind = KINDS[def.category]![0]!;
    return {
      slug: s.logo!.replace(/^stores\/|-logo$/g, ''),
      initials: initialsOf(def.name),
      hex: COLORS[def.color]!,
      shape: kind.shape,
      color: def.color === 'White' ? 'Black' : def.color,
      seed: i + 1,
    };
  });
  function* rest(): Generator<ProductBatch> {
    for (let start = headCount; start < options.products; start += batchSize) {
      const batch: ProductBatch = { products: [], variants: [], posts: [] };
      for (let i = start; i < Math.min(options.products, start + batchSize); i++) {
        f.seed([seed, i]);
        generateProduct(i, batch);
      }
      yield batch;
    }
  }
  // Banners show a store's own colour of its first kind; make sure that art exists for product cards too.
  return {
    catalog: {
      categories,
      users,
      stores,
      products,
      variants,
      posts,
      homeSections,
      coupons,
      storefronts,
      shoppers,
      art,
    },
    rest: rest(),
  };
}

/** The whole catalog in memory (the art renderer, tests): fine for the demo's size, not for a million products. */
export function generateCatalog(options: CatalogOptions): Catalog {
  const { catalog, rest } = planCatalog(options);
  for (const batch of rest) {
    for (const p of batch.products) catalog.products.push(p);
    for (const v of batch.variants) catalog.variants.push(v);
    for (const p of batch.posts) catalog.posts.push(p);
  }
  return catalog;
}

/**
 * Per store: an everyday percentage coupon, a bigger one above a purchase value, and an expired one. Each ends at
 * the close of a day in India (23:59:59 IST), so the date the offer page shows is the last day it works.
 */
function buildCoupons(stores: Catalog['stores']): Catalog['coupons'] {
  const code = (name: string) =>
    name
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 5)
      .toUpperCase();
  return stores.flatMap((s, i) => [
    {
      id: `coupon-${i}-a`,
      couponName: `${code(s.storeName)}10`,
      sellerUserId: s.id!,
      discountPercent: 10,
      purchaseRequired: false,
      purchaseValue: 0,
      endDate: new Date('2027-12-31T23:59:59+05:30'),
      couponImage: s.backgroundImg,
    },
    {
      id: `coupon-${i}-b`,
      couponName: `${code(s.storeName)}25`,
      sellerUserId: s.id!,
      discountPercent: 25,
      purchaseRequired: true,
      purchaseValue: 2999,
      endDate: new Date('2027-12-31T23:59:59+05:30'),
      couponImage: s.backgroundImg,
    },
    {
      id: `coupon-${i}-old`,
      couponName: `${code(s.storeName)}OLD`,
      sellerUserId: s.id!,
      discountPercent: 40,
      purchaseRequired: false,
      purchaseValue: 0,
      endDate: new Date('2026-01-31T23:59:59+05:30'),
      couponImage: s.backgroundImg,
    },
  ]);
}

function describe(
  f: typeof fakerEN_IN,
  name: string,
  style: string,
  material: string | undefined,
  store: string,
): string {
  const feel = f.helpers.arrayElement(['easy to style', 'made to last', 'comfortable all day', 'finished by hand']);
  const points = [
    material ? `${material} that is ${feel}` : `Thoughtfully made and ${feel}`,
    f.helpers.arrayElement(['Ships in 2 days', 'Easy 2-day returns', 'Quality checked before dispatch']),
    `Sold by ${store}`,
  ];
  return `<p>The <strong>${name}</strong> joins our new season: ${style.toLowerCase()} that is ${feel}.</p><ul>${points.map((p) => `<li>${p}</li>`).join('')}</ul>`;
}

function buildHomeSections(
  f: typeof fakerEN_IN,
  stores: Catalog['stores'],
  products: Catalog['products'],
  banners: Banner[],
): Catalog['homeSections'] {
  const sections: Catalog['homeSections'] = [];
  const tabs = ['home', ...HOME_CATEGORIES.map((c) => c.id)];
  for (const tab of tabs) {
    const tabStores = tab === 'home' ? stores : stores.filter((s) => s.categoryId === tab);
    const tabProducts = tab === 'home' ? products : products.filter((p) => p.categoryId === tab);
    // The editors' banner files say which stores and words; the catalog gives the ids they lead to.
    const tabBanners = banners.filter((b) => b.tab === tab).sort(bannerOrder);
    const deals = [...tabProducts]
      .filter((p) => p.sellingPrice < p.mrp && p.stock > 0)
      .sort((a, b) => b.mrp - b.sellingPrice - (a.mrp - a.sellingPrice))
      .slice(0, 8)
      .map((p) => p.id);
    let position = 0;
    const add = (kind: string, title: string, items: unknown[]) =>
      sections.push({ id: `${tab}-${kind}-${position}`, tab, kind, title, position: position++, items });
    add('webBanner', '', bannerItems(tabBanners, 'web', stores, tabProducts));
    add('heroBanner', '', bannerItems(tabBanners, 'hero', stores, tabProducts));
    add(
      'featuredBrands',
      'Featured brands',
      tabStores.slice(0, 6).map((s) => s.id),
    );
    add(
      'favouriteBrands',
      'Shopper favourites',
      f.helpers
        .shuffle([...tabStores])
        .slice(0, 6)
        .map((s) => s.id),
    );
    add('exclusiveDeals', 'Exclusive deals', deals);
    add(
      'storeDiscovery',
      'Discover stores',
      tabStores.filter((s) => s.backgroundImg).map((s) => s.id),
    );
    const byStyle = new Map<string, string[]>();
    for (const p of tabProducts) {
      const style = p.specs.style!;
      byStyle.set(style, [...(byStyle.get(style) ?? []), p.id]);
    }
    // Home mixes categories (the busiest style of the first three); a category tab shows its own top three.
    const ranked = [...byStyle.entries()].sort((a, b) => b[1].length - a[1].length);
    const styles =
      tab === 'home'
        ? HOME_CATEGORIES.slice(0, 3)
            .map((c) => ranked.find(([, ids]) => products.find((p) => p.id === ids[0])?.categoryId === c.id))
            .filter((entry): entry is [string, string[]] => entry !== undefined)
        : ranked.slice(0, 3);
    for (const [style, ids] of styles) add('customSections', `Trending in ${style}`, ids.slice(0, 10));
  }
  return sections;
}

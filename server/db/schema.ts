/**
 * The one database schema (pg-core), portable between PostgreSQL 15 and PGlite.
 * Money is whole rupees in integer columns; lists of image names are jsonb arrays.
 */
import { sql } from 'drizzle-orm';
import type { Locale } from '../../src/lib/i18n/locales.ts';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document type (search; drizzle has no built-in for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Raw bytes (a drawn PDF): node-postgres reads a Buffer, PGlite a Uint8Array; both read back as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength)),
});

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    phone: text('phone').notNull(),
    countryCode: text('country_code').notNull().default('91'),
    displayname: text('displayname').notNull(),
    fullname: text('fullname').notNull(),
    email: text('email'),
    profilePicUrl: text('profile_pic_url'),
    badge: text('badge'),
    subscriber: text('subscriber').notNull().default('NORMAL'),
    isBlocked: boolean('is_blocked').notNull().default(false),
    birthday: text('birthday'),
    /** Who referred this shopper (Refer & Earn). */
    referredBy: text('referred_by'),
    /** Onboarding and settings choices: product_category, fashion_taste, gender, payment_type, offers_type. */
    preferences: jsonb('preferences').$type<Record<string, unknown>>(),
    /**
     * The language the shopper chose on the site ('en-IN' or 'hi-IN', checked by the API); null until they choose.
     * Their codes and notifications are written in it, English when null.
     */
    language: text('language').$type<Locale>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Display names are unique regardless of case ("Asha" and "asha" are one name).
  (t) => [
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_displayname_lower_key').on(sql`lower(${t.displayname})`),
    // Account search (ILIKE '%…%') on trigram indexes.
    index('users_fullname_trgm_idx').using('gin', t.fullname.op('gin_trgm_ops')),
    index('users_displayname_trgm_idx').using('gin', t.displayname.op('gin_trgm_ops')),
  ],
);

/** The shopper a row belongs to; their rows go when their account does. */
const ownedBy = (column = 'user_id') =>
  text(column)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A seller's store; its id is the seller's user id as the spec uses it (SellerUserId, /stores/{sellerId}). */
export const stores = pgTable(
  'stores',
  {
    id: text('id').primaryKey(),
    storeName: text('store_name').notNull(),
    tagline: text('tagline').notNull().default(''),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    logo: text('logo'),
    backgroundImg: text('background_img'),
    /** Storefront blocks (typeData CATEGORY, SINGLE_BANNER, ...), in display order. */
    storeData: jsonb('store_data').$type<unknown[]>().notNull().default([]),
    /** About-page blocks (TypeData ABOUT1-3, FEATURE1-2), in display order; ABOUT2's Description is seller HTML, sanitised on every read. */
    aboutData: jsonb('about_data').$type<unknown[]>().notNull().default([]),
    /** The seller's registered business, printed on its tax invoices; the PIN is also where orders are dispatched from. */
    legalName: text('legal_name').notNull().default(''),
    gstin: text('gstin').notNull().default(''),
    addressLine: text('address_line').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    pinCode: text('pin_code').notNull().default(''),
  },
  // Brand search (ILIKE '%…%') on a trigram index.
  (t) => [index('stores_name_trgm_idx').using('gin', t.storeName.op('gin_trgm_ops'))],
);

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    sellerUserId: text('seller_user_id')
      .notNull()
      .references(() => stores.id),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    /** Seller HTML as written (untrusted): the API sanitises it on every read (server/catalog/seller-html.ts). */
    description: text('description').notNull(),
    imgUrls: jsonb('img_urls').$type<string[]>().notNull(),
    sellingPrice: integer('selling_price').notNull(),
    mrp: integer('mrp').notNull(),
    stock: integer('stock').notNull(),
    specs: jsonb('specs').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Search: the average review rating (0 when none), kept by a trigger on posts; a tie-break in ranking. */
    rating: real('rating').notNull().default(0),
  },
  (t) => [
    index('products_seller_idx').on(t.sellerUserId),
    index('products_category_idx').on(t.categoryId),
    // Search's "popular products" under a dead end: best rated, newest.
    index('products_popular_idx').on(t.rating.desc(), t.createdAt.desc()),
  ],
);

/**
 * Search's narrow copy of each product (migration search_fast): the weighted document (name A, style and
 * material B, category and store C, colours D) and only what ranking and the results page's filters read, so
 * a broad word ranks its thousands of matches from a few pages instead of the wide products heap. Kept by
 * triggers on products, variants and stores (search_refresh), never written by the app.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: text('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    doc: tsvector('doc').notNull(),
    inStock: boolean('in_stock').notNull(),
    rating: real('rating').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The selling price. */
    price: integer('price').notNull(),
    /** Whole percent off the MRP (0 when none), as the cards show it. */
    discount: integer('discount').notNull(),
    storeId: text('store_id').notNull(),
    /** The variants' colours and sizes (the product's own when it has no variants). */
    colors: text('colors').array().notNull(),
    sizes: text('sizes').array().notNull(),
    material: text('material'),
  },
  (t) => [
    index('product_search_doc_idx').using('gin', t.doc),
    // The page's sorts (ratings, price, newest), read in order with the match as a filter when a word is broad.
    index('product_search_prior_idx').on(t.inStock.desc(), t.rating.desc(), t.createdAt.desc(), t.productId),
    index('product_search_price_idx').on(t.inStock.desc(), t.price),
    index('product_search_new_idx').on(t.inStock.desc(), t.createdAt.desc()),
    // A price range (read from the query or chosen) meets a word's matches in a bitmap, not row by row.
    index('product_search_price_range_idx').on(t.price),
  ],
);

/** Every word of product names, styles, materials, categories and stores: what typos are corrected to (trigram index). */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    /**
     * A word of some product's name, style or material (search_terms_refresh), not only of a store's name or a
     * category: what "Did you mean" may suggest. Set once and kept, as the words are.
     */
    productWord: boolean('product_word').notNull().default(false),
  },
  (t) => [index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops'))],
);

/**
 * Searches run from the header (the results page's first page, as typed, no filters), counted per day and
 * query: the drop-down's "Trending searches" are the most searched over the last days. Only queries that found
 * products are counted, once per client and day (searchCountClients); nothing about who searched is kept.
 */
export const searchCounts = pgTable(
  'search_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    query: text('query').notNull(),
    searches: integer('searches').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.day, t.query] })],
);

/**
 * Which clients' searches of a query counted today (a search counts once per client, query and day, so one
 * client repeating a query cannot make it trend). `client` is a keyed hash of the day and the signed-in user's
 * id, or else of the address and user agent (server/catalog/trending.ts): never the id or address itself, and
 * not linkable across days. Only today's rows are kept: each count deletes the days before.
 */
export const searchCountClients = pgTable(
  'search_count_clients',
  {
    day: date('day', { mode: 'string' }).notNull(),
    query: text('query').notNull(),
    client: text('client').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.query, t.client] })],
);

export const variants = pgTable(
  'variants',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    color: text('color').notNull(),
    size: text('size').notNull(),
    imgUrls: jsonb('img_urls').$type<string[]>().notNull(),
    price: integer('price').notNull(),
    mrp: integer('mrp').notNull(),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('variants_product_idx').on(t.productId)],
);

/** Posts and reviews: a post with ratings (0 or more) is a review (stores-and-social §3 Post). */
export const posts = pgTable(
  'posts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    productId: text('product_id').references(() => products.id, { onDelete: 'cascade' }),
    ratings: real('ratings'),
    postTitle: text('post_title').notNull(),
    postDesc: text('post_desc').notNull(),
    imageUrls: jsonb('image_urls').$type<string[]>().notNull().default([]),
    videoUrls: jsonb('video_urls').$type<string[]>().notNull().default([]),
    noOflikes: integer('no_of_likes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the author edits the text, stars or media. */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** A review written by a shopper whose order line of the product was delivered ("Verified purchase"). */
    verified: boolean('verified').notNull().default(false),
  },
  (t) => [
    index('posts_product_idx').on(t.productId),
    index('posts_user_idx').on(t.userId),
    // One review per shopper and product (a post, ratings null, is not limited).
    uniqueIndex('posts_one_review_key')
      .on(t.userId, t.productId)
      .where(sql`${t.ratings} is not null`),
  ],
);

/** One like per shopper and post or review; posts.no_of_likes is kept in the same statement as the row. */
export const postLikes = pgTable(
  'post_likes',
  {
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: ownedBy(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('post_likes_user_idx').on(t.userId)],
);

/** Reports of a review or post, kept for a moderator (no staff tool yet); the item stays visible meanwhile. */
export const postReports = pgTable(
  'post_reports',
  {
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: ownedBy(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a moderator decided (null while open). */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

/**
 * Home and marketplace sections, per tab ("home" or a category id), in server order.
 * kind is one of webBanner, heroBanner, featuredBrands, favouriteBrands, exclusiveDeals, storeDiscovery,
 * customSections; items holds banner items, store ids or product ids depending on the kind.
 */
export const homeSections = pgTable(
  'home_sections',
  {
    id: text('id').primaryKey(),
    tab: text('tab').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull().default(''),
    position: integer('position').notNull(),
    items: jsonb('items').$type<unknown[]>().notNull(),
  },
  (t) => [index('home_sections_tab_idx').on(t.tab)],
);

/** Phone-code challenges: the code is stored hashed; wrong tries lock the phone for a while. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: text('id').primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(), // 'login' | 'signup'
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** Signup details held until the code is confirmed. */
    signup: jsonb('signup').$type<Record<string, string>>(),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_phone_idx').on(t.phone, t.createdAt), index('otp_ip_idx').on(t.ip, t.createdAt)],
);

/** Wrong-code lockouts per phone. */
export const otpLocks = pgTable('otp_locks', {
  phone: text('phone').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * Development only: the codes the console SMS transport "sent", kept in the database so every API process
 * answers GET dev/outbox alike (read by the browser tests). Pruned to the newest rows on each send, so
 * a scan is all a read needs.
 */
export const devSmsOutbox = pgTable('dev_sms_outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  to: text('to').notNull(),
  message: text('message').notNull(),
  code: text('code').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Refresh tokens by id; a family is one login. Reusing a rotated token revokes the family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    userId: ownedBy(),
    familyId: text('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_family_idx').on(t.familyId)],
);

/** Server cart lines: one per user and variant. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: text('id').primaryKey(),
    userId: ownedBy(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: text('variant_id').notNull(),
    quantity: integer('quantity').notNull(),
    /** The selling price when the shopper last added this variant (null for lines older than this column). */
    addedPrice: integer('added_price'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_user_variant_key').on(t.userId, t.variantId), index('cart_user_idx').on(t.userId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: text('id').primaryKey(),
    userId: ownedBy(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    pinCode: text('pin_code').notNull(),
    addressMain: text('address_main').notNull(),
    locality: text('locality').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    /** Home | Work | Other */
    addressType: text('address_type').notNull().default('Home'),
    landmark: text('landmark').notNull().default(''),
    altPhone: text('alt_phone').notNull().default(''),
    defaultAddress: boolean('default_address').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One default address per shopper, however many are saved at once.
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_default_key')
      .on(t.userId)
      .where(sql`${t.defaultAddress}`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: ownedBy(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: text('variant_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wishlist_key').on(t.userId, t.productId, t.variantId)],
);

/** Wallet balances in paise (whole numbers); shown as rupees with two decimals. */
export const wallets = pgTable('wallets', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  balancePaise: integer('balance_paise').notNull().default(0),
});

export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: text('id').primaryKey(),
    userId: ownedBy(),
    type: text('type').notNull(), // order | refund | referral | credit
    orderId: text('order_id'),
    /** Signed: debits are negative. */
    amountPaise: integer('amount_paise').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_tx_user_idx').on(t.userId)],
);

export const coupons = pgTable(
  'coupons',
  {
    id: text('id').primaryKey(),
    couponName: text('coupon_name').notNull(),
    sellerUserId: text('seller_user_id')
      .notNull()
      .references(() => stores.id),
    typeCoupon: text('type_coupon').notNull().default('PERCENTAGE_DISCOUNTS'),
    discountPercent: integer('discount_percent').notNull(),
    purchaseRequired: boolean('purchase_required').notNull().default(false),
    purchaseValue: integer('purchase_value').notNull().default(0),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    couponImage: text('coupon_image'),
  },
  (t) => [index('coupons_seller_idx').on(t.sellerUserId)],
);

/**
 * One order per seller group of a checkout; money in whole rupees except walletUsedPaise. Orders, their
 * lines and first status are written by the database function in server/db/functions/place_order.sql, by
 * column name: tests/unit/sql-columns.test.ts checks its columns (and cart.ts's SQL) against this file.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    checkoutId: text('checkout_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    sellerId: text('seller_id')
      .notNull()
      .references(() => stores.id),
    address: jsonb('address').$type<Record<string, unknown>>().notNull(),
    orderType: text('order_type').notNull(), // Cod | Prepaid
    orderStatus: text('order_status').notNull(),
    paymentStatus: text('payment_status').notNull(), // cod | pending | paid | failed | expired
    couponId: text('coupon_id'),
    orderCost: integer('order_cost').notNull(),
    mainDiscount: integer('main_discount').notNull(),
    couponDiscount: integer('coupon_discount').notNull(),
    deliveryFee: integer('delivery_fee').notNull(),
    walletUsedPaise: integer('wallet_used_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    razorId: text('razor_id'),
    /** The provider's payment that paid it (refunds go back through it). */
    paymentId: text('payment_id'),
    /** When the provider's capture was verified (prepaid). */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The expected delivery date promised when the order was placed (YYYY-MM-DD, India), null before this column. */
    expectedDelivery: text('expected_delivery'),
    /**
     * A returned or exchanged order's item on its way back: null while the return is requested (or there is
     * none), then picked-up (the courier collected it), then received (the seller has it: a refund is paid
     * and the credit note issued). Moved by one conditional update each (server/checkout/return-progress.ts).
     */
    returnState: text('return_state'),
    /** The courier carrying it and its air waybill (AWB) number: booked when the courier picks it up, null before. */
    courier: text('courier'),
    awb: text('awb'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_user_idx').on(t.userId), index('orders_checkout_idx').on(t.checkoutId)],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    variantId: text('variant_id').notNull(),
    quantity: integer('quantity').notNull(),
    price: integer('price').notNull(),
    mrp: integer('mrp').notNull(),
    productName: text('product_name').notNull(),
    /** The product description when ordered, as written (untrusted): sanitised on every read. */
    productDesc: text('product_desc').notNull(),
    imgUrls: jsonb('img_urls').$type<string[]>().notNull(),
    color: text('color').notNull(),
    size: text('size').notNull(),
    /** The part of the order's coupon this line carries, in rupees (the order's shares sum to its coupon). */
    couponShare: integer('coupon_share').notNull().default(0),
    /** The goods' HSN code and GST rate (percent) when ordered, for the tax invoice. */
    hsn: text('hsn').notNull().default(''),
    gstPercent: real('gst_percent').notNull().default(5),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId)],
);

/**
 * Tax invoices and credit notes, one per order and kind. Numbers run without gaps per seller, kind and
 * financial year: the counter row is taken under a row lock in the same transaction as the document.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => stores.id),
    kind: text('kind').notNull(), // invoice | credit-note
    /** "2026-27": April to March. */
    financialYear: text('financial_year').notNull(),
    seq: integer('seq').notNull(),
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_order_kind_key').on(t.orderId, t.kind),
    uniqueIndex('invoices_series_key').on(t.sellerId, t.kind, t.financialYear, t.seq),
  ],
);

export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    sellerId: text('seller_id').notNull(),
    kind: text('kind').notNull(),
    financialYear: text('financial_year').notNull(),
    last: integer('last').notNull().default(0),
  },
  (t) => [uniqueIndex('invoice_counters_key').on(t.sellerId, t.kind, t.financialYear)],
);

/**
 * A tax invoice or credit note as drawn, kept so a download serves bytes instead of drawing again. Keyed by
 * its document and a hash of everything the PDF prints (server/checkout/stored-papers.ts): what an issued
 * paper prints changes only with its order (cash on delivery collected, a refund started), and each such
 * state is drawn once.
 */
export const taxDocumentPdfs = pgTable(
  'tax_document_pdfs',
  {
    documentId: text('document_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** sha256 (hex) of the drawn facts and the layout's version; the reply's ETag. */
    contentKey: text('content_key').notNull(),
    pdf: bytea('pdf').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.contentKey] })],
);

/** A shopper's recent tax paper downloads, for the per-minute limit (server/checkout/paper-downloads.ts). */
export const paperDownloads = pgTable(
  'paper_downloads',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('paper_downloads_user_created_idx').on(t.userId, t.createdAt)],
);

/** A retried or double-clicked order submission returns the first answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id').notNull(),
    key: text('key').notNull(),
    /** Hash of the request body: the same key with another body is refused (422), never answered with the first reply. */
    requestHash: text('request_hash').notNull().default(''),
    response: jsonb('response').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_user_key').on(t.userId, t.key)],
);

/** A store's categories (shown as round links) and their collections of products. */
export const storeCategories = pgTable(
  'store_categories',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    imageLink: text('image_link').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('store_categories_store_idx').on(t.storeId)],
);

export const collections = pgTable(
  'collections',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    categoryId: text('category_id').references(() => storeCategories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('collections_store_idx').on(t.storeId), index('collections_category_idx').on(t.categoryId)],
);

export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: text('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('collection_product_key').on(t.collectionId, t.productId)],
);

export const follows = pgTable(
  'follows',
  {
    followerId: text('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: text('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('follows_key').on(t.followerId, t.followeeId), index('follows_followee_idx').on(t.followeeId)],
);

export const favouriteStores = pgTable(
  'favourite_stores',
  {
    userId: ownedBy(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favourite_stores_key').on(t.userId, t.storeId)],
);

/** Bookmarked ("saved") products. */
export const savedProducts = pgTable(
  'saved_products',
  {
    userId: ownedBy(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_products_key').on(t.userId, t.productId)],
);

/** Notify me: a shopper waiting for a sold-out variant to be back in stock (told once, in notifications). */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: text('id').primaryKey(),
    userId: ownedBy(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: text('variant_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the shopper was told it is back (null while waiting). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_alerts_user_variant_key').on(t.userId, t.variantId),
    index('stock_alerts_variant_idx').on(t.variantId),
  ],
);

/** DropTrack: products a shopper watches for a price drop, from the price when tracking began. */
export const droptrackEntries = pgTable(
  'droptrack_entries',
  {
    id: text('id').primaryKey(),
    userId: ownedBy(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    originalPrice: integer('original_price').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('droptrack_user_product_key').on(t.userId, t.productId)],
);

export const priceHistory = pgTable(
  'price_history',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('price_history_product_idx').on(t.productId, t.at)],
);

export const featureRequests = pgTable('feature_requests', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Social writes a shopper attempted (Lens posts, reviews and their edits, likes, reports, feature requests),
 * one row each whatever the write's outcome: the per-shopper write limits count these rows, never the content,
 * so deleting what was written gives nothing back (server/social/write-limits.ts). Rows past the longest
 * window are pruned when the shopper next writes.
 */
export const socialAttempts = pgTable(
  'social_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: ownedBy(),
    /** post, review, edit, like, report or feature (WRITE_KINDS). */
    kind: text('kind').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('social_attempts_user_at_idx').on(t.userId, t.at)],
);

/**
 * A referrer is credited once per referred shopper: the primary key makes a second credit impossible even
 * when two of the shopper's orders are delivered at the same moment.
 */
export const referralCredits = pgTable(
  'referral_credits',
  {
    referredUserId: text('referred_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerId: ownedBy('referrer_id'),
    orderId: text('order_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** pending (waiting for the order's return window to close) | credited | voided (the order was returned). */
    status: text('status').notNull().default('credited'),
    /** When a pending reward may be credited: the end of the order's return window. */
    availableAt: timestamp('available_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The sweep asks for pending rewards that are due; a return looks its order's reward up.
  (t) => [
    index('referral_credits_due_idx')
      .on(t.availableAt)
      .where(sql`${t.status} = 'pending'`),
    index('referral_credits_order_idx').on(t.orderId),
  ],
);

/**
 * Money sent back through the payment provider: a capture that arrived for an order no longer waiting for
 * it (cancelled or expired), or a paid order cancelled. One refund per provider payment and order.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    razorId: text('razor_id').notNull(),
    paymentId: text('payment_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(), // late-capture | cancelled | returned | superseded | duplicate-capture
    /** The provider's refund id once it accepted the refund. */
    providerRefundId: text('provider_refund_id'),
    status: text('status').notNull().default('initiated'), // initiated | refunded | failed
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_refunds_payment_order_key').on(t.paymentId, t.orderId),
    index('payment_refunds_order_idx').on(t.orderId),
  ],
);

/** Cancel and return requests on orders. */
export const orderRequests = pgTable(
  'order_requests',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: ownedBy(),
    kind: text('kind').notNull(), // cancel | return
    reasonType: text('reason_type').notNull(),
    reasonText: text('reason_text').notNull().default(''),
    option: text('option'),
    imageUrls: jsonb('image_urls').$type<string[]>().notNull().default([]),
    /** An exchange: the order line exchanged and the variant it becomes, with that variant's colour and size when chosen. */
    exchangeLineId: text('exchange_line_id'),
    exchangeVariantId: text('exchange_variant_id'),
    exchangeColor: text('exchange_color'),
    exchangeSize: text('exchange_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_requests_order_idx').on(t.orderId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: ownedBy(),
    kind: text('kind').notNull(), // order-placed | order-status | price-drop | refund | … | lens-post
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    /** The shopper whose doing it tells of (a Lens post's author); null: the store's own (orders, wallet, …). */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A grouped row (Lens posts): the start of the day it gathers its author's posts from. */
    groupedSince: timestamp('grouped_since', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_actor_idx').on(t.actorId, t.groupedSince),
  ],
);

/** Files a shopper uploads (profile pictures, return photos, review and post media), by owner. */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    file: text('file').notNull(),
    contentType: text('content_type').notNull(),
    /** The size the shopper declared (and the PUT was held to): the daily byte quota counts it. */
    bytes: integer('bytes').notNull().default(0),
    isPublic: boolean('is_public').notNull().default(true),
    /** Set once, when the signed PUT claims the URL (server/uploads/receive.ts) or the bucket is seen to hold the file's bytes (arrival.ts). */
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The quota counts a shopper's recent uploads; the sweep walks old ones by age.
  (t) => [index('uploads_user_created_idx').on(t.userId, t.createdAt), index('uploads_created_idx').on(t.createdAt)],
);

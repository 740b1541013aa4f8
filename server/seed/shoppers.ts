/**
 * People-side demo data: Lens posts, follows, and a demo shopper with a wallet, addresses, past orders in
 * every status (with the cancel, return and exchange requests behind them), an order still inside its return
 * window, tracked products with price history, a saved product and a favourite store. Pure.
 */
import type * as schema from '../db/schema.ts';

import type { Insert } from './types.ts';
import { dropTrackProductPath } from '../../src/lib/paths.ts';
import { statusNote } from '../../src/lib/rules/order-notes.ts';
import { noticeWords } from '../notices/words.ts';
import { exchangeChoices, type ExchangeCandidate } from '../../src/lib/rules/exchange.ts';
import { STOCK_FIXTURES } from './fixtures.ts';
import { taxClassOf } from '../../src/lib/rules/gst.ts';
import { COURIERS } from '../delivery/shipment.ts';

export const DEMO_SHOPPER = {
  phone: '9876543210',
  displayname: 'demo.shopper',
  fullname: 'Demo Shopper',
  email: 'demo@vastra.in',
};
export const ORDER_STATUSES = [
  'READY_FOR_PICKUP',
  'IN_TRANSIST',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'CANCELLED',
  'RETURN',
  'EXCHANGE',
] as const;
/** The demo shopper's order delivered an hour before the seed ran: inside its 2-day return window for 47 hours. */
export const RETURNABLE_ORDER_ID = 'demo-order-returnable';
/** The clock of the demo data when no seed time is given (tests): every date of the demo history is this long ago. */
export const SEED_NOW = new Date('2026-11-15T10:00:00Z');

/**
 * When each demo order took each status, in days before the seed ran (its first step is when it was placed), so
 * an order a shopper sees is as old as its status makes believable: the one still waiting for pickup was placed
 * this morning, the one out for delivery three days ago, a return was asked for the day after delivery (inside
 * the 2-day window) and waits for its pickup. The statuses are those of the order's path, in order.
 */
export const DEMO_ORDER_DAYS: Record<(typeof ORDER_STATUSES)[number], number[]> = {
  READY_FOR_PICKUP: [0.25],
  IN_TRANSIST: [1.6, 0.7],
  OUT_FOR_DELIVERY: [3.2, 2.1, 0.2],
  DELIVERED: [12, 11, 9.3, 9],
  CANCELLED: [8, 7.9],
  RETURN: [5.2, 4.2, 2.3, 2, 1.2],
  EXCHANGE: [7.2, 6.2, 4.3, 4, 3.1],
};

export type Shoppers = {
  users: Insert<typeof schema.users>[];
  posts: Insert<typeof schema.posts>[];
  follows: Insert<typeof schema.follows>[];
  wallets: Insert<typeof schema.wallets>[];
  walletTransactions: Insert<typeof schema.walletTransactions>[];
  addresses: Insert<typeof schema.addresses>[];
  orders: Insert<typeof schema.orders>[];
  orderLines: Insert<typeof schema.orderLines>[];
  orderStatusHistory: Insert<typeof schema.orderStatusHistory>[];
  orderRequests: Insert<typeof schema.orderRequests>[];
  droptrackEntries: Insert<typeof schema.droptrackEntries>[];
  priceHistory: Insert<typeof schema.priceHistory>[];
  savedProducts: Insert<typeof schema.savedProducts>[];
  favouriteStores: Insert<typeof schema.favouriteStores>[];
  notifications: Insert<typeof schema.notifications>[];
  referralCredits: Insert<typeof schema.referralCredits>[];
};

/** The demo shopper reads English (no language chosen). */
const english = noticeWords('en-IN');
const DAY = 86_400_000;
/** Wallet money the demo shopper's cancelled order used (and got back). */
const CANCELLED_WALLET_PAISE = 25_000;
/**
 * Video clips shipped in server/seed/assets and copied under the CDN folder as lens/clip-N.webm, by what each
 * shows (rendered from that category's demo art): a video post is always about a product of its clip's category.
 */
export const LENS_CLIP_CATEGORIES = ['fashion', 'watches', 'bags'] as const;
export const LENS_CLIPS = LENS_CLIP_CATEGORIES.length;
const CAPTIONS = [
  'Weekend look sorted #ootd',
  'Obsessed with this colour',
  'Office to dinner in one outfit',
  'Festive ready #diwali',
  'Gift idea for my sister',
  'Daily essential, honestly',
];

type Product = Insert<typeof schema.products>;
type Variant = Insert<typeof schema.variants>;

/**
 * A variant of the product, in stock, that can be exchanged for another size of its colour in stock and, when
 * `alsoColour`, for another colour in its size in stock (by the exchange rule), with those choices; else null.
 * The products the stock fixtures shape are left alone: an exchange would change the stock their tests count on.
 */
function exchangeable(products: Product[], variants: Variant[], product: Product, alsoColour: boolean) {
  if (STOCK_FIXTURES.some((f) => products[f.index]?.id === product.id)) return null;
  const candidates: (ExchangeCandidate & { variant: Variant })[] = variants
    .filter((v) => v.productId === product.id)
    .map((v) => ({ variantId: v.id!, color: v.color, size: v.size, stock: v.quantity, price: v.price, variant: v }));
  for (const from of candidates) {
    if (from.stock < 1) continue;
    const sizes = exchangeChoices(candidates, { ...from, quantity: 1 }, 'size');
    const colours = exchangeChoices(candidates, { ...from, quantity: 1 }, 'color');
    if (sizes.length && (!alsoColour || colours.length))
      return { variant: from.variant, sizes: sizes.map((c) => c.variant), colours: colours.map((c) => c.variant) };
  }
  return null;
}

/**
 * `seededAt` is when the seed runs: the demo history (orders, wallet, posts, tracked prices, notes) is dated
 * back from it, so the data reads as recent on any day; without it, from `now` (SEED_NOW by default). The same
 * seed time gives the same data.
 */
export function buildShoppers(
  users: Insert<typeof schema.users>[],
  products: Product[],
  variants: Variant[],
  stores: Insert<typeof schema.stores>[],
  clock: { now?: Date; seededAt?: Date } = {},
): Shoppers {
  const now = clock.seededAt ?? clock.now ?? SEED_NOW;
  const seededAt = now;
  const demoId = '00000000-0000-4000-8000-00000000d3m0'.replace('d3m0', 'dea0');
  const demo = {
    id: demoId,
    phone: DEMO_SHOPPER.phone,
    displayname: DEMO_SHOPPER.displayname,
    fullname: DEMO_SHOPPER.fullname,
    email: DEMO_SHOPPER.email,
    badge: 'TRENDSETTER',
    subscriber: 'NORMAL',
  };
  // A friend who signed up with the demo shopper's code; their first delivered order earned the demo shopper ₹500.
  const friend = {
    id: 'demo-friend',
    phone: '9876500001',
    displayname: 'demo.friend',
    fullname: 'Demo Friend',
    email: 'friend@vastra.in',
    subscriber: 'NORMAL',
    referredBy: demoId,
  };
  const people = users.filter((u) => !u.isBlocked);
  const inStock = products.filter((p) => p.stock > 0);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);

  const posts: Shoppers['posts'] = Array.from({ length: Math.min(40, inStock.length) }, (_, i) => {
    // Every fourth post is a video Lens (its image is the poster), of a product its clip shows.
    const clip = i % 4 === 0 ? (i / 4) % LENS_CLIPS : null;
    const clipProducts = clip === null ? [] : inStock.filter((p) => p.categoryId === LENS_CLIP_CATEGORIES[clip]);
    const pool = clipProducts.length ? clipProducts : inStock;
    const product = pool[(i * 7) % pool.length]!;
    return {
      id: `lens-${String(i).padStart(3, '0')}`,
      userId: people[i % people.length]!.id!,
      productId: product.id!,
      ratings: null,
      postTitle: CAPTIONS[i % CAPTIONS.length]!,
      postDesc: `${CAPTIONS[i % CAPTIONS.length]} with the ${product.name}.`,
      imageUrls: [product.imgUrls[i % 2] ?? product.imgUrls[0]!],
      videoUrls: clip !== null && clipProducts.length ? [`lens/clip-${clip + 1}.webm`] : [],
      noOflikes: (i * 37) % 400,
      createdAt: at(i % 30),
    };
  });

  const follows: Shoppers['follows'] = [];
  for (const [i, u] of people.entries()) {
    for (let k = 1; k <= 3 + (i % 4); k++) {
      const other = people[(i + k * 5) % people.length]!;
      if (other.id !== u.id) follows.push({ followerId: u.id!, followeeId: other.id! });
    }
  }
  for (const u of people.slice(0, 5))
    follows.push({ followerId: demoId, followeeId: u.id! }, { followerId: u.id!, followeeId: demoId });

  const homeAddress = {
    id: 'demo-address-home',
    userId: demoId,
    name: 'Demo Shopper',
    phone: DEMO_SHOPPER.phone,
    pinCode: '560001',
    addressMain: '21 Residency Road',
    locality: 'Shanthala Nagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    defaultAddress: true,
  };
  const { userId: _owner, ...orderAddress } = homeAddress;
  const workAddress = {
    ...homeAddress,
    id: 'demo-address-work',
    addressMain: '3rd Floor, 80 Feet Road',
    locality: 'Koramangala',
    pinCode: '560034',
    defaultAddress: false,
  };

  const orders: Shoppers['orders'] = [];
  const orderLines: Shoppers['orderLines'] = [];
  const orderStatusHistory: Shoppers['orderStatusHistory'] = [];
  const orderRequests: Shoppers['orderRequests'] = [];
  /** One order of one unit of the product (of the variant, when it has one), placed at `created`. */
  const addOrder = (
    id: string,
    n: number,
    status: string,
    product: Product,
    variant: Variant | null,
    created: Date,
  ) => {
    const price = variant?.price ?? product.sellingPrice;
    const mrp = variant?.mrp ?? product.mrp;
    // The HSN and rate an order stores when placed, so the seeded orders' invoices print them too.
    const tax = taxClassOf(product.categoryId, price, product.specs.style);
    const totalPaise = (price + (price >= 499 ? 0 : 49)) * 100;
    // The cancelled order was paid partly from the wallet; the cancel gave that money back (see walletTransactions).
    const walletUsedPaise = status === 'CANCELLED' ? Math.min(CANCELLED_WALLET_PAISE, totalPaise) : 0;
    // Every order the courier picked up has its shipment (a fixed courier and AWB per order, as booked at pickup).
    const pickedUp = status !== 'READY_FOR_PICKUP' && status !== 'CANCELLED';
    orders.push({
      id,
      checkoutId: `demo-checkout-${n}`,
      userId: demoId,
      sellerId: product.sellerUserId,
      // As checkout keeps it: the address as it was, without its owner (server/checkout/orders.ts).
      address: orderAddress,
      orderType: n % 2 ? 'Prepaid' : 'Cod',
      orderStatus: status,
      paymentStatus: n % 2 ? 'paid' : 'cod',
      couponId: null,
      orderCost: price,
      mainDiscount: mrp - price,
      couponDiscount: 0,
      deliveryFee: price >= 499 ? 0 : 49,
      walletUsedPaise,
      totalPaise: totalPaise - walletUsedPaise,
      razorId: n % 2 ? `order_demo_${n}` : null,
      courier: pickedUp ? COURIERS[n % COURIERS.length]! : null,
      awb: pickedUp ? String(148_203_610_000 + n * 7_919_173) : null,
      createdAt: created,
    });
    orderLines.push({
      id: `${id}-line`,
      orderId: id,
      productId: product.id!,
      variantId: variant?.id ?? product.id!,
      quantity: 1,
      price,
      mrp,
      productName: product.name,
      productDesc: product.description,
      imgUrls: variant?.imgUrls.length ? variant.imgUrls : product.imgUrls,
      color: variant?.color ?? product.specs.color ?? '',
      size: variant?.size ?? product.specs.size ?? '',
      hsn: tax.hsn,
      gstPercent: tax.percent,
    });
  };

  // The returnable order: delivered an hour before the seed ran, of a variant with another size of its colour and
  // another colour in its size in stock (browser tests and demos return or exchange it). Seeded only when the
  // catalog has such a product (every catalog of 4 products or more does).
  // The first product that fits, tried one by one: checking every product first costs products × variants.
  const firstFit = (candidates: Product[], alsoColour: boolean) => {
    for (const product of candidates) {
      const fit = exchangeable(products, variants, product, alsoColour);
      if (fit) return { product, fit };
    }
    return undefined;
  };
  const returnable = firstFit(inStock, true);
  // The seeded exchange is of another product with another size of the same colour.
  const rotated = (start: number) => [...inStock.slice(start), ...inStock.slice(0, start)];
  const exchanged = firstFit(
    rotated((6 * 11 + 3) % inStock.length).filter((p) => p.id !== returnable?.product.id),
    false,
  );

  ORDER_STATUSES.forEach((status, i) => {
    const exchange = status === 'EXCHANGE' ? exchanged : undefined;
    const product = exchange?.product ?? inStock[(i * 11 + 3) % inStock.length]!;
    const id = `demo-order-${i}`;
    const days = DEMO_ORDER_DAYS[status];
    const created = at(days[0]!);
    addOrder(id, i, status, product, exchange?.fit?.variant ?? null, created);
    const path =
      status === 'CANCELLED'
        ? ['READY_FOR_PICKUP', 'CANCELLED']
        : status === 'RETURN' || status === 'EXCHANGE'
          ? ['READY_FOR_PICKUP', 'IN_TRANSIST', 'OUT_FOR_DELIVERY', 'DELIVERED', status]
          : ORDER_STATUSES.slice(0, ORDER_STATUSES.indexOf(status) + 1);
    path.forEach((s, k) => orderStatusHistory.push({ id: `${id}-h${k}`, orderId: id, status: s, at: at(days[k]!) }));
    // The shopper's request behind a cancelled, returned or exchanged order (no pictures are seeded).
    const requestedAt = at(days[path.length - 1]!);
    const request = { id: `demo-request-${i}`, orderId: id, userId: demoId, imageUrls: [], createdAt: requestedAt };
    if (status === 'CANCELLED')
      orderRequests.push({ ...request, kind: 'cancel', reasonType: 'Change of Mind', reasonText: '', option: null });
    // The returned order's item is on its way back: the courier collected it a day after the request, and
    // the seller has not received it yet (so its refund waits and it has no credit note).
    if (status === 'RETURN') {
      orderStatusHistory.push({
        id: `${id}-pickup`,
        orderId: id,
        status: 'RETURN_PICKED_UP',
        at: new Date(requestedAt.getTime() + DAY),
      });
      orders.find((o) => o.id === id)!.returnState = 'picked-up';
    }
    if (status === 'RETURN')
      orderRequests.push({
        ...request,
        kind: 'return',
        reasonType: 'Item damaged or defective',
        reasonText: 'It arrived damaged.',
        option: 'refund',
      });
    const to = exchange?.fit?.sizes[0];
    if (status === 'EXCHANGE' && to) {
      orderRequests.push({
        ...request,
        kind: 'return',
        reasonType: 'wrong size',
        reasonText: '',
        option: 'exchange-size',
        exchangeLineId: `${id}-line`,
        exchangeVariantId: to.id!,
        exchangeColor: to.color,
        exchangeSize: to.size,
      });
    }
  });

  if (returnable?.fit) {
    const created = new Date(seededAt.getTime() - 3 * DAY);
    addOrder(
      RETURNABLE_ORDER_ID,
      ORDER_STATUSES.length,
      'DELIVERED',
      returnable.product,
      returnable.fit.variant,
      created,
    );
    const times = [
      created,
      new Date(created.getTime() + DAY),
      new Date(created.getTime() + 2 * DAY),
      new Date(seededAt.getTime() - 3_600_000),
    ];
    ORDER_STATUSES.slice(0, 4).forEach((status, k) =>
      orderStatusHistory.push({
        id: `${RETURNABLE_ORDER_ID}-h${k}`,
        orderId: RETURNABLE_ORDER_ID,
        status,
        at: times[k]!,
      }),
    );
  }

  const tracked = inStock.filter((p) => p.sellingPrice < p.mrp).slice(0, 3);
  const droptrackEntries: Shoppers['droptrackEntries'] = tracked.map((p, i) => ({
    id: `demo-track-${i}`,
    userId: demoId,
    productId: p.id!,
    originalPrice: Math.round((p.sellingPrice * (1.1 + i * 0.1)) / 10) * 10,
    createdAt: at(30),
    updatedAt: at(2),
  }));
  const priceHistory: Shoppers['priceHistory'] = tracked.flatMap((p, i) => {
    const original = droptrackEntries[i]!.originalPrice;
    return [
      { id: `ph-${i}-0`, productId: p.id!, price: original, at: at(30) },
      { id: `ph-${i}-1`, productId: p.id!, price: Math.round((original + p.sellingPrice) / 2), at: at(14) },
      { id: `ph-${i}-2`, productId: p.id!, price: p.sellingPrice, at: at(2) },
    ];
  });

  return {
    users: [demo, friend],
    posts,
    follows,
    wallets: [{ id: 'wallet-demo-4f1c-9a2e', userId: demoId, balancePaise: 75_000 }],
    // Adds up to the balance: +250 credit, -250 paid towards the cancelled order, +250 back when it was cancelled, +500 referral.
    walletTransactions: [
      {
        id: 'demo-tx-credit',
        userId: demoId,
        type: 'credit',
        orderId: null,
        amountPaise: CANCELLED_WALLET_PAISE,
        updatedAt: at(25),
      },
      {
        id: 'demo-tx-order',
        userId: demoId,
        type: 'order',
        orderId: 'demo-order-4',
        amountPaise: -orders[4]!.walletUsedPaise!,
        updatedAt: orders[4]!.createdAt!,
      },
      {
        id: 'demo-tx-referral',
        userId: demoId,
        type: 'referral',
        orderId: null,
        amountPaise: 50_000,
        updatedAt: at(19),
      },
      {
        id: 'demo-tx-refund',
        userId: demoId,
        type: 'refund',
        orderId: 'demo-order-4',
        amountPaise: orders[4]!.walletUsedPaise!,
        // Given back when the order was cancelled.
        updatedAt: at(DEMO_ORDER_DAYS.CANCELLED[1]!),
      },
    ],
    referralCredits: [
      {
        referredUserId: friend.id,
        referrerId: demoId,
        orderId: 'demo-friend-order',
        amountPaise: 50_000,
        createdAt: at(19),
      },
    ],
    addresses: [homeAddress, workAddress],
    orders,
    orderLines,
    orderStatusHistory,
    orderRequests,
    droptrackEntries,
    priceHistory,
    savedProducts: inStock.slice(5, 7).map((p) => ({ userId: demoId, productId: p.id! })),
    favouriteStores: stores.slice(0, 2).map((s) => ({ userId: demoId, storeId: s.id! })),
    notifications: [
      {
        id: 'demo-note-0',
        userId: demoId,
        createdAt: at(DEMO_ORDER_DAYS.OUT_FOR_DELIVERY[2]!),
        kind: 'order-status',
        ...statusNote(
          english,
          'demo-order-2',
          [orderLines[2]!.productName],
          english.say('notice_status_out_for_delivery'),
        ),
      },
      ...tracked.slice(0, 1).map((p) => ({
        id: 'demo-note-1',
        userId: demoId,
        kind: 'price-drop',
        title: 'Price drop',
        body: `${p.name} is now ₹${p.sellingPrice}.`,
        link: dropTrackProductPath(p.id),
        createdAt: at(2),
      })),
    ],
  };
}

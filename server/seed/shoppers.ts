/**
 * People-side demo data: Lens posts, follows, and a demo shopper with a wallet, addresses, past orders in
 * every status, tracked products with price history, a saved product and a favourite store. Pure.
 */
import type * as schema from '../db/schema.ts';

import type { Insert } from './types.ts';
import { dropTrackProductPath, orderPath } from '../../src/lib/paths.ts';

export const DEMO_SHOPPER = { phone: '9876543210', displayname: 'demo.shopper', fullname: 'Demo Shopper', email: 'demo@vastra.in' };
export const ORDER_STATUSES = ['READY_FOR_PICKUP', 'IN_TRANSIST', 'OUT_FOR_DELIVERY', 'DELIVERED', 'CANCELLED', 'RETURN', 'EXCHANGE'] as const;

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
  droptrackEntries: Insert<typeof schema.droptrackEntries>[];
  priceHistory: Insert<typeof schema.priceHistory>[];
  savedProducts: Insert<typeof schema.savedProducts>[];
  favouriteStores: Insert<typeof schema.favouriteStores>[];
  notifications: Insert<typeof schema.notifications>[];
  referralCredits: Insert<typeof schema.referralCredits>[];
};

const DAY = 86_400_000;
/** Wallet money the demo shopper's cancelled order used (and got back). */
const CANCELLED_WALLET_PAISE = 25_000;
/** Video clips shipped in server/seed/assets and copied under the CDN folder as lens/clip-N.webm. */
export const LENS_CLIPS = 3;
const CAPTIONS = ['Weekend look sorted #ootd', 'Obsessed with this colour', 'Office to dinner in one outfit', 'Festive ready #diwali', 'Gift idea for my sister', 'Daily essential, honestly'];

export function buildShoppers(users: Insert<typeof schema.users>[], products: Insert<typeof schema.products>[], stores: Insert<typeof schema.stores>[], now = new Date('2026-11-15T10:00:00Z')): Shoppers {
  const demoId = '00000000-0000-4000-8000-00000000d3m0'.replace('d3m0', 'dea0');
  const demo = { id: demoId, phone: DEMO_SHOPPER.phone, displayname: DEMO_SHOPPER.displayname, fullname: DEMO_SHOPPER.fullname, email: DEMO_SHOPPER.email, badge: 'TRENDSETTER', subscriber: 'NORMAL' };
  // A friend who signed up with the demo shopper's code; their first delivered order earned the demo shopper ₹500.
  const friend = { id: 'demo-friend', phone: '9876500001', displayname: 'demo.friend', fullname: 'Demo Friend', email: 'friend@vastra.in', subscriber: 'NORMAL', referredBy: demoId };
  const people = users.filter((u) => !u.isBlocked);
  const inStock = products.filter((p) => p.stock > 0);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);

  const posts: Shoppers['posts'] = Array.from({ length: Math.min(40, inStock.length) }, (_, i) => {
    const product = inStock[(i * 7) % inStock.length]!;
    return {
      id: `lens-${String(i).padStart(3, '0')}`,
      userId: people[i % people.length]!.id!,
      productId: product.id!,
      ratings: null,
      postTitle: CAPTIONS[i % CAPTIONS.length]!,
      postDesc: `${CAPTIONS[i % CAPTIONS.length]} with the ${product.name}.`,
      imageUrls: [product.imgUrls[i % 2] ?? product.imgUrls[0]!],
      // Every fourth post is a video Lens (clips rendered from the demo art; the image is its poster).
      videoUrls: i % 4 === 0 ? [`lens/clip-${(i / 4) % LENS_CLIPS + 1}.webm`] : [],
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
  for (const u of people.slice(0, 5)) follows.push({ followerId: demoId, followeeId: u.id! }, { followerId: u.id!, followeeId: demoId });

  const homeAddress = { id: 'demo-address-home', userId: demoId, name: 'Demo Shopper', phone: DEMO_SHOPPER.phone, pinCode: '560001', addressMain: '21 Residency Road', locality: 'Shanthala Nagar', city: 'Bengaluru', state: 'Karnataka', defaultAddress: true };
  const workAddress = { ...homeAddress, id: 'demo-address-work', addressMain: '3rd Floor, 80 Feet Road', locality: 'Koramangala', pinCode: '560034', defaultAddress: false };

  const orders: Shoppers['orders'] = [];
  const orderLines: Shoppers['orderLines'] = [];
  const orderStatusHistory: Shoppers['orderStatusHistory'] = [];
  ORDER_STATUSES.forEach((status, i) => {
    const product = inStock[(i * 11 + 3) % inStock.length]!;
    const id = `demo-order-${i}`;
    const created = at(40 - i * 5);
    const totalPaise = (product.sellingPrice + (product.sellingPrice >= 499 ? 0 : 49)) * 100;
    // The cancelled order was paid partly from the wallet; the cancel gave that money back (see walletTransactions).
    const walletUsedPaise = status === 'CANCELLED' ? Math.min(CANCELLED_WALLET_PAISE, totalPaise) : 0;
    orders.push({
      id, checkoutId: `demo-checkout-${i}`, userId: demoId, sellerId: product.sellerUserId, address: { ...homeAddress },
      orderType: i % 2 ? 'Prepaid' : 'Cod', orderStatus: status, paymentStatus: i % 2 ? 'paid' : 'cod', couponId: null,
      orderCost: product.sellingPrice, mainDiscount: product.mrp - product.sellingPrice, couponDiscount: 0,
      deliveryFee: product.sellingPrice >= 499 ? 0 : 49, walletUsedPaise,
      totalPaise: totalPaise - walletUsedPaise, razorId: i % 2 ? `order_demo_${i}` : null, createdAt: created,
    });
    orderLines.push({
      id: `${id}-line`, orderId: id, productId: product.id!, variantId: product.id!, quantity: 1, price: product.sellingPrice, mrp: product.mrp,
      productName: product.name, productDesc: product.description, imgUrls: product.imgUrls, color: product.specs.color ?? '', size: product.specs.size ?? '',
    });
    const path = status === 'CANCELLED' ? ['READY_FOR_PICKUP', 'CANCELLED'] : status === 'RETURN' || status === 'EXCHANGE' ? ['READY_FOR_PICKUP', 'IN_TRANSIST', 'OUT_FOR_DELIVERY', 'DELIVERED', status] : ORDER_STATUSES.slice(0, ORDER_STATUSES.indexOf(status) + 1);
    path.forEach((s, k) => orderStatusHistory.push({ id: `${id}-h${k}`, orderId: id, status: s, at: new Date(created.getTime() + k * DAY) }));
  });

  const tracked = inStock.filter((p) => p.sellingPrice < p.mrp).slice(0, 3);
  const droptrackEntries: Shoppers['droptrackEntries'] = tracked.map((p, i) => ({
    id: `demo-track-${i}`, userId: demoId, productId: p.id!, originalPrice: Math.round((p.sellingPrice * (1.1 + i * 0.1)) / 10) * 10, createdAt: at(30), updatedAt: at(2),
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
      { id: 'demo-tx-credit', userId: demoId, type: 'credit', orderId: null, amountPaise: CANCELLED_WALLET_PAISE, updatedAt: at(25) },
      { id: 'demo-tx-order', userId: demoId, type: 'order', orderId: 'demo-order-4', amountPaise: -orders[4]!.walletUsedPaise!, updatedAt: orders[4]!.createdAt! },
      { id: 'demo-tx-referral', userId: demoId, type: 'referral', orderId: null, amountPaise: 50_000, updatedAt: at(19) },
      { id: 'demo-tx-refund', userId: demoId, type: 'refund', orderId: 'demo-order-4', amountPaise: orders[4]!.walletUsedPaise!, updatedAt: at(15) },
    ],
    referralCredits: [{ referredUserId: friend.id, referrerId: demoId, orderId: 'demo-friend-order', amountPaise: 50_000, createdAt: at(19) }],
    addresses: [homeAddress, workAddress],
    orders,
    orderLines,
    orderStatusHistory,
    droptrackEntries,
    priceHistory,
    savedProducts: inStock.slice(5, 7).map((p) => ({ userId: demoId, productId: p.id! })),
    favouriteStores: stores.slice(0, 2).map((s) => ({ userId: demoId, storeId: s.id! })),
    notifications: [
      { id: 'demo-note-0', userId: demoId, kind: 'order-status', title: 'Out for delivery', body: 'Your order is out for delivery today.', link: orderPath('demo-order-2'), createdAt: at(3) },
      ...tracked.slice(0, 1).map((p) => ({ id: 'demo-note-1', userId: demoId, kind: 'price-drop', title: 'Price drop', body: `${p.name} is now ₹${p.sellingPrice}.`, link: dropTrackProductPath(p.id), createdAt: at(2) })),
    ],
  };
}

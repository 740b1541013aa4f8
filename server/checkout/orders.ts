/**
 * Pricing a checkout from the database and placing it. An order is created per seller group, in one
 * statement (order-write.ts, one transaction): stock is decremented only where enough remains (a conditional update, so concurrent orders
 * for the last units never oversell), the wallet is debited only where the balance covers it, and the
 * ordered cart lines are removed. Nothing the client says about money is trusted.
 */
import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { asColumns } from '../db/records.ts';
import { perDatabase } from '../db/per-database.ts';
import { writeOrder, type OrderWrite } from './order-write.ts';
import * as t from '../db/schema.ts';
import { allocateCoupon } from '../../src/lib/rules/breakdown.ts';
import { taxClassOf } from '../../src/lib/rules/gst.ts';
import { estimate, type Coupon, type Estimate, type Group, type NamedEstimate } from '../../src/lib/rules/pricing.ts';
import {
  UNPAID_CHECKOUTS_MAX,
  UNPAID_COOL_DOWN_MS,
  UNPAID_HOLD_MAX,
  tooManyUnitsUnpaid,
  tooManyUnpaid,
  unpaidCoolingDown,
  unpaidHoldTooBig,
} from '../../src/lib/rules/checkout.ts';
import { MAX_PER_PRODUCT } from '../../src/lib/rules/limits.ts';
import { UNPAID_ORDER_TTL_MS } from '../../src/lib/rules/orders.ts';
import type { OrderGroupInput } from '../../src/lib/schemas.ts';
import { findBuyable, type Buyable } from '../cart/cart.ts';
import { ensureWallet, rupees } from '../wallet/wallet.ts';
import type { PaymentProvider } from './payments.ts';
import { invalidateCatalog } from '../catalog/cache.ts';
import { dispatchers, estimatesTo } from '../delivery/delivery.ts';
import { NOT_SERVED } from '../../src/lib/rules/delivery.ts';
import { notifyPlaced } from './placed-note.ts';
import { KEY_REUSED, keptReply, type RequestKey } from '../http/once-only.ts';

export class CheckoutError extends Error {
  readonly status: 400 | 404 | 409 | 422;
  readonly fields: Record<string, string[]>;
  constructor(status: 400 | 404 | 409 | 422, message: string, fields: Record<string, string[]> = {}) {
    super(message);
    this.status = status;
    this.fields = fields;
  }
}

/** An order attempt's Idempotency-Key and the hash of its body, stored with its reply in the order's own statement. */
export type OrderKey = RequestKey;

type PricedGroup = { sellerId: string; couponId: string | null; lines: (Buyable & { quantity: number })[] };

const couponIdOf = (ids: OrderGroupInput['couponIds']) =>
  Array.isArray(ids) ? (ids[0] ?? null) : ids === 'no_coupon' ? null : ids;

type StoredCoupon = Coupon & { couponName: string; typeCoupon: string; couponImage: string | null };

export function toCoupon(row: typeof t.coupons.$inferSelect): StoredCoupon {
  return {
    id: row.id,
    couponName: row.couponName,
    SellerUserId: row.sellerUserId,
    typeCoupon: row.typeCoupon,
    discountPercent: row.discountPercent,
    purchaseRequired: row.purchaseRequired,
    purchaseValue: row.purchaseValue,
    endDate: row.endDate.toISOString(),
    couponImage: row.couponImage,
  };
}

/** Resolves every line against the catalog (price, stock, seller) and the coupons against the database. */
export async function priceCheckout(
  db: Db,
  groups: OrderGroupInput[],
): Promise<{ priced: PricedGroup[]; coupons: Map<string, StoredCoupon> }> {
  refuseRepeats(groups);
  const priced: PricedGroup[] = [];
  for (const [g, group] of groups.entries()) {
    const lines: PricedGroup['lines'] = [];
    for (const [i, productId] of group.productIds.entries()) {
      const variantId = group.variants[i]!;
      const buyable = await findBuyable(db, productId, variantId);
      if (!buyable)
        throw new CheckoutError(404, 'A product in your bag is no longer available', {
          [`orderData.${g}.variants.${i}`]: ['Not found'],
        });
      if (buyable.sellerId !== group.sellerId)
        throw new CheckoutError(400, 'Invalid input', {
          [`orderData.${g}.sellerId`]: ['Product is sold by another store'],
        });
      lines.push({ ...buyable, quantity: group.quantity[i]! });
    }
    priced.push({ sellerId: group.sellerId, couponId: couponIdOf(group.couponIds), lines });
  }
  const ids = priced.flatMap((p) => (p.couponId ? [p.couponId] : []));
  const rows = ids.length ? await db.select().from(t.coupons).where(inArray(t.coupons.id, ids)) : [];
  return { priced, coupons: new Map(rows.map((r) => [r.id, toCoupon(r)])) };
}

/**
 * A seller appears in one group and a variant on one line: a second group for the same seller would get
 * its coupon (and the 1500 cap) twice, and a repeated variant would pass the 5-per-product limit.
 */
function refuseRepeats(groups: OrderGroupInput[]) {
  const fields: Record<string, string[]> = {};
  const sellers = new Set<string>();
  const variants = new Set<string>();
  for (const [g, group] of groups.entries()) {
    if (sellers.has(group.sellerId))
      fields[`orderData.${g}.sellerId`] = ['This store is already in another group: send its products in one group'];
    sellers.add(group.sellerId);
    for (const [i, variantId] of group.variants.entries()) {
      if (variants.has(variantId))
        fields[`orderData.${g}.variants.${i}`] = [
          'This product is already in the order: send it once with its quantity',
        ];
      variants.add(variantId);
    }
  }
  if (Object.keys(fields).length) throw new CheckoutError(400, 'Invalid input', fields);
}

/** A settled read's value, or its failure thrown. */
function settled<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

type StockLine = { productId: string; variantId: string; quantity: number; productName: string };

/**
 * The lines in the order their stock is taken: by product, then variant, so two orders naming the same
 * products lock them in the same order and never wait on each other in a circle.
 */
function stockOrder(priced: PricedGroup[]): StockLine[] {
  return priced
    .flatMap((p) =>
      p.lines.map(({ productId, variantId, quantity, productName }) => ({
        productId,
        variantId,
        quantity,
        productName,
      })),
    )
    .sort((a, b) => a.productId.localeCompare(b.productId) || a.variantId.localeCompare(b.variantId));
}

function asGroups(priced: PricedGroup[], coupons: Map<string, Coupon>): Group[] {
  return priced.map((p) => ({
    sellerId: p.sellerId,
    coupon: p.couponId ? (coupons.get(p.couponId) ?? null) : null,
    lines: p.lines.map((l) => ({
      price: l.price,
      mrp: l.mrp,
      quantity: l.quantity,
      gstPercent: taxClassOf(l.categoryId, l.price, l.style).percent,
      // The order line's name; its id is not made yet, so equal names fall back to the variant.
      productName: l.productName,
      id: l.variantId,
    })),
  }));
}

export async function estimateCheckout(
  db: Db,
  userId: string,
  groups: OrderGroupInput[],
  useWallet: boolean,
): Promise<NamedEstimate> {
  const { priced, coupons } = await priceCheckout(db, groups);
  const wallet = await ensureWallet(db, userId);
  const money = estimate(asGroups(priced, coupons), rupees(wallet.balancePaise), useWallet);
  // Only applied coupons are in couponData, so each is in the map.
  return {
    ...money,
    couponData: money.couponData.map((c) => ({ ...c, couponName: coupons.get(c.couponId)!.couponName })),
  };
}

export type PlacedOrder = {
  checkoutId: string;
  orderIds: string[];
  orderType: 'Cod' | 'Prepaid';
  razorId: string | null;
  /** What the provider collects, in paise (0 for Cod and for a prepaid order the wallet covered). */
  amount: number;
  totalcost: number;
  codMain: boolean;
  /** Prepaid with an amount: the provider's key id and which checkout the browser opens. */
  keyId: string | null;
  checkout: 'razorpay' | 'local-test' | null;
};

export async function placeOrder(
  db: Db,
  payments: PaymentProvider,
  userId: string,
  input: { orderData: OrderGroupInput[]; useWallet: boolean; orderType: 'Cod' | 'Prepaid'; addressId: string },
  orderKey?: OrderKey,
): Promise<PlacedOrder> {
  // The shopper's side (the key's reply, the address, the wallet) and the lines' prices are read together,
  // none locking anything; what they find is judged in that order: a key seen before answers first.
  const [shopperRead, pricing, dispatch] = await Promise.allSettled([
    shopperSide(db, userId, input.addressId, orderKey?.key ?? null),
    priceCheckout(db, input.orderData),
    dispatchers(
      db,
      input.orderData.map((g) => g.sellerId),
    ),
  ]);
  const { address, kept, wallet: walletRow } = settled(shopperRead);
  if (kept) return keptAnswer(kept, orderKey!);
  if (!address) throw new CheckoutError(404, 'Address not found', { addressId: ['Select one of your addresses'] });
  const { priced, coupons } = settled(pricing);
  // The date each order promises, kept with it (docs/decisions/orders.md); a PIN nobody delivers to is refused.
  const promised = estimatesTo(address.pinCode, settled(dispatch).values(), new Date());
  if (!promised) throw new CheckoutError(400, NOT_SERVED, { addressId: [NOT_SERVED] });
  const expectedBy = (sellerId: string) => promised.find((e) => e.sellerId === sellerId)?.expectedBy ?? null;
  for (const [g, p] of priced.entries()) {
    const coupon = p.couponId ? coupons.get(p.couponId) : null;
    if (p.couponId && !coupon)
      throw new CheckoutError(404, 'Coupon not found', { [`orderData.${g}.couponIds`]: ['Coupon not found'] });
  }
  // Read outside the transaction as it would be inside (no lock): the debit below is conditional on the
  // balance then, so an order that spent it meanwhile makes this one fail whole. Only an order that uses
  // the wallet needs one (a shopper's first is made here).
  const wallet = input.useWallet ? (walletRow ?? (await ensureWallet(db, userId))) : null;
  const money = estimate(asGroups(priced, coupons), rupees(wallet?.balancePaise ?? 0), input.useWallet);
  for (const [g, p] of priced.entries()) {
    if (p.couponId && !money.couponData.some((c) => c.couponId === p.couponId)) {
      throw new CheckoutError(400, 'This coupon cannot be applied', {
        [`orderData.${g}.couponIds`]: ['Coupon not applicable'],
      });
    }
  }

  const checkoutId = crypto.randomUUID();
  const orderIds = priced.map(() => crypto.randomUUID());
  const amount = Math.round(money.totalcost * 100);
  // The provider's order is made before the transaction, so no call to the provider waits while the stock
  // rows are locked. An attempt that then fails leaves a provider order nobody pays, which the provider expires.
  const razorId = input.orderType === 'Prepaid' && amount > 0 ? await payments.createOrder(amount, checkoutId) : null;
  const reply: PlacedOrder = {
    checkoutId,
    orderIds,
    orderType: input.orderType,
    razorId,
    amount: razorId ? amount : 0,
    totalcost: money.totalcost,
    codMain: money.codMain,
    keyId: razorId ? payments.keyId : null,
    checkout: razorId ? payments.checkout : null,
  };

  const stock = stockOrder(priced);
  const outcome = await writeOrder(db, {
    userId,
    key: orderKey ? asColumns(t.idempotencyKeys, { userId, ...orderKey, response: reply }) : null,
    stock,
    ...orderRows(userId, input, address, priced, money, reply, expectedBy),
    holds: {
      checkouts: UNPAID_CHECKOUTS_MAX,
      units: MAX_PER_PRODUCT,
      lines: UNPAID_HOLD_MAX.lines,
      allUnits: UNPAID_HOLD_MAX.units,
      ttlSeconds: UNPAID_ORDER_TTL_MS / 1000,
      coolDownSeconds: UNPAID_COOL_DOWN_MS / 1000,
    },
  });
  if ('waiting' in outcome)
    throw new CheckoutError(409, tooManyUnpaid(outcome.waiting), {
      orderType: ['Pay for or cancel an order waiting for payment first'],
    });
  if ('coolingDown' in outcome) {
    const { variantId, ended, secondsLeft } = outcome.coolingDown;
    const line = stock.find((l) => l.variantId === variantId);
    throw new CheckoutError(
      409,
      unpaidCoolingDown(line?.productName ?? 'This product', ended, Math.max(1, Math.ceil(secondsLeft / 60))),
      { [variantId]: ['Recently cancelled without payment'] },
    );
  }
  if ('tooMuch' in outcome)
    throw new CheckoutError(409, unpaidHoldTooBig(outcome.tooMuch.held, outcome.tooMuch.adding), {
      orderData: ['More than orders waiting for payment may hold'],
    });
  if ('held' in outcome) {
    const line = stock.find((l) => l.variantId === outcome.variantId);
    throw new CheckoutError(409, tooManyUnitsUnpaid(line?.productName ?? 'this product', outcome.held), {
      [outcome.variantId]: ['Too many units waiting for payment'],
    });
  }
  if ('short' in outcome) {
    const line = stock.find((l) => l.variantId === outcome.short);
    throw new CheckoutError(
      409,
      `Only a few left of ${line?.productName ?? 'a product'}: not enough stock for this order`,
      { [outcome.short]: ['Not enough stock'] },
    );
  }
  if ('walletChanged' in outcome) {
    // Another order spent the balance since it was read: nothing of this one is kept.
    throw new CheckoutError(
      409,
      'Your wallet balance changed while placing this order. Please review your order and try again.',
      { useWallet: ['Balance changed'] },
    );
  }
  // Placed by another attempt with this key while this one ran: that attempt's reply.
  if ('repeated' in outcome) {
    const { kept } = await shopperSide(db, userId, input.addressId, orderKey!.key);
    return keptAnswer(kept!, orderKey!);
  }
  // After the commit, so no reader caches the stock as it was: the ordered products' entries, here and elsewhere.
  invalidateCatalog(
    db,
    input.orderData.flatMap((group) => group.productIds),
  );
  await notifyPlaced(
    db,
    userId,
    priced.map((p, g) => ({
      orderId: orderIds[g]!,
      productNames: p.lines.map((l) => l.productName),
      expectedBy: expectedBy(p.sellerId),
    })),
  );
  return reply;
}

/**
 * The rows an order writes, keyed by column: one order per seller group with its lines and first status,
 * the ordered variants to take out of the bag, and a wallet debit for each order that used it.
 */
function orderRows(
  userId: string,
  input: { orderType: 'Cod' | 'Prepaid'; useWallet: boolean },
  address: typeof t.addresses.$inferSelect,
  priced: PricedGroup[],
  money: Estimate,
  { checkoutId, orderIds, razorId }: PlacedOrder,
  expectedBy: (sellerId: string) => string | null,
): Omit<OrderWrite, 'userId' | 'key' | 'stock' | 'holds'> {
  const status = 'READY_FOR_PICKUP';
  const { userId: _u, createdAt: _c, ...addressSnapshot } = address;
  // Wallet use is spread over the seller groups in order, so each order records what it took.
  let walletLeftPaise = Math.round(money.walletUsed * 100);
  const rows: Omit<OrderWrite, 'userId' | 'key' | 'stock' | 'holds'> = {
    orders: [],
    lines: [],
    history: [],
    cleared: [],
    walletDebits: [],
  };
  for (const [g, p] of priced.entries()) {
    const group = money.groups[g]!;
    const groupTotalPaise = group.total * 100;
    const walletPaise = Math.min(walletLeftPaise, groupTotalPaise);
    walletLeftPaise -= walletPaise;
    const orderId = orderIds[g]!;
    rows.orders.push(
      asColumns(t.orders, {
        id: orderId,
        checkoutId,
        userId,
        sellerId: p.sellerId,
        address: addressSnapshot,
        orderType: input.orderType,
        orderStatus: status,
        razorId,
        // Prepaid with nothing left to pay (the wallet covered it) is paid at once: no provider opens.
        paymentStatus: input.orderType === 'Cod' ? 'cod' : money.totalcost > 0 ? 'pending' : 'paid',
        couponId: group.couponDiscount ? p.couponId : null,
        orderCost: group.subtotal,
        mainDiscount: group.MainDiscount,
        couponDiscount: group.couponDiscount,
        deliveryFee: group.deliveryFee,
        walletUsedPaise: walletPaise,
        totalPaise: groupTotalPaise - walletPaise,
        expectedDelivery: expectedBy(p.sellerId),
      }),
    );
    const couponShares = allocateCoupon(
      p.lines.map((l) => l.price * l.quantity),
      group.couponDiscount,
    );
    for (const [i, l] of p.lines.entries()) {
      const tax = taxClassOf(l.categoryId, l.price, l.style);
      rows.lines.push(
        asColumns(t.orderLines, {
          id: crypto.randomUUID(),
          orderId,
          productId: l.productId,
          variantId: l.variantId,
          quantity: l.quantity,
          price: l.price,
          mrp: l.mrp,
          productName: l.productName,
          productDesc: l.productDesc,
          imgUrls: l.images,
          color: l.color,
          size: l.size,
          couponShare: couponShares[i]!,
          hsn: tax.hsn,
          gstPercent: tax.percent,
        }),
      );
      rows.cleared.push(l.variantId);
    }
    rows.history.push(asColumns(t.orderStatusHistory, { id: crypto.randomUUID(), orderId, status }));
    if (walletPaise > 0)
      rows.walletDebits.push(
        asColumns(t.walletTransactions, {
          id: crypto.randomUUID(),
          userId,
          type: 'order',
          orderId,
          amountPaise: -walletPaise,
        }),
      );
  }
  return rows;
}

/**
 * What an order needs of the shopper, in one read: the address (theirs only), the reply stored under the
 * attempt's key (when it has one) and the wallet; each null when there is none.
 */
async function shopperSide(db: Db, userId: string, addressId: string, key: string | null) {
  const [row] = await shopperSideQuery(db).execute({ userId, addressId, key: key ?? '' });
  return { address: row?.address ?? null, kept: key ? (row?.kept ?? null) : null, wallet: row?.wallet ?? null };
}

/** Every order attempt asks it: prepared once per database (measured: building it cost about a tenth of an order's CPU). */
const shopperSideQuery = perDatabase((db: Db) =>
  db
    .select({ address: t.addresses, kept: t.idempotencyKeys, wallet: t.wallets })
    .from(t.users)
    .leftJoin(t.addresses, and(eq(t.addresses.id, sql.placeholder('addressId')), eq(t.addresses.userId, t.users.id)))
    .leftJoin(
      t.idempotencyKeys,
      and(eq(t.idempotencyKeys.userId, t.users.id), eq(t.idempotencyKeys.key, sql.placeholder('key'))),
    )
    .leftJoin(t.wallets, eq(t.wallets.userId, t.users.id))
    .where(eq(t.users.id, sql.placeholder('userId')))
    .prepare('order_shopper_side'),
);

/** The reply stored under an order attempt's key; the key with another body is refused. */
function keptAnswer(kept: typeof t.idempotencyKeys.$inferSelect, orderKey: OrderKey): PlacedOrder {
  const reply = keptReply<PlacedOrder>(kept, orderKey);
  if (reply === 'reused')
    throw new CheckoutError(
      422,
      'This Idempotency-Key was used for another order. Use a new key for a new order.',
      KEY_REUSED,
    );
  return reply;
}

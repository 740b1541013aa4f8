/** Reply shapes of the bag, checkout, orders, refunds and delivery estimates. */
import { z } from '@hono/zod-openapi';
import { orNull } from './or-null.ts';

const id = z.string();

export const CartLine = z
  .object({
    id,
    variantId: z.string(),
    productId: z.string(),
    quantity: z.number().int(),
    addedPrice: z.number().nullable().openapi({
      description: 'The selling price when the shopper last added this variant (ours); null for older lines',
    }),
    Product: z.object({
      SellerUserId: z.string(),
      storeName: z.string(),
      productName: z.string(),
      productDesc: z.string(),
      productSellingPrice: z.number(),
      productMRP: z.number(),
    }),
    ProductVarient: z.object({
      VarientImgUrl: z.array(z.string()),
      VarientColor: z.string(),
      VarientSize: z.string(),
      VarientPrice: z.number(),
      VarientMrp: z.number(),
      VarientQuantity: z.number().int().openapi({ description: 'The stock now' }),
    }),
  })
  .openapi('CartLine', { description: 'shopper-core §3 Cart line, one per variant' });

export const CartMerge = z
  .object({ cart: z.array(CartLine), skipped: z.array(z.string()) })
  .openapi('CartMerge', { description: 'The bag after the merge, and the lines skipped (unknown or sold out)' });

export const SellerCoupon = z
  .object({
    id,
    couponName: z.string(),
    SellerUserId: z.string(),
    typeCoupon: z.string(),
    discountPercent: z.number(),
    purchaseRequired: z.boolean(),
    purchaseValue: z.number(),
    endDate: z.string(),
    couponImage: z.string().nullable(),
  })
  .openapi('SellerCoupon');

export const Estimate = z
  .object({
    orderCost: z.number(),
    tax: z.number(),
    MainDiscount: z.number(),
    couponData: z.array(
      z.object({ sellerId: z.string(), couponId: z.string(), discount: z.number(), couponName: z.string() }),
    ),
    deliveryFee: z.number(),
    walletUsed: z.number(),
    totalcost: z.number(),
    codMain: z.boolean(),
    groups: z.array(
      z.object({
        sellerId: z.string(),
        subtotal: z.number(),
        MainDiscount: z.number(),
        couponDiscount: z.number(),
        deliveryFee: z.number(),
        total: z.number(),
      }),
    ),
  })
  .openapi('Estimate');

export const PlacedOrder = z
  .object({
    checkoutId: z.string(),
    orderIds: z.array(z.string()),
    orderType: z.enum(['Cod', 'Prepaid']),
    razorId: z.string().nullable(),
    amount: z.number().int().openapi({ description: 'Paise' }),
    totalcost: z.number(),
    codMain: z.boolean(),
    keyId: z.string().nullable(),
    checkout: z.enum(['razorpay', 'local-test']).nullable(),
  })
  .openapi('PlacedOrder');

export const PayNow = z
  .object({
    amount: z
      .number()
      .openapi({ description: 'Rupees: what paying now charges (the same provider order payment/retry opens)' }),
    orderIds: z.array(z.string()).openapi({
      description: "Every order that payment pays for: the whole checkout, one store's order each",
    }),
  })
  .openapi('PayNow', { description: 'What a Pay now on an unpaid prepaid order charges, and for which orders (ours)' });

export const OrderListItem = z
  .object({
    orderId: z.string(),
    orderStatus: z.string(),
    orderType: z.enum(['Cod', 'Prepaid']),
    paymentStatus: z.string().openapi({ description: 'cod | pending | paid | failed | expired' }),
    createdAt: z.string(),
    statusAt: z.string(),
    expectedDelivery: z.string().nullable(),
    payNow: orNull(PayNow),
    Product: z.object({ productName: z.string(), productDesc: z.string(), productImgUrls: z.array(z.string()) }),
  })
  .openapi('OrderListItem');

export const RefundMode = z.enum(['WALLET', 'ORIGINAL_PAYMENT']).openapi('RefundMode');
export const RefundState = z.enum(['REFUNDED', 'INITIATED', 'REQUESTED']).openapi('RefundState', {
  description:
    'requested: a return waits for the seller to receive the item; initiated: on its way; refunded: it has arrived',
});

export const RefundPart = z
  .object({
    mode: RefundMode,
    amount: z.number(),
    state: RefundState,
    at: z.string().nullable(),
    expectedBy: z.string().nullable(),
  })
  .openapi('RefundPart');

const RefundModeOf = z.union([RefundMode, z.enum(['SPLIT', 'NONE'])]);
const RefundStateOf = z.union([RefundState, z.literal('NOTHING_TO_REFUND')]);

export const RefundRow = z
  .object({
    orderId: z.string(),
    orderStatus: z.enum(['CANCELLED', 'RETURN']),
    orderType: z.enum(['Cod', 'Prepaid']),
    createdAt: z.string(),
    changedAt: z.string(),
    productName: z.string(),
    productImgUrl: z.string().nullable(),
    returnStage: z.enum(['requested', 'picked-up', 'received']).nullable().openapi({
      description:
        'A return: requested, picked up by the courier, or received by the seller (the refund starts then); null for a cancel',
    }),
    returnStageAt: z.string().nullable(),
    amount: z.number(),
    mode: RefundModeOf,
    state: RefundStateOf,
    parts: z.array(RefundPart),
  })
  .openapi('RefundRow', { description: 'A cancelled or returned order and what comes back to the shopper (ours)' });

const VariantFacts = z.object({ variantId: z.string(), color: z.string(), size: z.string() });

export const OrderRequest = z
  .object({
    kind: z.enum(['cancel', 'return']),
    reasonType: z.string(),
    reasonText: z.string(),
    option: z.enum(['refund', 'exchange-size', 'exchange-color']).nullable(),
    imageUrls: z.array(z.string()),
    createdAt: z.string(),
    pickupBy: z.string().nullable(),
    exchange: z
      .object({ lineId: z.string(), productName: z.string(), from: VariantFacts, to: VariantFacts })
      .nullable(),
    refund: z
      .object({ amount: z.number(), mode: RefundModeOf, state: RefundStateOf, parts: z.array(RefundPart) })
      .nullable(),
  })
  .openapi('OrderRequest');

export const OrderAddress = z
  .object({
    name: z.string(),
    phone: z.string(),
    pinCode: z.string(),
    addressMain: z.string(),
    locality: z.string(),
    city: z.string(),
    state: z.string(),
    addressType: z.string(),
    landmark: z.string(),
    altPhone: z.string(),
    id: z.string().openapi({ description: 'The saved address it was copied from' }),
    defaultAddress: z.boolean().openapi({ description: 'Whether that address was the default then' }),
  })
  .partial()
  .openapi('OrderAddress', {
    description:
      'The address as it was when the order was placed (older orders lack type, landmark and alternate phone)',
  });

export const OrderCharges = z
  .object({
    totalMrp: z.number(),
    discountOnMrp: z.number(),
    coupon: z.number(),
    walletUsed: z.number(),
    delivery: z.number(),
    amount: z.number(),
    tax: z.number(),
  })
  .openapi('OrderCharges');

export const OrderLine = z
  .object({
    id,
    productId: z.string(),
    variantId: z.string(),
    quantity: z.number().int(),
    price: z.number(),
    mrp: z.number(),
    productName: z.string(),
    productDesc: z.string(),
    imgUrls: z.array(z.string()),
    color: z.string(),
    size: z.string(),
    couponShare: z.number(),
    hsn: z.string(),
    gstPercent: z.number(),
  })
  .openapi('OrderLine');

export const OrderDetail = z
  .object({
    orderId: z.string(),
    checkoutId: z.string(),
    orderStatus: z.string(),
    orderType: z.enum(['Cod', 'Prepaid']),
    paymentStatus: z.string(),
    createdAt: z.string(),
    expectedDelivery: z.string().nullable(),
    sellerId: z.string(),
    storeName: z.string(),
    address: OrderAddress,
    paidAt: z.string().nullable(),
    payNow: orNull(PayNow),
    charges: OrderCharges,
    lines: z.array(OrderLine),
    history: z.array(z.object({ status: z.string(), at: z.string() })),
    shipment: z.object({ courier: z.string(), awb: z.string() }).nullable().openapi({
      description:
        'The courier carrying the order and its AWB number, booked when the courier picked it up; null before',
    }),
    deliveredAt: z.string().nullable(),
    returnUntil: z.string().nullable(),
    request: orNull(OrderRequest),
  })
  .openapi('OrderDetail');

export const SellerDelivery = z
  .object({
    sellerId: z.string(),
    storeName: z.string(),
    zone: z.enum(['same-city', 'same-state', 'metro', 'elsewhere']),
    days: z.number().int(),
    dispatchOn: z.string(),
    expectedBy: z.string(),
  })
  .openapi('SellerDelivery');

export const DeliveryCheck = z
  .object({
    pin: z.string(),
    served: z.boolean(),
    place: z.object({ district: z.string(), state: z.string() }).nullable(),
    expectedBy: z.string().nullable(),
    sellers: z.array(SellerDelivery),
  })
  .openapi('DeliveryCheck');

/** The same shapes as types, for the functions that build them. */
export type CartLine = z.infer<typeof CartLine>;
export type CartMerge = z.infer<typeof CartMerge>;
export type SellerCoupon = z.infer<typeof SellerCoupon>;
export type Estimate = z.infer<typeof Estimate>;
export type PlacedOrder = z.infer<typeof PlacedOrder>;
export type PayNow = z.infer<typeof PayNow>;
export type OrderListItem = z.infer<typeof OrderListItem>;
export type RefundMode = z.infer<typeof RefundMode>;
export type RefundState = z.infer<typeof RefundState>;
export type RefundPart = z.infer<typeof RefundPart>;
export type RefundRow = z.infer<typeof RefundRow>;
export type OrderRequest = z.infer<typeof OrderRequest>;
export type OrderAddress = z.infer<typeof OrderAddress>;
export type OrderCharges = z.infer<typeof OrderCharges>;
export type OrderLine = z.infer<typeof OrderLine>;
export type OrderDetail = z.infer<typeof OrderDetail>;
export type SellerDelivery = z.infer<typeof SellerDelivery>;
export type DeliveryCheck = z.infer<typeof DeliveryCheck>;

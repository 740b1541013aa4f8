/**
 * An order's tax invoice or credit note, as the PDF prints it: the seller's registered business, the buyer and
 * the shipping address (the order's snapshot), the place of supply, the lines' tax (rules/tax-invoice.ts), how
 * it was paid or refunded, and the order's price breakdown (rules/breakdown.ts) so it reconciles with the
 * order page. Numbers come from the seller's series (invoice-numbers.ts); a credit note numbers its invoice
 * first, so it always has one to refer to.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { site } from '../../src/lib/site.ts';
import { breakdownRows, chargesOfOrder, type BreakdownRow } from '../../src/lib/rules/breakdown.ts';
import { amountLabel } from '../../src/lib/rules/orders.ts';
import { sellerPrefix, type DocumentKind } from '../../src/lib/rules/invoice-series.ts';
import {
  byInvoiceOrder,
  gstState,
  invoiceFigures,
  refundLines,
  settlementLines,
  supplyOf,
  type InvoiceFigures,
  type SettlementLine,
} from '../../src/lib/rules/tax-invoice.ts';
import { issueDocument } from './invoice-numbers.ts';
import { refundOfOrder } from './refunds.ts';

type OrderRow = typeof t.orders.$inferSelect;
type LineRow = typeof t.orderLines.$inferSelect;

export type Party = { name: string; lines: string[] };

export type TaxDocument = {
  /** The invoices row this paper prints (its number's row). */
  documentId: string;
  kind: DocumentKind;
  number: string;
  issuedAt: Date;
  /** A credit note's invoice, and why the credit note was issued; null on an invoice. */
  against: { number: string; issuedAt: Date; reason: string } | null;
  orderId: string;
  orderDate: Date;
  seller: Party & { gstin: string };
  billTo: Party;
  shipTo: Party;
  placeOfSupply: string;
  figures: InvoiceFigures;
  /** How the value was settled (invoice) or goes back (credit note). */
  settlement: SettlementLine[];
  breakdown: BreakdownRow[];
};

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const joined = (parts: unknown[], by = ', ') => parts.map(text).filter(Boolean).join(by);

/** The order's address snapshot as printed lines: street, locality and landmark, city and PIN, state with its code. */
function addressLines(a: Record<string, unknown>): string[] {
  const state = gstState(text(a.state));
  return [
    text(a.addressMain),
    joined([a.locality, text(a.landmark) ? `near ${text(a.landmark)}` : '']),
    joined([a.city, a.pinCode], ' '),
    state ? `${state.name}, state code ${state.code}` : text(a.state),
    text(a.phone) ? `Phone ${text(a.phone)}` : '',
  ].filter(Boolean);
}

const CREDIT_REASONS: Record<string, string> = {
  RETURN: 'Goods returned by the buyer',
  CANCELLED: 'Order cancelled in transit',
};

export async function taxDocumentOf(
  db: Db,
  order: OrderRow,
  lines: LineRow[],
  kind: DocumentKind,
): Promise<TaxDocument> {
  const [[store], [buyer]] = await Promise.all([
    db.select().from(t.stores).where(eq(t.stores.id, order.sellerId)),
    db.select({ fullname: t.users.fullname }).from(t.users).where(eq(t.users.id, order.userId)),
  ]);
  if (!store) throw new Error(`Order ${order.id} names a seller that does not exist`);
  const prefix = sellerPrefix(store.storeName);
  const invoice = await issueDocument(db, order, 'invoice', prefix);
  const credit = kind === 'credit-note' ? await issueDocument(db, order, 'credit-note', prefix) : null;

  const sellerState = gstState(store.state);
  const sellerCode = store.gstin.slice(0, 2) || sellerState?.code || '';
  const place = gstState(text(order.address.state));
  // A fixed order, so every download prints the same rows (and the same principal goods for delivery).
  const sorted = [...lines].sort(byInvoiceOrder);
  const figures = invoiceFigures({
    lines: sorted.map((l) => ({
      description: joined(
        [l.productName, joined([l.color, /size/i.test(l.size) ? l.size : l.size && `Size ${l.size}`], ' · ')],
        ' — ',
      ),
      hsn: l.hsn,
      quantity: l.quantity,
      price: l.price,
      couponShare: l.couponShare,
      gstPercent: l.gstPercent,
    })),
    deliveryFee: order.deliveryFee,
    supply: supplyOf(sellerCode, place?.code ?? null),
  });
  const value = figures.totals.totalPaise;
  const orderType = order.orderType === 'Prepaid' ? 'Prepaid' : 'Cod';
  const settlement = credit
    ? refundLines(value, (await refundOfOrder(db, order))?.parts ?? [], site.walletName)
    : settlementLines(
        value,
        order.walletUsedPaise,
        orderType,
        site.walletName,
        ['DELIVERED', 'RETURN', 'EXCHANGE'].includes(order.orderStatus),
      );
  const recipient = text(order.address.name) || buyer?.fullname || '';

  return {
    documentId: (credit ?? invoice).id,
    kind,
    number: (credit ?? invoice).number,
    issuedAt: (credit ?? invoice).issuedAt,
    against: credit
      ? {
          number: invoice.number,
          issuedAt: invoice.issuedAt,
          reason: CREDIT_REASONS[order.orderStatus] ?? 'Goods returned',
        }
      : null,
    orderId: order.id,
    orderDate: order.createdAt,
    seller: {
      name: store.legalName || store.storeName,
      gstin: store.gstin,
      lines: [
        store.addressLine,
        joined([store.city, store.pinCode], ' '),
        sellerState ? `${sellerState.name}, state code ${sellerState.code}` : store.state,
      ].filter(Boolean),
    },
    billTo: { name: buyer?.fullname || recipient, lines: addressLines({ ...order.address, phone: '' }) },
    shipTo: { name: recipient, lines: addressLines(order.address) },
    placeOfSupply: place ? `${place.name} (${place.code})` : text(order.address.state),
    figures,
    settlement,
    breakdown: breakdownRows(
      chargesOfOrder({
        lines,
        couponDiscount: order.couponDiscount,
        deliveryFee: order.deliveryFee,
        walletUsedPaise: order.walletUsedPaise,
      }),
      {
        walletName: site.walletName,
        // The order page's own last row: paid, or to pay on delivery while a shipped COD order is on its way.
        totalLabel: amountLabel(order),
      },
    ),
  };
}

/** A shopper's download of their order's tax invoice or credit note, once the order has one. */
import type { Db } from '../db/open.ts';
import { site } from '../../src/lib/site.ts';
import { invoiceFileName } from '../../src/lib/rules/orders.ts';
import {
  CREDIT_NOTE_NOT_READY,
  creditNoteFileName,
  creditNoteReadiness,
  invoiceReadiness,
} from '../../src/lib/rules/tax-papers.ts';
import { ownOrder } from './own-orders.ts';
import { renderTaxDocument } from './invoice.ts';
import { taxDocumentOf } from './tax-documents.ts';

export type PaperOutcome =
  | { ok: true; pdf: Buffer; fileName: string }
  | { ok: false; reason: 'missing' }
  /** Not issued (yet, or ever): message says why. */
  | { ok: false; reason: 'not-ready'; message: string };

/** The invoice PDF; the first download takes the next number of the seller's series. */
export async function invoicePdf(db: Db, userId: string, orderId: string): Promise<PaperOutcome> {
  const found = await ownOrder(db, userId, orderId);
  if (!found) return { ok: false, reason: 'missing' };
  const { order, lines, history } = found;
  const readiness = invoiceReadiness({ orderStatus: order.orderStatus, paymentStatus: order.paymentStatus, history });
  if (readiness.state !== 'ready') return { ok: false, reason: 'not-ready', message: readiness.message };
  const pdf = await renderTaxDocument(await taxDocumentOf(db, order, lines, 'invoice'));
  return { ok: true, pdf, fileName: invoiceFileName(order.id, site.name) };
}

/** The credit note PDF of a returned order the seller has received, or one cancelled after it shipped. */
export async function creditNotePdf(db: Db, userId: string, orderId: string): Promise<PaperOutcome> {
  const found = await ownOrder(db, userId, orderId);
  if (!found) return { ok: false, reason: 'missing' };
  const { order, lines, history } = found;
  const readiness = creditNoteReadiness({
    orderStatus: order.orderStatus,
    paymentStatus: order.paymentStatus,
    history,
  });
  if (readiness?.state !== 'ready')
    return { ok: false, reason: 'not-ready', message: readiness?.message ?? CREDIT_NOTE_NOT_READY };
  const pdf = await renderTaxDocument(await taxDocumentOf(db, order, lines, 'credit-note'));
  return { ok: true, pdf, fileName: creditNoteFileName(order.id, site.name) };
}

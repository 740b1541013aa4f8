/**
 * A shopper's download of their order's tax invoice or credit note, once the order has one. Every download
 * counts against the shopper's limit (paper-downloads.ts) before anything else is read; the PDF is the
 * stored one (stored-papers.ts), drawn only the first time.
 */
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
import { taxDocumentOf } from './tax-documents.ts';
import { recordPaperDownload } from './paper-downloads.ts';
import { storedPaper } from './stored-papers.ts';

export type PaperOutcome =
  | { ok: true; pdf: Buffer; etag: string; fileName: string }
  | { ok: false; reason: 'missing' }
  /** Not issued (yet, or ever): message says why. */
  | { ok: false; reason: 'not-ready'; message: string }
  /** Past the shopper's download limit: allowed again in retryAfterSeconds. */
  | { ok: false; reason: 'limited'; retryAfterSeconds: number };

/** The invoice PDF; the first download takes the next number of the seller's series. */
export async function invoicePdf(db: Db, userId: string, orderId: string): Promise<PaperOutcome> {
  const allowed = await recordPaperDownload(db, userId);
  if (!allowed.ok) return { ok: false, reason: 'limited', retryAfterSeconds: allowed.retryAfterSeconds };
  const found = await ownOrder(db, userId, orderId);
  if (!found) return { ok: false, reason: 'missing' };
  const { order, lines, history } = found;
  const readiness = invoiceReadiness({ orderStatus: order.orderStatus, paymentStatus: order.paymentStatus, history });
  if (readiness.state !== 'ready') return { ok: false, reason: 'not-ready', message: readiness.message };
  const paper = await storedPaper(db, await taxDocumentOf(db, order, lines, 'invoice'));
  return { ok: true, ...paper, fileName: invoiceFileName(order.id, site.name) };
}

/** The credit note PDF of a returned order the seller has received, or one cancelled after it shipped. */
export async function creditNotePdf(db: Db, userId: string, orderId: string): Promise<PaperOutcome> {
  const allowed = await recordPaperDownload(db, userId);
  if (!allowed.ok) return { ok: false, reason: 'limited', retryAfterSeconds: allowed.retryAfterSeconds };
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
  const paper = await storedPaper(db, await taxDocumentOf(db, order, lines, 'credit-note'));
  return { ok: true, ...paper, fileName: creditNoteFileName(order.id, site.name) };
}

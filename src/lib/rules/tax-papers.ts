/**
 * When an order's tax papers exist. The seller issues the tax invoice once the goods leave (the order reached
 * In Transit) and only for an order that is paid or cash on delivery; a returned order, or one cancelled
 * after it shipped, also gets a credit note that reverses the invoice. The server answers 409 with `message`
 * before then; the order page shows the same words beside a disabled button.
 */
import { orderCode } from './order-number.ts';
import { RETURN_STEPS } from './return-progress.ts';

export type OrderPaperFacts = { orderStatus: string; paymentStatus: string; history: { status: string }[] };

export type InvoiceReadiness =
  | { state: 'ready' }
  /** Not yet: the button shows `label`, disabled, with `message` beside it. */
  | { state: 'later'; label: string; message: string }
  /** Never: only `message` shows. */
  | { state: 'never'; message: string };

/** The statuses an order reaches only after it has left the seller. */
const SHIPPED = ['IN_TRANSIST', 'OUT_FOR_DELIVERY', 'DELIVERED', 'RETURN', 'EXCHANGE'];

export const hasShipped = (facts: Pick<OrderPaperFacts, 'history'>) =>
  facts.history.some((h) => SHIPPED.includes(h.status));

export function invoiceReadiness(facts: OrderPaperFacts): InvoiceReadiness {
  const shipped = hasShipped(facts);
  if (facts.paymentStatus === 'expired')
    return { state: 'never', message: 'This order was not paid, so it has no invoice.' };
  if (!shipped && facts.orderStatus === 'CANCELLED')
    return { state: 'never', message: 'This order was cancelled before it shipped, so it has no invoice.' };
  // A prepaid order still waiting for its money (a failed try can be paid again until it expires).
  if (!shipped && (facts.paymentStatus === 'pending' || facts.paymentStatus === 'failed')) {
    return {
      state: 'later',
      label: 'Invoice available once paid',
      message: 'Your tax invoice will be ready once your payment is confirmed and the order ships.',
    };
  }
  if (!shipped)
    return {
      state: 'later',
      label: 'Invoice available once shipped',
      message: 'Your tax invoice will be ready to download once this order ships.',
    };
  if (facts.paymentStatus !== 'paid' && facts.paymentStatus !== 'cod') {
    return {
      state: 'later',
      label: 'Invoice available once paid',
      message: 'Your tax invoice will be ready to download once your payment is confirmed.',
    };
  }
  return { state: 'ready' };
}

/**
 * A credit note exists for an invoiced order that came back: cancelled after it shipped, or returned and
 * received by the seller (the goods are back; a return only requested or on its way has none yet).
 */
export function creditNoteReadiness(facts: OrderPaperFacts): InvoiceReadiness | null {
  if (invoiceReadiness(facts).state !== 'ready') return null;
  if (facts.orderStatus === 'CANCELLED') return { state: 'ready' };
  if (facts.orderStatus !== 'RETURN') return null;
  return facts.history.some((h) => h.status === RETURN_STEPS.received)
    ? { state: 'ready' }
    : { state: 'later', label: 'Credit note once received', message: CREDIT_NOTE_AFTER_RECEIPT };
}

export const creditNoteReady = (facts: OrderPaperFacts) => creditNoteReadiness(facts)?.state === 'ready';

export const CREDIT_NOTE_NOT_READY = 'A credit note is issued only when a shipped order is returned or cancelled.';
export const CREDIT_NOTE_AFTER_RECEIPT =
  'Your credit note will be ready once the seller has received the returned item.';

/** The credit note's file name, beside the invoice's (orders.ts invoiceFileName): "vastra-credit-note-482719305612.pdf". */
export const creditNoteFileName = (orderId: string, brand: string) =>
  `${brand.toLowerCase()}-credit-note-${orderCode(orderId)}.pdf`;

/** How many tax papers (invoices and credit notes together) one shopper may download in a minute. */
export const PAPER_DOWNLOAD_LIMIT = { count: 30, windowMs: 60_000 } as const;

/** The 429 message past PAPER_DOWNLOAD_LIMIT (the reply's Retry-After says exactly when). */
export const PAPER_DOWNLOADS_LIMITED = `You have downloaded ${PAPER_DOWNLOAD_LIMIT.count} invoices or credit notes in the last minute. Please try again in a minute.`;

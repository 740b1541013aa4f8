/**
 * Where a return stands (ours: the spec shows the return flow and an empty refund-status modal, and says "a
 * delivery partner picks up within 2 days after a return is accepted"). A return is requested (the order
 * takes the RETURN or EXCHANGE status), then picked up by the courier, then received by the seller; the
 * refund starts and the credit note exists only on receipt. Each step after the request is an entry of the
 * order's status history (RETURN_PICKED_UP, RETURN_RECEIVED) written by the server's conditional update, so
 * every screen reads the same facts: the order page's Track and Refund status, and Settings' Refund Status.
 */
import { orderText, productsText, type Note } from './order-notes.ts';
import type { NoticeWords } from '../i18n/notices.ts';
import { formatDate } from './text.ts';
import { formatRupeesExact } from './price.ts';
import { orderPath } from '../paths.ts';

export type ReturnStage = 'requested' | 'picked-up' | 'received';

/** The history status each step after the request records. */
export const RETURN_STEPS = { 'picked-up': 'RETURN_PICKED_UP', received: 'RETURN_RECEIVED' } as const;

type Entry = { status: string; at: string | Date };

const iso = (at: string | Date) => new Date(at).toISOString();

/** When a step was reached (the latest entry of its status), or null. */
function reachedAt(history: readonly Entry[], status: string): string | null {
  const times = history.filter((h) => h.status === status).map((h) => iso(h.at));
  return times.length ? times.sort().at(-1)! : null;
}

/** How far a returned or exchanged order's item has come back, and since when; null for any other order. */
export function returnStage(
  orderStatus: string,
  history: readonly Entry[],
): { stage: ReturnStage; at: string | null } | null {
  if (orderStatus !== 'RETURN' && orderStatus !== 'EXCHANGE') return null;
  const received = reachedAt(history, RETURN_STEPS.received);
  if (received) return { stage: 'received', at: received };
  const pickedUp = reachedAt(history, RETURN_STEPS['picked-up']);
  if (pickedUp) return { stage: 'picked-up', at: pickedUp };
  return { stage: 'requested', at: reachedAt(history, orderStatus) };
}

const STAGE_WORDS: Record<ReturnStage, string> = {
  requested: 'Return requested',
  'picked-up': 'Picked up',
  received: 'Returned',
};

/** Settings' Refund Status line: "Return requested on Nov 27, 2026", "Picked up on …", "Returned on …". */
export function returnStageText(stage: ReturnStage, at: string | null): string {
  return at ? `${STAGE_WORDS[stage]} on ${formatDate(at)}` : STAGE_WORDS[stage];
}

/**
 * Track's closing line once the item is on its way back (null while the return is only requested: the
 * order rules' own line says so).
 */
export function returnNextText(orderStatus: string, history: readonly Entry[]): string | null {
  const stage = returnStage(orderStatus, history)?.stage;
  if (stage === 'picked-up')
    return orderStatus === 'RETURN'
      ? 'Picked up: your refund starts once the seller receives the item.'
      : 'Picked up: your new item ships next.';
  if (stage === 'received') return 'Received by the seller: your refund is on its way.';
  return null;
}

export type ReturnStep = { title: string; when: string; done: boolean };

/**
 * The refund-status modal's steps for a returned order: requested (date), picked up (date, or "By …" the
 * pickup promise), received by the seller (date, or after pickup), refund started (on receipt).
 */
export function returnSteps(
  orderStatus: string,
  history: readonly Entry[],
  requestedAt: string,
  pickupBy: string | null,
): ReturnStep[] {
  const pickedUp = reachedAt(history, RETURN_STEPS['picked-up']);
  const received = reachedAt(history, RETURN_STEPS.received);
  const refund = orderStatus === 'RETURN';
  return [
    { title: 'Return requested', when: formatDate(requestedAt), done: true },
    {
      title: 'Picked up by the courier',
      when: pickedUp ? formatDate(pickedUp) : pickupBy ? `By ${formatDate(pickupBy)}` : 'Within 2 days',
      done: Boolean(pickedUp),
    },
    {
      title: 'Received by the seller',
      when: received ? formatDate(received) : 'After pickup',
      done: Boolean(received),
    },
    ...(refund
      ? [
          {
            title: 'Refund started',
            when: received ? formatDate(received) : 'Once the seller receives it',
            done: Boolean(received),
          },
        ]
      : []),
  ];
}

/** What the shopper is told at each step, in their words; on receipt, the money that is on its way back. */
export function returnStepNote(
  words: NoticeWords,
  orderId: string,
  orderStatus: string,
  to: Exclude<ReturnStage, 'requested'>,
  productNames: readonly string[],
  refund: { toWallet: number; toCard: number },
): Note {
  const products = productsText(productNames, words);
  const order = orderText(orderId, words);
  const what = products ? words.say('notice_products_of_order', { products, order }) : order;
  const link = orderPath(orderId);
  if (to === 'picked-up') {
    const next = words.say(orderStatus === 'RETURN' ? 'notice_return_refund_next' : 'notice_exchange_next');
    return {
      title: words.say('notice_return_picked_up_title'),
      body: words.say('notice_return_picked_up', { what, next }),
      link,
    };
  }
  const paise = refund.toWallet + refund.toCard;
  return {
    title: words.say('notice_return_received_title'),
    body:
      paise > 0
        ? words.say('notice_return_received_refund', { what, amount: formatRupeesExact(paise / 100) })
        : words.say('notice_return_received', { what }),
    link,
  };
}

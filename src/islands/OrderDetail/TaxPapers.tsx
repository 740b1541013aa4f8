/**
 * The order's tax papers among the order page's actions: Download Invoice once the order has shipped and is
 * paid or cash on delivery; before then a disabled button that says when, with the reason beside it; no
 * invoice (only the reason) for an unpaid order or one cancelled before it shipped. A returned order offers
 * its credit note once the seller has received the item (before then a disabled button says so), and one
 * cancelled after it shipped at once. The rule is the server's (rules/tax-papers.ts).
 */
import { useId, useState } from 'react';
import { downloadCreditNote, downloadInvoice, type OrderDetail } from '../../lib/api/orders.ts';
import { failureText } from '../../lib/api/index.ts';
import { invoiceFileName } from '../../lib/rules/orders.ts';
import { creditNoteFileName, creditNoteReadiness, invoiceReadiness } from '../../lib/rules/tax-papers.ts';
import { site } from '../../lib/site.ts';
import { toast } from '../../stores/toasts.ts';
import { useWords, type Relaxed } from '../shared/words.tsx';
import { useSay } from '../shared/useSay.ts';
import styles from './OrderDetail.module.scss';

type Paper = 'invoice' | 'credit-note';

type Words = typeof import('./OrderDetail.words.en-IN.ts');

const PAPERS: Record<Paper, { fetch: typeof downloadInvoice; fileName: typeof invoiceFileName }> = {
  invoice: { fetch: downloadInvoice, fileName: invoiceFileName },
  'credit-note': { fetch: downloadCreditNote, fileName: creditNoteFileName },
};

/** The readiness rule's English (rules/tax-papers.ts, the server's too) in the page's language. */
function paperWords(t: Relaxed<Words>): Record<string, string> {
  return {
    'This order was not paid, so it has no invoice.': t.orders_invoice_never_unpaid(),
    'This order was cancelled before it shipped, so it has no invoice.': t.orders_invoice_never_cancelled(),
    'Invoice available once paid': t.orders_invoice_once_paid(),
    'Your tax invoice will be ready once your payment is confirmed and the order ships.':
      t.orders_invoice_once_paid_and_shipped_note(),
    'Invoice available once shipped': t.orders_invoice_once_shipped(),
    'Your tax invoice will be ready to download once this order ships.': t.orders_invoice_once_shipped_note(),
    'Your tax invoice will be ready to download once your payment is confirmed.': t.orders_invoice_once_paid_note(),
    'Credit note once received': t.orders_credit_note_once_received(),
    'Your credit note will be ready once the seller has received the returned item.':
      t.orders_credit_note_once_received_note(),
  };
}

/** Saves the bytes under the API's file name through a temporary link. */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export default function TaxPapers({ order }: { order: OrderDetail }) {
  const t = useWords<Words>();
  const say = useSay();
  const known = paperWords(t);
  const said = (text: string) => known[text] ?? text;
  const labels = {
    invoice: { label: t.orders_download_invoice(), busy: t.orders_preparing_invoice() },
    'credit-note': { label: t.orders_download_credit_note(), busy: t.orders_preparing_credit_note() },
  };
  const [busy, setBusy] = useState<Paper | null>(null);
  const noteId = useId();
  const creditNoteId = useId();
  const facts = { orderStatus: order.orderStatus, paymentStatus: order.paymentStatus, history: order.history };
  const invoice = invoiceReadiness(facts);
  const creditNote = creditNoteReadiness(facts);

  async function download(paper: Paper) {
    setBusy(paper);
    try {
      const { blob, fileName } = await PAPERS[paper].fetch(order.orderId);
      save(blob, fileName ?? PAPERS[paper].fileName(order.orderId, site.name));
    } catch (error) {
      // Past the download limit the server's reason says when to try again.
      toast.error(say(failureText(error)));
    } finally {
      setBusy(null);
    }
  }

  const button = (paper: Paper) => (
    <button
      type="button"
      className={styles.secondary}
      onClick={() => download(paper)}
      disabled={busy !== null}
      aria-busy={busy === paper || undefined}
    >
      {busy === paper ? labels[paper].busy : labels[paper].label}
    </button>
  );

  if (invoice.state === 'never') return <p className={styles.note}>{said(invoice.message)}</p>;
  if (invoice.state === 'later') {
    return (
      <div className={styles.paper}>
        <button type="button" className={styles.secondary} disabled aria-describedby={noteId}>
          {said(invoice.label)}
        </button>
        <p id={noteId} className={styles.paperNote}>
          {said(invoice.message)}
        </p>
      </div>
    );
  }
  return (
    <>
      {button('invoice')}
      {creditNote?.state === 'ready' && button('credit-note')}
      {creditNote?.state === 'later' && (
        <div className={styles.paper}>
          <button type="button" className={styles.secondary} disabled aria-describedby={creditNoteId}>
            {said(creditNote.label)}
          </button>
          <p id={creditNoteId} className={styles.paperNote}>
            {said(creditNote.message)}
          </p>
        </div>
      )}
    </>
  );
}

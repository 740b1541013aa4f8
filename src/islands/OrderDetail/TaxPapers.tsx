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
import styles from './OrderDetail.module.scss';

type Paper = 'invoice' | 'credit-note';

const PAPERS: Record<
  Paper,
  { label: string; busy: string; fetch: typeof downloadInvoice; fileName: typeof invoiceFileName }
> = {
  invoice: { label: 'Download Invoice', busy: 'Preparing invoice…', fetch: downloadInvoice, fileName: invoiceFileName },
  'credit-note': {
    label: 'Download credit note',
    busy: 'Preparing credit note…',
    fetch: downloadCreditNote,
    fileName: creditNoteFileName,
  },
};

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
      toast.error(failureText(error));
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
      {busy === paper ? PAPERS[paper].busy : PAPERS[paper].label}
    </button>
  );

  if (invoice.state === 'never') return <p className={styles.note}>{invoice.message}</p>;
  if (invoice.state === 'later') {
    return (
      <div className={styles.paper}>
        <button type="button" className={styles.secondary} disabled aria-describedby={noteId}>
          {invoice.label}
        </button>
        <p id={noteId} className={styles.paperNote}>
          {invoice.message}
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
            {creditNote.label}
          </button>
          <p id={creditNoteId} className={styles.paperNote}>
            {creditNote.message}
          </p>
        </div>
      )}
    </>
  );
}

/**
 * A tax paper's PDF, drawn once and kept. Drawing takes the CPU for a while (pdfkit, embedded fonts), and an
 * issued invoice prints the same thing every time until its order moves on (cash collected on delivery, a
 * refund started), so the PDF is stored per document and per hash of everything it prints: the first
 * download of each such state draws it; every later one serves the stored bytes. In one process, parallel
 * downloads of the same state share one draw; across processes each may draw once, and one conditional
 * insert keeps the first stored, which every download then serves.
 */
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { LAYOUT_VERSION, renderTaxDocument } from './invoice.ts';
import type { TaxDocument } from './tax-documents.ts';

export type StoredPaper = { pdf: Buffer; /** Strong: one hash names one stored byte sequence. */ etag: string };

/** The hash of what the paper prints and how it is drawn: a new one is a new PDF. */
export const contentKeyOf = (doc: TaxDocument) =>
  crypto
    .createHash('sha256')
    .update(JSON.stringify({ layout: LAYOUT_VERSION, doc }))
    .digest('hex');

/** Draws (or stores) in flight in this process, by document and content key. */
const inFlight = new Map<string, Promise<Buffer>>();

/** The paper's stored PDF, drawn and stored first when this state of it has none yet. */
export async function storedPaper(db: Db, doc: TaxDocument): Promise<StoredPaper> {
  const contentKey = contentKeyOf(doc);
  const flight = `${doc.documentId}:${contentKey}`;
  let pdf = inFlight.get(flight);
  if (!pdf) {
    pdf = storedOrDrawn(db, doc, contentKey).finally(() => inFlight.delete(flight));
    inFlight.set(flight, pdf);
  }
  return { pdf: await pdf, etag: `"${contentKey}"` };
}

async function storedOrDrawn(db: Db, doc: TaxDocument, contentKey: string): Promise<Buffer> {
  const which = and(eq(t.taxDocumentPdfs.documentId, doc.documentId), eq(t.taxDocumentPdfs.contentKey, contentKey));
  const [stored] = await db.select({ pdf: t.taxDocumentPdfs.pdf }).from(t.taxDocumentPdfs).where(which);
  if (stored) return stored.pdf;
  const drawn = await renderTaxDocument(doc);
  const [kept] = await db
    .insert(t.taxDocumentPdfs)
    .values({ documentId: doc.documentId, contentKey, pdf: drawn })
    .onConflictDoNothing()
    .returning({ contentKey: t.taxDocumentPdfs.contentKey });
  if (kept) return drawn;
  // Another process stored this state first: serve its bytes, so every download is the same file.
  const [first] = await db.select({ pdf: t.taxDocumentPdfs.pdf }).from(t.taxDocumentPdfs).where(which);
  return first!.pdf;
}

/**
 * A tax invoice or credit note as an A4 PDF (pdfkit, with Inter's TrueType files from @expo-google-fonts/inter
 * embedded so the rupee sign prints on any reader). The document stays in English (a GST document), but what
 * shoppers and stores write may be in Hindi: a text run with Devanagari in it (a name, an address line) is set
 * in Noto Sans Devanagari (@expo-google-fonts/noto-sans-devanagari, which has Latin too), shaped by pdfkit's
 * fontkit. Layout of an Indian GST invoice: the document's facts, the seller, bill-to and ship-to parties, the
 * line table with CGST + SGST or IGST columns and its totals row, the value in figures and words, how it was paid
 * (or is refunded), the order's price breakdown, the signatory. Every figure comes from the TaxDocument: nothing
 * is worked out here.
 */
import { createRequire } from 'node:module';
import { site } from '../../src/lib/site.ts';
import { formatDate } from '../../src/lib/rules/text.ts';
import { formatRupeesExact } from '../../src/lib/rules/price.ts';
import { orderNumber } from '../../src/lib/rules/orders.ts';
import { amountInWords } from '../../src/lib/rules/amount-in-words.ts';
import type { InvoiceRow } from '../../src/lib/rules/tax-invoice.ts';
import type { Party, TaxDocument } from './tax-documents.ts';

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  semibold: require.resolve('@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf'),
  bold: require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
};
type Font = keyof typeof FONTS;
/** The same weights with Devanagari: Inter has none, and pdfkit would print nothing for those letters. */
const DEVANAGARI_FONTS: Record<Font, string> = {
  regular: require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
  semibold: require.resolve('@expo-google-fonts/noto-sans-devanagari/600SemiBold/NotoSansDevanagari_600SemiBold.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
};
/** Any character written in Devanagari (its letters and marks, the danda, the Vedic signs). */
const DEVANAGARI = /\p{Script_Extensions=Devanagari}/u;
const devanagariName = (font: Font) => `${font}-devanagari`;
/** The registered face a text run is set in. */
const faceFor = (font: Font, text: string) => (DEVANAGARI.test(text) ? devanagariName(font) : font);

const INK = '#1a1a1a';
const MUTED = '#5f6368';
const RULE = '#c9ced6';
const SHADE = '#f3f4f6';
const ACCENT = '#a3123a';

/**
 * Part of every stored PDF's key (stored-papers.ts): raise it when a change to the drawing should reach
 * papers drawn before it; otherwise a paper keeps printing as it was first drawn.
 */
export const LAYOUT_VERSION = 2; // 2: Devanagari prints (in 1 it was left out)

const MARGIN = 36;
const rupees = (paise: number) => formatRupeesExact(paise / 100);
const percent = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)}%`;

type Column = {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
  cell: (r: InvoiceRow, i: number) => string;
  total?: string;
};

/** The line table's columns: CGST and SGST for an intra-state supply, IGST otherwise; the description takes what is left. */
function columns(doc: TaxDocument, width: number): Column[] {
  const t = doc.figures.totals;
  const tax: Column[] =
    doc.figures.supply === 'intra-state'
      ? [
          {
            title: 'CGST',
            width: 50,
            align: 'right',
            cell: (r) => `${rupees(r.cgstPaise)}\n@ ${percent(r.percent / 2)}`,
            total: rupees(t.cgstPaise),
          },
          {
            title: 'SGST',
            width: 50,
            align: 'right',
            cell: (r) => `${rupees(r.sgstPaise)}\n@ ${percent(r.percent / 2)}`,
            total: rupees(t.sgstPaise),
          },
        ]
      : [{ title: 'IGST', width: 56, align: 'right', cell: (r) => rupees(r.igstPaise), total: rupees(t.igstPaise) }];
  const fixed: Column[] = [
    { title: 'HSN', width: 34, align: 'left', cell: (r) => r.hsn },
    { title: 'Qty', width: 24, align: 'right', cell: (r) => String(r.quantity) },
    { title: 'Gross', width: 54, align: 'right', cell: (r) => rupees(r.grossPaise), total: rupees(t.grossPaise) },
    {
      title: 'Coupon',
      width: 48,
      align: 'right',
      cell: (r) => (r.couponPaise ? `−${rupees(r.couponPaise)}` : '–'),
      total: t.couponPaise ? `−${rupees(t.couponPaise)}` : '–',
    },
    {
      title: 'Taxable value',
      width: 58,
      align: 'right',
      cell: (r) => rupees(r.taxablePaise),
      total: rupees(t.taxablePaise),
    },
    { title: 'Rate', width: 30, align: 'right', cell: (r) => percent(r.percent) },
    ...tax,
    { title: 'Total', width: 58, align: 'right', cell: (r) => rupees(r.totalPaise), total: rupees(t.totalPaise) },
  ];
  const used = fixed.reduce((s, c) => s + c.width, 0) + 20;
  return [
    { title: '#', width: 20, align: 'left', cell: (_r, i) => String(i + 1) },
    { title: 'Description', width: width - used, align: 'left', cell: (r) => r.description, total: 'Total' },
    ...fixed,
  ];
}

/** Renders the document to PDF bytes. */
export async function renderTaxDocument(d: TaxDocument): Promise<Buffer> {
  // Loaded with the first document drawn, not with the server (docs/development.md, "Imports").
  const { default: PDFDocument } = await import('pdfkit');
  const credit = d.kind === 'credit-note';
  const title = credit ? 'Credit Note' : 'Tax Invoice';
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${title} ${d.number}`, Author: d.seller.name, Subject: `${site.name} order ${d.orderId}` },
  });
  for (const [name, file] of Object.entries(FONTS)) pdf.registerFont(name, file);
  for (const [name, file] of Object.entries(DEVANAGARI_FONTS)) pdf.registerFont(devanagariName(name as Font), file);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const left = MARGIN;
  const width = pdf.page.width - 2 * MARGIN;
  const bottom = () => pdf.page.height - MARGIN - 24;
  const write = (
    s: string,
    x: number,
    y: number,
    o: { font?: Font; size?: number; color?: string; width?: number; align?: 'left' | 'right' | 'center' } = {},
  ) => {
    const devanagari = DEVANAGARI.test(s);
    // Shaping draws Devanagari in visual order (ि before its consonant, the reph after): the span's ActualText
    // gives readers the words as typed, for copying and search (Acrobat and Poppler read it; PDF.js does not).
    if (devanagari) pdf.markContent('Span', { actual: s });
    pdf
      .font(faceFor(o.font ?? 'regular', s))
      .fontSize(o.size ?? 9)
      .fillColor(o.color ?? INK)
      .text(s, x, y, { width: o.width, align: o.align ?? 'left', lineGap: 1 });
    if (devanagari) pdf.endMarkedContent();
    return pdf.y;
  };
  /** The height a text run takes in its face (a Devanagari name is taller than Inter would make it). */
  const measure = (s: string, font: Font, size: number, o: { width: number; lineGap?: number }) =>
    pdf.font(faceFor(font, s)).fontSize(size).heightOfString(s, o);
  const rule = (y: number, color = RULE, x0 = left, x1 = left + width) =>
    pdf.moveTo(x0, y).lineTo(x1, y).lineWidth(0.6).strokeColor(color).stroke();

  // Title band: the document's name and copy on the left, the marketplace on the right.
  write(title, left, MARGIN, { font: 'bold', size: 20, color: ACCENT });
  write(
    credit ? 'Original for recipient · issued against a tax invoice' : 'Original for recipient',
    left,
    MARGIN + 27,
    { size: 8.5, color: MUTED },
  );
  write(site.name, left, MARGIN, { font: 'bold', size: 14, width, align: 'right' });
  write(`Sold through ${site.name} marketplace`, left, MARGIN + 19, { size: 8.5, color: MUTED, width, align: 'right' });
  write(site.supportEmail, left, MARGIN + 30, { size: 8.5, color: MUTED, width, align: 'right' });
  rule(MARGIN + 48, ACCENT);

  // The document's facts, two columns of label and value on a shaded panel.
  const facts: [string, string][] = [
    [credit ? 'Credit note no.' : 'Invoice no.', d.number],
    [credit ? 'Credit note date' : 'Invoice date', formatDate(d.issuedAt)],
    ...(d.against
      ? ([
          ['Against invoice', `${d.against.number} of ${formatDate(d.against.issuedAt)}`],
          ['Reason', d.against.reason],
        ] as [string, string][])
      : []),
    ['Order ID', d.orderId],
    ['Order number', orderNumber(d.orderId)],
    ['Order date', formatDate(d.orderDate)],
    ['Place of supply', d.placeOfSupply],
    ['Supply', d.figures.supply === 'intra-state' ? 'Intra-state (CGST + SGST)' : 'Inter-state (IGST)'],
    ['Reverse charge', 'No'],
  ];
  const factsTop = MARGIN + 58;
  // The left column is wider: it holds the order id.
  const columnX = [left + 10, left + 10 + width * 0.56];
  const labelW = 86;
  const valueWs = [width * 0.56 - labelW - 20, width * 0.44 - labelW - 20];
  const split = Math.ceil(facts.length / 2);
  const parts = [facts.slice(0, split), facts.slice(split)];
  const heightOf = (value: string, c: number) =>
    Math.max(13, measure(value, 'semibold', 8, { width: valueWs[c]!, lineGap: 1 }) + 4);
  const columnHeight = (c: number) => parts[c]!.reduce((h, [, v]) => h + heightOf(v, c), 0);
  const panelHeight = Math.max(columnHeight(0), columnHeight(1)) + 12;
  pdf.rect(left, factsTop, width, panelHeight).fill(SHADE);
  for (const [c, part] of parts.entries()) {
    let fy = factsTop + 7;
    for (const [label, value] of part) {
      write(label, columnX[c]!, fy, { size: 8, color: MUTED, width: labelW });
      write(value, columnX[c]! + labelW, fy, { font: 'semibold', size: 8, width: valueWs[c]! });
      fy += heightOf(value, c);
    }
  }

  // Seller, bill-to and ship-to, side by side.
  const partyTop = factsTop + panelHeight + 14;
  const partyWidth = (width - 2 * 16) / 3;
  const party = (heading: string, p: Party, x: number, extra: string[] = []) => {
    write(heading.toUpperCase(), x, partyTop, { font: 'semibold', size: 7.5, color: MUTED, width: partyWidth });
    let y = write(p.name, x, partyTop + 12, { font: 'semibold', size: 9.5, width: partyWidth });
    for (const line of p.lines) y = write(line, x, y, { size: 8.5, width: partyWidth });
    for (const line of extra) y = write(line, x, y, { font: 'semibold', size: 8.5, width: partyWidth });
    return y;
  };
  const pan = d.seller.gstin.slice(2, 12);
  const partyEnd = Math.max(
    party('Sold by', d.seller, left, [`GSTIN ${d.seller.gstin}`, ...(pan ? [`PAN ${pan}`] : [])]),
    party('Bill to', d.billTo, left + partyWidth + 16, ['Unregistered buyer']),
    party('Ship to', d.shipTo, left + 2 * (partyWidth + 16)),
  );

  // The line table.
  const cols = columns(d, width);
  const drawRow = (cells: string[], y: number, font: Font, size: number) => {
    let x = left;
    let end = y;
    cells.forEach((cell, i) => {
      const c = cols[i]!;
      end = Math.max(end, write(cell, x + 3, y, { font, size, width: c.width - 6, align: c.align }));
      x += c.width;
    });
    return end;
  };
  const header = (y: number) => {
    pdf.rect(left, y, width, 24).fill(INK);
    let x = left;
    for (const c of cols) {
      const h = pdf
        .font('semibold')
        .fontSize(7.5)
        .heightOfString(c.title, { width: c.width - 6, lineGap: 1 });
      write(c.title, x + 3, y + (24 - h) / 2 + 1, {
        font: 'semibold',
        size: 7.5,
        color: '#ffffff',
        width: c.width - 6,
        align: c.align,
      });
      x += c.width;
    }
    return y + 30;
  };
  let y = header(partyEnd + 16);
  d.figures.rows.forEach((r, i) => {
    const height = Math.max(measure(r.description, 'regular', 8, { width: cols[1]!.width - 6 }), 22) + 10;
    if (y + height > bottom()) {
      pdf.addPage();
      y = header(MARGIN);
    }
    const end = drawRow(
      cols.map((c) => c.cell(r, i)),
      y,
      'regular',
      8,
    );
    y = end + 5;
    rule(y - 1);
    y += 4;
  });
  if (y + 120 > bottom()) {
    pdf.addPage();
    y = MARGIN;
  }
  pdf.rect(left, y - 3, width, 18).fill(SHADE);
  drawRow(
    cols.map((c) => c.total ?? ''),
    y + 1,
    'semibold',
    8,
  );
  y += 26;

  // Under the table: the value in words and the price breakdown on the left; the totals and settlement on the right.
  const t = d.figures.totals;
  const rightX = left + width * 0.56;
  const rightW = width - width * 0.56;
  const amountRow = (
    label: string,
    value: string,
    at: number,
    o: { font?: Font; size?: number; color?: string } = {},
  ) => {
    write(label, rightX, at, { ...o, width: rightW - 80 });
    return write(value, rightX + rightW - 90, at, { ...o, width: 90, align: 'right' });
  };
  let ry = y;
  ry = amountRow('Taxable value', rupees(t.taxablePaise), ry) + 2;
  if (d.figures.supply === 'intra-state') {
    ry = amountRow('CGST', rupees(t.cgstPaise), ry) + 2;
    ry = amountRow('SGST', rupees(t.sgstPaise), ry) + 2;
  } else {
    ry = amountRow('IGST', rupees(t.igstPaise), ry) + 2;
  }
  rule(ry + 1, INK, rightX, left + width);
  ry =
    amountRow(credit ? 'Credit note value' : 'Invoice value', rupees(t.totalPaise), ry + 6, {
      font: 'bold',
      size: 11,
    }) + 6;
  write(credit ? 'REFUND' : 'PAYMENT', rightX, ry, { font: 'semibold', size: 7.5, color: MUTED });
  ry += 12;
  for (const s of d.settlement) ry = amountRow(s.label, rupees(s.paise), ry, { size: 8.5 }) + 2;

  let ly = write(credit ? 'Credit note value in words' : 'Invoice value in words', left, y, {
    font: 'semibold',
    size: 7.5,
    color: MUTED,
    width: rightX - left - 20,
  });
  ly = write(amountInWords(t.totalPaise), left, ly + 2, { font: 'semibold', size: 9, width: rightX - left - 24 }) + 12;
  ly =
    write('ORDER PRICE BREAKDOWN (AS ON YOUR ORDER PAGE)', left, ly, {
      font: 'semibold',
      size: 7.5,
      color: MUTED,
      width: rightX - left - 20,
    }) + 3;
  const breakdownW = rightX - left - 40;
  for (const b of d.breakdown) {
    const strong = b.key === 'total';
    if (strong) rule(ly + 1, RULE, left, left + breakdownW);
    write(b.label, left, ly + (strong ? 4 : 0), {
      font: strong ? 'semibold' : 'regular',
      size: 8.5,
      width: breakdownW - 80,
    });
    ly =
      write(b.text, left + breakdownW - 90, ly + (strong ? 4 : 0), {
        font: strong ? 'semibold' : 'regular',
        size: 8.5,
        width: 90,
        align: 'right',
      }) + 2;
  }

  // Signatory and notes, kept together.
  const notes = [
    'Prices include GST. Each line’s taxable value is its price after its share of the coupon, less the GST inside it.',
    'Delivery charges are part of a composite supply whose principal supply is the goods, taxed at the principal goods’ rate.',
    `${site.walletName} is a way of paying, not a discount: it does not reduce the taxable value.`,
    credit
      ? 'This credit note reverses the tax invoice named above in full.'
      : 'Returns within 2 days of delivery are credited by a credit note against this invoice.',
    `This is a computer-generated document. Questions: ${site.supportEmail}`,
  ];
  const notesHeight = notes.reduce(
    (h, n) => h + pdf.font('regular').fontSize(7.5).heightOfString(n, { width, lineGap: 1 }) + 1,
    0,
  );
  let sy = Math.max(ly, ry) + 20;
  if (sy + 46 + notesHeight > pdf.page.height - MARGIN - 14) {
    pdf.addPage();
    sy = MARGIN;
  }
  write(`For ${d.seller.name}`, rightX, sy, { font: 'semibold', size: 8.5, width: rightW, align: 'right' });
  write('Authorised signatory (digitally issued)', rightX, sy + 26, {
    size: 8,
    color: MUTED,
    width: rightW,
    align: 'right',
  });
  let ny = sy + 46;
  rule(ny - 6);
  for (const n of notes) ny = write(n, left, ny, { size: 7.5, color: MUTED, width }) + 1;

  // Page numbers, once every page exists.
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    pdf.page.margins.bottom = 0; // writing in the margin must not start a new page
    write(`${d.number} · Page ${i + 1} of ${range.count}`, left, pdf.page.height - MARGIN - 8, {
      size: 7,
      color: MUTED,
      width,
      align: 'right',
    });
  }
  pdf.end();
  return done;
}

/**
 * The tax invoice of one order as a PDF (issue 14: order id, order and invoice dates, seller and buyer,
 * lines with the GST inside their prices, totals in rupees). Made with pdfkit and Inter's TrueType files
 * (@expo-google-fonts/inter), embedded so the rupee sign prints on any reader.
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { site } from '../../src/lib/site.ts';
import { formatDate } from '../../src/lib/rules/text.ts';
import { formatRupeesExact } from '../../src/lib/rules/price.ts';
import { GST_RATE } from '../../src/lib/rules/pricing.ts';
import { orderNumber, paymentState, shippingText, statusTitle, taxSplit } from '../../src/lib/rules/orders.ts';

const require = createRequire(import.meta.url);
const REGULAR = require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf');
const BOLD = require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf');

export type InvoiceOrder = {
  orderId: string;
  createdAt: Date;
  orderStatus: string;
  orderType: string;
  paymentStatus: string;
  storeName: string;
  address: Record<string, unknown>;
  buyerName: string;
  lines: { productName: string; color: string; size: string; quantity: number; price: number }[];
  orderCost: number;
  mainDiscount: number;
  couponDiscount: number;
  deliveryFee: number;
  walletUsed: number;
  total: number;
  tax: number;
};

const text = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));

/** The invoice as PDF bytes. `issuedAt` is the invoice date (today when downloaded). */
export function renderInvoice(order: InvoiceOrder, issuedAt = new Date()): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `${site.name} tax invoice ${orderNumber(order.orderId)}`, Author: site.name } });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font('bold').fontSize(20).text(site.name, left, 48);
  doc.font('bold').fontSize(14).text('Tax Invoice', left, 52, { width, align: 'right' });
  doc.moveDown(1.2);

  doc.font('regular').fontSize(10);
  const facts: [string, string][] = [
    ['Order ID', order.orderId],
    ['Order number', orderNumber(order.orderId)],
    ['Order date', formatDate(order.createdAt)],
    ['Invoice date', formatDate(issuedAt)],
    ['Status', statusTitle(order.orderStatus)],
  ];
  const payment = paymentState({ orderType: order.orderType, paymentStatus: order.paymentStatus, orderStatus: order.orderStatus, walletUsed: order.walletUsed });
  facts.push(['Payment', `${payment.mode} (${payment.state})`]);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('bold').text(label, left, y, { width: 110 });
    doc.font('regular').text(value, left + 110, y, { width: width - 110 });
  }
  doc.moveDown();

  // Seller and buyer side by side.
  const half = (width - 24) / 2;
  const top = doc.y;
  doc.font('bold').text('Sold by', left, top, { width: half });
  doc.font('regular').text(order.storeName || 'Seller', { width: half });
  doc.text(`Sold through ${site.name}`, { width: half });
  const sellerEnd = doc.y;
  const a = order.address;
  const buyerLines = [
    text(a.name) || order.buyerName,
    text(a.addressMain),
    [text(a.locality), text(a.city)].filter(Boolean).join(', '),
    [text(a.state), text(a.pinCode)].filter(Boolean).join(' '),
    text(a.phone) ? `Phone ${text(a.phone)}` : '',
  ].filter(Boolean);
  doc.font('bold').text('Bill and ship to', left + half + 24, top, { width: half });
  doc.font('regular');
  for (const line of buyerLines) doc.text(line, left + half + 24, doc.y, { width: half });
  doc.y = Math.max(sellerEnd, doc.y) + 16;

  // Lines: the price includes GST; the taxable value and the GST inside it are shown per line.
  const cols = [
    { title: 'Item', w: width - 330, align: 'left' as const },
    { title: 'Qty', w: 40, align: 'right' as const },
    { title: 'Unit price', w: 75, align: 'right' as const },
    { title: 'Taxable value', w: 80, align: 'right' as const },
    { title: `GST ${GST_RATE * 100}%`, w: 60, align: 'right' as const },
    { title: 'Amount', w: 75, align: 'right' as const },
  ];
  const row = (cells: string[], font: 'regular' | 'bold') => {
    const y = doc.y;
    let x = left;
    let bottom = y;
    doc.font(font).fontSize(9);
    cells.forEach((cell, i) => {
      doc.text(cell, x, y, { width: cols[i]!.w - 4, align: cols[i]!.align });
      bottom = Math.max(bottom, doc.y);
      x += cols[i]!.w;
    });
    doc.y = bottom + 6;
  };
  row(cols.map((c) => c.title), 'bold');
  doc.moveTo(left, doc.y - 3).lineTo(left + width, doc.y - 3).strokeColor('#999999').stroke();
  for (const line of order.lines) {
    const amount = line.price * line.quantity;
    const split = taxSplit(amount);
    const variant = [line.color, line.size].filter(Boolean).join(', ');
    row([variant ? `${line.productName} (${variant})` : line.productName, String(line.quantity), formatRupeesExact(line.price), formatRupeesExact(split.taxable), formatRupeesExact(split.gst), formatRupeesExact(amount)], 'regular');
  }
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor('#999999').stroke();
  doc.moveDown();

  // Totals, as the order detail shows them.
  const totals: [string, string][] = [
    ['Price (GST included)', formatRupeesExact(order.orderCost)],
    ['Taxable value', formatRupeesExact(order.orderCost - order.couponDiscount - order.tax)],
    [`GST included (${GST_RATE * 100}%)`, formatRupeesExact(order.tax)],
    ['Discount on MRP (already in the price)', formatRupeesExact(order.mainDiscount)],
    ['Coupon', `-${formatRupeesExact(order.couponDiscount)}`],
    ['Shipping', shippingText(order.deliveryFee) === 'FREE' ? 'FREE' : formatRupeesExact(order.deliveryFee)],
    [`${site.walletName} used`, `-${formatRupeesExact(order.walletUsed)}`],
  ];
  doc.fontSize(10);
  const labelW = 260;
  const valueW = 110;
  const x0 = left + width - labelW - valueW;
  for (const [label, value] of totals) {
    const y = doc.y;
    doc.font('regular').text(label, x0, y, { width: labelW });
    doc.text(value, x0 + labelW, y, { width: valueW, align: 'right' });
  }
  const y = doc.y + 4;
  doc.font('bold').fontSize(12).text('Total', x0, y, { width: labelW });
  doc.text(formatRupeesExact(order.total), x0 + labelW, y, { width: valueW, align: 'right' });

  doc.moveDown(2);
  doc.font('regular').fontSize(8).fillColor('#555555')
    .text(`All prices include GST at ${GST_RATE * 100}%. This is a computer-generated invoice and needs no signature. Questions: ${site.supportEmail}`, left, doc.y, { width });
  doc.end();
  return done;
}

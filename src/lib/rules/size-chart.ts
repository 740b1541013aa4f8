/**
 * Which size chart a product gets, and the chart as table cells in centimetres and inches. The charts
 * themselves are content in lib/size-charts. Products sold by volume or weight ("30 ml", "4.2 g") and
 * accessories in one size (watches, bags, jewellery) get no chart, so no "Size chart" button.
 */
import { SIZE_CHARTS, type Measure, type SizeChart } from '../size-charts.ts';

const LETTER = /^(XXS|XS|S|SMALL|M|MEDIUM|L|LARGE|XL|XXL|XXXL|[2-7]XL)$/;
const WAIST = /^\d{2}$/;
const AGE = /^\d+\s*-\s*\d+\s*[MY]$/;
const BANGLE = /^2\.\d{1,2}$/;
const FREE = /^(FREE|FREE SIZE|ONE SIZE)$/;
/** Categories whose one-size products are garments (a one-size watch needs no chart). */
const GARMENT_CATEGORIES = new Set(['fashion', 'kids']);

export function sizeChartFor(sizes: readonly string[], categoryId: string): SizeChart | null {
  const normal = sizes.map((s) => s.trim().toUpperCase()).filter(Boolean);
  if (normal.length === 0) return null;
  const all = (pattern: RegExp) => normal.every((s) => pattern.test(s));
  if (all(LETTER)) return SIZE_CHARTS.letter;
  if (all(WAIST)) return SIZE_CHARTS.waist;
  if (all(AGE)) return SIZE_CHARTS.kids;
  if (all(BANGLE)) return SIZE_CHARTS.bangle;
  if (all(FREE) && GARMENT_CATEGORIES.has(categoryId)) return SIZE_CHARTS.free;
  return null;
}

/** Centimetres to inches, rounded to the chart's step ("33.5"), without trailing zeros. */
export function toInches(cm: number, step: number): string {
  const inches = Math.round(cm / 2.54 / step) * step;
  return String(Number(inches.toFixed(2)));
}

function formatCm(cm: number): string {
  return String(Number(cm.toFixed(2)));
}

/** One measure as text: "84" or "56–67". */
function cell(measure: Measure, convert: (cm: number) => string): string {
  return typeof measure === 'number' ? convert(measure) : `${convert(measure[0])}–${convert(measure[1])}`;
}

export type SizeChartTable = { headings: string[]; rows: { size: string; cells: string[] }[] };

/** The chart as a table: Size, then each measure in cm and in inches. */
export function sizeChartTable(chart: SizeChart): SizeChartTable {
  return {
    headings: ['Size', ...chart.columns.flatMap((c) => [`${c} (cm)`, `${c} (in)`])],
    rows: chart.rows.map((row) => ({
      size: row.size,
      cells: row.measures.flatMap((m) => [cell(m, formatCm), cell(m, (cm) => toInches(cm, chart.inchStep))]),
    })),
  };
}

/** Does a chart row stand for the chosen size? "S" matches "Small", "XXL" matches "2XL". */
export function isChartSize(rowSize: string, chosen: string): boolean {
  const alias: Record<string, string> = {
    SMALL: 'S',
    MEDIUM: 'M',
    LARGE: 'L',
    '2XL': 'XXL',
    XXXL: '3XL',
    FREE: 'FREE SIZE',
    'ONE SIZE': 'FREE SIZE',
  };
  const norm = (s: string) => {
    const upper = s.trim().toUpperCase();
    return alias[upper] ?? upper;
  };
  return norm(rowSize) === norm(chosen);
}

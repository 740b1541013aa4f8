/**
 * Size charts shown by the product page's "Size chart" modal. Content, not code: edit the numbers here.
 * Measurements are body measurements in centimetres (a range is [from, to]); the modal shows inches beside
 * them, converted by lib/rules/size-chart. Which chart a product gets is decided by its sizes.
 */

export type Measure = number | readonly [number, number];
export type SizeChartRow = { size: string; measures: readonly Measure[] };
export type SizeChart = {
  id: 'letter' | 'waist' | 'kids' | 'bangle' | 'free';
  title: string;
  /** Column headings for the measures, without units. */
  columns: readonly string[];
  /** Inches are rounded to this step (half an inch for bodies, finer for bangles). */
  inchStep: number;
  rows: readonly SizeChartRow[];
  note: string;
};

export const SIZE_CHARTS: Record<SizeChart['id'], SizeChart> = {
  letter: {
    id: 'letter',
    title: 'Clothing sizes',
    columns: ['Chest', 'Waist'],
    inchStep: 0.5,
    rows: [
      { size: 'XS', measures: [84, 68] },
      { size: 'S', measures: [89, 73] },
      { size: 'M', measures: [94, 78] },
      { size: 'L', measures: [99, 83] },
      { size: 'XL', measures: [104, 88] },
      { size: 'XXL', measures: [109, 93] },
      { size: '3XL', measures: [114, 98] },
    ],
    note: 'Measure around the fullest part of the chest and the natural waistline. Between two sizes? Take the larger one.',
  },
  waist: {
    id: 'waist',
    title: 'Waist sizes',
    columns: ['Waist', 'Hip'],
    inchStep: 0.5,
    rows: [
      { size: '26', measures: [66, 86] },
      { size: '28', measures: [71, 91] },
      { size: '30', measures: [76, 96] },
      { size: '32', measures: [81, 101] },
      { size: '34', measures: [86, 106] },
      { size: '36', measures: [91, 111] },
      { size: '38', measures: [97, 116] },
      { size: '40', measures: [102, 121] },
    ],
    note: 'The size is the waist in inches. Measure around the natural waistline and the widest part of the hips.',
  },
  kids: {
    id: 'kids',
    title: 'Baby and kids sizes',
    columns: ['Height', 'Chest'],
    inchStep: 0.5,
    rows: [
      { size: '0-6M', measures: [[56, 67], 43] },
      { size: '6-12M', measures: [[67, 76], 46] },
      { size: '1-2Y', measures: [[76, 92], 50] },
      { size: '2-3Y', measures: [[92, 98], 53] },
      { size: '3-4Y', measures: [[98, 104], 55] },
      { size: '4-5Y', measures: [[104, 110], 57] },
    ],
    note: 'Ages are a guide: go by height first. Little ones grow fast, so size up when in doubt.',
  },
  bangle: {
    id: 'bangle',
    title: 'Bangle sizes',
    columns: ['Inner diameter'],
    inchStep: 0.05,
    rows: [
      { size: '2.2', measures: [5.4] },
      { size: '2.4', measures: [5.72] },
      { size: '2.6', measures: [6.03] },
      { size: '2.8', measures: [6.35] },
      { size: '2.10', measures: [6.67] },
    ],
    note: 'Measure the inside of a bangle that fits you, edge to edge, or the widest part of your hand with fingers together.',
  },
  free: {
    id: 'free',
    title: 'Free size',
    columns: ['Chest', 'Waist'],
    inchStep: 0.5,
    rows: [
      {
        size: 'Free Size',
        measures: [
          [81, 107],
          [66, 91],
        ],
      },
    ],
    note: 'Free size stretches or adjusts to fit the range shown. Exact garment measurements are in the specification.',
  },
};

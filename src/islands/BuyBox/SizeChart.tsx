/** The "Size chart" modal of the product page: the chart for this product's sizes, the chosen size marked. */
import type { SizeChart as Chart } from '../../lib/size-charts.ts';
import { isChartSize, sizeChartTable } from '../../lib/rules/size-chart.ts';
import Dialog from '../shared/Dialog.tsx';
import { useWords, type Relaxed } from '../shared/words.tsx';
import styles from './BuyBox.module.scss';

type Words = typeof import('../shared/words/ProductView.en-IN.ts');

export const SIZE_CHART = 'size-chart';

/**
 * The chart's words in the page's language: lib/size-charts.ts keeps the charts' numbers and their English, and
 * each chart and column has its message here. A column added there without one shows its English name.
 */
function chartWords(t: Relaxed<Words>, chart: Chart) {
  const titles: Record<Chart['id'], [title: string, note: string]> = {
    letter: [t.product_size_chart_letter(), t.product_size_note_letter()],
    waist: [t.product_size_chart_waist(), t.product_size_note_waist()],
    kids: [t.product_size_chart_kids(), t.product_size_note_kids()],
    bangle: [t.product_size_chart_bangle(), t.product_size_note_bangle()],
    free: [t.product_size_chart_free(), t.product_size_note_free()],
  };
  const columns: Record<string, string> = {
    Chest: t.product_size_chest(),
    Waist: t.product_size_waist(),
    Hip: t.product_size_hip(),
    Height: t.product_size_height(),
    'Inner diameter': t.product_size_inner_diameter(),
  };
  const [title, note] = titles[chart.id];
  const headings = [
    t.product_size_chart_size(),
    ...chart.columns.flatMap((column) => {
      const measure = columns[column] ?? column;
      return [t.product_size_chart_cm({ measure }), t.product_size_chart_in({ measure })];
    }),
  ];
  return { title, note, headings };
}

export default function SizeChart({ chart, selectedSize }: { chart: Chart; selectedSize: string }) {
  const t = useWords<Words>();
  const table = sizeChartTable(chart);
  const words = chartWords(t, chart);
  return (
    <Dialog type={SIZE_CHART} title={t.product_size_chart()} kind="modal" className={styles.chartDialog}>
      <h3 className={styles.chartTitle}>{words.title}</h3>
      <div className={styles.chartScroll}>
        <table className={styles.chart}>
          <thead>
            <tr>
              {words.headings.map((heading) => (
                <th key={heading} scope="col">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => {
              const chosen = isChartSize(row.size, selectedSize);
              return (
                <tr key={row.size} className={chosen ? styles.chosen : undefined}>
                  <th scope="row">
                    {row.size}
                    {chosen && <span className={styles.yours}>{` (${t.product_size_chart_selected()})`}</span>}
                  </th>
                  {row.cells.map((value, i) => (
                    <td key={i}>{value}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className={styles.chartNote}>{words.note}</p>
    </Dialog>
  );
}

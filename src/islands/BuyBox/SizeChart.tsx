/** The "Size chart" modal of the product page: the chart for this product's sizes, the chosen size marked. */
import type { SizeChart as Chart } from '../../lib/size-charts.ts';
import { isChartSize, sizeChartTable } from '../../lib/rules/size-chart.ts';
import Dialog from '../shared/Dialog.tsx';
import styles from './BuyBox.module.scss';

export const SIZE_CHART = 'size-chart';

export default function SizeChart({ chart, selectedSize }: { chart: Chart; selectedSize: string }) {
  const table = sizeChartTable(chart);
  return (
    <Dialog type={SIZE_CHART} title="Size chart" kind="modal" className={styles.chartDialog}>
      <h3 className={styles.chartTitle}>{chart.title}</h3>
      <div className={styles.chartScroll}>
        <table className={styles.chart}>
          <thead>
            <tr>
              {table.headings.map((heading) => (
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
                    {chosen && <span className={styles.yours}> (selected)</span>}
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
      <p className={styles.chartNote}>{chart.note}</p>
    </Dialog>
  );
}

/**
 * A small price-history chart as inline SVG (no chart library): the prices since tracking began as steps,
 * the first and last dates under it. The numbers are in the comparison panel above; the chart's text
 * alternative sums it up for screen readers.
 */
import { priceChart, type PricePoint } from '../../lib/rules/droptrack.ts';
import { formatRupees } from '../../lib/rules/price.ts';
import { formatDate } from '../../lib/rules/text.ts';
import styles from './DropTrack.module.scss';

const W = 320;
const H = 96;

export default function PriceChart({ series }: { series: PricePoint[] }) {
  const chart = priceChart(series, W, H, 14);
  const first = series[0]!;
  const last = series.at(-1)!;
  const summary = `Price history: ${series.map((p) => `${formatRupees(p.price)} on ${formatDate(p.at)}`).join(', ')}.`;
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary}>
        <line x1="0" x2={W} y1={H - 1} y2={H - 1} className={styles.chartBase} />
        <path d={chart.area} className={styles.chartArea} />
        <path d={chart.line} className={styles.chartLine} />
        {chart.points.slice(1).map((p, i) => (
          <circle key={i} cx={p.x} cy={p.y} r="3" className={styles.chartDot} />
        ))}
      </svg>
      <figcaption className={styles.chartAxis}>
        <span>{formatDate(first.at)}</span>
        <span>
          High {formatRupees(chart.max)} · Low {formatRupees(chart.min)}
        </span>
        <span>{formatDate(last.at)}</span>
      </figcaption>
    </figure>
  );
}

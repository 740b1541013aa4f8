/**
 * A small price-history chart as inline SVG (no chart library): the prices since tracking began as steps,
 * spaced by time up to today, with each date named once under it (axisLabels). The numbers are in the
 * comparison panel above; the chart's text alternative sums it up for screen readers.
 */
import { axisLabels, priceChart, type PricePoint } from '../../lib/rules/droptrack.ts';
import { formatRupees } from '../../lib/rules/price.ts';
import { formatDate } from '../../lib/rules/text.ts';
import styles from './DropTrack.module.scss';

const W = 320;
const H = 96;
/** Room a date needs beside another, in the chart's units (a date is about 80 of them wide on a phone). */
const LABEL_GAP = 120;

export default function PriceChart({ series, now }: { series: PricePoint[]; now: Date }) {
  const end = now.toISOString();
  const chart = priceChart(series, W, H, 14, end);
  const labels = axisLabels(
    [...chart.points.map((p) => ({ x: p.x, text: formatDate(p.at) })), { x: chart.right, text: formatDate(end) }],
    LABEL_GAP,
  );
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
      {/* The dates sit where their day is on the line; the text alternative above already reads them. */}
      <div className={styles.chartDates} aria-hidden="true" data-chart-dates>
        {labels.map((label) => (
          <span key={label.text} className={styles[label.anchor]} style={{ left: `${(label.x / W) * 100}%` }}>
            {label.text}
          </span>
        ))}
      </div>
      <figcaption className={styles.chartAxis}>
        High {formatRupees(chart.max)} · Low {formatRupees(chart.min)}
      </figcaption>
    </figure>
  );
}

/**
 * A small price-history chart as inline SVG (no chart library): the prices since tracking began as steps,
 * spaced by time up to today, with each date named once under it (axisLabels). The numbers are in the
 * comparison panel above; the chart's text alternative sums it up for screen readers.
 */
import { axisLabels, priceChart, type PricePoint } from '../../lib/rules/droptrack.ts';
import { formatMoney } from '../../lib/i18n/money.ts';
import { formatDay } from '../../lib/i18n/dates.ts';
import { useLocale, useWords } from '../shared/words.tsx';
import styles from './DropTrack.module.scss';

type Words = typeof import('./DropTrackProduct.words.en-IN.ts');

const W = 320;
const H = 96;
/** Room a date needs beside another, in the chart's units (a date is about 80 of them wide on a phone). */
const LABEL_GAP = 120;

export default function PriceChart({ series, now }: { series: PricePoint[]; now: Date }) {
  const t = useWords<Words>();
  const locale = useLocale();
  const day = (at: string) => formatDay(at, locale);
  const end = now.toISOString();
  const chart = priceChart(series, W, H, 14, end);
  const labels = axisLabels(
    [...chart.points.map((p) => ({ x: p.x, text: day(p.at) })), { x: chart.right, text: day(end) }],
    LABEL_GAP,
  );
  const summary = t.social_droptrack_chart_summary({
    points: series
      .map((p) => t.social_droptrack_chart_point({ price: formatMoney(p.price, locale), date: day(p.at) }))
      .join(', '),
  });
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
        {t.social_droptrack_chart_axis({ high: formatMoney(chart.max, locale), low: formatMoney(chart.min, locale) })}
      </figcaption>
    </figure>
  );
}

/**
 * DropTrack's rules (stores-and-social §2.7, §9): the warning banner shows when the drop since tracking
 * began (diff, in percent) is above 20; the product view's quantity starts at 0; the price comparison
 * (when tracking began, now, lowest seen) and the small price-history chart drawn from the API's history.
 */

/** The banner shows above this drop, in percent (spec: "Warning banner on DropTrack when diff is above 20"). */
export const BIG_DROP_PERCENT = 20;

/** The DropTrack product view's bag quantity starts here (spec §4: "bag quantity starts at 0"). */
export const DROPTRACK_START_QUANTITY = 0;

/** True when the drop is big enough for the warning banner: strictly above 20 percent. */
export function showsBigDropWarning(diff: number): boolean {
  return Number.isFinite(diff) && diff > BIG_DROP_PERCENT;
}

/** How the list and the panel word a diff: "12% lower", "5% higher", "No change yet". */
export function diffText(diff: number): string {
  if (!Number.isFinite(diff) || diff === 0) return 'No change yet';
  return diff > 0 ? `${diff}% lower` : `${-diff}% higher`;
}

export type PricePoint = { price: number; at: string };

/**
 * The prices the shopper has seen since tracking began: the price then, every change after it, and the
 * price now last (history that predates tracking is not theirs to compare against).
 */
export function trackedSeries(history: PricePoint[], originalPrice: number, currentPrice: number, since: string | null, now = new Date()): PricePoint[] {
  const start = since ? Date.parse(since) : Number.NaN;
  const after = Number.isFinite(start) ? history.filter((p) => Date.parse(p.at) > start) : [];
  const series: PricePoint[] = [{ price: originalPrice, at: since ?? now.toISOString() }, ...after.filter((p) => Number.isFinite(p.price) && p.price > 0)];
  if (series.at(-1)!.price !== currentPrice) series.push({ price: currentPrice, at: now.toISOString() });
  return series;
}

/** The comparison panel's "Lowest seen": the lowest price of the tracked series. */
export function lowestSeen(series: PricePoint[]): number {
  return Math.min(...series.map((p) => p.price));
}

export type ChartPoint = { x: number; y: number; price: number; at: string };
export type PriceChart = { points: ChartPoint[]; line: string; area: string; min: number; max: number };

/**
 * The chart's points in a width x height box (padding inside): x by order (evenly spaced: changes are few
 * and far apart), y by price with the lowest at the bottom (the area under the line fills to the box's foot), drawn as steps (a price holds until the next
 * change). A single price is a flat line. Give it trackedSeries, so it ends at the price on the page.
 */
export function priceChart(tracked: PricePoint[], width: number, height: number, pad = 8): PriceChart {
  const series = tracked.length === 1 ? [tracked[0]!, tracked[0]!] : [...tracked];
  const prices = series.map((p) => p.price);
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const span = max - min;
  const innerW = width - pad * 2;
  const innerH = height - pad * 2;
  const points = series.map((p, i) => ({
    x: round(pad + (innerW * i) / (series.length - 1)),
    y: round(span === 0 ? pad + innerH / 2 : pad + innerH * (1 - (p.price - min) / span)),
    price: p.price,
    at: p.at,
  }));
  // Steps: a price holds until the next change.
  const line = points.map((p, i) => (i === 0 ? `M${p.x} ${p.y}` : `H${p.x} V${p.y}`)).join(' ');
  const area = `${line} V${height} H${points[0]!.x} Z`;
  return { points, line, area, min, max };
}

const round = (n: number) => Math.round(n * 10) / 10;

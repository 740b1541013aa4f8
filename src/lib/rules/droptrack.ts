/**
 * DropTrack's rules (stores-and-social §2.7, §9): the warning banner shows when the drop since tracking
 * began (diff, in percent) is above 20; the product view's quantity starts at 1 (docs/decisions/droptrack.md#the-stepper-starts-at-1); the price comparison
 * (when tracking began, now, lowest seen) and the small price-history chart drawn from the API's history.
 */

/** The banner shows above this drop, in percent (spec: "Warning banner on DropTrack when diff is above 20"). */
export const BIG_DROP_PERCENT = 20;

/**
 * The DropTrack product view's bag quantity starts here: 1, as on every other buy box, not the spec's 0 (§4)
 * which made the first Add To Bag answer "Add quantity first" (docs/decisions/droptrack.md#the-stepper-starts-at-1). Minus still shows
 * only above 0, and going down to 0 and adding still says "Add quantity first".
 */
export const DROPTRACK_START_QUANTITY = 1;

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
export function trackedSeries(
  history: PricePoint[],
  originalPrice: number,
  currentPrice: number,
  since: string | null,
  now = new Date(),
): PricePoint[] {
  const start = since ? Date.parse(since) : Number.NaN;
  const after = Number.isFinite(start) ? history.filter((p) => Date.parse(p.at) > start) : [];
  const series: PricePoint[] = [
    { price: originalPrice, at: since ?? now.toISOString() },
    ...after.filter((p) => Number.isFinite(p.price) && p.price > 0),
  ];
  if (series.at(-1)!.price !== currentPrice) series.push({ price: currentPrice, at: now.toISOString() });
  return series;
}

/** The comparison panel's "Lowest seen": the lowest price of the tracked series. */
export function lowestSeen(series: PricePoint[]): number {
  return Math.min(...series.map((p) => p.price));
}

export type ChartPoint = { x: number; y: number; price: number; at: string };
export type PriceChart = { points: ChartPoint[]; line: string; area: string; min: number; max: number; right: number };

/**
 * The chart's points in a width x height box (padding inside): x by time, so a week between two changes takes
 * seven times the room of a day (times that cannot be read, or all at one instant, fall back to even steps);
 * y by price with the lowest at the bottom (the area under the line fills to the box's foot), drawn as steps
 * (a price holds until the next change). `end` (now) stretches the axis past the last change, the last price
 * holding until it. A single price is a flat line. Give it trackedSeries, so it ends at the price on the page.
 */
export function priceChart(tracked: PricePoint[], width: number, height: number, pad = 8, end?: string): PriceChart {
  const series = tracked.length === 1 && !end ? [tracked[0]!, tracked[0]!] : [...tracked];
  const prices = series.map((p) => p.price);
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const span = max - min;
  const innerW = width - pad * 2;
  const innerH = height - pad * 2;
  const xs = timeXs(
    series.map((p) => p.at),
    end,
    pad,
    innerW,
  );
  const points = series.map((p, i) => ({
    x: round(xs.points[i]!),
    y: round(span === 0 ? pad + innerH / 2 : pad + innerH * (1 - (p.price - min) / span)),
    price: p.price,
    at: p.at,
  }));
  const right = round(xs.right);
  // Steps: a price holds until the next change, and the last one until the axis ends.
  const steps = points.map((p, i) => (i === 0 ? `M${p.x} ${p.y}` : `H${p.x} V${p.y}`)).join(' ');
  const line = right > points.at(-1)!.x ? `${steps} H${right}` : steps;
  const area = `${line} V${height} H${points[0]!.x} Z`;
  return { points, line, area, min, max, right };
}

/** Each time's x between pad and pad + innerW, proportional to time; even steps when time gives no spread. */
function timeXs(
  times: string[],
  end: string | undefined,
  pad: number,
  innerW: number,
): { points: number[]; right: number } {
  const ms = times.map((t) => Date.parse(t));
  const endMs = end === undefined ? Number.NaN : Date.parse(end);
  const last = Number.isFinite(endMs) ? Math.max(endMs, ...ms) : Math.max(...ms);
  const first = ms[0]!;
  const readable = ms.every(Number.isFinite) && ms.every((t, i) => i === 0 || t >= ms[i - 1]!);
  if (!readable || !(last > first)) {
    const steps = Math.max(1, times.length - 1);
    return { points: times.map((_, i) => pad + (innerW * i) / steps), right: pad + innerW };
  }
  return { points: ms.map((t) => pad + (innerW * (t - first)) / (last - first)), right: pad + innerW };
}

export type AxisLabel = { x: number; text: string; anchor: 'start' | 'middle' | 'end' };

/**
 * The dates under the chart: marks (x, and the date as it reads) in time order, the axis end last. Each date
 * is named once: the first date at its first mark (the left edge), the last at the last mark (the right edge),
 * both always; a date between at its first mark, only when it is at least minGap from the dates kept on either
 * side, so none overlap.
 */
export function axisLabels(marks: { x: number; text: string }[], minGap: number): AxisLabel[] {
  const distinct = marks.filter((m, i) => m.text !== '' && marks.findIndex((o) => o.text === m.text) === i);
  if (distinct.length === 0) return [];
  const first = distinct[0]!;
  if (distinct.length === 1) return [{ ...first, anchor: 'start' }];
  const last = marks.findLast((m) => m.text === distinct.at(-1)!.text)!;
  const kept: AxisLabel[] = [{ ...first, anchor: 'start' }];
  for (const mark of distinct.slice(1, -1)) {
    if (mark.x - kept.at(-1)!.x >= minGap && last.x - mark.x >= minGap) kept.push({ ...mark, anchor: 'middle' });
  }
  kept.push({ x: last.x, text: last.text, anchor: 'end' });
  return kept;
}

const round = (n: number) => Math.round(n * 10) / 10;

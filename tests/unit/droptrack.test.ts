import { describe, expect, it } from 'vitest';
import {
  BIG_DROP_PERCENT,
  DROPTRACK_START_QUANTITY,
  axisLabels,
  diffText,
  lowestSeen,
  priceChart,
  showsBigDropWarning,
  trackedSeries,
} from '../../src/lib/rules/droptrack.ts';
import { stepQuantity } from '../../src/lib/rules/variants.ts';

describe('DropTrack warning banner (diff above 20)', () => {
  it('shows only above 20 percent', () => {
    expect(BIG_DROP_PERCENT).toBe(20);
    expect(showsBigDropWarning(19.99)).toBe(false);
    expect(showsBigDropWarning(20)).toBe(false);
    expect(showsBigDropWarning(20.01)).toBe(true);
    expect(showsBigDropWarning(21)).toBe(true);
  });
  it('never for a rise, no change or a bad value', () => {
    expect(showsBigDropWarning(-30)).toBe(false);
    expect(showsBigDropWarning(0)).toBe(false);
    expect(showsBigDropWarning(Number.NaN)).toBe(false);
  });
});

describe('DropTrack quantity', () => {
  it('starts at 1 (docs/decisions/droptrack.md#the-stepper-starts-at-1), +1 per plus, -1 per minus, never below 0', () => {
    expect(DROPTRACK_START_QUANTITY).toBe(1);
    expect(stepQuantity(0, -1, 10)).toEqual({ quantity: 0, warning: null });
    expect(stepQuantity(0, 1, 10)).toEqual({ quantity: 1, warning: null });
    expect(stepQuantity(1, -1, 10)).toEqual({ quantity: 0, warning: null });
  });
});

describe('DropTrack words', () => {
  it('words the diff', () => {
    expect(diffText(25)).toBe('25% lower');
    expect(diffText(-10)).toBe('10% higher');
    expect(diffText(0)).toBe('No change yet');
  });
});

describe('DropTrack price history', () => {
  const now = new Date('2025-03-10T00:00:00Z');
  const history = [
    { price: 2500, at: '2025-01-01T00:00:00Z' }, // before tracking: not the shopper's
    { price: 1800, at: '2025-03-02T00:00:00Z' },
    { price: 1900, at: '2025-03-05T00:00:00Z' },
  ];
  it('starts at the price when tracking began, keeps the changes since and ends at the price now', () => {
    const series = trackedSeries(history, 2000, 1500, '2025-03-01T00:00:00Z', now);
    expect(series.map((p) => p.price)).toEqual([2000, 1800, 1900, 1500]);
    expect(series.at(-1)!.at).toBe(now.toISOString());
    expect(lowestSeen(series)).toBe(1500);
  });
  it('does not repeat the price now when the last change is it; lowest seen may be in the past', () => {
    const series = trackedSeries(history, 2000, 1900, '2025-03-01T00:00:00Z', now);
    expect(series.map((p) => p.price)).toEqual([2000, 1800, 1900]);
    expect(lowestSeen(series)).toBe(1800);
  });
  it('a product not changed since tracking is one price', () => {
    expect(trackedSeries([], 999, 999, '2025-03-01T00:00:00Z', now).map((p) => p.price)).toEqual([999]);
  });
  it('charts steps from the highest at the top to the lowest at the bottom', () => {
    const chart = priceChart(
      [
        { price: 2000, at: 'a' },
        { price: 1500, at: 'b' },
      ],
      100,
      50,
      10,
    );
    expect(chart.points.map((p) => [p.x, p.y])).toEqual([
      [10, 10],
      [90, 40],
    ]);
    expect(chart.line).toBe('M10 10 H90 V40');
    expect(chart.area).toBe('M10 10 H90 V40 V50 H10 Z');
    expect([chart.min, chart.max]).toEqual([1500, 2000]);
  });
  it('charts one price as a flat line across the middle', () => {
    const chart = priceChart([{ price: 999, at: 'a' }], 100, 50, 10);
    expect(chart.points.map((p) => [p.x, p.y])).toEqual([
      [10, 25],
      [90, 25],
    ]);
  });
  it('spaces the points by time up to now, the last price holding until then', () => {
    const series = [
      { price: 2000, at: '2025-03-01T00:00:00Z' },
      { price: 1800, at: '2025-03-02T00:00:00Z' },
      { price: 1500, at: '2025-03-05T00:00:00Z' },
    ];
    // Ten days across 80 units: 8 a day.
    const chart = priceChart(series, 100, 50, 10, '2025-03-11T00:00:00Z');
    expect(chart.points.map((p) => [p.x, p.y])).toEqual([
      [10, 10],
      [18, 22],
      [42, 40],
    ]);
    expect(chart.right).toBe(90);
    expect(chart.line).toBe('M10 10 H18 V22 H42 V40 H90');
    expect(chart.area).toBe('M10 10 H18 V22 H42 V40 H90 V50 H10 Z');
  });
  it('charts one price tracked since a day before now as a flat line to now', () => {
    const chart = priceChart([{ price: 999, at: '2025-03-01T00:00:00Z' }], 100, 50, 10, '2025-03-02T00:00:00Z');
    expect(chart.points.map((p) => [p.x, p.y])).toEqual([[10, 25]]);
    expect(chart.line).toBe('M10 25 H90');
  });
  it('falls back to even steps when the times give no spread', () => {
    const chart = priceChart(
      [
        { price: 2000, at: '2025-03-01T00:00:00Z' },
        { price: 1500, at: '2025-03-01T00:00:00Z' },
        { price: 1800, at: '2025-03-01T00:00:00Z' },
      ],
      100,
      50,
      10,
    );
    expect(chart.points.map((p) => p.x)).toEqual([10, 50, 90]);
  });
});

describe('DropTrack chart dates', () => {
  it('names each date once: the first and the last always, one between only with room on both sides', () => {
    const marks = [
      { x: 10, text: 'Mar 1, 2025' },
      { x: 18, text: 'Mar 2, 2025' },
      { x: 42, text: 'Mar 5, 2025' },
      { x: 90, text: 'Mar 11, 2025' },
    ];
    expect(axisLabels(marks, 30)).toEqual([
      { x: 10, text: 'Mar 1, 2025', anchor: 'start' },
      { x: 42, text: 'Mar 5, 2025', anchor: 'middle' },
      { x: 90, text: 'Mar 11, 2025', anchor: 'end' },
    ]);
    // With less room, only the ends.
    expect(axisLabels(marks, 50).map((l) => l.text)).toEqual(['Mar 1, 2025', 'Mar 11, 2025']);
  });
  it('never repeats a date (changes on one day, or tracked and changed today)', () => {
    expect(
      axisLabels(
        [
          { x: 10, text: 'Mar 1, 2025' },
          { x: 50, text: 'Mar 1, 2025' },
          { x: 90, text: 'Mar 4, 2025' },
          { x: 90, text: 'Mar 4, 2025' },
        ],
        30,
      ),
    ).toEqual([
      { x: 10, text: 'Mar 1, 2025', anchor: 'start' },
      { x: 90, text: 'Mar 4, 2025', anchor: 'end' },
    ]);
    expect(
      axisLabels(
        [
          { x: 10, text: 'Mar 1, 2025' },
          { x: 90, text: 'Mar 1, 2025' },
        ],
        30,
      ),
    ).toEqual([{ x: 10, text: 'Mar 1, 2025', anchor: 'start' }]);
    // The last date sits at the axis' end even when the day began near its start (tracked just before midnight).
    expect(
      axisLabels(
        [
          { x: 10, text: 'Mar 1, 2025' },
          { x: 12, text: 'Mar 2, 2025' },
          { x: 90, text: 'Mar 2, 2025' },
        ],
        30,
      ),
    ).toEqual([
      { x: 10, text: 'Mar 1, 2025', anchor: 'start' },
      { x: 90, text: 'Mar 2, 2025', anchor: 'end' },
    ]);
  });
});

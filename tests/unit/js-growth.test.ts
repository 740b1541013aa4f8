/** The bench's JS growth warning: a page type's JS at start against the figure docs/performance.md records. */
import { describe, expect, it } from 'vitest';
import { jsGrowthWarning, recordedJs } from '../../scripts/bench/js-growth.ts';

describe('jsGrowthWarning', () => {
  it('warns when a page type loads more than 10% over its recorded figure', () => {
    expect(jsGrowthWarning('home', 15.2, 16.8)).toBe(
      'WARNING: home loads 16.8 KB of JS at start, 11% over the 15.2 KB recorded in docs/performance.md (more than 10%)',
    );
    expect(jsGrowthWarning('home', 42.0, 49.9)).toBe(
      'WARNING: home loads 49.9 KB of JS at start, 19% over the 42.0 KB recorded in docs/performance.md (more than 10%)',
    );
  });

  it('stays quiet at 10% or less, and when the page loads less', () => {
    expect(jsGrowthWarning('home', 15.2, 16.7)).toBe(null); // 9.9%
    expect(jsGrowthWarning('product', 20.0, 22.0)).toBe(null); // exactly 10%
    expect(jsGrowthWarning('product', 23.9, 12.0)).toBe(null);
  });

  it('says nothing without a recorded figure', () => {
    expect(jsGrowthWarning('new page', 0, 30.0)).toBe(null);
  });
});

describe('recordedJs', () => {
  it('reads the first KB figure of each row under the heading, and nothing from other sections', () => {
    const markdown = [
      '# Performance',
      '',
      '| home | 99.0 KB | not this table |',
      '',
      '## JS per page type',
      '',
      '| page | JS at start (gzip) | before |',
      '|---|---|---|',
      '| home | 14.6 KB | 15.2 KB |',
      '| checkout: order summary | 1,122.5 KB | 122.5 KB |',
      '',
      '## The catalog at scale',
      '',
      '| product | 50.0 KB |',
    ].join('\n');
    expect([...recordedJs(markdown)]).toEqual([
      ['home', 14.6],
      ['checkout: order summary', 1122.5],
    ]);
  });

  it('reads nothing from a document without the section', () => {
    expect(recordedJs('# Performance\n\n| home | 15.2 KB |\n').size).toBe(0);
  });
});

/** The bench's JS growth warning: what a page type loads before interaction against docs/performance.md's figures. */
import { describe, expect, it } from 'vitest';
import { jsGrowthWarning, recordedJs } from '../../scripts/bench/js-growth.ts';

describe('jsGrowthWarning', () => {
  it("warns of the home page's growth the browser saw: 42.0 to 49.9 KB", () => {
    expect(jsGrowthWarning('home', { scripts: 32, kb: 42.0 }, { scripts: 32, kb: 49.9 })).toBe(
      'WARNING: home loads 49.9 KB of JS, 19% over the 42.0 KB recorded in docs/performance.md before interaction (more than 10%)',
    );
  });

  it('warns when the number of scripts grows more than 10%, and names both when both grew', () => {
    expect(jsGrowthWarning('home', { scripts: 27, kb: 42.0 }, { scripts: 32, kb: 44.0 })).toBe(
      'WARNING: home loads 32 scripts, 19% over the 27 recorded in docs/performance.md before interaction (more than 10%)',
    );
    expect(jsGrowthWarning('home', { scripts: 27, kb: 42.0 }, { scripts: 32, kb: 49.9 })).toBe(
      'WARNING: home loads 49.9 KB of JS, 19% over the 42.0 KB, and 32 scripts, 19% over the 27 recorded in docs/performance.md before interaction (more than 10%)',
    );
  });

  it('stays quiet at 10% or less, and when the page loads less', () => {
    expect(jsGrowthWarning('home', { scripts: 20, kb: 15.2 }, { scripts: 22, kb: 16.7 })).toBe(null); // 10%, 9.9%
    expect(jsGrowthWarning('product', { scripts: 30, kb: 20.0 }, { scripts: 33, kb: 22.0 })).toBe(null); // exactly 10%
    expect(jsGrowthWarning('product', { scripts: 30, kb: 23.9 }, { scripts: 12, kb: 12.0 })).toBe(null);
  });

  it('says nothing against a figure of zero', () => {
    expect(jsGrowthWarning('new page', { scripts: 0, kb: 0 }, { scripts: 5, kb: 30.0 })).toBe(null);
  });
});

describe('recordedJs', () => {
  it('reads the scripts and KB of each row under the heading, and nothing from other sections', () => {
    const markdown = [
      '# Performance',
      '',
      '| home | 3 | 99.0 KB | not this table |',
      '',
      '## JS per page type',
      '',
      '| page | scripts | JS before interaction | before |',
      '|---|---|---|---|',
      '| home | 25 | 41.2 KB | 32, 49.9 KB |',
      '| checkout: order summary | 40 | 1,122.5 KB | 41, 122.5 KB |',
      '',
      '## The catalog at scale',
      '',
      '| product | 7 | 50.0 KB |',
    ].join('\n');
    expect([...recordedJs(markdown)]).toEqual([
      ['home', { scripts: 25, kb: 41.2 }],
      ['checkout: order summary', { scripts: 40, kb: 1122.5 }],
    ]);
  });

  it('reads nothing from a document without the section', () => {
    expect(recordedJs('# Performance\n\n| home | 32 | 15.2 KB |\n').size).toBe(0);
  });
});

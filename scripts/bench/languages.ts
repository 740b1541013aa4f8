/**
 * English and Hindi side by side in the bench report: what each page type loads before interaction and its
 * Lighthouse scores. A Hindi page should load within 10% of its English twin's JS and score within 2 points;
 * a page past either is marked, never failed (the bench reports, it does not judge).
 */
import { spawnSync } from 'node:child_process';
import type { LoadedJs } from './js-loaded.ts';
import type { LighthouseResult } from './lighthouse.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const percent = (hindi: number, english: number) =>
  english === 0 ? 'n/a' : `${hindi >= english ? '+' : ''}${(((hindi - english) / english) * 100).toFixed(1)}%`;

export function languageJsRows(loaded: LoadedJs[]): string[] {
  const english = loaded.filter((p) => p.locale === 'en-IN');
  const rows = english.flatMap((en) => {
    const hi = loaded.find((p) => p.locale === 'hi-IN' && p.page === en.page);
    if (!hi) return [];
    const over = hi.bytes > en.bytes * 1.1 ? ' **over 10%**' : '';
    return [
      `| ${en.page} | ${en.scripts}, ${kb(en.bytes)} | ${hi.scripts}, ${kb(hi.bytes)} | ${percent(hi.bytes, en.bytes)}${over} |`,
    ];
  });
  return [
    '## JS before interaction: English and Hindi (Chromium, 375 px; uncompressed)',
    '',
    '| page | English (scripts, KB) | Hindi, /hi (scripts, KB) | Hindi against English |',
    '|---|---|---|---|',
    ...rows,
    '',
    'Aim: every Hindi page within 10% of its English twin. Devanagari is 3 bytes a character in UTF-8, so the same words weigh more.',
  ];
}

/**
 * Whether this machine has a Devanagari face of its own (fontconfig's answer; null where there is no fc-list). A
 * first Hindi page draws in the system's face (docs/decisions/i18n.md, "The Devanagari font"), as every phone has
 * one; without it Chromium draws empty boxes, and the Hindi figures say nothing about a phone.
 */
function hasDevanagariFace(): boolean | null {
  const found = spawnSync('fc-list', [':lang=hi', 'family'], { encoding: 'utf8' });
  return found.error ? null : found.stdout.trim().length > 0;
}

export function languageLighthouseRows(english: LighthouseResult[], hindi: LighthouseResult[]): string[] {
  const rows = english.flatMap((en) => {
    const hi = hindi.find((r) => r.page === en.page);
    if (!hi) return [];
    const gap = hi.performance - en.performance;
    const marked = Math.abs(gap) > 2 ? ' **more than 2 points**' : '';
    return [
      `| ${en.page} | ${en.performance} | ${hi.performance} | ${gap >= 0 ? '+' : ''}${gap}${marked} | ${en.lcpMs} ms | ${hi.lcpMs} ms | ${en.accessibility} / ${hi.accessibility} |`,
    ];
  });
  return [
    '## Lighthouse mobile: English and Hindi',
    '',
    '| page | English performance | Hindi performance | Hindi against English | English LCP | Hindi LCP | accessibility (en / hi) |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    'Aim: each Hindi page within 2 points of its English twin.',
    ...(hasDevanagariFace() === false
      ? [
          '',
          '**Not a phone’s figures:** this machine has no Devanagari face of its own (`fc-list :lang=hi`), so a first Hindi page drew its text as empty boxes. Install one (Debian: `apt-get install fonts-noto-core`, Android’s Noto Sans Devanagari) and measure again.',
        ]
      : []),
  ];
}

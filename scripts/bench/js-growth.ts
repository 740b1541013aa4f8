/**
 * Has a page type's JS grown? The bench sets what a browser loads on each page type before any interaction
 * (js-loaded.ts: the number of scripts and their KB) beside the figures recorded in docs/performance.md,
 * "JS per page type", and warns when either is more than 10% over its figure. Recording the new figures there
 * (with the old ones beside them) is how a growth is accepted.
 */
export const JS_GROWTH_LIMIT = 0.1;
export const JS_FIGURES_HEADING = '## JS per page type';

export type JsFigure = { scripts: number; kb: number };

/**
 * The recorded figures per page type: in each row of the first table under the heading, the page, then the
 * number of scripts, then the KB (`| home | 32 | 44.0 KB | …`).
 */
export function recordedJs(markdown: string): Map<string, JsFigure> {
  const start = markdown.indexOf(JS_FIGURES_HEADING);
  const figures = new Map<string, JsFigure>();
  if (start < 0) return figures;
  const section = markdown.slice(start + JS_FIGURES_HEADING.length).split(/\n## /)[0]!;
  for (const row of section.matchAll(/^\|\s*([^|]+?)\s*\|\s*(\d+)\s*\|\s*([\d,]+(?:\.\d+)?) KB\s*\|/gm))
    figures.set(row[1]!, { scripts: Number(row[2]!), kb: Number(row[3]!.replaceAll(',', '')) });
  return figures;
}

const over = (recorded: number, measured: number, limit: number) =>
  recorded > 0 && (measured - recorded) / recorded > limit;
const percent = (recorded: number, measured: number) => `${(((measured - recorded) / recorded) * 100).toFixed(0)}%`;

/**
 * The warning for a page type whose scripts or KB before interaction are more than `limit` over the recorded
 * figures; null when both are within it.
 */
export function jsGrowthWarning(
  page: string,
  recorded: JsFigure,
  measured: JsFigure,
  limit = JS_GROWTH_LIMIT,
): string | null {
  const grew: string[] = [];
  if (over(recorded.kb, measured.kb, limit))
    grew.push(
      `${measured.kb.toFixed(1)} KB of JS, ${percent(recorded.kb, measured.kb)} over the ${recorded.kb.toFixed(1)} KB`,
    );
  if (over(recorded.scripts, measured.scripts, limit))
    grew.push(
      `${measured.scripts} scripts, ${percent(recorded.scripts, measured.scripts)} over the ${recorded.scripts}`,
    );
  if (!grew.length) return null;
  return (
    `WARNING: ${page} loads ${grew.join(', and ')} recorded in docs/performance.md before interaction ` +
    `(more than ${(limit * 100).toFixed(0)}%)`
  );
}

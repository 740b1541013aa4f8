/**
 * Has a page type's JS grown? The bench sets each page type's JS at start (gzip, inline code and the modules
 * loaded without interaction) beside the figure recorded in docs/performance.md, "JS per page type", and
 * warns when it is more than 10% over it. Recording the new figure there (with the old one beside it) is how
 * a growth is accepted.
 */
export const JS_GROWTH_LIMIT = 0.1;
export const JS_FIGURES_HEADING = '## JS per page type';

/** The recorded KB per page type: the first KB figure of each row of the table under the heading. */
export function recordedJs(markdown: string): Map<string, number> {
  const start = markdown.indexOf(JS_FIGURES_HEADING);
  const figures = new Map<string, number>();
  if (start < 0) return figures;
  const section = markdown.slice(start + JS_FIGURES_HEADING.length).split(/\n## /)[0]!;
  for (const row of section.matchAll(/^\|\s*([^|]+?)\s*\|\s*([\d,]+(?:\.\d+)?) KB\s*\|/gm))
    figures.set(row[1]!, Number(row[2]!.replaceAll(',', '')));
  return figures;
}

/** The warning for a page type whose JS is more than `limit` over its recorded figure; null within it. */
export function jsGrowthWarning(
  page: string,
  recordedKb: number,
  measuredKb: number,
  limit = JS_GROWTH_LIMIT,
): string | null {
  if (!(recordedKb > 0)) return null;
  const growth = (measuredKb - recordedKb) / recordedKb;
  if (growth <= limit) return null;
  return (
    `WARNING: ${page} loads ${measuredKb.toFixed(1)} KB of JS at start, ${(growth * 100).toFixed(0)}% over the ` +
    `${recordedKb.toFixed(1)} KB recorded in docs/performance.md (more than ${(limit * 100).toFixed(0)}%)`
  );
}

/**
 * Placeholders (src/lib/content-placeholders.ts): a name in braces that is not one of them reaches the page as
 * written ("{brnad}"), so it is refused, with the one it most likely meant. The grievance officer's block is a
 * paragraph of its own: written inside a sentence it would put an address block inside a paragraph. Pure.
 */
import { PLACEHOLDERS } from '../content-placeholders.ts';
import { allowedTypos, editDistance } from '../rules/edit-distance.ts';
import type { MarkdownPage, NumberedLine } from './markdown-lines.ts';
import type { ContentProblem } from './problem.ts';

/** Anything in braces on one line, but a YAML map ("{a: b}", "{a, b}"): what an editor meant as a placeholder. */
const BRACED = /\{([^{}\n:,]{1,40})\}/g;
const GRIEVANCE = '{grievance-officer}';
const LIST = PLACEHOLDERS.join(', ');

/** Lower case with no dashes, underscores or spaces: "{Refund-Time}" and "{refundTime}" read the same. */
const loose = (name: string) => name.toLowerCase().replace(/[-_\s]/g, '');

/** The placeholder an unknown one most likely meant: the same but for case and dashes, or a typo or two away. */
export function nearestPlaceholder(written: string): string | null {
  const typed = loose(written.slice(1, -1));
  let best: { placeholder: string; distance: number } | null = null;
  for (const placeholder of PLACEHOLDERS) {
    const distance = editDistance(typed, loose(placeholder.slice(1, -1)));
    if (distance <= Math.max(allowedTypos(typed), typed.length >= 3 ? 1 : 0) && (!best || distance < best.distance))
      best = { placeholder, distance };
  }
  return best?.placeholder ?? null;
}

function unknownIn(file: string, lines: NumberedLine[]): ContentProblem[] {
  return lines.flatMap(({ line, text }) =>
    [...text.matchAll(BRACED)]
      .map((match) => match[0])
      .filter((written) => !(PLACEHOLDERS as readonly string[]).includes(written))
      .map((written) => {
        const meant = nearestPlaceholder(written);
        return {
          file,
          line,
          problem: `unknown placeholder ${written}`,
          fix: `the placeholders are ${LIST}${meant ? `. Did you mean ${meant}?` : ''}`,
        };
      }),
  );
}

function grievanceInSentence(file: string, body: NumberedLine[]): ContentProblem[] {
  return body
    .filter(({ text }) => text.includes(GRIEVANCE) && text.trim() !== GRIEVANCE)
    .map(({ line }) => ({
      file,
      line,
      problem: `${GRIEVANCE} shares its line with other text`,
      fix: `put ${GRIEVANCE} on a line of its own, with an empty line before and after it (it becomes the officer's contact block)`,
    }));
}

export function placeholderProblems(file: string, page: MarkdownPage): ContentProblem[] {
  return [
    ...unknownIn(file, page.frontMatter?.lines ?? []),
    ...unknownIn(file, page.body),
    ...grievanceInSentence(file, page.body),
  ];
}

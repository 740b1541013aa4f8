/**
 * Headings: the page's title (its front matter's `title`) is its one level-1 heading, so the text starts at
 * level 2 and never skips a level going down (## then #### leaves a hole screen readers announce). Both ways of
 * writing a heading count: "## Title", and a line underlined with === (level 1) or --- (level 2). Pure.
 */
import type { MarkdownPage, NumberedLine } from './markdown-lines.ts';
import type { ContentProblem } from './problem.ts';

type Heading = { line: number; level: number; text: string };

const ATX = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
/** A line that can be a paragraph's last line, so the underline below it makes it a heading. */
const PARAGRAPH = /^ {0,3}(?![#>*+-]\s|\d+[.)]\s|<|\||$)\S/;

function headingsOf(body: NumberedLine[]): Heading[] {
  const headings: Heading[] = [];
  body.forEach(({ line, text }, i) => {
    const atx = ATX.exec(text);
    if (atx) return void headings.push({ line, level: atx[1]!.length, text: (atx[2] ?? '').trim() });
    const underline = UNDERLINE.exec(text);
    const above = body[i - 1];
    if (underline && above && above.line === line - 1 && PARAGRAPH.test(above.text) && !ATX.test(above.text))
      headings.push({ line: above.line, level: underline[1]![0] === '=' ? 1 : 2, text: above.text.trim() });
  });
  return headings;
}

const written = (level: number, text: string) => `${'#'.repeat(level)} ${text}`.trimEnd();

export function headingProblems(file: string, page: MarkdownPage): ContentProblem[] {
  const problems: ContentProblem[] = [];
  let above = 1;
  let titleAbove = true;
  for (const { line, level, text } of headingsOf(page.body)) {
    if (level === 1)
      problems.push({
        file,
        line,
        problem: `"${written(1, text)}" is a level-1 heading, but the page's title is its only level-1 heading`,
        fix: `make it "${written(2, text)}" (the title is the front matter's title)`,
      });
    else if (level > above + 1)
      problems.push({
        file,
        line,
        problem: `heading level skipped: "${written(level, text)}" comes ${titleAbove ? "right after the page's title" : `after a level-${above} heading`}`,
        fix: `make it "${written(above + 1, text)}"`,
      });
    above = level;
    titleAbove = false;
  }
  return problems;
}

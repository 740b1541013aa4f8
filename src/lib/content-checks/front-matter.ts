/**
 * A page's front matter as the build reads it (src/content.config.ts: title, description, lastUpdated), checked
 * with the same YAML reader Astro uses (js-yaml through astro/markdown), so what passes here is what the build
 * reads. Astro's own schema error names one file at a time in Zod's words ("lastUpdated: Expected type "date",
 * received "object""); these name every file, the field and the fix. A field the workspace does not know is
 * refused too: Keystatic cannot open a page that has one (docs/decisions/content.md). Pure.
 */
import { parseFrontmatter } from 'astro/markdown';
import type { MarkdownPage } from './markdown-lines.ts';
import type { ContentProblem } from './problem.ts';

/** The fields of a page, what each is for (said when one is missing), and an example line. */
export const PAGE_FIELDS = {
  title: { what: "the page's heading", example: 'title: Privacy Policy' },
  description: {
    what: 'the one sentence search results show',
    example: 'description: How {brand} protects your data.',
  },
  lastUpdated: { what: 'the date printed under the title', example: 'lastUpdated: 2026-11-29' },
} as const;
type Field = keyof typeof PAGE_FIELDS;
const FIELDS = Object.keys(PAGE_FIELDS) as Field[];

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether "2026-11-29" names a day of the calendar (2026-02-30 does not). */
function isDay(text: string): boolean {
  const [, y, m, d] = DAY.exec(text) ?? [];
  if (!y) return false;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.toISOString().slice(0, 10) === text;
}

type YamlError = Error & { reason?: string; mark?: { line: number } };

export function frontMatterProblems(file: string, page: MarkdownPage): ContentProblem[] {
  const front = page.frontMatter;
  if (!front)
    return [
      {
        file,
        line: 1,
        problem: 'the page has no front matter',
        fix: `start the file with a line ---, then the lines ${FIELDS.join(':, ')}: and a line --- (see any other page)`,
      },
    ];
  if (front.closeLine === null)
    return [
      {
        file,
        line: 1,
        problem: 'the front matter never ends',
        fix: 'add a line --- after lastUpdated: (the front matter sits between two lines of three dashes)',
      },
    ];

  let data: Record<string, unknown>;
  try {
    data = parseFrontmatter(`---\n${front.yaml}\n---\n`).frontmatter;
  } catch (error) {
    const { reason, mark } = error as YamlError;
    const line = front.lines[Math.max(0, (mark?.line ?? 1) - 1)]?.line ?? 1;
    return [
      {
        file,
        line,
        problem: `the front matter cannot be read (${reason ?? (error as Error).message})`,
        fix: 'put a value that starts with { [ \' " or holds ": " in single quotes, e.g. description: \'{brand} helps you shop.\', and keep each field on a line of its own, starting at the left margin',
      },
    ];
  }

  const lineWith = (field: string) =>
    front.lines.find(({ text }) => {
      const rest = text.trimStart();
      return rest.startsWith(field) && /^\s*:/.test(rest.slice(field.length));
    });
  const lineOf = (field: string) => lineWith(field)?.line ?? front.closeLine!;
  const problems: ContentProblem[] = [];
  for (const field of FIELDS) {
    const value = data[field];
    const { what, example } = PAGE_FIELDS[field];
    if (!(field in data))
      problems.push({
        file,
        line: front.closeLine,
        problem: `the front matter has no ${field} (${what})`,
        fix: `add a line such as "${example}" above the closing ---`,
      });
    else if (field === 'lastUpdated') {
      // js-yaml reads 2026-11-29 as a date, and rolls 2026-02-30 over to March: the line as written decides.
      const raw = lineWith(field)
        ?.text.replace(/^\s*lastUpdated\s*:\s*/, '')
        .trim();
      const written = (raw ?? String(value)).replace(/^(['"])(.*)\1$/, '$2');
      if (!isDay(written))
        problems.push({
          file,
          line: lineOf(field),
          problem: `lastUpdated ${written === '' ? 'is empty' : `"${written}" is not a date`}`,
          fix: `write the day as year-month-day, e.g. ${example}`,
        });
    } else if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
      problems.push({
        file,
        line: lineOf(field),
        problem: `${field} is empty`,
        fix: `write ${what} after "${field}:", e.g. ${example}`,
      });
    else if (typeof value !== 'string')
      problems.push({
        file,
        line: lineOf(field),
        problem: `${field} is not plain text (YAML read it as ${Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'a map' : `a ${typeof value}`})`,
        fix: `put the value in single quotes, e.g. ${field}: '${String(typeof value === 'object' ? '…' : value)}'`,
      });
  }
  for (const field of Object.keys(data).filter((key) => !(FIELDS as string[]).includes(key)))
    problems.push({
      file,
      line: lineOf(field),
      problem: `unknown field ${field}`,
      fix: `remove it: a page has only ${FIELDS.join(', ')}, the site shows nothing else, and the editors' workspace cannot open a page with a field it does not know`,
    });
  return problems;
}

/**
 * Code and docs say why, not which ticket: a comment or a document cites the decision's section in
 * docs/decisions/<area>.md, never an issue number ("issue 38", "#38") or a ticket by name ("(issue: updates)").
 * A ticket is gone once closed; the decision stays, and the reader needs the decision.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const SELF = path.relative(root, import.meta.filename);
const TEXT = /\.(?:ts|tsx|mts|mjs|js|astro|sql|scss|css|md|yaml|yml)$/;

const filesUnder = (dir: string) =>
  (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[])
    .filter((f) => TEXT.test(f) && !f.split(path.sep).includes('node_modules'))
    .map((f) => path.join(dir, f))
    .filter((f) => fs.statSync(path.join(root, f)).isFile());

const files = [
  ...['src', 'server', 'scripts', 'tests', 'docs'].flatMap(filesUnder),
  ...fs.readdirSync(root).filter((f) => TEXT.test(f) && fs.statSync(path.join(root, f)).isFile()),
].filter((file) => file !== SELF);

/** Ways of citing a ticket. A colour (#333) or an error code (React's #418) is none of them. */
const CITATIONS: [string, RegExp][] = [
  [
    'an issue, ticket, bug or pull request by number',
    /\b(?:issues?|tickets?|bugs?|PRs?|pull requests?)[ \t]*#?[ \t]*\d+/i,
  ],
  ['a number in parentheses, "(#38)"', /\((?:see |cf\. )?#\d+\)/i],
  [
    'a number after "see", "fixes", "closes"…',
    /\b(?:see|fix(?:es|ed)?|clos(?:es|ed)|resolv(?:es|ed)|refs?)[ \t]+#\d+/i,
  ],
  ['a GitHub reference, "GH-38"', /\bGH-\d+/i],
  ['a ticket by name, "(issue: updates)"', /\((?:issue|ticket):/i],
  ['"the issue" or "this ticket"', /\b(?:the|this|that) (?:issue|ticket)(?:'s)?\b/i],
];

/** Each line of a text that cites a ticket, with which way it does. */
function ticketCitations(text: string): { line: number; way: string; text: string }[] {
  return text.split('\n').flatMap((line, index) =>
    CITATIONS.filter(([, pattern]) => pattern.test(line)).map(([way]) => ({
      line: index + 1,
      way,
      text: line.trim(),
    })),
  );
}

describe('ticket citations', () => {
  it('are recognised in each form, and colours, error codes and zod issues are not', () => {
    const cites = (text: string) => ticketCitations(text).length > 0;
    expect(cites('// Fixed in issue 38, see there.')).toBe(true);
    expect(cites('* the bag keeps its lines (Issue #38)')).toBe(true);
    expect(cites('Follows the ticket 12 plan.')).toBe(true);
    expect(cites('the drawer reads the cart again (#38).')).toBe(true);
    expect(cites('closes #7')).toBe(true);
    expect(cites('GH-1204 asked for it')).toBe(true);
    expect(cites('A deploy is seen at once (issue: updates): after')).toBe(true);
    expect(cites("The issue's figures (27 scripts)")).toBe(true);
    expect(cites('fill="#000" opacity="0.08"')).toBe(false);
    expect(cites('the backdrop colour over white (#99989a, #333)')).toBe(false);
    expect(cites('console errors naming #418, #423 or #425')).toBe(false);
    expect(cites('parsed.error.issues[0]?.message')).toBe(false);
    expect(cites('(docs/decisions/offline.md#installable)')).toBe(false);
    expect(cites('(stores-and-social §2.7, §4)')).toBe(false);
  });

  it('appear in no code comment, test or document: cite the decision instead', () => {
    expect(files.length).toBeGreaterThan(500);
    const found = files.flatMap((file) =>
      ticketCitations(fs.readFileSync(path.join(root, file), 'utf8')).map(
        ({ line, way, text }) => `${file}:${line} cites ${way}: ${text}`,
      ),
    );
    expect(
      found,
      'Say the decision, not the ticket: replace each citation below with the rule it stands for and a link to ' +
        'its section, e.g. docs/decisions/bag.md#bag-badge (write the section if it does not exist).',
    ).toEqual([]);
  });
});

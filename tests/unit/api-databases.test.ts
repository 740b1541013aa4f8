/**
 * Every API test file that opens a database says where it runs, with one of harness.ts's choices:
 * bothDatabases (PGlite, and PostgreSQL too when DATABASE_URL is set), pgliteOnly or postgresOnly. A new file
 * must choose, so the second run on PostgreSQL stays limited to what can differ between the two databases
 * (docs/development.md, "PGlite or PostgreSQL"). A file that sends requests side by side runs on PostgreSQL too:
 * on PGlite, one connection, they take turns and a race cannot happen.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = path.resolve(import.meta.dirname, '../api');
const CHOICES = ['bothDatabases', 'pgliteOnly', 'postgresOnly'] as const;
// Opening a database: through the harness, a fixture over it, the shared database of the process suites, or by hand.
const OPENS =
  /\b(?:startTestApi|startCheckoutFixture|openDatabase|createPostgresDatabase|createSharedDatabase)\(|process\.env\.DATABASE_URL/;
// Requests sent side by side: n copies at once (Promise.all over Array.from), or social-fixture.ts's atOnce.
const PARALLEL = /Promise\.all\(\s*Array\.from\(|\batOnce\(/;

/** The choices a file's code uses (its import line aside), and what is wrong with it, in words. */
function databaseChoiceProblems(file: string, text: string): string[] {
  if (!OPENS.test(text.replace(/\/\/.*$/gm, ''))) return [];
  const code = text.replace(/^import [^;]*;$/gm, '');
  const used = CHOICES.filter((choice) => new RegExp(`\\b${choice}\\b`).test(code));
  const problems: string[] = [];
  if (used.length === 0)
    problems.push(
      `${file} opens a database without saying where it runs: use bothDatabases, pgliteOnly or postgresOnly from ./harness.ts ` +
        `(bothDatabases only for what can differ between PGlite and PostgreSQL: docs/development.md, "PGlite or PostgreSQL")`,
    );
  if (/process\.env\.DATABASE_URL/.test(code))
    problems.push(`${file} reads DATABASE_URL itself: take PostgreSQL's address from postgresOnly (./harness.ts)`);
  if (/\{\s*name:\s*'(?:pglite|postgres)'/.test(code))
    problems.push(
      `${file} writes a target by hand: take it from bothDatabases, pgliteOnly or postgresOnly (./harness.ts)`,
    );
  if (used.length > 0 && used.every((choice) => choice === 'pgliteOnly') && PARALLEL.test(code))
    problems.push(
      `${file} sends requests at once but runs on PGlite only, where they take turns: use bothDatabases so the race runs on PostgreSQL`,
    );
  return problems;
}

describe('where each API test file runs', () => {
  it('every file that opens a database chooses bothDatabases, pgliteOnly or postgresOnly', () => {
    const files = fs.readdirSync(folder).filter((name) => name.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThan(50);
    const problems = files.flatMap((name) =>
      databaseChoiceProblems(name, fs.readFileSync(path.join(folder, name), 'utf8')),
    );
    expect(problems).toEqual([]);
  });

  it('refuses a file that does not choose, reads DATABASE_URL itself, writes a target by hand, or races on PGlite only', () => {
    const opens = `import { startTestApi } from './harness.ts';\nconst api = await startTestApi(target);\n`;
    expect(databaseChoiceProblems('new.test.ts', opens)).toEqual([
      expect.stringMatching(/^new\.test\.ts opens a database without saying where it runs/),
    ]);
    // Naming a choice only in the import line is not a choice.
    expect(databaseChoiceProblems('a.test.ts', `import { pgliteOnly } from './harness.ts';\n${opens}`)).toHaveLength(1);
    expect(databaseChoiceProblems('b.test.ts', `describe.each(pgliteOnly)('x', (target) => {});\n${opens}`)).toEqual(
      [],
    );
    expect(
      databaseChoiceProblems('c.test.ts', `describe.runIf(process.env.DATABASE_URL)('x', () => {});\n${opens}`),
    ).toEqual([
      expect.stringMatching(/^c\.test\.ts opens a database without saying/),
      expect.stringMatching(/^c\.test\.ts reads DATABASE_URL itself/),
    ]);
    expect(
      databaseChoiceProblems(
        'd.test.ts',
        `describe.each(pgliteOnly)('x', () => startTestApi({ name: 'pglite', url: null }));`,
      ),
    ).toEqual([expect.stringMatching(/^d\.test\.ts writes a target by hand/)]);
    const race = `describe.each(pgliteOnly)('x', (target) => {});\n${opens}await Promise.all(Array.from({ length: 5 }, () => add()));\n`;
    expect(databaseChoiceProblems('e.test.ts', race)).toEqual([
      expect.stringMatching(/^e\.test\.ts sends requests at once but runs on PGlite only/),
    ]);
    expect(databaseChoiceProblems('f.test.ts', race.replace('pgliteOnly', 'bothDatabases'))).toEqual([]);
    // A file that opens no database (a client's types, a page's markup) has nothing to choose.
    expect(databaseChoiceProblems('g.test.ts', `it('x', () => expect(1).toBe(1));`)).toEqual([]);
  });
});

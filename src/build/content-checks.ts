/**
 * The editors' pages checked before anything is built (src/lib/content-checks: placeholders, headings, links,
 * images, front matter). `astro build` stops listing every problem, one line each with its file, line and fix;
 * `astro dev` prints the same lines as warnings when it starts and whenever a page file changes, and goes on
 * serving (an editor mid-edit in the workspace is not stopped). Runs when Astro reads its config, before the
 * content layer reads the pages, so a broken front matter is said in these words rather than as a schema error.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { checkContentPages, formatProblem } from '../lib/content-checks/index.ts';
import { PAGES_DIR, readContentPages, siteAddresses } from './content-site.ts';
import { whenContentSettled } from './settled-content.ts';

/** Every problem of the project's pages, one line each; empty when there is none. */
export function contentProblems(root: string): string[] {
  return checkContentPages(readContentPages(root), siteAddresses(root)).map(formatProblem);
}

/** The build's error: a heading line, then the problems. */
export function problemsReport(lines: readonly string[]): string {
  const count = lines.length === 1 ? 'a problem' : `${lines.length} problems`;
  return [
    `The editors' pages have ${count} to fix before the site can be built (docs/editing-content.md, "What the build checks"):`,
    ...lines.map((line) => `  ${line}`),
  ].join('\n');
}

export function contentChecks(): AstroIntegration {
  let root = '';
  return {
    name: 'vastra:content-checks',
    hooks: {
      'astro:config:setup': ({ command, config, logger }) => {
        root = fileURLToPath(config.root);
        if (command !== 'build' && command !== 'dev') return;
        const problems = contentProblems(root);
        if (!problems.length) return;
        if (command === 'build') throw new Error(problemsReport(problems));
        logger.warn(problemsReport(problems));
      },
      'astro:server:setup': ({ server, logger }) => {
        const pagesDir = path.join(root, PAGES_DIR);
        const recheck = (file: string) => {
          if (!file.startsWith(pagesDir) || !file.endsWith('.md')) return;
          const problems = contentProblems(root);
          if (problems.length) logger.warn(problemsReport(problems));
          else logger.info("the editors' pages pass every check");
        };
        // Once the saved file has settled: a check of a half-written page would warn of faults it does not have.
        whenContentSettled(server, recheck);
      },
    },
  };
}

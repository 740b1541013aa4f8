/**
 * The brand's words and the search synonyms (src/content/brand.json, src/content/search-synonyms.json) are files
 * editors change in the workspace, or by hand; the site is built from them. This integration checks them first
 * (src/lib/brand-check.ts, src/lib/rules/search-synonyms-check.ts): `astro build` stops with every problem, each
 * naming the file, the field and the fix, instead of building a site with no name or a broken link. In `astro dev`
 * the problems are logged at start, and a page that reads a broken file shows them when it is reloaded after a
 * save, while the workspace (which reads neither file through the site's code) stays open to fix it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { BRAND_FILE, brandProblems } from '../lib/brand-check.ts';
import { SYNONYMS_FILE, searchSynonymsProblems } from '../lib/rules/search-synonyms-check.ts';

/** Each checked file (relative to the project's root) with its checker. */
export const CHECKED_FILES: { file: string; check: (value: unknown) => string[] }[] = [
  { file: BRAND_FILE, check: brandProblems },
  { file: SYNONYMS_FILE, check: searchSynonymsProblems },
];

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The problems of one file's text: not JSON, or what its checker finds. */
export function textProblems(file: string, text: string, check: (value: unknown) => string[]): string[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return [
      `${file} is not valid JSON (${(error as Error).message}): fix it there (often a missing comma or quote), or restore it with git checkout ${file}.`,
    ];
  }
  return check(value);
}

/** Every problem of the checked files under `root`; with `jsonOnly`, only a file missing or not JSON. */
export function contentWordsProblems(root = projectRoot, { jsonOnly = false } = {}): string[] {
  return CHECKED_FILES.flatMap(({ file, check }) => {
    let text: string;
    try {
      text = fs.readFileSync(path.join(root, file), 'utf8');
    } catch {
      return [`${file} is missing: restore it with git checkout ${file}.`];
    }
    return textProblems(file, text, jsonOnly ? () => [] : check);
  });
}

/** What the build stops with. */
export const refusal = (problems: string[]) =>
  `The content files need fixing (docs/editing-content.md):\n${problems.map((p) => `- ${p}`).join('\n')}`;

/** In dev, a checked file is checked again each time a page loads it (after a save), its problems in the overlay. */
function checkOnLoad(root: string): Plugin {
  return {
    name: 'vastra:content-words',
    enforce: 'pre',
    transform(code, id) {
      const file = path.relative(root, id.split('?')[0]!).split(path.sep).join('/');
      const checked = CHECKED_FILES.find((c) => c.file === file);
      if (!checked) return null;
      const problems = textProblems(file, code, checked.check);
      if (problems.length) this.error(refusal(problems));
      return null;
    },
  };
}

export function contentWordsCheck(root = projectRoot): AstroIntegration {
  return {
    name: 'vastra:content-words',
    hooks: {
      'astro:config:setup': ({ command, logger, updateConfig }) => {
        const problems = contentWordsProblems(root);
        if (command === 'build' && problems.length) throw new Error(refusal(problems));
        if (command !== 'dev') return;
        for (const problem of problems) logger.error(problem);
        updateConfig({ vite: { plugins: [checkOnLoad(root)] } });
      },
    },
  };
}

/**
 * The banner files' check (src/lib/content-banners.ts), before anything is built: `astro build` stops listing every
 * problem, each with its file, its field and the fix (a store or an art that does not exist, an empty title, a tab
 * that does not exist, …). `astro dev` only warns, so one half-written file does not stop an editor's preview.
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { bannerFileProblems } from '../../server/seed/banner-files.ts';
import { bannerProblemsReport } from '../lib/content-banners.ts';

export function bannerCheck(): AstroIntegration {
  return {
    name: 'vastra:banner-check',
    hooks: {
      'astro:config:setup': ({ command, config, logger }) => {
        if (command !== 'build' && command !== 'dev') return;
        const problems = bannerFileProblems(fileURLToPath(config.root));
        if (!problems.length) return;
        if (command === 'build') throw new Error(bannerProblemsReport(problems));
        for (const problem of problems) logger.warn(problem);
      },
    },
  };
}

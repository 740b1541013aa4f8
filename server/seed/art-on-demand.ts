/**
 * The demo art drawer behind /cdn (loaded by server/demo-art.ts on the first miss, never in production): a
 * file "{name}-{width}.webp" whose name the CDN folder's art plan holds, at one of IMAGE_WIDTHS, is drawn at
 * that width and kept on disk, so from then on it is a file like any other.
 *
 * Drawn once. Requests for one missing file in this process share one drawing (a map of the drawings in
 * flight, by file). Serving processes of a cluster share the folder, not that map: two of them may each
 * draw the same file once, but each writes a temporary file beside it and renames it into place, so a
 * reader sees no file or a whole one, never a half-written one. The temporary files are dot files, which
 * /cdn never serves.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { IMAGE_WIDTHS } from '../../src/lib/images.ts';
import { DEMO_ART_PLAN, type DemoArtOutcome } from '../demo-art.ts';
import { artJobs, drawImage, type Job } from './art.ts';
import { readArtPlan } from './art-plan.ts';

let draws = 0;
/** How many images this process has drawn on demand (tests count them). */
export const demoArtDraws = (): number => draws;

/** Runs at most `limit` tasks at once, the others queued in order. */
function limited(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

export type DemoArtDrawer = { ensure(file: string): Promise<DemoArtOutcome> };

/**
 * `concurrency`: drawings at once (default: the cores). A listing page asks for a few dozen pictures at once;
 * sharp's threads would take them all, so the API's own requests wait behind at most this many.
 */
export function demoArtDrawer(cdnDir: string, options: { concurrency?: number } = {}): DemoArtDrawer {
  const inFlight = new Map<string, Promise<DemoArtOutcome>>();
  const slot = limited(options.concurrency ?? os.availableParallelism());
  // The plan is read again when its file changes (a seed while serving adds to it).
  let plan: { mtimeMs: number; jobs: Map<string, Job> } | null = null;
  const planned = (name: string): Job | undefined => {
    const stat = fs.statSync(path.join(cdnDir, DEMO_ART_PLAN), { throwIfNoEntry: false });
    if (!stat) return undefined;
    if (plan?.mtimeMs !== stat.mtimeMs)
      plan = { mtimeMs: stat.mtimeMs, jobs: new Map(artJobs(readArtPlan(cdnDir)).map((job) => [job.name, job])) };
    return plan.jobs.get(name);
  };

  const draw = async (file: string, job: Job, width: number): Promise<DemoArtOutcome> => {
    const target = path.join(cdnDir, file);
    if (fs.existsSync(target)) return 'on disk';
    const bytes = await slot(() => drawImage(job, width));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.tmp`);
    fs.writeFileSync(temporary, bytes);
    fs.renameSync(temporary, target);
    draws++;
    return 'drawn';
  };

  return {
    ensure(file) {
      const match = /^(.+)-(\d+)\.webp$/.exec(file);
      const width = Number(match?.[2]);
      if (!match || !(IMAGE_WIDTHS as readonly number[]).includes(width)) return Promise.resolve('not planned');
      const running = inFlight.get(file);
      if (running) return running;
      const job = planned(match[1]!);
      if (!job) return Promise.resolve('not planned');
      const drawing = draw(file, job, width).finally(() => inFlight.delete(file));
      inFlight.set(file, drawing);
      return drawing;
    },
  };
}

/**
 * The type check (`npm run check`, and npm test's): `astro check` over the `.astro` files (tsconfig.astro.json), and
 * TypeScript 7's native `tsc` over every `.ts` and `.tsx` file (tsconfig.json: src, server, scripts, tests).
 *
 * `astro check` over the whole project took 71 s and 75 CPU seconds, most of it on the 1,100 `.ts` files, through
 * TypeScript 6 in Astro's language server; `tsc` 7 checks those in 15 s on one thread, and `astro check` keeps the 65
 * files only it can read (docs/development.md, "Tests"). Both print every error; either failing fails the check.
 *
 * `--noSync`: Astro's generated types (.astro/) are already written (npm test's server build has just done so), and
 * the two run side by side. Without it, `astro check` writes them first and `tsc`, which reads them, runs after.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const synced = process.argv.includes('--noSync');

/** Runs a command with its output passed through; resolves its exit code. */
const run = (command: string, args: string[]) =>
  new Promise<number>((resolve) =>
    spawn(command, args, { cwd: root, stdio: 'inherit' }).on('close', (code) => resolve(code ?? 1)),
  );

const astroFiles = () =>
  run(process.execPath, [
    path.join(root, 'node_modules/astro/bin/astro.mjs'),
    'check',
    '--minimumSeverity',
    'warning',
    '--tsconfig',
    'tsconfig.astro.json',
    ...(synced ? ['--noSync'] : []),
  ]);
// `@typescript/native` is TypeScript 7 (`typescript` stays 6 for the tools that call its API, Astro's among them).
// One thread: it runs beside the build and the lints, which keep both cores busy (alone: 15 s and 18 CPU seconds on
// one thread, 12 s and 22 on two).
const typeScriptFiles = async () => {
  const tsc = path.join(root, 'node_modules/@typescript/native/bin/tsc');
  const code = await run(process.execPath, [tsc, '--noEmit', '--singleThreaded']);
  // tsc says nothing when it finds nothing; the log says the check ran.
  if (code === 0) console.log('tsc --noEmit (TypeScript 7): no errors in the .ts and .tsx files');
  return code;
};

const codes = synced
  ? await Promise.all([astroFiles(), typeScriptFiles()])
  : [await astroFiles(), await typeScriptFiles()];
process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;

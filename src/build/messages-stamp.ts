/**
 * Whether src/paraglide is already what compiling the catalogs would write. A compile costs about 4 s of CPU
 * (Paraglide loads every message into its project database, then 3,400 per-message files are written), and CI
 * compiled the same catalogs in the type check, the test run, the browser tests' build and every dev server a
 * test starts. The stamp is a hash of everything the output is made from: the catalogs and the project's
 * settings, the versions of Paraglide and its message-format plugin, and the build code that shapes the output.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const STAMP = '.compiled-from.json';

type Stamp = { inputs: string; messageFiles: boolean };

/** The files whose bytes make the output, relative to the project's root, sorted. */
function inputFiles(root: string): string[] {
  const messages = (fs.readdirSync(path.join(root, 'messages'), { recursive: true }) as string[])
    .filter((file) => file.endsWith('.json'))
    .map((file) => path.join('messages', file));
  return [
    ...messages,
    'project.inlang/settings.json',
    'node_modules/@inlang/paraglide-js/package.json',
    'node_modules/@inlang/plugin-message-format/package.json',
    'src/build/messages.ts',
    'src/build/message-files.ts',
    'src/build/registry-cache.ts',
    'src/lib/i18n/locales.ts',
  ].sort();
}

export function inputsHash(root: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of inputFiles(root))
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)));
  return hash.digest('hex');
}

/** True when the output was compiled from these inputs, with the per-message files when they are wanted. */
export function compiledFrom(outdir: string, inputs: string, messageFiles: boolean): boolean {
  try {
    const stamp = JSON.parse(fs.readFileSync(path.join(outdir, STAMP), 'utf8')) as Stamp;
    // A registry written by anything but compileMessages (Paraglide's CLI or its Vite plugin) lacks the cache.
    const registry = fs.readFileSync(path.join(outdir, 'registry.js'), 'utf8');
    return (
      stamp.inputs === inputs && (stamp.messageFiles || !messageFiles) && registry.includes('function intlObject(')
    );
  } catch {
    return false;
  }
}

/** Before compiling: output half written by a compile that is stopped must not pass for a whole one. */
export function forgetStamp(outdir: string): void {
  fs.rmSync(path.join(outdir, STAMP), { force: true });
}

export function writeStamp(outdir: string, inputs: string, messageFiles: boolean): void {
  fs.writeFileSync(path.join(outdir, STAMP), JSON.stringify({ inputs, messageFiles } satisfies Stamp));
}

/**
 * Copies a content-only build's files into a full build's static folder (dist/client) while a server may be
 * serving it: only files that are new or whose bytes differ, each written to a temporary name beside its place
 * and renamed over it. A reader gets the old file or the new one, never half of one; and a file hard-linked from
 * elsewhere (a copy of the build made with links) is replaced, never changed in place, so the other copy keeps
 * its bytes. Scripts and styles go first, the pages last, so no page is served before the files it names.
 */
import fs from 'node:fs';
import path from 'node:path';

export type Published = {
  /** Files written, relative to the folder (posix): new ones and changed ones. */
  written: string[];
  /** Of those, the ones the folder did not have. */
  added: string[];
  /** Files the build made that the folder already had, byte for byte. */
  unchanged: string[];
};

const toPosix = (file: string) => file.split(path.sep).join('/');

/** Every file under dir, relative and posix, sorted. */
export function filesUnder(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => toPosix(path.relative(dir, path.join(entry.parentPath, entry.name))))
    .sort();
}

/** Puts `bytes` at `target` by writing a temporary file beside it and renaming it into place. */
export function replaceFile(target: string, bytes: Buffer | string): void {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.tmp`);
  try {
    fs.writeFileSync(temporary, bytes);
    fs.renameSync(temporary, target);
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

/**
 * Copies from `fromDir` into `intoDir` every file that is new or changed, but those `keep` names (the target's
 * own files, written by its full build).
 */
export function publish(fromDir: string, intoDir: string, keep: (file: string) => boolean = () => false): Published {
  const files = filesUnder(fromDir).filter((file) => !keep(file));
  // The pages last: a page is served only once every file it names is in place.
  const ordered = [...files.filter((f) => !f.endsWith('.html')), ...files.filter((f) => f.endsWith('.html'))];
  const result: Published = { written: [], added: [], unchanged: [] };
  for (const file of ordered) {
    const bytes = fs.readFileSync(path.join(fromDir, file));
    const target = path.join(intoDir, file);
    const existing = fs.existsSync(target) ? fs.readFileSync(target) : null;
    if (existing?.equals(bytes)) {
      result.unchanged.push(file);
      continue;
    }
    replaceFile(target, bytes);
    result.written.push(file);
    if (!existing) result.added.push(file);
  }
  return result;
}

/**
 * What the workspace's save does beyond Keystatic's own (pure, for src/workspace/save-route.ts and its tests):
 * a saved page's `lastUpdated` becomes today, and a save is refused when a file it writes changed on disk since
 * the workspace last read it (a `git pull`, another editor's tool, a hand edit), so nothing is overwritten unseen.
 */
import { createHash } from 'node:crypto';

/** The files whose front matter carries `lastUpdated`: the legal and about pages, in every language. */
export const STAMPED_FILES = /^src\/content\/pages\/(?:[a-z]{2}\/)?[^/]+\.md$/;

/** Today in India as YYYY-MM-DD: the store's editors and its legal dates are Indian. */
export const todayInIndia = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);

/** The page with `lastUpdated: <day>` in its front matter (Keystatic writes `---\n<yaml>---\n<body>`). */
export function stampLastUpdated(page: string, day: string): string {
  const frontMatter = /^---\r?\n([\s\S]*?)^---\r?\n/m.exec(page);
  if (!frontMatter || frontMatter.index !== 0) return page;
  const yaml = frontMatter[1]!;
  const stamped = /^lastUpdated:.*$/m.test(yaml)
    ? yaml.replace(/^lastUpdated:.*$/m, `lastUpdated: ${day}`)
    : `${yaml}lastUpdated: ${day}\n`;
  return `---\n${stamped}---\n${page.slice(frontMatter[0].length)}`;
}

/** Git's name for a file's contents (`git hash-object`), the one Keystatic's tree lists. */
export const blobSha = (contents: Uint8Array) =>
  createHash('sha1').update(`blob ${contents.byteLength}\0`).update(contents).digest('hex');

export type TreeEntry = { path: string; type: string; sha: string };

/**
 * The files the workspace has seen, by path (from each tree it was given), and the check before a save: a file to
 * write or delete must still be what the workspace saw. `onDisk(path)` is the file's sha now, or null when absent.
 */
export class SeenFiles {
  #shas = new Map<string, string>();
  #loaded = false;

  remember(tree: TreeEntry[]) {
    this.#shas = new Map(tree.filter((e) => e.type === 'blob').map((e) => [e.path, e.sha]));
    this.#loaded = true;
  }

  /** The message to refuse the save with, or null when every file is as the workspace saw it. */
  conflict(paths: string[], onDisk: (path: string) => string | null): string | null {
    if (!this.#loaded) return 'The workspace restarted since this page was opened. Reload the page, then save again.';
    const changed = paths.filter((p) => onDisk(p) !== (this.#shas.get(p) ?? null));
    if (!changed.length) return null;
    return `${changed.join(', ')} changed on disk after you opened it (a git pull, or another editor). Nothing was saved: copy your change, reload the page to see the file as it is now, and make your change again.`;
  }
}

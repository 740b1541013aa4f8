/**
 * In `astro dev`, a content file's change is announced once more when the file has been quiet for a moment, so
 * everything that reads a changed file reads it whole. A save empties the file and then writes it: the watcher may
 * report the empty file, and it drops a second change to the same file within 50 ms (chokidar's throttle), so
 * without this a page kept its old text until the next save.
 *   - Astro's content layer hears the watcher's own events: the settled change is emitted there again (it skips a
 *     file whose digest is unchanged, so reading it twice is cheap).
 *   - Our own readers (the dev API's search words, the editors' pages' checks) hear only the settled change
 *     (`whenContentSettled`), so a half-written file never reaches them and never makes a false warning.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

type Watcher = { on: (event: 'change' | 'add', listener: (file: string) => void) => unknown };
type DevServer = { watcher: Watcher & { emit: (event: 'change', file: string) => boolean } };

const QUIET_MS = 150;

/** Our readers of settled content files, per dev server (Astro makes a new one when its config changes). */
const readers = new WeakMap<Watcher, Set<(file: string) => void>>();

const readersOf = (watcher: Watcher) => {
  let set = readers.get(watcher);
  if (!set) readers.set(watcher, (set = new Set()));
  return set;
};

/** Calls `read` with a content file's absolute path once it has been quiet since its last change. */
export function whenContentSettled(server: DevServer, read: (file: string) => void): void {
  readersOf(server.watcher).add(read);
}

export function settledContent(): AstroIntegration {
  return {
    name: 'vastra:settled-content',
    hooks: {
      'astro:server:setup': ({ server }) => {
        const contentDir = fileURLToPath(new URL('../content/', import.meta.url));
        const waiting = new Map<string, ReturnType<typeof setTimeout>>();
        let announcing: string | undefined;
        const settle = (file: string) => {
          if (!file.startsWith(contentDir) || file === announcing) return;
          clearTimeout(waiting.get(file));
          waiting.set(
            file,
            setTimeout(() => {
              waiting.delete(file);
              // emit() calls every listener at once, this one included: it must not wait again.
              announcing = file;
              try {
                server.watcher.emit('change', file);
              } finally {
                announcing = undefined;
              }
              for (const read of readersOf(server.watcher)) read(file);
            }, QUIET_MS),
          );
        };
        // A file replaced (written beside and renamed, as some editors save) is an 'add'.
        server.watcher.on('change', settle);
        server.watcher.on('add', settle);
      },
    },
  };
}

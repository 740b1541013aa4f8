/**
 * In `astro dev`, a content file's change is announced once more when the file has been quiet for a moment, so
 * everything that reads a changed file reads it whole. A save empties the file and then writes it: the watcher may
 * report the empty file, and it drops a second change to the same file within 50 ms (chokidar's throttle), so
 * without this a page kept its old text until the next save.
 *   - Astro's content layer hears the watcher's own events: the settled change is emitted there again (it skips a
 *     file whose digest is unchanged, so reading it twice is cheap).
 *   - Our own readers (the dev API's search words, the editors' pages' checks) hear only the settled change
 *     (`whenContentSettled`), so a half-written file never reaches them and never makes a false warning.
 *   - Pages read the content store through a module Astro loads from `.astro/data-store.json`, which the store
 *     writes 500 ms after its last change and then invalidates. A page asked for in that window can load the
 *     file as it was and keep it past the invalidation (a saved page then showed its old text until the next
 *     save). Once a write is surely done, the file's change is announced again, and Astro drops the module
 *     once more. Every write in the 10 s after a settled change is announced, once each: a save that settles
 *     after the write for the save before it was announced comes with a write of its own
 *     (docs/decisions/content.md, "A saved file is read whole in `npm run dev`").
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

type Watcher = { on: (event: 'change' | 'add', listener: (file: string) => void) => unknown };
type DevServer = { watcher: Watcher & { emit: (event: 'change', file: string) => boolean } };

const QUIET_MS = 150;
/** Astro takes a change of the data store within 1 s of its own invalidation for that invalidation's echo. */
const PAST_ECHO_MS = 1_100;
/** How often, and for how many looks after the last settled change, to look for the data store's writes (10 s). */
const STORE_LOOK_MS = 500;
const STORE_LOOKS = 20;

const modifiedAt = (file: string) => {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

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

/** Where the watched content and Astro's data store are: the project's own, or a test's folder. */
type Places = { contentDir: string; dataStore: string };

const projectPlaces = (): Places => ({
  contentDir: fileURLToPath(new URL('../content/', import.meta.url)),
  dataStore: fileURLToPath(new URL('../../.astro/data-store.json', import.meta.url)),
});

/** The settling, on one dev server's watcher. */
export function settleContentChanges(server: DevServer, { contentDir, dataStore }: Places = projectPlaces()): void {
  const waiting = new Map<string, ReturnType<typeof setTimeout>>();
  let storeLook: ReturnType<typeof setTimeout> | undefined;
  let announcing: string | undefined;
  // When this round of changes began: a data store written since then may hold them.
  let changedSince = 0;
  // The data store's last write announced: each write is announced once.
  let announcedWrite = 0;
  const lookForStoreWrites = (looks: number) => {
    clearTimeout(storeLook);
    storeLook = setTimeout(() => {
      const written = modifiedAt(dataStore);
      if (written > announcedWrite && written >= changedSince && Date.now() - written > PAST_ECHO_MS) {
        announcedWrite = written;
        server.watcher.emit('change', dataStore);
      }
      // The store skips a file whose text is unchanged, so a round may end with no write at all.
      if (looks > 1) lookForStoreWrites(looks - 1);
      else changedSince = 0;
    }, STORE_LOOK_MS);
  };
  const settle = (file: string) => {
    if (!file.startsWith(contentDir) || file === announcing) return;
    changedSince ||= Date.now();
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
        lookForStoreWrites(STORE_LOOKS);
      }, QUIET_MS),
    );
  };
  // A file replaced (written beside and renamed, as some editors save) is an 'add'.
  server.watcher.on('change', settle);
  server.watcher.on('add', settle);
}

export function settledContent(): AstroIntegration {
  return {
    name: 'vastra:settled-content',
    hooks: { 'astro:server:setup': ({ server }) => settleContentChanges(server) },
  };
}

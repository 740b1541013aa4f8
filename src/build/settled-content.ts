/**
 * In `astro dev`, a content file's change is announced once more when the file has been quiet for a moment, so
 * everything that reads a changed file (Astro's content layer, the search words, the content checks) reads it
 * whole. A save empties the file and then writes it: the watcher may report the empty file, and it drops a second
 * change to the same file within 50 ms (chokidar's throttle), so without this a page kept its old text until the
 * next save. Reading a file again is cheap: the content layer skips a file whose digest is unchanged.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const QUIET_MS = 150;

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

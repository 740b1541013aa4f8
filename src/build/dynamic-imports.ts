/**
 * Stops the build on an ineffective import(): a module loaded with import() that is also imported statically
 * with its importer, so the bundler cannot give it a chunk of its own (Rolldown's INEFFECTIVE_DYNAMIC_IMPORT).
 * Such an import() keeps nothing out of the first load it was written to stay out of, and a warning scrolls
 * past in the build log unread; the build fails instead, with the bundler's own words naming the modules.
 */
import type { Plugin } from 'vite';

export const INEFFECTIVE_DYNAMIC_IMPORT = 'INEFFECTIVE_DYNAMIC_IMPORT';

/** The build's refusal for a bundler log, or null for a log that may pass. */
export function refusalFor(log: { code?: string; message: string }): string | null {
  if (log.code !== INEFFECTIVE_DYNAMIC_IMPORT) return null;
  return `${log.message.trim()} Import the module one way only (src/build/dynamic-imports.ts).`;
}

export function dynamicImportsCheck(): Plugin {
  return {
    name: 'vastra:dynamic-imports',
    apply: 'build',
    onLog(_level, log) {
      const refusal = refusalFor(log);
      if (refusal) this.error(refusal);
    },
  };
}

/**
 * The message catalogs (messages/<locale>.json) compiled by Paraglide JS into src/paraglide: one function per
 * message, which the bundler keeps only where it is called (docs/decisions/i18n.md). The output is generated, so
 * git ignores it; it is made before anything reads it:
 *
 *  - `astro build`, `astro dev`, `astro check`/`sync`: the integration below compiles when Astro reads its config;
 *    in dev, `catalogsInDev` then compiles again on every edit of a catalog;
 *  - vitest: its global setup (tests/compile-messages.ts) compiles before any test file loads.
 *
 * So a clean clone needs no extra step. A bare `tsc` sees the types once any of these has run.
 */
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { compile, type CompilerOptions } from '@inlang/paraglide-js';
import { isEnglishWords, writeTwinsOf, writeWordsTwins } from './words-twins.ts';
import { messageFiles, writeMessageFiles } from './message-files.ts';
import { cacheRegistry } from './registry-cache.ts';
import { compiledFrom, forgetStamp, inputsHash, writeStamp } from './messages-stamp.ts';
import path from 'node:path';

const root = new URL('../../', import.meta.url);

export const MESSAGES_OUTDIR = 'src/paraglide';

const options: CompilerOptions = {
  project: new URL('project.inlang', root).pathname,
  outdir: new URL(MESSAGES_OUTDIR, root).pathname,
  // One module per language (src/paraglide/messages/<locale>.js): an island's entry for one language imports its
  // messages from that language's module by name, so the bundler keeps only those and no other language
  // (docs/decisions/i18n.md, measured). Pages rendered on the server call the `m` dispatcher with { locale }.
  outputStructure: 'locale-modules',
  // Every call names its locale ({ locale }); a call that forgets falls back to English, never to a raw key.
  strategy: ['baseLocale'],
  emitReadme: false,
};

const islandsDir = new URL('src/islands', root).pathname;

/**
 * Compiles the catalogs once, and writes the islands' words modules in every language but English from their
 * English lists (src/build/words-twins.ts); a broken catalog throws (the build, the check or the test run stops).
 * The per-message files serve the browser build alone (src/build/message-files.ts). `astro dev` skips them: its
 * watcher took each of their thousands of files, deleted and written again, as a page possibly added, and rebuilt
 * the route table for each until the process ran out of file handles (EMFILE).
 */
export async function compileMessages({ messageFiles = true } = {}): Promise<void> {
  const outdir = new URL(MESSAGES_OUTDIR, root).pathname;
  const inputs = inputsHash(root.pathname);
  // Compiled already from the same catalogs and code (src/build/messages-stamp.ts): nothing to write again.
  if (!compiledFrom(outdir, inputs, messageFiles)) {
    forgetStamp(outdir);
    await compile(options);
    cacheRegistry(path.join(outdir, 'registry.js'));
    if (messageFiles) writeMessageFiles(path.join(outdir, 'messages'));
    writeStamp(outdir, inputs, messageFiles);
  }
  writeWordsTwins(islandsDir);
}

const catalogsDir = new URL('messages/', root).pathname;
const settingsFile = new URL('project.inlang/settings.json', root).pathname;

/**
 * In dev, an edit of a catalog compiles them again, the same way as at start (the watcher then reloads what
 * changed). Paraglide's own Vite plugin is not used: it wrote its registry over the one this compile keeps its
 * Intl objects in (src/build/registry-cache.ts), in every dev server, under other processes reading it.
 */
function catalogsInDev(): Plugin {
  return {
    name: 'vastra:catalogs-in-dev',
    async watchChange(file) {
      if (!((file.startsWith(catalogsDir) && file.endsWith('.json')) || file === settingsFile)) return;
      try {
        await compileMessages({ messageFiles: false });
      } catch (error) {
        // A catalog saved half-way, or with a mistake: the dev server goes on with the last good compile.
        console.error(`The message catalogs did not compile: ${(error as Error).message}`);
      }
    },
  };
}

/** In dev, an edit of an English words module writes its twins again (the module graph then reloads them). */
function wordsTwinsInDev(): Plugin {
  return {
    name: 'vastra:words-twins',
    watchChange(file) {
      if (isEnglishWords(file)) writeTwinsOf(file);
    },
  };
}

export function messages(): AstroIntegration {
  return {
    name: 'vastra:messages',
    hooks: {
      'astro:config:setup': async ({ command, updateConfig }) => {
        await compileMessages({ messageFiles: command !== 'dev' });
        if (command === 'dev') updateConfig({ vite: { plugins: [catalogsInDev(), wordsTwinsInDev()] } });
        else updateConfig({ vite: { plugins: [messageFiles()] } });
      },
    },
  };
}

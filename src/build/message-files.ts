/**
 * One file per message per language, for the browser build. Paraglide writes each language's messages as one
 * module (src/paraglide/messages/<locale>.js). A module is the bundler's smallest unit: shared by several
 * islands, it becomes one chunk holding every message any island reads, so each island would load all the
 * islands' words. Split into src/paraglide/messages/<locale>/<key>.js, each message goes where its readers are:
 * into the island's own chunk when one island reads it, beside the code it shares otherwise.
 *
 * The islands' words modules keep naming the language's module (its JSDoc types are what TypeScript reads);
 * `messageFiles()` points each named re-export at the message's own file while Vite loads them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LOCALES } from '../lib/i18n/locales.ts';

const REGISTRY = 'import * as registry from "../../registry.js";\n';

/** The `export const key = …` blocks of a compiled language module, by key. */
export function messageBlocks(compiled: string): Map<string, string> {
  const blocks = new Map<string, string>();
  const starts = [...compiled.matchAll(/^export const (\w+) = /gm)];
  starts.forEach((start, index) => {
    const end = starts[index + 1]?.index ?? compiled.length;
    blocks.set(start[1]!, compiled.slice(start.index, end).trimEnd() + '\n');
  });
  return blocks;
}

/** Writes src/paraglide/messages/<locale>/<key>.js for every message of every language. */
export function writeMessageFiles(messagesDir: string): void {
  for (const locale of LOCALES) {
    const dir = path.join(messagesDir, locale);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    for (const [key, block] of messageBlocks(fs.readFileSync(path.join(messagesDir, `${locale}.js`), 'utf8')))
      fs.writeFileSync(
        path.join(dir, `${key}.js`),
        `/* eslint-disable */\n${block.includes('registry.') ? REGISTRY : ''}${block}`,
      );
  }
}

/** `export { a, b } from '…/paraglide/messages/hi-IN.js'` as one re-export per message file. */
export function perMessageExports(code: string): string {
  return code.replace(
    /export\s*\{([^}]*)\}\s*from\s*['"]([^'"]*paraglide\/messages\/)([\w-]+)\.js['"];?/g,
    (_whole, names: string, prefix: string, locale: string) =>
      names
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
        .map((name) => `export { ${name} } from '${prefix}${locale}/${name}.js';`)
        .join('\n'),
  );
}

/** While the build loads an island's words module, each message comes from its own file (dev keeps the module). */
export function messageFiles(): Plugin {
  return {
    name: 'vastra:message-files',
    apply: 'build',
    // Before TypeScript is stripped: the words module is read as written.
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/islands\/.*\.[a-z]{2}-[A-Z]{2}\.ts$/.test(id) || !code.includes('paraglide/messages/')) return;
      return { code: perMessageExports(code), map: null };
    },
  };
}

/**
 * Each island's words (src/islands/shared/words.tsx): an island entry per language (`X.en-IN.tsx`, `X.hi-IN.tsx`)
 * provides a words module (`X.words.<locale>.ts`, named re-exports from one language's compiled catalog). What the
 * island renders calls `t.key()`: every key it calls must be in the module (or the island fails at run time), and
 * no key it never calls may be (each one is bytes on every page with the island). Both languages export the same
 * keys, and no browser code imports the dispatcher that holds every language.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/lib/i18n/locales.ts';

const src = path.resolve(import.meta.dirname, '../../src');
const read = (file: string) => fs.readFileSync(file, 'utf8');
const islandFiles = (fs.readdirSync(path.join(src, 'islands'), { recursive: true }) as string[]).map((file) =>
  path.join(src, 'islands', file),
);
const entries = islandFiles.filter((file) => /\/([A-Z]\w+)\.en-IN\.tsx$/.test(file));

/** Relative imports of a module, resolved to files (type-only imports are followed too: they name words modules). */
function importsOf(file: string): string[] {
  return [...read(file).matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)]
    .map((match) => path.resolve(path.dirname(file), match[1]!))
    .filter((target) => /\.(tsx?|ts)$/.test(target) && fs.existsSync(target));
}

/** The keys a words module exports: its named re-exports, and those of the words modules it re-exports whole. */
function exportedKeys(file: string): string[] {
  const text = read(file);
  const named = [...text.matchAll(/export\s*\{([^}]*)\}\s*from\s*'[^']*paraglide\/messages\/[\w-]+\.js'/g)].flatMap(
    (match) =>
      match[1]!
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
  );
  const whole = [...text.matchAll(/export\s*\*\s*from\s*'(\.[^']+)'/g)].flatMap((match) =>
    exportedKeys(path.resolve(path.dirname(file), match[1]!)),
  );
  return [...named, ...whole];
}

/** The keys what an island renders reads (`t.key`: every key names its area, `area_…`, so `t.id` on a loop variable is not one), following its imports inside src. */
function calledKeys(body: string): Set<string> {
  const seen = new Set<string>();
  const keys = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !file.startsWith(src) || /\/(stores|lib|paraglide)\//.test(file) || /\.words\./.test(file))
      return;
    seen.add(file);
    for (const match of read(file).matchAll(/\bt\.([a-z][a-z0-9]*_[a-z0-9_]*)\b/g)) keys.add(match[1]!);
    importsOf(file).forEach(visit);
  };
  visit(body);
  return keys;
}

describe('island words', () => {
  it('every island placed by a page has its language entries', () => {
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries)
      for (const locale of LOCALES) expect(fs.existsSync(entry.replace('.en-IN.tsx', `.${locale}.tsx`))).toBe(true);
  });

  it.each(entries.map((entry) => path.relative(src, entry).replace('.en-IN.tsx', '')))(
    '%s: its words module holds exactly the keys it calls, in both languages',
    (name) => {
      const body = path.join(src, `${name}.tsx`);
      const called = [...calledKeys(body)].sort();
      for (const locale of LOCALES) {
        const exported = exportedKeys(path.join(src, `${name}.words.${locale}.ts`)).sort();
        expect({ locale, missing: called.filter((key) => !exported.includes(key)) }).toEqual({ locale, missing: [] });
        expect({ locale, unused: exported.filter((key) => !called.includes(key)) }).toEqual({ locale, unused: [] });
        expect(new Set(exported).size, `${locale}: a key exported twice`).toBe(exported.length);
      }
    },
  );

  it('no browser code imports the dispatcher that holds every language', () => {
    const browser = ['islands', 'ui', 'scripts', 'stores'].flatMap((dir) =>
      (fs.readdirSync(path.join(src, dir), { recursive: true }) as string[])
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => path.join(dir, file)),
    );
    const offenders = browser.filter((file) => /paraglide\/messages\.js'/.test(read(path.join(src, file))));
    expect(offenders).toEqual([]);
  });
});

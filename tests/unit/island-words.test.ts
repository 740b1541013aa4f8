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
import { catalogNameKey, type CatalogNameKind } from '../../src/lib/i18n/catalog-name-key.ts';

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

/**
 * The two modules whose keys are looked up by name, not read as `t.key`: colour and size names, and the
 * specification table's style and material names (src/islands/shared/useCatalogName.ts finds `colour_<slug>` for
 * the name it is given). An island holding one must use that lookup; its keys are then exempt from "read
 * somewhere". Nothing else is.
 */
const CATALOG_NAMES = /\/islands\/shared\/words\/(CatalogNames|SpecNames)\.[\w-]+\.ts$/;
const CATALOG_NAME_KEY = /^(colour|size)_[a-z0-9_]+$/;
const SPEC_NAME_KEY = /^(category|material)_[a-z0-9_]+$/;

/** The words module's keys that come from CatalogNames or SpecNames (through any `export *`). */
function lookedUpKeys(file: string): string[] {
  if (CATALOG_NAMES.test(file)) return exportedKeys(file);
  return [...read(file).matchAll(/export\s*\*\s*from\s*'(\.[^']+)'/g)].flatMap((match) =>
    lookedUpKeys(path.resolve(path.dirname(file), match[1]!)),
  );
}

/** Whether what an island renders looks colour and size names up (useCatalogName). */
function looksUpNames(body: string): boolean {
  const seen = new Set<string>();
  const visit = (file: string): boolean => {
    if (seen.has(file) || !file.startsWith(src) || /\/(stores|lib|paraglide)\//.test(file) || /\.words\./.test(file))
      return false;
    seen.add(file);
    if (/\buseCatalogName\(\)/.test(read(file)) && !file.endsWith('useCatalogName.ts')) return true;
    return importsOf(file).some(visit);
  };
  return visit(body);
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
      const looksUp = looksUpNames(body);
      for (const locale of LOCALES) {
        const words = path.join(src, `${name}.words.${locale}.ts`);
        const all = exportedKeys(words).sort();
        const byName = lookedUpKeys(words);
        expect(new Set(all).size, `${locale}: a key exported twice`).toBe(all.length);
        expect({ locale, byName: byName.length > 0 && !looksUp }).toEqual({ locale, byName: false });
        const exported = all.filter((key) => !byName.includes(key));
        expect({ locale, missing: called.filter((key) => !exported.includes(key)) }).toEqual({ locale, missing: [] });
        expect({ locale, unused: exported.filter((key) => !called.includes(key)) }).toEqual({ locale, unused: [] });
      }
    },
  );

  it('the names looked up by name are every colour and size of the catalog in Hindi, and none in English', () => {
    const catalog = (locale: string) =>
      Object.keys(JSON.parse(read(path.resolve(src, `../messages/catalog/${locale}.json`))) as Record<string, unknown>)
        .filter((key) => CATALOG_NAME_KEY.test(key))
        .sort();
    const names = (locale: string) => exportedKeys(path.join(src, `islands/shared/words/CatalogNames.${locale}.ts`));
    expect(catalog('hi-IN').length).toBeGreaterThan(10);
    expect(names('hi-IN').sort()).toEqual(catalog('hi-IN'));
    // English pages show each name as it came: the module is empty, so the lookup finds nothing.
    expect(names('en-IN')).toEqual([]);
    expect(names('hi-IN').filter((key) => !CATALOG_NAME_KEY.test(key))).toEqual([]);
  });

  it('the style and material names of the specification table are every category and material in Hindi, none in English', () => {
    // A name's key is made from its English (category_kurtas: "Kurtas"); category_strip_label is a label, not a name.
    const english = JSON.parse(read(path.resolve(src, '../messages/catalog/en-IN.json'))) as Record<string, unknown>;
    const catalog = Object.keys(
      JSON.parse(read(path.resolve(src, '../messages/catalog/hi-IN.json'))) as Record<string, unknown>,
    ).filter((key) => {
      const kind = SPEC_NAME_KEY.exec(key)?.[1] as CatalogNameKind | undefined;
      return kind !== undefined && catalogNameKey(kind, String(english[key])) === key;
    });
    expect(catalog).toContain('category_kurtas');
    expect(catalog).not.toContain('category_strip_label');
    const names = (locale: string) => exportedKeys(path.join(src, `islands/shared/words/SpecNames.${locale}.ts`));
    expect(catalog.length).toBeGreaterThan(30);
    expect(names('hi-IN').sort()).toEqual(catalog.sort());
    expect(names('en-IN')).toEqual([]);
  });

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

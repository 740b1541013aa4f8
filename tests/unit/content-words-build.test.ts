/**
 * The build's check of the brand's and the search synonyms' files (src/build/content-words.ts): `astro build` stops
 * with every problem listed; `astro dev` logs them and starts. Run on copies in a temporary folder, so the
 * repository's files are never changed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentWordsCheck, contentWordsProblems } from '../../src/build/content-words.ts';

const root = path.resolve(import.meta.dirname, '../..');
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'content-words-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

/** A project folder holding the two files, the brand file's text given. */
function projectWith(brandText: string): string {
  const dir = fs.mkdtempSync(path.join(temp, 'p-'));
  fs.mkdirSync(path.join(dir, 'src/content'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'src/content/brand.json'), brandText);
  fs.copyFileSync(
    path.join(root, 'src/content/search-synonyms.json'),
    path.join(dir, 'src/content/search-synonyms.json'),
  );
  return dir;
}
const realBrand = () => JSON.parse(fs.readFileSync(path.join(root, 'src/content/brand.json'), 'utf8'));

type Hook = (options: unknown) => void;
/** Runs the integration's setup as Astro would for `command`; what it logged as errors. */
function setUp(dir: string, command: 'build' | 'dev') {
  const errors: string[] = [];
  const plugins: unknown[] = [];
  const hook = contentWordsCheck(dir).hooks['astro:config:setup'] as Hook;
  hook({
    command,
    logger: { error: (line: string) => errors.push(line) },
    updateConfig: (config: { vite: { plugins: unknown[] } }) => plugins.push(...config.vite.plugins),
  });
  return { errors, plugins };
}

describe('the content words check in the build', () => {
  it('passes the repository’s files', () => {
    expect(contentWordsProblems(root)).toEqual([]);
  });

  it('stops `astro build` naming the file, the field and the fix', () => {
    const brand = { ...realBrand(), supportEmail: 'support.vastra.in' };
    delete brand.name;
    brand.socials[0].href = 'http://www.instagram.com/vastra';
    const dir = projectWith(JSON.stringify(brand, null, 2));
    expect(() => setUp(dir, 'build')).toThrow(
      [
        'The content files need fixing (docs/editing-content.md):',
        '- src/content/brand.json: "name" is missing: write the store’s name as shoppers see it, e.g. "Vastra".',
        '- src/content/brand.json: "supportEmail" is "support.vastra.in", which is not an e-mail address: write one address, e.g. "support@vastra.in".',
        '- src/content/brand.json: socials[0].href (Instagram) is "http://www.instagram.com/vastra", which is not an https link: write the full address starting https://, e.g. "https://www.instagram.com/vastra".',
      ].join('\n'),
    );
  });

  it('names a file that is not JSON, and a missing one', () => {
    const dir = projectWith('{ "name": "Vastra", }');
    fs.rmSync(path.join(dir, 'src/content/search-synonyms.json'));
    const problems = contentWordsProblems(dir);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /^src\/content\/brand\.json is not valid JSON \(.+\): fix it there \(often a missing comma or quote\), or restore it with git checkout src\/content\/brand\.json\.$/,
    );
    expect(problems[1]).toBe(
      'src/content/search-synonyms.json is missing: restore it with git checkout src/content/search-synonyms.json.',
    );
  });

  it('before the config loads, stops on a file that is not JSON only (src/build/content-json-first.ts)', () => {
    expect(contentWordsProblems(projectWith(JSON.stringify({ ...realBrand(), name: '' })), { jsonOnly: true })).toEqual(
      [],
    );
    expect(
      contentWordsProblems(projectWith('{ "name": "Vastra" "walletName": "Vastra Money" }'), { jsonOnly: true }),
    ).toEqual([
      "src/content/brand.json is not valid JSON (Expected ',' or '}' after property value in JSON at position 19 (line 1 column 20)): fix it there (often a missing comma or quote), or restore it with git checkout src/content/brand.json.",
    ]);
  });

  it('lets `astro dev` start, logging the problems, and checks again when a page loads the file', () => {
    const dir = projectWith(JSON.stringify({ ...realBrand(), name: '' }));
    const { errors, plugins } = setUp(dir, 'dev');
    expect(errors).toEqual([
      'src/content/brand.json: "name" is missing: write the store’s name as shoppers see it, e.g. "Vastra".',
    ]);
    const plugin = plugins[0] as { transform: (this: unknown, code: string, id: string) => null };
    const refused: string[] = [];
    const context = {
      error: (message: string) => {
        refused.push(message);
        throw new Error(message);
      },
    };
    const id = path.join(dir, 'src/content/brand.json');
    expect(plugin.transform.call(context, JSON.stringify(realBrand()), id)).toBeNull();
    expect(() => plugin.transform.call(context, JSON.stringify({ ...realBrand(), name: '' }), id)).toThrow();
    expect(refused).toEqual([
      'The content files need fixing (docs/editing-content.md):\n- src/content/brand.json: "name" is missing: write the store’s name as shoppers see it, e.g. "Vastra".',
    ]);
    expect(plugin.transform.call(context, '{}', path.join(dir, 'src/content/other.json'))).toBeNull();
  });
});

/** Every relative link in the README and docs/ leads somewhere: the file exists, and a #heading is in it. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const docs = [
  'README.md',
  ...(fs.readdirSync(path.join(root, 'docs'), { recursive: true }) as string[])
    .filter((f) => f.endsWith('.md'))
    .map((f) => path.join('docs', f)),
];

/** Markdown text without fenced code blocks or inline code, where a bracket is not a link. */
const prose = (text: string) => text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

function linksOf(file: string): string[] {
  const text = prose(fs.readFileSync(path.join(root, file), 'utf8'));
  const markdown = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
  const html = [...text.matchAll(/<(?:img|a)\s[^>]*(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
  return [...markdown, ...html].filter((link) => !/^[a-z]+:/i.test(link));
}

function anchorsOf(file: string): Set<string> {
  const text = fs.readFileSync(path.join(root, file), 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]!)));
}

function broken(file: string): string[] {
  return linksOf(file).flatMap((link) => {
    const [target, anchor] = link.split('#') as [string, string | undefined];
    const resolved = target ? path.normalize(path.join(path.dirname(file), target)) : file;
    if (!fs.existsSync(path.join(root, resolved))) return [`${file}: ${link} (no ${resolved})`];
    if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor))
      return [`${file}: ${link} (no heading #${anchor})`];
    return [];
  });
}

describe('links in the README and docs/', () => {
  it('finds the documents and the links in them', () => {
    expect(docs).toContain('README.md');
    expect(docs).toContain(path.join('docs', 'architecture.md'));
    expect(linksOf('README.md').length).toBeGreaterThan(10);
  });

  it('reads a heading as GitHub anchors it', () => {
    expect(slug('The demo shopper')).toBe('the-demo-shopper');
    expect(slug('Checkout pages, coupons and payment')).toBe('checkout-pages-coupons-and-payment');
  });

  it('every relative link resolves to a file, and every #anchor to a heading', () => {
    expect(docs.flatMap(broken)).toEqual([]);
  });
});

/** Project files whose comments may name a document: the code, the build and the tests. */
const CODE = /\.(?:ts|tsx|mts|mjs|js|astro|sql|scss|css)$/;
const codeFiles = ['src', 'server', 'scripts', 'tests'].flatMap((dir) =>
  (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[])
    .filter((f) => CODE.test(f) && !f.includes('node_modules'))
    .map((f) => path.join(dir, f))
    .filter((f) => fs.statSync(path.join(root, f)).isFile()),
);
// Files only: `.astro/` (Astro's generated types) is a folder.
const codeFilesAtRoot = fs.readdirSync(root).filter((f) => CODE.test(f) && fs.statSync(path.join(root, f)).isFile());

/**
 * A document named in code: `docs/….md`, with its `#anchor` or a quoted section name after it
 * (`docs/decisions/bag.md, "Bag badge"`, `docs/api.md ("Timeouts")`), across a comment's line break.
 */
const DOC_REFERENCE = /\b(docs\/[\w/-]+\.md|README\.md)(?:#([\w-]+))?(?:[,:]?\s*(?:\*\s*|\/\/\s*)?\(?"([^"\n]+)")?/g;

/** A section name is a heading of the document, or the bold label of one of its items. */
function namesSection(file: string, name: string): boolean {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  if (anchorsOf(file).has(slug(name))) return true;
  return (
    text.includes(`**${name}`) || new RegExp(`^#{1,6} .*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm').test(text)
  );
}

function brokenInCode(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(DOC_REFERENCE)].flatMap(([, doc, anchor, name]) => {
    if (!fs.existsSync(path.join(root, doc!))) return [`${file}: ${doc} (no such file)`];
    if (anchor && !anchorsOf(doc!).has(anchor)) return [`${file}: ${doc}#${anchor} (no heading #${anchor})`];
    // A name built at run time (a template string) is checked where it is built.
    if (name && !name.includes('${') && !namesSection(doc!, name))
      return [`${file}: ${doc}, "${name}" (no such section)`];
    return [];
  });
}

describe('documents named in code comments', () => {
  it('finds the references', () => {
    expect(codeFiles.length).toBeGreaterThan(300);
    expect(brokenInCode('src/lib/rules/not-live.ts')).toEqual([]);
    expect(
      [...fs.readFileSync(path.join(root, 'src/lib/rules/not-live.ts'), 'utf8').matchAll(DOC_REFERENCE)].length,
    ).toBeGreaterThan(0);
  });

  it('every named document exists, with its #anchor and its quoted section', () => {
    expect([...codeFiles, ...codeFilesAtRoot].flatMap(brokenInCode)).toEqual([]);
  });
});

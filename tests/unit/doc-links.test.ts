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

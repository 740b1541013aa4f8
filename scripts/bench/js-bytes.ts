/**
 * JS shipped per page type, gzip: inline scripts plus every module a page loads without interaction
 * (script tags, eager islands and their static imports); islands on client:interaction count apart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const gz = (text: string | Buffer) => gzipSync(text).length;

function staticImports(file: string, dist: string, seen: Set<string>): void {
  if (seen.has(file) || !fs.existsSync(file)) return;
  seen.add(file);
  const code = fs.readFileSync(file, 'utf8');
  for (const match of code.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)) {
    const spec = match[1]!;
    const target = spec.startsWith('/') ? path.join(dist, spec) : path.resolve(path.dirname(file), spec);
    staticImports(target, dist, seen);
  }
}

/** A script tag's attributes name code: no type, or a JavaScript one (module, text/javascript). */
const isCode = (attributes: string) => {
  const type = /\btype="([^"]*)"/.exec(attributes)?.[1]?.toLowerCase();
  return type === undefined || type === '' || type === 'module' || /^(text|application)\/javascript$/.test(type);
};

export type PageJs = { page: string; inline: number; eager: number; onInteraction: number; renderBlocking: string[] };

export function measurePage(dist: string, page: string, htmlFile: string): PageJs {
  const html = fs.readFileSync(htmlFile, 'utf8');
  // Inline code only: a data block (application/json, ld+json) is never run, so it is page weight, not JS.
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => isCode(m[1]!))
    .map((m) => m[2]!)
    .reduce((sum, code) => sum + gz(code), 0);
  const eagerRoots = new Set<string>();
  const interactionRoots = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) eagerRoots.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const imp of m[1]!.matchAll(/import\s*["']([^"']+\.js)["']|from\s*["']([^"']+\.js)["']/g))
      eagerRoots.add((imp[1] ?? imp[2])!);
  }
  for (const m of html.matchAll(/<astro-island([^>]*)>/g)) {
    const attrs = m[1]!;
    const roots = /client="interaction"/.test(attrs) ? interactionRoots : eagerRoots;
    for (const a of attrs.matchAll(/(?:component|renderer)-url="([^"]+)"/g)) roots.add(a[1]!);
  }
  const resolve = (roots: Set<string>) => {
    const seen = new Set<string>();
    for (const r of roots) staticImports(path.join(dist, r), dist, seen);
    return seen;
  };
  const eager = resolve(eagerRoots);
  const later = [...resolve(interactionRoots)].filter((f) => !eager.has(f));
  const size = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + gz(fs.readFileSync(f)), 0);
  const head = html.split('</head>')[0] ?? '';
  const renderBlocking = [
    ...[...head.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!),
    ...[...head.matchAll(/<script(?![^>]*type="module")(?![^>]*\b(?:async|defer)\b)[^>]*\bsrc="([^"]+)"/g)].map(
      (m) => m[1]!,
    ),
  ];
  return { page, inline, eager: size(eager), onInteraction: size(later), renderBlocking };
}

export type IslandChunk = { island: string; page: string; own: number; beyondReact: number; beyondPage: number };

/**
 * One lazy island's cost when it first loads on a page (e.g. the cart drawer on the first bag tap), gzip:
 * its own chunk; everything it imports except React (the renderer and what it imports); and what the page
 * had not already loaded at start (the part a shopper waits for). Islands' styles are in the page's stylesheet.
 */
export function measureIsland(dist: string, page: string, htmlFile: string, island: string): IslandChunk {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const attrs = [...html.matchAll(/<astro-island([^>]*)>/g)].map((m) => m[1]!).find((a) => a.includes(`/${island}.`));
  if (!attrs) throw new Error(`no ${island} island in ${htmlFile}`);
  const url = (name: string) => attrs.match(new RegExp(`${name}-url="([^"]+)"`))![1]!;
  const component = path.join(dist, url('component'));
  const closure = (file: string) => {
    const seen = new Set<string>();
    staticImports(file, dist, seen);
    return seen;
  };
  const react = closure(path.join(dist, url('renderer')));
  const eager = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const imp of m[1]!.matchAll(/import\s*["']([^"']+\.js)["']|from\s*["']([^"']+\.js)["']/g))
      staticImports(path.join(dist, (imp[1] ?? imp[2])!), dist, eager);
  }
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) staticImports(path.join(dist, m[1]!), dist, eager);
  const files = [...closure(component)];
  const size = (list: string[]) => list.reduce((sum, f) => sum + gz(fs.readFileSync(f)), 0);
  return {
    island,
    page,
    own: size([component]),
    beyondReact: size(files.filter((f) => !react.has(f))),
    beyondPage: size(files.filter((f) => !react.has(f) && !eager.has(f))),
  };
}

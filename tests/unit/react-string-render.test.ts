/**
 * Islands rendered to a string keep the id prefix they hydrate with (src/build/react-string-render.ts): the
 * installed @astrojs/react is patched, a renderer already passing its options is left alone, and one that words
 * the call otherwise is refused rather than shipped with ids that would not match in the browser.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withRenderOptions } from '../../src/build/react-string-render.ts';

const renderer = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@astrojs/react/package.json')),
  'dist/server.js',
);

describe('React islands rendered to a string', () => {
  it('passes the island’s render options (its identifierPrefix) to the installed renderer’s renderToString', () => {
    const patched = withRenderOptions(fs.readFileSync(renderer, 'utf8'));
    expect(patched).toContain('html = ReactDOM.renderToString(vnode, renderOptions);');
    expect(patched).not.toContain('html = ReactDOM.renderToString(vnode);');
    expect(patched).toMatch(/const renderOptions = \{\s*identifierPrefix: prefix/);
  });

  it('leaves a renderer that already passes them as it is', () => {
    const already = 'const renderOptions = {};\nhtml = ReactDOM.renderToString(vnode, renderOptions);';
    expect(withRenderOptions(already)).toBe(already);
  });

  it('refuses a renderer whose string render it does not recognise', () => {
    expect(() => withRenderOptions('html = renderIslandToString(vnode);')).toThrow(/does not know/);
  });
});

/**
 * JSON written into a page's <script> blocks: a "<" in any value (a product name holding "</script>") must not
 * end the block early and turn the rest into markup, so every block goes through scriptJson.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scriptJson } from '../../src/lib/script-json.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('scriptJson', () => {
  it('writes no "<", so "</script>" in a value cannot close the block, and reads back the same', () => {
    const value = { productName: 'Kurta </script><script>alert(1)</script>', note: '<!-- a < b -->' };
    const written = scriptJson(value);
    expect(written).not.toContain('<');
    expect(written).toContain('\\u003c/script>');
    expect(JSON.parse(written)).toEqual(value);
  });

  it('is how every .astro script block with set:html writes its JSON', () => {
    const files = (fs.readdirSync(path.join(root, 'src'), { recursive: true }) as string[]).filter((f) =>
      f.endsWith('.astro'),
    );
    const blocks = files.flatMap((file) =>
      [...fs.readFileSync(path.join(root, 'src', file), 'utf8').matchAll(/<script\b[^>]*?set:html=\{([^\n]*)/g)].map(
        (m) => ({ file, expression: m[1]!.trim() }),
      ),
    );
    expect(blocks.map((b) => b.file)).toEqual(
      expect.arrayContaining([
        path.join('components', 'LiveProductCheck.astro'),
        path.join('components', 'ViewedRecord.astro'),
        path.join('layouts', 'BaseLayout.astro'),
      ]),
    );
    expect(blocks.filter((b) => !b.expression.startsWith('scriptJson('))).toEqual([]);
  });
});

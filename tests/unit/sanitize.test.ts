import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/lib/sanitize.ts';
import { htmlToText } from '../../src/lib/html-text.ts';
import { sellerHtml, servedAboutBlocks } from '../../server/catalog/seller-html.ts';

describe('htmlToText', () => {
  it('keeps paragraphs, list items and line breaks apart', () => {
    const html = '<p>Comfortable all day.</p><ul><li>Taffeta</li><li>Quality checked</li></ul>Line<br>break';
    expect(htmlToText(html)).toBe('Comfortable all day. Taffeta Quality checked Line break');
  });
  it('drops every tag and script', () => {
    expect(htmlToText('<strong>Bold</strong> <script>alert(1)</script>text')).toBe('Bold text');
  });
  it('reads what the sanitiser writes: entities decoded, quoted ">" inside a tag, plain "<" in text', () => {
    expect(htmlToText('<p>Tea &amp; toast &lt;3 &#8377;499&nbsp;only</p>')).toBe('Tea & toast <3 ₹499 only');
    expect(htmlToText('<a href="https://vastra.in" title="a > b" rel="nofollow">Shop</a> now')).toBe('Shop now');
    expect(htmlToText('Tea & toast <3')).toBe('Tea & toast <3');
  });
  it('gives text for the card line, however hostile the stored HTML', () => {
    expect(htmlToText('<img src=x onerror="alert(1)">Silk<style>p{}</style> saree')).toBe('Silk saree');
  });
});

describe('sanitizeHtml', () => {
  it('keeps the allowed markup and removes handlers and javascript: links', () => {
    const out = sanitizeHtml(
      '<p onclick="x()">Hi <a href="javascript:alert(1)">a</a> <a href="https://vastra.in">b</a></p>',
    );
    expect(out).not.toContain('onclick');
    expect(out).not.toContain('javascript:');
    expect(out).toContain('<a href="https://vastra.in" rel="nofollow noopener noreferrer">b</a>');
  });

  it('keeps the words of a link it cannot keep, in a span: never an <a> with no address', () => {
    expect(sanitizeHtml('Care guide: <a href="javascript:alert(1)">read before washing</a>')).toBe(
      'Care guide: <span>read before washing</span>',
    );
    expect(sanitizeHtml('<a>no address</a> <a href="//elsewhere.example/x">protocol-relative</a>')).toBe(
      '<span>no address</span> <span>protocol-relative</span>',
    );
    // A scheme split by a tab or a newline is still javascript: (sanitize-html drops the address; the words stay).
    expect(
      sanitizeHtml('<a href="java\tscript:alert(1)">tab</a> <a href="java&#x0A;script:alert(1)">newline</a>'),
    ).toBe('<span>tab</span> <span>newline</span>');
    expect(sanitizeHtml('<a href="/stores/s1">our store</a>')).toBe(
      '<a href="/stores/s1" rel="nofollow noopener noreferrer">our store</a>',
    );
    expect(sanitizeHtml('<a href="mailto:help@vastra.in">mail</a>')).toBe(
      '<a href="mailto:help@vastra.in" rel="nofollow noopener noreferrer">mail</a>',
    );
  });
});

describe('seller HTML as the API serves it', () => {
  it('is sanitised on every read, the same answer each time', () => {
    const stored = '<p onclick="x()">Hi</p><script>alert(1)</script>';
    expect(sellerHtml(stored)).toBe('<p>Hi</p>');
    expect(sellerHtml(stored)).toBe('<p>Hi</p>');
  });
  it('sanitises the HTML about block only; the plain-text blocks stay as written', () => {
    const blocks = [
      { id: 'a1', TypeData: 'ABOUT1', Heading: 'Us', Description: 'Tea & toast <3' },
      { id: 'a2', TypeData: 'ABOUT2', Heading: 'Story', Description: '<p>Ours</p><img src=x onerror="alert(1)">' },
    ];
    expect(servedAboutBlocks(blocks)).toEqual([blocks[0], { ...blocks[1], Description: '<p>Ours</p>' }]);
  });
});

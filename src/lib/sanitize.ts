/**
 * The one allow-list for seller HTML. The API applies it on every read that returns seller HTML
 * (server/catalog/seller-html.ts), so the storefront renders the API's HTML as it comes, at build time and in
 * islands alike. Scripts, event handlers and javascript: URLs never pass. Only the server imports this file:
 * sanitize-html must reach no browser bundle (tests/unit/prod-imports.test.ts); plain text for cards and meta
 * tags comes from html-text.ts.
 */
import sanitize from 'sanitize-html';

const options: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'h3',
    'h4',
    'span',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitize.simpleTransform('a', { rel: 'nofollow noopener noreferrer' }),
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html ?? '', options);
}

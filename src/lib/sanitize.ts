/**
 * The one allow-list for seller HTML. The API applies it on every read that returns seller HTML
 * (server/catalog/seller-html.ts), so the storefront renders the API's HTML as it comes, at build time and in
 * islands alike. Scripts, event handlers and javascript: URLs never pass. htmlToText gives the plain text of
 * a fragment (meta descriptions, JSON-LD, card lines).
 */
import sanitize from 'sanitize-html';

const options: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'span', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
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

/** Where one block of text ends: paragraphs, list items, headings, cells and line breaks. */
const BLOCK_END = /<\/(?:p|li|h[1-6]|td|th|tr|div)>|<br\s*\/?>/gi;

/** Plain text of an HTML fragment, for meta descriptions and JSON-LD; blocks stay apart ("day. Taffeta"). */
export function htmlToText(html: string): string {
  return sanitize((html ?? '').replace(BLOCK_END, '$& '), { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}

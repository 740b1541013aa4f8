/**
 * HTML from sellers and users is sanitised with an allow-list before it is stored and again before it is
 * rendered (the build may read a remote API). Scripts, event handlers and javascript: URLs never pass.
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

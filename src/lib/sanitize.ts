/**
 * The one allow-list for seller HTML. The API applies it on every read that returns seller HTML
 * (server/catalog/seller-html.ts), so the storefront renders the API's HTML as it comes, at build time and in
 * islands alike. Scripts, event handlers and javascript: URLs never pass. Only the server imports this file:
 * sanitize-html must reach no browser bundle (tests/unit/prod-imports.test.ts); plain text for cards and meta
 * tags comes from html-text.ts.
 */
import sanitize from 'sanitize-html';

const ALLOWED_SCHEMES = ['http', 'https', 'mailto'];

/**
 * Whether the allow-list keeps this address: a path on this site, or one of the allowed schemes. The address is
 * read as sanitize-html reads it, without the spaces and control characters a scheme may be split by
 * ("java\tscript:"), so it keeps exactly the links sanitize-html keeps.
 */
function keepsLink(href: string | undefined): boolean {
  const address = [...(href ?? '').replace(/<!--[\s\S]*?-->/g, '')].filter((c) => c > ' ').join('');
  if (!address || address.startsWith('//')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(address)?.[1];
  return scheme === undefined || ALLOWED_SCHEMES.includes(scheme.toLowerCase());
}

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
  allowedSchemes: ALLOWED_SCHEMES,
  allowProtocolRelative: false,
  transformTags: {
    // A link the allow-list will keep gets the seller-link rel; one whose address it would drop (javascript:, an
    // address on another site's scheme, none at all) is its words in a span: an <a> with a rel and no href is
    // invalid HTML, and links nowhere.
    a: (tagName, attribs) =>
      keepsLink(attribs.href)
        ? { tagName, attribs: { ...attribs, rel: 'nofollow noopener noreferrer' } }
        : { tagName: 'span', attribs: {} },
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html ?? '', options);
}

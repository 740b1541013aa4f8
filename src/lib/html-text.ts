/**
 * Plain text of seller HTML for card lines, meta descriptions and JSON-LD, with no HTML library: the API
 * has already sanitised the HTML (server/catalog/seller-html.ts), so this only drops tags and decodes the
 * entities a sanitiser writes. The result is text (React and Astro escape it), never markup, so a tag it
 * misread could at worst show as text. Kept free of sanitize-html, which must not reach a browser bundle.
 */

/** Where one block of text ends: paragraphs, list items, headings, cells and line breaks. */
const BLOCK_END = /<\/(?:p|li|h[1-6]|td|th|tr|div)>|<br\s*\/?>/gi;
/** Elements whose content is no text (sanitised HTML has none; stored HTML read at build time might). */
const NO_TEXT = /<(script|style|textarea|noscript|iframe)\b[^]*?<\/\1\s*>/gi;
/** A tag, its quoted attribute values allowed to hold ">". */
const TAG = /<\/?[a-z!][^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const ENTITY = /&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi;

function decode(text: string): string {
  return text.replace(ENTITY, (whole, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (name) return NAMED[name.toLowerCase()] ?? whole;
    const code = dec ? Number.parseInt(dec, 10) : Number.parseInt(hex!, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Plain text of an HTML fragment; blocks stay apart ("day. Taffeta"). */
export function htmlToText(html: string): string {
  return decode((html ?? '').replace(NO_TEXT, ' ').replace(BLOCK_END, '$& ').replace(TAG, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

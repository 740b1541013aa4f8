/**
 * A value as JSON for a <script> block (application/json, ld+json) written with set:html. The HTML parser
 * ends a script at the first "</script", whatever JSON quoting surrounds it, so every "<" is written as its
 * JSON escape \u003c: JSON.parse reads the same value back, and no value (a product name holding
 * "</script>") can close the block and put markup on the page.
 */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

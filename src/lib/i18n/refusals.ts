/**
 * The spec's English messages in the page's language. The API answers with the spec's English `message`, and the
 * stores raise toasts in the same words; on a page in another language they are looked up in the refusals catalog
 * (messages/refusals/<locale>.json), English text to key to that language. A message with inputs
 * ("Only {left} left in stock") matches with any value in their place, which is carried over. A message the
 * catalog does not know (a new server message, a proxy's text) comes back as it came, never hidden. Pure.
 */

/** A catalog area read as plain templates: key -> text with `{name}` inputs (no variants, no markup). */
export type Templates = Record<string, string>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const INPUT = /\{([A-Za-z_]\w*)\}/g;
const HAS_INPUT = /\{[A-Za-z_]\w*\}/;

/** English templates to a matcher: exact texts by lookup, templates with inputs tried longest first. */
export function refusalTranslator(english: Templates, local: Templates): (message: string) => string {
  const exact = new Map<string, string>();
  const patterns: { pattern: RegExp; key: string; literal: number }[] = [];
  for (const [key, text] of Object.entries(english)) {
    if (key.startsWith('$') || !(key in local)) continue;
    if (!HAS_INPUT.test(text)) {
      exact.set(text, key);
      continue;
    }
    const source = text
      .split(INPUT)
      .map((part, index) => (index % 2 ? `(?<${part}>.+?)` : escape(part)))
      .join('');
    patterns.push({ pattern: new RegExp(`^${source}$`, 's'), key, literal: text.replace(INPUT, '').length });
  }
  patterns.sort((a, b) => b.literal - a.literal);

  return (message: string) => {
    const key = exact.get(message);
    if (key) return local[key]!;
    for (const { pattern, key: templateKey } of patterns) {
      const groups = pattern.exec(message)?.groups;
      if (groups) return local[templateKey]!.replace(INPUT, (whole, name: string) => groups[name] ?? whole);
    }
    return message;
  };
}

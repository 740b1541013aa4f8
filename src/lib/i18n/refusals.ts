/**
 * The spec's English messages in the page's language. The API answers with the spec's English `message`, and the
 * stores raise toasts in the same words; on a page in another language they are looked up in the refusals catalog
 * (messages/refusals/<locale>.json), English text to key to that language. A message with inputs
 * ("Only {left} left in stock") matches with any value in their place, which is carried over. A message the
 * catalog does not know (a new server message, a proxy's text) comes back as it came, never hidden. Pure.
 *
 * Counted words: the server writes "3 products" and "1 product" inside a sentence. Such a sentence names the
 * counted part as an input ending in `Phrase` (`{productsPhrase}`), and its value is itself looked up among the
 * catalog's parts (keys `refusal_part_…`: "{count} products", "{count} product"), so every singular and plural
 * pairing is one message. Parts are matched only inside a phrase, never as a whole message.
 *
 * A form's failure names the call and the server's reason in one line (`failureText`: "Failed to send your
 * report. Too many reviews, likes or reports in an hour: try again later."): a message that starts with a known
 * sentence and a space is said in two parts, the reason as the catalog has it (with or without its closing full
 * stop), or as it came.
 */

/** A catalog area read as plain templates: key -> text with `{name}` inputs (no variants, no markup). */
export type Templates = Record<string, string>;

/** Keys of the parts a `…Phrase` input is looked up in. */
export const PART_PREFIX = 'refusal_part_';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const INPUT = /\{([A-Za-z_]\w*)\}/g;
const HAS_INPUT = /\{[A-Za-z_]\w*\}/;
const PHRASE = /Phrase$/;
/** A sentence's closing mark, in any of the catalog's languages. */
const CLOSED = /[.!?।]$/;

type Matcher = (message: string, values?: (name: string, value: string) => string) => string | null;

/** Templates to a matcher: exact texts by lookup, templates with inputs tried longest first; null when none fits. */
function matcher(english: [string, string][], local: Templates): Matcher {
  const exact = new Map<string, string>();
  const patterns: { pattern: RegExp; key: string; literal: number }[] = [];
  for (const [key, text] of english) {
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

  return (message, values = (_name, value) => value) => {
    const key = exact.get(message);
    if (key) return local[key]!;
    for (const { pattern, key: templateKey } of patterns) {
      const groups = pattern.exec(message)?.groups;
      if (groups)
        return local[templateKey]!.replace(INPUT, (whole, name: string) =>
          groups[name] === undefined ? whole : values(name, groups[name]),
        );
    }
    return null;
  };
}

/** English templates to a translator: a message in the other language, or as it came when the catalog lacks it. */
export function refusalTranslator(english: Templates, local: Templates): (message: string) => string {
  const known = Object.entries(english).filter(([key]) => !key.startsWith('$') && key in local);
  const parts = matcher(
    known.filter(([key]) => key.startsWith(PART_PREFIX)),
    local,
  );
  const whole = matcher(
    known.filter(([key]) => !key.startsWith(PART_PREFIX)),
    local,
  );
  const phrase = (name: string, value: string) => (PHRASE.test(name) ? (parts(value) ?? value) : value);
  const one = (message: string) => whole(message, phrase);
  // The known sentences a failure line can start with (whole sentences only, so "Not found" leads nothing), longest first.
  const leads = known
    .filter(([key, text]) => !key.startsWith(PART_PREFIX) && !HAS_INPUT.test(text) && CLOSED.test(text))
    .map(([key, text]) => ({ text: `${text} `, key }))
    .sort((a, b) => b.text.length - a.text.length);
  // The reason's closing full stop in the other language is the one its lead message ends with ("।" in Hindi).
  const reason = (text: string, stop: string) => {
    const said = one(text);
    if (said !== null || !text.endsWith('.')) return said ?? text;
    const bare = one(text.slice(0, -1));
    return bare === null ? text : CLOSED.test(bare) ? bare : `${bare}${stop}`;
  };
  return (message: string) => {
    const said = one(message);
    if (said !== null) return said;
    const lead = leads.find(({ text }) => message.startsWith(text) && message.length > text.length);
    if (!lead) return message;
    const first = local[lead.key]!;
    return `${first} ${reason(message.slice(lead.text.length), CLOSED.exec(first)?.[0] ?? '.')}`;
  };
}

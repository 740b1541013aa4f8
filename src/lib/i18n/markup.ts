/**
 * A message with markup ("Back{#more} to shopping{/more}") lets the translator put the wrapped words where the
 * language wants them ("{#more}खरीदारी पर {/more}वापस जाएँ"); the page decides what a tag draws. Paraglide gives
 * such a message's parts (`m.key.parts(inputs, { locale })`); this cuts them into plain text and the text each
 * tag wraps, which an .astro or React template maps to its own elements (so scoped styles still apply). Pure.
 */

/** The shape of Paraglide's MessagePart that this reads (its options and attributes are not used here). */
export type MessagePartLike =
  { type: 'text'; value: string } | { type: 'markup-start' | 'markup-end' | 'markup-standalone'; name: string };

export type MarkupSegment = { text: string; tag?: string };

/** Plain text and one level of tags, in order; a nested, lone or unclosed tag is an error in the catalog. */
export function markupSegments(parts: readonly MessagePartLike[]): MarkupSegment[] {
  const segments: MarkupSegment[] = [];
  let open: string | undefined;
  // Text parts in a row (an input's value beside the words around it) make one segment; a tag starts a new one.
  let continuing = false;
  for (const part of parts) {
    if (part.type === 'text') {
      if (continuing) segments.at(-1)!.text += part.value;
      else segments.push(open === undefined ? { text: part.value } : { tag: open, text: part.value });
      continuing = true;
    } else if (part.type === 'markup-start' && open === undefined) {
      open = part.name;
      continuing = false;
    } else if (part.type === 'markup-end' && open === part.name) {
      open = undefined;
      continuing = false;
    } else {
      throw new Error(`Message markup the pages cannot draw: ${part.type} "${part.name}"`);
    }
  }
  if (open !== undefined) throw new Error(`Message markup left open: "${open}"`);
  return segments;
}

/**
 * A message with markup ("Colour: {#value}{color}{/value}") drawn by React: its plain text as text, and the text
 * each tag wraps by the element the caller gives for that tag, so each language puts the marked words where it
 * wants them (src/lib/i18n/markup.ts).
 */
import { Fragment, type ReactNode } from 'react';
import { markupSegments, type MessagePartLike } from '../../lib/i18n/markup.ts';

export function marked(
  parts: readonly MessagePartLike[],
  tags: Record<string, (text: string) => ReactNode>,
): ReactNode[] {
  return markupSegments(parts).map((segment, i) => (
    <Fragment key={i}>{segment.tag ? tags[segment.tag]!(segment.text) : segment.text}</Fragment>
  ));
}

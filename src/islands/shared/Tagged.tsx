/**
 * A message with markup in an island ("By continuing you agree to our {#terms}Terms and Conditions{/terms}"):
 * its plain text as it is, and the text each tag wraps drawn by the caller (`tags.terms(text)`: a link, a
 * <strong>), so each language puts the link where its sentence wants it (src/lib/i18n/markup.ts). A tag the
 * caller does not draw shows its text plain.
 */
import { Fragment, type ReactNode } from 'react';
import { markupSegments, type MessagePartLike } from '../../lib/i18n/markup.ts';

type Props = { parts: readonly MessagePartLike[]; tags: Record<string, (text: string) => ReactNode> };

export default function Tagged({ parts, tags }: Props) {
  return markupSegments(parts).map((segment, index) => (
    <Fragment key={index}>{segment.tag ? (tags[segment.tag]?.(segment.text) ?? segment.text) : segment.text}</Fragment>
  ));
}

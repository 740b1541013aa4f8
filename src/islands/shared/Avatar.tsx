/**
 * A shopper's or a store's face wherever one is drawn (reviews, profiles, the account drawer, search, Lens,
 * favourite stores): the picture, or else the initials of the name (src/lib/rules/text.ts; "?" with no name).
 * The frame (size, shape, colours) is the place's own class, and the picture fills it. Decorative: the name is
 * always written beside it.
 */
import { initials } from '../../lib/rules/text.ts';
import { imageUrl } from '../../lib/images.ts';
import styles from './Avatar.module.scss';

type Props = {
  /** The stored picture, or none. */
  picture: string | null | undefined;
  /** A picture already in the browser (one being chosen for upload), shown as it is over `picture`. */
  preview?: string | null;
  name: string | null | undefined;
  /** The frame: the place's size, shape and colours. */
  className: string | undefined;
  /** Added to the frame when it holds letters (a tint some places give initials only). */
  lettersClassName?: string | undefined;
  /** The picture's width and height in CSS pixels, which reserve its room before it loads. */
  size: number;
};

export default function Avatar({ picture, preview, name, className, lettersClassName, size }: Props) {
  const src = preview ?? (picture ? imageUrl(picture, 320) : null);
  if (src) {
    return (
      <span className={className} aria-hidden="true">
        <img className={styles.picture} src={src} alt="" width={size} height={size} loading="lazy" decoding="async" />
      </span>
    );
  }
  return (
    <span className={lettersClassName ? `${className} ${lettersClassName}` : className} aria-hidden="true">
      {initials(name) || '?'}
    </span>
  );
}

/**
 * A reviewer badge as every list shows it (account search, reviews): the tier's gradient and its label, and
 * "No Review", blurred, when there is none. `className` places it (width, margins); the look is here.
 */
import { badgeLabel } from '../lib/rules/text.ts';
import { badgeLook } from '../lib/rules/badges.ts';
import styles from './ReviewerBadge.module.scss';

export default function ReviewerBadge({
  badge,
  label,
  className = '',
}: {
  badge: string | null | undefined;
  /** The badge's name in the page's language (an island's own words); badgeLabel's English otherwise. */
  label?: string;
  className?: string;
}) {
  const look = badgeLook(badge);
  return (
    <span
      className={`${styles.badge} ${look.blurred ? styles.blurred : ''} ${className}`}
      style={{ background: look.background, color: look.color }}
    >
      {label ?? badgeLabel(badge)}
    </span>
  );
}

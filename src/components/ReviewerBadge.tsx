/**
 * A reviewer badge as every list shows it (account search, reviews): the tier's gradient and its label, and
 * "No Review", blurred, when there is none. `className` places it (width, margins); the look is here.
 */
import { badgeLabel } from '../lib/rules/text.ts';
import { badgeLook } from '../lib/rules/badges.ts';
import { useWords } from '../islands/shared/words.tsx';
import styles from './ReviewerBadge.module.scss';

type Words = typeof import('../islands/shared/words/ReviewerBadge.en-IN.ts');

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
  const t = useWords<Words>();
  const look = badgeLook(badge);
  return (
    <span
      className={`${styles.badge} ${look.blurred ? styles.blurred : ''} ${className}`}
      style={{ background: look.background, color: look.color }}
    >
      {/* The name in the page's language when the island gives it (Profile, Lens); else the tier as written, and
          "No Review" in the page's language. */}
      {label ?? (badge?.trim() ? badgeLabel(badge) : t.common_badge_no_review())}
    </span>
  );
}

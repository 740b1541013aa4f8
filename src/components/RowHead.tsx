/**
 * The heading of a home row that scrolls sideways (store rows, Exclusive deals): the title, "See all" when the
 * row has a fuller page, and on a laptop Previous/Next arrows (src/scripts/home-rows.ts starts them; a phone
 * swipes). Rendered at build time; the arrows keep their place from the start and show once they work.
 */
import IconChevronLeft from '~icons/lucide/chevron-left.jsx';
import IconChevronRight from '~icons/lucide/chevron-right.jsx';
import styles from './RowHead.module.scss';

type Props = { id: string; title: string; seeAll?: string };

export default function RowHead({ id, title, seeAll }: Props) {
  return (
    <div className={styles.head}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {seeAll && (
        <a className={styles.seeAll} href={seeAll} aria-label={`See all: ${title}`}>
          See all
        </a>
      )}
      <span className={styles.arrows} data-row-arrows>
        <button type="button" className={styles.arrow} data-row-prev aria-label={`Previous: ${title}`} disabled>
          <IconChevronLeft size={18} />
        </button>
        <button type="button" className={styles.arrow} data-row-next aria-label={`Next: ${title}`} disabled>
          <IconChevronRight size={18} />
        </button>
      </span>
    </div>
  );
}

/**
 * The heading of a home row that scrolls sideways (store rows, Exclusive deals): the title, "See all" when the
 * row has a fuller page, and on a laptop Previous/Next arrows (src/scripts/home-rows.ts starts them; a phone
 * swipes). Rendered at build time; the arrows keep their place from the start and show once they work.
 */
import IconChevronLeft from '~icons/lucide/chevron-left.jsx';
import IconChevronRight from '~icons/lucide/chevron-right.jsx';
import { useWords } from '../islands/shared/words.tsx';
import styles from './RowHead.module.scss';

/** Rendered from .astro only (BrandRow, ProductGrid), inside the page's words (src/components/page-words.ts). */
type Words = Pick<
  typeof import('../paraglide/messages/en-IN.js'),
  'common_row_see_all' | 'common_row_see_all_label' | 'common_row_previous' | 'common_row_next'
>;

type Props = { id: string; title: string; seeAll?: string };

export default function RowHead({ id, title, seeAll }: Props) {
  const t = useWords<Words>();
  return (
    <div className={styles.head}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {seeAll && (
        <a className={styles.seeAll} href={seeAll} aria-label={t.common_row_see_all_label({ title })}>
          {t.common_row_see_all()}
        </a>
      )}
      <span className={styles.arrows} data-row-arrows>
        <button
          type="button"
          className={styles.arrow}
          data-row-prev
          aria-label={t.common_row_previous({ title })}
          disabled
        >
          <IconChevronLeft size={18} />
        </button>
        <button type="button" className={styles.arrow} data-row-next aria-label={t.common_row_next({ title })} disabled>
          <IconChevronRight size={18} />
        </button>
      </span>
    </div>
  );
}

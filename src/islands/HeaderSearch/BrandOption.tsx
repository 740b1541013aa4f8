/** A brand (store) in the search results: logo (or initials), name and tagline. */
import type { StoreCard } from '../../lib/api/types.ts';
import { initials } from '../../lib/rules/text.ts';
import { imageUrl } from '../../lib/images.ts';
import type { OptionProps } from './useCombobox.ts';
import styles from './HeaderSearch.module.scss';

export default function BrandOption({ brand, option }: { brand: StoreCard; option: OptionProps }) {
  return (
    <li {...option}>
      {brand.logo ? (
        <img
          className={styles.avatar}
          src={imageUrl(brand.logo, 320)}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {initials(brand.name)}
        </span>
      )}
      <div className={styles.text}>
        <span className={styles.name}>{brand.name}</span>
        {brand.tagline && <span className={styles.meta}>{brand.tagline}</span>}
      </div>
    </li>
  );
}

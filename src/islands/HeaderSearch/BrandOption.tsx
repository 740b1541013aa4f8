/** A brand (store) in the search results: logo (or initials), name and tagline. */
import type { StoreCard } from '../../lib/api/types.ts';
import Avatar from '../shared/Avatar.tsx';
import type { OptionProps } from './useCombobox.ts';
import styles from './HeaderSearch.module.scss';

export default function BrandOption({ brand, option }: { brand: StoreCard; option: OptionProps }) {
  return (
    <li {...option}>
      <Avatar picture={brand.logo} name={brand.name} className={styles.avatar} size={40} />
      <div className={styles.text}>
        <span className={styles.name}>{brand.name}</span>
        {brand.tagline && <span className={styles.meta}>{brand.tagline}</span>}
      </div>
    </li>
  );
}

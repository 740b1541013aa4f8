/** An account in the search results: picture (or initials), name, @handle and reviewer badge. */
import type { AccountResult } from '../../lib/api/search.ts';
import Avatar from '../shared/Avatar.tsx';
import ReviewerBadge from '../../components/ReviewerBadge.tsx';
import type { OptionProps } from './useCombobox.ts';
import styles from './HeaderSearch.module.scss';

export default function AccountOption({ account, option }: { account: AccountResult; option: OptionProps }) {
  return (
    <li {...option}>
      <Avatar picture={account.profilePicUrl} name={account.fullname} className={styles.avatar} size={40} />
      <div className={styles.text}>
        <span className={styles.name}>{account.fullname}</span>
        <span className={styles.meta}>@{account.displayname}</span>
      </div>
      <ReviewerBadge badge={account.badge?.achievement} className={styles.badge} />
    </li>
  );
}

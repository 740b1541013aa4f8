/** An account in the search results: picture (or initials), name, @handle and reviewer badge. */
import type { AccountResult } from '../../lib/api/search.ts';
import { initials } from '../../lib/rules/text.ts';
import { imageUrl } from '../../lib/images.ts';
import ReviewerBadge from '../../components/ReviewerBadge.tsx';
import type { OptionProps } from './useCombobox.ts';
import styles from './HeaderSearch.module.scss';

export default function AccountOption({ account, option }: { account: AccountResult; option: OptionProps }) {
  return (
    <li {...option}>
      {account.profilePicUrl ? (
        <img
          className={styles.avatar}
          src={imageUrl(account.profilePicUrl, 320)}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {initials(account.fullname)}
        </span>
      )}
      <div className={styles.text}>
        <span className={styles.name}>{account.fullname}</span>
        <span className={styles.meta}>@{account.displayname}</span>
      </div>
      <ReviewerBadge badge={account.badge?.achievement} className={styles.badge} />
    </li>
  );
}

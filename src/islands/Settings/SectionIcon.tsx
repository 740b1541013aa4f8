/** A small line icon per settings section (inline SVG, no icon font). */
import type { SettingsSection } from '../../lib/paths.ts';
import { ABOUT_SECTION, SUPPORT_SECTION, WALLET_SECTION } from '../../lib/rules/settings.ts';
import styles from './Settings.module.scss';

const PATHS: Record<SettingsSection, string> = {
  MY_PREFERENCE: 'M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M14 4v4M8 10v4M16 16v4',
  ADDRESS_BOOK: 'M12 21s-6-5.3-6-11a6 6 0 1 1 12 0c0 5.7-6 11-6 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  SAVED: 'M6 3.5h12a1 1 0 0 1 1 1V21l-7-4.5L5 21V4.5a1 1 0 0 1 1-1z',
  FAVOURITE_STORES:
    'M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z',
  [WALLET_SECTION]: 'M3 7a2 2 0 0 1 2-2h13v4M3 7v11a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2zM16 14.5h.01',
  REFER_AND_EARN:
    'M20 12v9H4v-9M2 7h20v5H2zM12 21V7M12 7H8a2 2 0 1 1 0-4c2.5 0 4 4 4 4zM12 7h4a2 2 0 1 0 0-4c-2.5 0-4 4-4 4z',
  REQUEST_A_FEATURE:
    'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.4 1 1.1 1 1.8V16h5v-.3c0-.7.4-1.4 1-1.8A6 6 0 0 0 12 3z',
  [SUPPORT_SECTION]:
    'M4 13a8 8 0 1 1 16 0M4 13v3a2 2 0 0 0 2 2h1v-6H6a2 2 0 0 0-2 2zM20 13v3a2 2 0 0 1-2 2h-1v-6h1a2 2 0 0 1 2 2zM17 18c0 2-2 3-5 3',
  REFUND_STATUS: 'M3 12a9 9 0 1 0 3-6.7M3 4v5h5M12 8v4l3 2',
  [ABOUT_SECTION]: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v5M12 8h.01',
};

export function SectionIcon({ section }: { section: SettingsSection }) {
  return (
    <span className={styles.icon} aria-hidden="true">
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={PATHS[section]} />
      </svg>
    </span>
  );
}

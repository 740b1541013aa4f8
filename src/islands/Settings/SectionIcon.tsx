/** A small line icon per settings section (Lucide, inlined at build: src/build/icons.ts). */
import IconBookmark from '~icons/lucide/bookmark.jsx';
import IconGift from '~icons/lucide/gift.jsx';
import IconHeadphones from '~icons/lucide/headphones.jsx';
import IconHeart from '~icons/lucide/heart.jsx';
import IconHistory from '~icons/lucide/history.jsx';
import IconInfo from '~icons/lucide/info.jsx';
import IconLightbulb from '~icons/lucide/lightbulb.jsx';
import IconMapPin from '~icons/lucide/map-pin.jsx';
import IconSlidersHorizontal from '~icons/lucide/sliders-horizontal.jsx';
import IconWallet from '~icons/lucide/wallet.jsx';
import type { SettingsSection } from '../../lib/paths.ts';
import { ABOUT_SECTION, SUPPORT_SECTION, WALLET_SECTION } from '../../lib/rules/settings.ts';
import styles from './Settings.module.scss';

const ICONS: Record<SettingsSection, typeof IconInfo> = {
  MY_PREFERENCE: IconSlidersHorizontal,
  ADDRESS_BOOK: IconMapPin,
  SAVED: IconBookmark,
  FAVOURITE_STORES: IconHeart,
  [WALLET_SECTION]: IconWallet,
  REFER_AND_EARN: IconGift,
  REQUEST_A_FEATURE: IconLightbulb,
  [SUPPORT_SECTION]: IconHeadphones,
  REFUND_STATUS: IconHistory,
  [ABOUT_SECTION]: IconInfo,
};

export function SectionIcon({ section }: { section: SettingsSection }) {
  const Icon = ICONS[section];
  return (
    <span className={styles.icon} aria-hidden="true">
      {Icon && <Icon size={20} strokeWidth={1.8} />}
    </span>
  );
}

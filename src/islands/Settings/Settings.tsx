/**
 * Settings (stores-and-social §2.9): a menu of eight sections and the chosen section. Wider than 768px
 * the two show side by side and My Preference opens by default; at 768px and under the menu and a section
 * take turns, with a back button. `?section=` names the section (the account menu links to the wallet and
 * Refer & Earn this way). On one pane, opening a section adds a history entry, so the browser's Back
 * returns to the menu as the back button does; on two panes switching replaces the entry.
 * Each section's code loads when it is first shown.
 */
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type MouseEvent,
} from 'react';
import { SETTINGS_SECTIONS, settingsPath, type SettingsSection } from '../../lib/paths.ts';
import {
  ABOUT_SECTION,
  SETTINGS_LABELS,
  SUPPORT_SECTION,
  TWO_PANES_ABOVE,
  WALLET_SECTION,
  sectionFromSearch,
  shownSection,
} from '../../lib/rules/settings.ts';
import { site } from '../../lib/site.ts';
import SignInGate from '../shared/SignInGate.tsx';
import { SectionIcon } from './SectionIcon.tsx';
import { LanguageChoice } from './LanguageChoice.tsx';
import styles from './Settings.module.scss';
import IconChevronRight from '~icons/lucide/chevron-right.jsx';
import IconChevronLeft from '~icons/lucide/chevron-left.jsx';

const SECTIONS: Record<SettingsSection, ComponentType> = {
  MY_PREFERENCE: lazy(() => import('./sections/Preferences.tsx')),
  ADDRESS_BOOK: lazy(() => import('./sections/AddressBook.tsx')),
  SAVED: lazy(() => import('./sections/Saved.tsx')),
  FAVOURITE_STORES: lazy(() => import('./sections/FavouriteStores.tsx')),
  [WALLET_SECTION]: lazy(() => import('./sections/Wallet.tsx')),
  REFER_AND_EARN: lazy(() => import('./sections/ReferAndEarn.tsx')),
  REQUEST_A_FEATURE: lazy(() => import('./sections/FeatureRequest.tsx')),
  [SUPPORT_SECTION]: lazy(() => import('./sections/Support.tsx')),
  REFUND_STATUS: lazy(() => import('./sections/RefundStatus.tsx')),
  [ABOUT_SECTION]: lazy(() => import('./sections/About.tsx')),
};

/** One line under each menu entry, so a shopper knows what is behind it. */
const BLURBS: Record<SettingsSection, string> = {
  MY_PREFERENCE: 'What you like to shop',
  ADDRESS_BOOK: 'Saved delivery addresses',
  SAVED: 'Products you bookmarked',
  FAVOURITE_STORES: 'Stores you favourited',
  [WALLET_SECTION]: 'Balance and transactions',
  REFER_AND_EARN: 'Invite friends, earn rewards',
  REQUEST_A_FEATURE: 'Tell us what to build next',
  [SUPPORT_SECTION]: 'Help and common questions',
  REFUND_STATUS: 'Cancelled and returned orders',
  [ABOUT_SECTION]: 'Our story and policies',
};

const TWO_PANES = `(min-width: ${TWO_PANES_ABOVE + 1}px)`;

function useTwoPanes(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(TWO_PANES);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(TWO_PANES).matches,
    () => true,
  );
}

/** History entries this page adds carry this mark, so the back button knows Back leads to the menu. */
type SettingsHistory = { settingsFromMenu?: boolean };

export default function Settings() {
  return (
    <SignInGate>
      <SettingsPage />
    </SignInGate>
  );
}

function SettingsPage() {
  const twoPanes = useTwoPanes();
  const [fromUrl, setFromUrl] = useState<SettingsSection | null>(() => sectionFromSearch(window.location.search));
  const shown = shownSection(fromUrl, twoPanes);
  const heading = useRef<HTMLHeadingElement>(null);
  const menu = useRef<HTMLElement>(null);
  /** Where focus goes after the next render: the section's heading, or a menu entry. */
  const focusNext = useRef<{ to: 'heading' } | { to: 'menu'; section: SettingsSection } | null>(null);

  useEffect(() => {
    const onPop = () => {
      const next = sectionFromSearch(window.location.search);
      setFromUrl((current) => {
        if (current && !next) focusNext.current = { to: 'menu', section: current };
        return next;
      });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    document.title = document.title.replace(/^[^|]*/, `${shown ? `${SETTINGS_LABELS[shown]} · ` : ''}Settings `);
    const wanted = focusNext.current;
    focusNext.current = null;
    if (wanted?.to === 'heading') heading.current?.focus();
    if (wanted?.to === 'menu') menu.current?.querySelector<HTMLElement>(`[data-section="${wanted.section}"]`)?.focus();
  }, [shown]);

  function open(event: MouseEvent<HTMLAnchorElement>, section: SettingsSection) {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    if (section === shown && fromUrl) return;
    if (twoPanes) window.history.replaceState(window.history.state, '', settingsPath(section));
    else {
      window.history.pushState({ settingsFromMenu: true } satisfies SettingsHistory, '', settingsPath(section));
      focusNext.current = { to: 'heading' };
    }
    setFromUrl(section);
  }

  function back() {
    if (!shown) return;
    focusNext.current = { to: 'menu', section: shown };
    if ((window.history.state as SettingsHistory | null)?.settingsFromMenu) {
      window.history.back(); // popstate shows the menu
      return;
    }
    window.history.replaceState(null, '', settingsPath());
    setFromUrl(null);
  }

  const Section = shown ? SECTIONS[shown] : null;
  const showMenu = twoPanes || !shown;

  return (
    <div className={styles.page}>
      <header className={showMenu ? styles.pageHead : 'visually-hidden'}>
        <h1 className={styles.title}>Settings</h1>
        <p className={styles.subtitle}>
          Your {site.name} account: preferences, addresses, saved things, money and help.
        </p>
        <LanguageChoice />
      </header>
      <div className={twoPanes ? styles.twoPanes : styles.onePane}>
        {showMenu && (
          <nav ref={menu} className={styles.menu} aria-label="Settings sections">
            <ul>
              {SETTINGS_SECTIONS.map((section) => (
                <li key={section}>
                  <a
                    href={settingsPath(section)}
                    data-section={section}
                    className={styles.entry}
                    aria-current={twoPanes && section === shown ? 'page' : undefined}
                    onClick={(event) => open(event, section)}
                  >
                    <SectionIcon section={section} />
                    <span className={styles.entryText}>
                      <span className={styles.entryLabel}>{SETTINGS_LABELS[section]}</span>
                      <span className={styles.entryBlurb}>{BLURBS[section]}</span>
                    </span>
                    <IconChevronRight className={styles.chevron} size={18} />
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {Section && shown && (
          <section className={styles.pane} aria-labelledby="settings-section-title">
            <div className={styles.paneHead}>
              {!twoPanes && (
                <button type="button" className={styles.back} onClick={back}>
                  <IconChevronLeft size={20} />
                  <span>
                    <span className="visually-hidden">Back to </span>Settings
                  </span>
                </button>
              )}
              <h2 id="settings-section-title" ref={heading} tabIndex={-1} className={styles.paneTitle}>
                {SETTINGS_LABELS[shown]}
              </h2>
            </div>
            <Suspense
              fallback={
                <p className={styles.loading} role="status">
                  Loading {SETTINGS_LABELS[shown]}…
                </p>
              }
            >
              <Section />
            </Suspense>
          </section>
        )}
      </div>
    </div>
  );
}

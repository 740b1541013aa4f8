/**
 * Settings (stores-and-social §2.9): a menu of eight sections and the chosen section. Wider than 768px
 * the two show side by side and My Preference opens by default; at 768px and under the menu and a section
 * take turns, with a back button. `?section=` names the section (the account menu links to the wallet and
 * Refer & Earn this way). On one pane, opening a section adds a history entry, so the browser's Back
 * returns to the menu as the back button does; on two panes switching replaces the entry.
 * Each section's code loads when it is first shown (sections.tsx).
 */
import { Suspense, useEffect, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { SETTINGS_SECTIONS, settingsPath, type SettingsSection } from '../../lib/paths.ts';
import { TWO_PANES_ABOVE, sectionFromSearch, shownSection } from '../../lib/rules/settings.ts';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import { site } from '../../lib/site.ts';
import SignInGate from '../shared/SignInGate.tsx';
import Tagged from '../shared/Tagged.tsx';
import { useLocale, useWords } from '../shared/words.tsx';
import { SectionIcon } from './SectionIcon.tsx';
import { sectionEntry } from './sections.tsx';
import { LanguageChoice } from './LanguageChoice.tsx';
import styles from './Settings.module.scss';
import IconChevronRight from '~icons/lucide/chevron-right.jsx';
import IconChevronLeft from '~icons/lucide/chevron-left.jsx';

type Words = typeof import('./Settings.words.en-IN.ts');

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
  const t = useWords<Words>();
  const locale = useLocale();
  /** A section's address in this page's language. */
  const sectionPath = (section?: SettingsSection) => localisedPath(settingsPath(section), locale);
  const labelOf = (section: SettingsSection) => sectionEntry(section).label(t);
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
    document.title = document.title.replace(/^[^|]*/, `${shown ? `${labelOf(shown)} · ` : ''}${t.settings_title()} `);
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
    if (twoPanes) window.history.replaceState(window.history.state, '', sectionPath(section));
    else {
      window.history.pushState({ settingsFromMenu: true } satisfies SettingsHistory, '', sectionPath(section));
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
    window.history.replaceState(null, '', sectionPath());
    setFromUrl(null);
  }

  const Section = shown ? sectionEntry(shown).Body : null;
  const showMenu = twoPanes || !shown;

  return (
    <div className={styles.page}>
      <header className={showMenu ? styles.pageHead : 'visually-hidden'}>
        <h1 className={styles.title}>{t.settings_title()}</h1>
        <p className={styles.subtitle}>{t.settings_subtitle({ name: site.name })}</p>
        <LanguageChoice />
      </header>
      <div className={twoPanes ? styles.twoPanes : styles.onePane}>
        {showMenu && (
          <nav ref={menu} className={styles.menu} aria-label={t.settings_menu_label()}>
            <ul>
              {SETTINGS_SECTIONS.map((section) => (
                <li key={section}>
                  <a
                    href={sectionPath(section)}
                    data-section={section}
                    className={styles.entry}
                    aria-current={twoPanes && section === shown ? 'page' : undefined}
                    onClick={(event) => open(event, section)}
                  >
                    <SectionIcon section={section} />
                    <span className={styles.entryText}>
                      <span className={styles.entryLabel}>{labelOf(section)}</span>
                      <span className={styles.entryBlurb}>{sectionEntry(section).blurb(t)}</span>
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
                    <Tagged
                      parts={t.settings_back.parts({})}
                      tags={{ hidden: (text) => <span className="visually-hidden">{text}</span> }}
                    />
                  </span>
                </button>
              )}
              <h2 id="settings-section-title" ref={heading} tabIndex={-1} className={styles.paneTitle}>
                {labelOf(shown)}
              </h2>
            </div>
            <Suspense
              fallback={
                <p className={styles.loading} role="status">
                  {t.settings_loading_section({ section: labelOf(shown) })}
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

/**
 * The header's two drawers (spec shopper-core §2 Header, §4): the account menu (opened by the avatar, 250 ms
 * slide-out) and, at 810px or narrower, the hamburger drawer with Home and DropTrack plus the same entries
 * (or Login / Register for visitors). Their "My Orders" opens the My Orders drawer (AccountDrawers) instead. Both use the shared Dialog on the one overlay atom, so opening one closes
 * the other. The buttons that open them are static header markup; a header script opens the overlay and asks
 * this island to hydrate, so nothing here loads until a shopper reaches for a menu.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import Dialog from '../shared/Dialog.tsx';
import { DRAWER_CLOSE_MS, USER_MENU_CLOSE_MS } from '../../ui/dialog-frame.ts';
import { $signedIn } from '../../stores/session.ts';
import { $me, logOut, type Me } from '../../stores/me.ts';
import { overlay } from '../../stores/overlay.ts';
import {
  ACCOUNT_MENU,
  NAV_MENU,
  USER_MENU,
  isElite,
  type AccountMenuId,
  type activeNav,
} from '../../lib/rules/header.ts';
import Avatar from '../shared/Avatar.tsx';
import { dropTrackPath, homePath, lensPath, loginPath } from '../../lib/paths.ts';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import { site } from '../../lib/site.ts';
import { useLocale, useWords, type Relaxed } from '../shared/words.tsx';
import LanguageLink from '../shared/LanguageLink.tsx';
import styles from './NavDrawer.module.scss';

type Words = typeof import('./NavDrawer.words.en-IN.ts');

type Props = { active: ReturnType<typeof activeNav> };

export default function NavDrawer({ active }: Props) {
  const t = useWords<Words>();
  const locale = useLocale();
  const signedIn = useStore($signedIn, { ssr: () => false });
  const me = useStore($me, { ssr: () => null });
  // The overlay may already be open when this hydrates (the header's buttons open it first), so the dialogs
  // render only after mount: the server's empty output and the first client render always agree.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;

  return (
    <>
      <Dialog
        type={USER_MENU}
        title={t.nav_account()}
        hideTitle
        kind="drawer"
        closeDelayMs={USER_MENU_CLOSE_MS}
        className={styles.drawer}
      >
        <ProfileCard me={me} />
        <AccountLinks />
      </Dialog>
      <Dialog
        type={NAV_MENU}
        title={t.nav_menu()}
        kind="drawer"
        closeDelayMs={DRAWER_CLOSE_MS}
        className={styles.drawer}
      >
        {active !== 'hidden' && (
          <nav aria-label={t.nav_main_menu()} className={styles.section}>
            <ul className={styles.links}>
              <li>
                <a
                  href={localisedPath(homePath(), locale)}
                  aria-current={active === 'home' ? 'page' : undefined}
                  onClick={() => overlay.close()}
                >
                  {t.nav_home()}
                </a>
              </li>
              <li>
                <a
                  href={localisedPath(dropTrackPath(), locale)}
                  aria-current={active === 'droptrack' ? 'page' : undefined}
                  onClick={() => overlay.close()}
                >
                  {t.nav_droptrack()}
                </a>
              </li>
              <li>
                <a
                  href={localisedPath(lensPath(), locale)}
                  aria-current={active === 'lens' ? 'page' : undefined}
                  onClick={() => overlay.close()}
                >
                  {t.nav_lens()}
                </a>
              </li>
            </ul>
          </nav>
        )}
        {/* The header bar has no room for the language switch on phones; here it is within reach. */}
        <ul className={`${styles.section} ${styles.links}`}>
          <li>
            <LanguageLink className={styles.language} onChoose={() => overlay.close()} />
          </li>
        </ul>
        {signedIn ? (
          <div className={styles.section}>
            <ProfileCard me={me} />
            <AccountLinks />
          </div>
        ) : (
          <div className={styles.section}>
            <a className={styles.login} href={localisedPath(loginPath(), locale)} onClick={() => overlay.close()}>
              {t.nav_login()}
            </a>
          </div>
        )}
      </Dialog>
    </>
  );
}

function ProfileCard({ me }: { me: Me | null }) {
  const t = useWords<Words>();
  const elite = isElite(me?.subscriber);
  return (
    <div className={styles.profile}>
      <Avatar
        picture={me?.profilePicUrl}
        name={me?.fullname}
        className={[styles.face, elite ? styles.elite : ''].join(' ')}
        size={52}
      />
      <span className={styles.who}>
        <span className={styles.fullname}>{me?.fullname ?? t.nav_your_account()}</span>
        {me?.displayname && <span className={styles.handle}>@{me.displayname}</span>}
        {elite && <span className={styles.eliteBadge}>{t.nav_elite_member()}</span>}
      </span>
    </div>
  );
}

/** An account menu entry's name in the page's language (the wallet is a brand name). */
function entryLabel(t: Relaxed<Words>, id: AccountMenuId): string {
  if (id === 'wallet') return site.walletName;
  return {
    account: t.account_menu_my_account,
    orders: t.account_menu_my_orders,
    refer: t.account_menu_refer,
    settings: t.account_menu_settings,
  }[id]();
}

function AccountLinks() {
  const t = useWords<Words>();
  const locale = useLocale();
  return (
    <>
      <ul className={styles.links}>
        {ACCOUNT_MENU.map((entry) => (
          <li key={entry.id}>
            {entry.drawer ? (
              // My Orders opens its drawer in place of this one (one overlay atom).
              <button type="button" aria-haspopup="dialog" onClick={() => overlay.open(entry.drawer!)}>
                {entryLabel(t, entry.id)}
              </button>
            ) : (
              <a href={localisedPath(entry.href, locale)} onClick={() => overlay.close()}>
                {entryLabel(t, entry.id)}
              </a>
            )}
          </li>
        ))}
      </ul>
      <button type="button" className={styles.logout} onClick={() => void logOut()}>
        {t.account_menu_log_out()}
      </button>
    </>
  );
}

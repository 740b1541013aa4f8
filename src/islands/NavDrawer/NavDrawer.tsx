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
import { ACCOUNT_MENU, NAV_MENU, USER_MENU, isElite, type activeNav } from '../../lib/rules/header.ts';
import { initials } from '../../lib/rules/text.ts';
import { dropTrackPath, lensPath, loginPath } from '../../lib/paths.ts';
import { imageUrl } from '../../lib/images.ts';
import styles from './NavDrawer.module.scss';

type Props = { active: ReturnType<typeof activeNav> };

export default function NavDrawer({ active }: Props) {
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
        title="Account"
        hideTitle
        kind="drawer"
        closeDelayMs={USER_MENU_CLOSE_MS}
        className={styles.drawer}
      >
        <ProfileCard me={me} />
        <AccountLinks />
      </Dialog>
      <Dialog type={NAV_MENU} title="Menu" kind="drawer" closeDelayMs={DRAWER_CLOSE_MS} className={styles.drawer}>
        {active !== 'hidden' && (
          <nav aria-label="Main menu" className={styles.section}>
            <ul className={styles.links}>
              <li>
                <a href="/" aria-current={active === 'home' ? 'page' : undefined} onClick={() => overlay.close()}>
                  Home
                </a>
              </li>
              <li>
                <a
                  href={dropTrackPath()}
                  aria-current={active === 'droptrack' ? 'page' : undefined}
                  onClick={() => overlay.close()}
                >
                  DropTrack
                </a>
              </li>
              <li>
                <a
                  href={lensPath()}
                  aria-current={active === 'lens' ? 'page' : undefined}
                  onClick={() => overlay.close()}
                >
                  Lens
                </a>
              </li>
            </ul>
          </nav>
        )}
        {signedIn ? (
          <div className={styles.section}>
            <ProfileCard me={me} />
            <AccountLinks />
          </div>
        ) : (
          <div className={styles.section}>
            <a className={styles.login} href={loginPath()} onClick={() => overlay.close()}>
              Login / Register
            </a>
          </div>
        )}
      </Dialog>
    </>
  );
}

function ProfileCard({ me }: { me: Me | null }) {
  const elite = isElite(me?.subscriber);
  return (
    <div className={styles.profile}>
      <span className={[styles.face, elite ? styles.elite : ''].join(' ')} aria-hidden="true">
        {me?.profilePicUrl ? (
          <img src={imageUrl(me.profilePicUrl, 320)} alt="" width={52} height={52} />
        ) : (
          initials(me?.fullname) || '?'
        )}
      </span>
      <span className={styles.who}>
        <span className={styles.fullname}>{me?.fullname ?? 'Your account'}</span>
        {me?.displayname && <span className={styles.handle}>@{me.displayname}</span>}
        {elite && <span className={styles.eliteBadge}>Elite member</span>}
      </span>
    </div>
  );
}

function AccountLinks() {
  return (
    <>
      <ul className={styles.links}>
        {ACCOUNT_MENU.map((entry) => (
          <li key={entry.href}>
            {entry.drawer ? (
              // My Orders opens its drawer in place of this one (one overlay atom).
              <button type="button" aria-haspopup="dialog" onClick={() => overlay.open(entry.drawer!)}>
                {entry.label}
              </button>
            ) : (
              <a href={entry.href} onClick={() => overlay.close()}>
                {entry.label}
              </a>
            )}
          </li>
        ))}
      </ul>
      <button type="button" className={styles.logout} onClick={() => void logOut()}>
        Log-out
      </button>
    </>
  );
}

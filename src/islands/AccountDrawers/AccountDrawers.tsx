/**
 * The two account drawers (shopper-core §2 Side drawers, §3 Order list item; stores-and-social
 * notifications): My Orders (the account menu's and the hamburger's "My Orders") and Notifications (the
 * bell). Both are the shared Dialog on the one overlay atom; the bell's script wakes this island the first
 * time either is asked for, so none of it loads before then. Their content renders only while open, so the
 * lists are read fresh each time a drawer opens.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import Dialog from '../shared/Dialog.tsx';
import LoadState from '../shared/LoadState.tsx';
import SignInGate from '../shared/SignInGate.tsx';
import { $unread } from '../../stores/notifications.ts';
import { loadable } from '../../stores/loadable.ts';
import { overlay, overlayRequestedFrom } from '../../stores/overlay.ts';
import { getNotifications, markNotificationsRead, type Notification } from '../../lib/api/notifications.ts';
import { NOTIFICATIONS_DRAWER, ORDERS_DRAWER } from '../../lib/rules/bell.ts';
import { formatDay } from '../../lib/i18n/dates.ts';
import { useLocale, useWords } from '../shared/words.tsx';
import { useSay } from '../shared/useSay.ts';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import { site } from '../../lib/site.ts';
import OrdersList, { Empty } from './OrdersList.tsx';
import styles from './AccountDrawers.module.scss';
import IconBadgeCheck from '~icons/lucide/badge-check.jsx';

type Words = typeof import('./AccountDrawers.words.en-IN.ts');

const notifications = loadable(getNotifications);

/**
 * Where focus goes back: what asked for the drawer (the bell), but the header button that opened the menu
 * when "My Orders" was chosen inside the account menu (that dialog is gone by then).
 */
const returnFocusTo = () => {
  const from = overlayRequestedFrom();
  if (from instanceof HTMLElement && from !== document.body && from.isConnected && !from.closest('dialog')) return from;
  const buttons = [...document.querySelectorAll<HTMLElement>('[data-open-drawer]')];
  return buttons.find((button) => button.offsetParent !== null) ?? null;
};

export default function AccountDrawers() {
  const t = useWords<Words>();
  return (
    <>
      <Dialog
        type={ORDERS_DRAWER}
        title={t.orders_my_orders()}
        kind="drawer"
        className={styles.drawer}
        opener={returnFocusTo}
      >
        <Gate note={t.orders_sign_in_to_see_orders()}>
          <OrdersList />
        </Gate>
      </Dialog>
      <Dialog
        type={NOTIFICATIONS_DRAWER}
        title={t.orders_notifications()}
        kind="drawer"
        className={styles.drawer}
        opener={returnFocusTo}
      >
        <Gate note={t.orders_sign_in_to_see_notifications()}>
          <Notifications />
        </Gate>
      </Dialog>
    </>
  );
}

function Gate({ note, children }: { note: string; children: ReactNode }) {
  return (
    <SignInGate headingLevel={3} note={note}>
      {children}
    </SignInGate>
  );
}

function Notifications() {
  const t = useWords<Words>();
  const state = useStore(notifications.$state);
  // Which were unread when the drawer opened: they keep their mark while it stays open.
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    async function readAll() {
      await notifications.refresh();
      const list = notifications.$state.get().data ?? [];
      const unread = list.filter((n) => !n.readAt).map((n) => n.id);
      if (unread.length) setFresh((before) => new Set([...before, ...unread]));
      if (unread.length || $unread.get() > 0) {
        try {
          await markNotificationsRead();
          $unread.set(0);
        } catch (error) {
          console.error((error as Error).message);
        }
      }
    }
    void readAll();
    // Back on the tab with the drawer open: what arrived meanwhile shows and is read.
    const onVisible = () => {
      if (document.visibilityState === 'visible') void readAll();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  return (
    <LoadState state={state} what={t.orders_loading_notifications()} onRetry={() => void notifications.refresh()}>
      {(items) =>
        items.length === 0 ? (
          <Empty title={t.orders_no_notifications()} note={t.orders_no_notifications_note()} />
        ) : (
          <ul className={styles.list}>
            {items.map((n) => (
              <NotificationRow key={n.id} note={n} unread={fresh.has(n.id)} />
            ))}
          </ul>
        )
      }
    </LoadState>
  );
}

function NotificationRow({ note, unread }: { note: Notification; unread: boolean }) {
  const t = useWords<Words>();
  const locale = useLocale();
  // The server writes a notification's words (the spec's English); shown in the page's language where known.
  const say = useSay();
  const inner = (
    <>
      <span className={styles.text}>
        {note.fromStore && (
          // The store's own word (an order, the wallet, a price drop): what a shopper's name can never pass for.
          <span className={styles.storeMark}>
            <IconBadgeCheck aria-hidden="true" />
            <span className="visually-hidden">{t.orders_from_hidden()} </span>
            {site.name}
          </span>
        )}
        <span className={styles.name}>
          {say(note.title)}
          {unread && (
            <span className={styles.newMark}>
              <span className="visually-hidden">, </span>
              {t.orders_new()}
            </span>
          )}
        </span>
        <span className={styles.body}>{say(note.body)}</span>
        <span className={styles.when}>{formatDay(note.createdAt, locale)}</span>
      </span>
    </>
  );
  return (
    <li className={unread ? styles.unread : undefined}>
      {note.link ? (
        <a className={styles.row} href={localisedPath(note.link, locale)} onClick={() => overlay.close()}>
          {inner}
        </a>
      ) : (
        <div className={styles.row}>{inner}</div>
      )}
    </li>
  );
}

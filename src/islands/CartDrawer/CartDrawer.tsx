/**
 * The My Cart drawer (shopper-core §2 Side drawers, My Cart drawer): slides in from the right with the tabs
 * Checkout and Wishlist, on the shared Dialog and the one overlay atom (outside click or Escape closes it
 * after the 300 ms slide-out). The bag button and every successful Add To Bag open the overlay; the header
 * script then wakes this island, so its code loads on the first tap on the bag or after the first add.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import Dialog from '../shared/Dialog.tsx';
import CheckoutTab from './CheckoutTab.tsx';
import WishlistTab from './WishlistTab.tsx';
import { $signedIn } from '../../stores/session.ts';
import { CART_DRAWER } from '../../lib/rules/bag.ts';
import { overlayRequestedFrom } from '../../stores/overlay.ts';
import { useWords } from '../shared/words.tsx';
import styles from './CartDrawer.module.scss';

type Words = typeof import('./CartDrawer.words.en-IN.ts');

const TABS = ['checkout', 'wishlist'] as const;
type TabId = (typeof TABS)[number];

/**
 * Where focus goes back: what asked for the drawer (the bag button, or the page's Add To Bag), but the bag
 * button when that was inside another dialog (the quick view the drawer replaces) or nothing in particular.
 */
const returnFocusTo = () => {
  const from = overlayRequestedFrom();
  const kept = from instanceof HTMLElement && from !== document.body && from.isConnected && !from.closest('dialog');
  return kept ? from : document.querySelector<HTMLElement>('[data-bag-badge]');
};

export default function CartDrawer() {
  const t = useWords<Words>();
  // The page's HTML holds the closed dialog (its content renders only while open), so hydration always
  // agrees and the frame can show it in the same commit, within a frame of the code arriving.
  return (
    <Dialog type={CART_DRAWER} title={t.bag_title()} kind="drawer" className={styles.drawer} opener={returnFocusTo}>
      <CartTabs />
    </Dialog>
  );
}

function CartTabs() {
  const t = useWords<Words>();
  const labels: Record<TabId, string> = { checkout: t.bag_tab_checkout(), wishlist: t.bag_tab_wishlist() };
  const signedIn = useStore($signedIn);
  const [tab, setTab] = useState<TabId>('checkout');
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({ checkout: null, wishlist: null });

  // Tabs by keyboard (WAI-ARIA tabs, automatic activation): arrows move and choose, Home and End go to the ends.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.indexOf(tab);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const chosen = TABS[(next + TABS.length) % TABS.length]!;
    setTab(chosen);
    tabRefs.current[chosen]?.focus();
  }

  return (
    <div className={styles.body}>
      <div role="tablist" aria-label={t.bag_title()} className={styles.tabs} onKeyDown={onKeyDown}>
        {TABS.map((id) => (
          <button
            key={id}
            ref={(el) => {
              tabRefs.current[id] = el;
            }}
            type="button"
            role="tab"
            id={`cart-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`cart-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(id)}
          >
            {labels[id]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`cart-panel-${tab}`} aria-labelledby={`cart-tab-${tab}`} className={styles.tabPanel}>
        {tab === 'checkout' ? <CheckoutTab signedIn={signedIn} /> : <WishlistTab signedIn={signedIn} />}
      </div>
    </div>
  );
}

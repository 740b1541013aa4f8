/**
 * Step 1, order summary: the bag grouped by seller, each line with the cart drawer's own line (stepper and
 * Remove, same limits and messages, same store: the price box follows the server's answer), each group with
 * its apply-coupon control (an applied coupon shows "Coupon Applied" and a remove button), the wallet box with
 * the balance and a use-wallet toggle, the price box, and "Select Address" to the next step (also in the
 * phone's bottom bar).
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { groupBySeller, groupSubtotal, type SellerGroup } from '../../lib/rules/checkout.ts';
import type { CartLine } from '../../lib/api/cart.ts';
import { bagFreeDeliveryNote, freeDeliveryNote } from '../../lib/rules/free-delivery.ts';
import { FREE_DELIVERY_FROM } from '../../lib/rules/pricing.ts';
import { formatMoney, formatMoneyExact } from '../../lib/i18n/money.ts';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import { useLocale, useWords } from '../shared/words.tsx';
import { fromCartLine } from '../../lib/rules/cart.ts';
import { checkoutPath, homePath } from '../../lib/paths.ts';
import { site } from '../../lib/site.ts';
import { $checkout, EMPTY_CHECKOUT, chooseCoupon, updateCheckout } from '../../stores/checkout.ts';
import { $wallet, wallet } from '../../stores/wallet.ts';
import { overlay } from '../../stores/overlay.ts';
import LoadState from '../shared/LoadState.tsx';
import CartLineItem from '../CartDrawer/CartLineItem.tsx';
import PriceBox from './PriceBox.tsx';
import CheckoutBar from './CheckoutBar.tsx';
import CouponDialog, { COUPON_DIALOG, type CouponTarget } from './CouponDialog.tsx';
import type { PricedCart } from './usePricedCart.ts';
import styles from './Checkout.module.scss';

type Words = typeof import('./Checkout.words.en-IN.ts');
/** A store's delivery note in the page's language, from its figures. */
type DeliveryWords = (
  storeName: string,
  free: boolean,
  figures: { subtotal: number; couponDiscount: number },
) => string;

/** The bag's writers load with the first stepper tap or Remove (taps made meanwhile run in order), not with the page. */
const bagActions = () => import('../../stores/bag/actions.ts');

export default function OrderSummary({ priced }: { priced: PricedCart }) {
  const state = useStore($checkout, { ssr: () => EMPTY_CHECKOUT });
  const [target, setTarget] = useState<CouponTarget | null>(null);
  const t = useWords<Words>();
  const locale = useLocale();
  /** A store's delivery note (free-delivery.ts decides; the words are this page's language). */
  const deliveryText: DeliveryWords = (storeName, free, figures) => {
    if (free) return t.checkout_free_delivery_from({ store: storeName });
    const short = Math.round((FREE_DELIVERY_FROM - (figures.subtotal - figures.couponDiscount)) * 100) / 100;
    return short > 0
      ? t.checkout_add_more_for_free_delivery({ amount: formatMoney(short, locale), store: storeName })
      : t.checkout_add_some_more_for_free_delivery({ store: storeName });
  };

  return (
    <LoadState state={priced.cart} what={t.checkout_loading_bag()} onRetry={priced.reloadCart}>
      {(lines) => {
        if (!lines.length) {
          return (
            <section className={styles.emptyBag} aria-labelledby="empty-bag">
              <h1 id="empty-bag">{t.checkout_bag_empty()}</h1>
              <p>{t.checkout_bag_empty_note()}</p>
              <a className={styles.primary} href={localisedPath(homePath(), locale)}>
                {t.checkout_continue_shopping()}
              </a>
            </section>
          );
        }
        const groups = groupBySeller(lines);
        // The step's action, in the price box and the phone's bar alike.
        const next = (
          <a
            className={styles.primaryWide}
            href={localisedPath(checkoutPath('address'), locale)}
            aria-disabled={priced.estimate.status !== 'succeeded' || undefined}
            onClick={(event) => priced.estimate.status !== 'succeeded' && event.preventDefault()}
          >
            {t.checkout_select_address()}
          </a>
        );
        const couponOf = (sellerId: string) => priced.estimate.data?.couponData.find((c) => c.sellerId === sellerId);
        // The server's figures for the store (after its coupon), as the price box charges them.
        const pricedGroup = (sellerId: string) => priced.estimate.data?.groups.find((g) => g.sellerId === sellerId);
        return (
          <div className={styles.layout}>
            <div className={styles.main}>
              <h1 className={styles.heading}>{t.checkout_order_summary()}</h1>
              {groups.map((group) => {
                const chosen = state.coupons[group.sellerId] ?? null;
                const applied = couponOf(group.sellerId);
                const figures = pricedGroup(group.sellerId);
                // Free exactly when the store's Delivery figure is ₹0: the note reads the row's own numbers.
                const delivery = figures && freeDeliveryNote(group.storeName, figures);
                return (
                  <section key={group.sellerId} className={styles.group} aria-labelledby={`store-${group.sellerId}`}>
                    <h2 id={`store-${group.sellerId}`} className={styles.storeName}>
                      {group.storeName}
                    </h2>
                    <ul className={styles.lines} aria-label={t.checkout_items_from({ store: group.storeName })}>
                      {group.lines.map((line) => (
                        <CartLineItem
                          key={line.id}
                          line={fromCartLine(line)}
                          onStep={(delta) => void bagActions().then((bag) => bag.stepBagLine(line, delta))}
                          onRemove={() => void bagActions().then((bag) => bag.removeBagLine(line))}
                        />
                      ))}
                    </ul>
                    {delivery ? (
                      <p className={styles.freeDelivery} data-free={delivery.free || undefined}>
                        {deliveryText(group.storeName, delivery.free, figures)}
                      </p>
                    ) : (
                      priced.estimate.status === 'loading' && <PendingNote group={group} words={deliveryText} />
                    )}
                    <div className={styles.couponRow}>
                      {chosen && (applied || priced.estimate.status === 'loading') ? (
                        <>
                          <p className={styles.applied}>
                            <span className={styles.appliedTag}>{t.checkout_coupon_applied()}</span>
                            {applied && ` ${t.checkout_you_save({ amount: formatMoney(applied.discount, locale) })}`}
                          </p>
                          <button
                            type="button"
                            className={styles.textButton}
                            aria-label={t.checkout_remove_coupon_for({ store: group.storeName })}
                            onClick={() => chooseCoupon(group.sellerId, null)}
                          >
                            {t.checkout_remove()}
                          </button>
                        </>
                      ) : (
                        <button
                          type="button"
                          className={styles.couponButton}
                          aria-haspopup="dialog"
                          onClick={() => {
                            setTarget({
                              sellerId: group.sellerId,
                              storeName: group.storeName,
                              productIds: group.lines.map((l) => l.productId),
                              subtotal: groupSubtotal(group.lines),
                              chosen,
                            });
                            overlay.open(COUPON_DIALOG);
                          }}
                        >
                          <span aria-hidden="true">%</span> {t.checkout_apply_coupon()}
                          <span className="visually-hidden">
                            {' '}
                            {t.checkout_apply_coupon_for({ store: group.storeName })}
                          </span>
                        </button>
                      )}
                    </div>
                  </section>
                );
              })}
              <WalletBox useWallet={state.useWallet} />
            </div>
            <aside className={styles.aside}>
              <PriceBox
                estimate={priced.estimate}
                itemCount={lines.reduce((n, l) => n + l.quantity, 0)}
                onRetry={priced.reprice}
              >
                {next}
              </PriceBox>
            </aside>
            <CheckoutBar estimate={priced.estimate}>{next}</CheckoutBar>
            <CouponDialog target={target} />
          </div>
        );
      }}
    </LoadState>
  );
}

/**
 * The delivery note's room while the server works out the store's figures: the bag's own reckoning of it (its
 * goods at today's prices, no coupon), laid out but unseen, so the coupon button and everything under it stay
 * where the shopper sees them when the server's note arrives. Never shown: at checkout the note reads the
 * server's figures only.
 */
function PendingNote({ group, words }: { group: SellerGroup<CartLine>; words: DeliveryWords }) {
  const subtotal = groupSubtotal(group.lines);
  const note = bagFreeDeliveryNote(group.storeName, subtotal);
  return (
    <p className={`${styles.freeDelivery} ${styles.pendingNote}`} aria-hidden="true">
      {words(group.storeName, note.free, { subtotal, couponDiscount: 0 })}
    </p>
  );
}

function WalletBox({ useWallet }: { useWallet: boolean }) {
  const state = useStore($wallet);
  useEffect(() => void wallet.load(), []);
  const balance = state.data?.walletData.money ?? 0;
  const t = useWords<Words>();
  const locale = useLocale();
  return (
    <section className={styles.walletBox} aria-labelledby="wallet-box">
      <h2 id="wallet-box" className={styles.boxTitle}>
        {site.walletName}
      </h2>
      <LoadState
        state={state}
        what={t.checkout_loading_wallet({ wallet: site.walletName })}
        onRetry={() => void wallet.refresh()}
      >
        {() => (
          <label className={styles.toggle}>
            <input
              type="checkbox"
              role="switch"
              checked={useWallet && balance > 0}
              disabled={balance <= 0}
              onChange={(event) => updateCheckout({ useWallet: event.target.checked })}
            />
            <span>
              {t.checkout_use_wallet({ wallet: site.walletName })}
              <span className={styles.muted}>
                {' · '}
                {t.checkout_wallet_balance({
                  amount: formatMoneyExact(Math.abs(balance) < 0.005 ? 0 : balance, locale),
                })}
              </span>
            </span>
          </label>
        )}
      </LoadState>
    </section>
  );
}

/**
 * Step 1, order summary: the bag grouped by seller, each line with the cart drawer's own line (stepper and
 * Remove, same limits and messages, same store: the price box follows the server's answer), each group with
 * its apply-coupon control (an applied coupon shows "Coupon Applied" and a remove button), the wallet box with
 * the balance and a use-wallet toggle, the price box, and "Select Address" to the next step (also in the
 * phone's bottom bar).
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { COUPON_APPLIED, groupBySeller, groupSubtotal } from '../../lib/rules/checkout.ts';
import { formatRupees } from '../../lib/rules/price.ts';
import { freeDeliveryNote } from '../../lib/rules/free-delivery.ts';
import { formatWalletAmount } from '../../lib/rules/wallet.ts';
import { fromCartLine } from '../../lib/rules/cart.ts';
import { checkoutPath, homePath } from '../../lib/paths.ts';
import { site } from '../../lib/site.ts';
import { $checkout, EMPTY_CHECKOUT, chooseCoupon, updateCheckout } from '../../stores/checkout.ts';
import { $wallet, wallet } from '../../stores/wallet.ts';
import { overlay } from '../../stores/overlay.ts';
import { removeCartLine, stepCartLine } from '../../stores/cart.ts';
import LoadState from '../shared/LoadState.tsx';
import CartLineItem from '../CartDrawer/CartLineItem.tsx';
import PriceBox from './PriceBox.tsx';
import CheckoutBar from './CheckoutBar.tsx';
import CouponDialog, { COUPON_DIALOG, type CouponTarget } from './CouponDialog.tsx';
import type { PricedCart } from './usePricedCart.ts';
import styles from './Checkout.module.scss';

export default function OrderSummary({ priced }: { priced: PricedCart }) {
  const state = useStore($checkout, { ssr: () => EMPTY_CHECKOUT });
  const [target, setTarget] = useState<CouponTarget | null>(null);

  return (
    <LoadState state={priced.cart} what="your bag" onRetry={priced.reloadCart}>
      {(lines) => {
        if (!lines.length) {
          return (
            <section className={styles.emptyBag} aria-labelledby="empty-bag">
              <h1 id="empty-bag">Your bag is empty</h1>
              <p>Add something you love, then come back here to check out.</p>
              <a className={styles.primary} href={homePath()}>
                Continue shopping
              </a>
            </section>
          );
        }
        const groups = groupBySeller(lines);
        // The step's action, in the price box and the phone's bar alike.
        const next = (
          <a
            className={styles.primaryWide}
            href={checkoutPath('address')}
            aria-disabled={priced.estimate.status !== 'succeeded' || undefined}
            onClick={(event) => priced.estimate.status !== 'succeeded' && event.preventDefault()}
          >
            Select Address
          </a>
        );
        const couponOf = (sellerId: string) => priced.estimate.data?.couponData.find((c) => c.sellerId === sellerId);
        // The server's figures for the store (after its coupon), as the price box charges them.
        const pricedGroup = (sellerId: string) => priced.estimate.data?.groups.find((g) => g.sellerId === sellerId);
        return (
          <div className={styles.layout}>
            <div className={styles.main}>
              <h1 className={styles.heading}>Order summary</h1>
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
                    <ul className={styles.lines} aria-label={`Items from ${group.storeName}`}>
                      {group.lines.map((line) => (
                        <CartLineItem
                          key={line.id}
                          line={fromCartLine(line)}
                          onStep={(delta) => void stepCartLine(line, delta)}
                          onRemove={() => void removeCartLine(line)}
                        />
                      ))}
                    </ul>
                    {delivery && (
                      <p className={styles.freeDelivery} data-free={delivery.free || undefined}>
                        {delivery.text}
                      </p>
                    )}
                    <div className={styles.couponRow}>
                      {chosen && (applied || priced.estimate.status === 'loading') ? (
                        <>
                          <p className={styles.applied}>
                            <span className={styles.appliedTag}>{COUPON_APPLIED}</span>
                            {applied && ` You save ${formatRupees(applied.discount)}`}
                          </p>
                          <button
                            type="button"
                            className={styles.textButton}
                            aria-label={`Remove coupon for ${group.storeName}`}
                            onClick={() => chooseCoupon(group.sellerId, null)}
                          >
                            Remove
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
                          <span aria-hidden="true">%</span> Apply coupon
                          <span className="visually-hidden"> for {group.storeName}</span>
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

function WalletBox({ useWallet }: { useWallet: boolean }) {
  const state = useStore($wallet);
  useEffect(() => void wallet.load(), []);
  const balance = state.data?.walletData.money ?? 0;
  return (
    <section className={styles.walletBox} aria-labelledby="wallet-box">
      <h2 id="wallet-box" className={styles.boxTitle}>
        {site.walletName}
      </h2>
      <LoadState state={state} what={`your ${site.walletName}`} onRetry={() => void wallet.refresh()}>
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
              Use {site.walletName}
              <span className={styles.muted}> · Balance {formatWalletAmount(balance)}</span>
            </span>
          </label>
        )}
      </LoadState>
    </section>
  );
}

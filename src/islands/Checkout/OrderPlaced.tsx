/**
 * The full-screen "Order Placed" modal (shopper-core §2) in the shared frame, with "Continue shopping" home.
 * It tells the shopper what was placed, read back from the API (GET orders/{id} for each order the checkout
 * made, one per seller): the order number, the store, the amount and payment mode, the day promised, and a
 * "View order" link to each order's page.
 */
import { useEffect } from 'react';
import { getOrder, type OrderDetail } from '../../lib/api/orders.ts';
import { orderNumber } from '../../lib/rules/orders.ts';
import { sumCharges } from '../../lib/rules/breakdown.ts';
import { homePath, orderPath } from '../../lib/paths.ts';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import { deliveryDay, moneyText } from '../../lib/i18n/figures.ts';
import { useLocale, useWords } from '../shared/words.tsx';
import { amountText, paymentView } from '../shared/order-text.ts';
import { useLoad } from '../shared/useLoad.ts';
import { visits } from '../../stores/visits.ts';
import Dialog from '../shared/Dialog.tsx';
import LoadState from '../shared/LoadState.tsx';
import SuccessMark from '../shared/SuccessMark.tsx';
import PriceBreakdown from '../shared/PriceBreakdown.tsx';
import styles from './Checkout.module.scss';
import own from './OrderPlaced.module.scss';

export const ORDER_PLACED = 'order-placed';

type Words = typeof import('./Checkout.words.en-IN.ts');

/** `orderIds`: the orders the checkout made (its create reply); empty until one is placed. */
export default function OrderPlaced({ orderIds }: { orderIds: string[] }) {
  const t = useWords<Words>();
  const home = localisedPath(homePath(), useLocale());
  return (
    <Dialog
      type={ORDER_PLACED}
      title={t.checkout_order_placed()}
      hideTitle
      className={styles.placedDialog}
      onClosed={() => window.location.assign(home)}
    >
      <div className={`${styles.placed} ${own.placed}`}>
        <SuccessMark className={styles.placedMark} />
        <p className={styles.placedTitle}>{t.checkout_order_placed()}</p>
        <p className={styles.muted}>{t.checkout_order_placed_thanks()}</p>
        {orderIds.length > 0 && <PlacedOrders orderIds={orderIds} />}
        <a className={styles.primaryWide} href={home}>
          {t.checkout_continue_shopping()}
        </a>
      </div>
    </Dialog>
  );
}

function PlacedOrders({ orderIds }: { orderIds: string[] }) {
  const t = useWords<Words>();
  const key = orderIds.join(',');
  const { state, retry } = useLoad(() => Promise.all(key.split(',').map(getOrder)), [key]);
  // An order placed makes the next page view offer to install the storefront (src/scripts/pwa.ts).
  useEffect(() => visits.orderPlaced(), []);

  return (
    <div className={own.orders}>
      <LoadState state={state} what={t.checkout_loading_order_details()} onRetry={retry}>
        {(orders) => (
          <>
            {orders.length > 1 && (
              <p className={own.count}>{t.checkout_orders_one_per_seller({ count: orders.length })}</p>
            )}
            <ul className={own.list}>
              {orders.map((order) => (
                <PlacedOrderCard key={order.orderId} order={order} />
              ))}
            </ul>
            {/* The checkout's money as one breakdown (the orders of one checkout share how they are paid). */}
            <section className={own.breakdown} aria-label={t.checkout_price_details()}>
              <PriceBreakdown
                charges={sumCharges(orders.map((o) => o.charges))}
                totalLabel={amountText(orders[0]!, t)}
                testId="placed-breakdown"
              />
            </section>
          </>
        )}
      </LoadState>
    </div>
  );
}

function PlacedOrderCard({ order }: { order: OrderDetail }) {
  const t = useWords<Words>();
  const locale = useLocale();
  const number = orderNumber(order.orderId);
  const payment = paymentView(
    {
      orderType: order.orderType,
      paymentStatus: order.paymentStatus,
      orderStatus: order.orderStatus,
      paidAt: order.paidAt,
    },
    t,
    locale,
  );
  return (
    <li className={own.card} aria-label={t.checkout_order_number({ number })}>
      <p className={own.head}>
        <span className={own.number}>{t.checkout_order_number({ number })}</span>
        {order.storeName && <span className={own.store}>{order.storeName}</span>}
      </p>
      {order.expectedDelivery && (
        <p className={own.date}>{t.checkout_delivery_by({ day: deliveryDay(order.expectedDelivery, locale) })}</p>
      )}
      <dl className={own.facts}>
        <div>
          <dt>{t.checkout_amount()}</dt>
          <dd>{moneyText(order.charges.amount, locale)}</dd>
        </div>
        <div>
          <dt>{t.checkout_payment()}</dt>
          <dd>{order.orderType === 'Cod' ? payment.mode : `${payment.mode} · ${payment.state}`}</dd>
        </div>
      </dl>
      <a className={own.view} href={localisedPath(orderPath(order.orderId), locale)}>
        {t.checkout_view_order()}
        <span className="visually-hidden"> {number}</span>
      </a>
    </li>
  );
}

/**
 * The full-screen "Order Placed" modal (shopper-core §2) in the shared frame, with "Continue shopping" home.
 * It tells the shopper what was placed, read back from the API (GET orders/{id} for each order the checkout
 * made, one per seller): the order number, the store, the amount and payment mode, the day promised, and a
 * "View order" link to each order's page.
 */
import { useEffect } from 'react';
import { getOrder, type OrderDetail } from '../../lib/api/orders.ts';
import { amountLabel, orderNumber, paymentState } from '../../lib/rules/orders.ts';
import { deliveryByText } from '../../lib/rules/delivery.ts';
import { money, sumCharges } from '../../lib/rules/breakdown.ts';
import { homePath, orderPath } from '../../lib/paths.ts';
import { useLoad } from '../shared/useLoad.ts';
import { visits } from '../../stores/visits.ts';
import Dialog from '../shared/Dialog.tsx';
import LoadState from '../shared/LoadState.tsx';
import SuccessMark from '../shared/SuccessMark.tsx';
import PriceBreakdown from '../shared/PriceBreakdown.tsx';
import styles from './Checkout.module.scss';
import own from './OrderPlaced.module.scss';

export const ORDER_PLACED = 'order-placed';

/** `orderIds`: the orders the checkout made (its create reply); empty until one is placed. */
export default function OrderPlaced({ orderIds }: { orderIds: string[] }) {
  return (
    <Dialog
      type={ORDER_PLACED}
      title="Order Placed"
      hideTitle
      className={styles.placedDialog}
      onClosed={() => window.location.assign(homePath())}
    >
      <div className={`${styles.placed} ${own.placed}`}>
        <SuccessMark className={styles.placedMark} />
        <p className={styles.placedTitle}>Order Placed</p>
        <p className={styles.muted}>Thank you! We will let you know when it ships.</p>
        {orderIds.length > 0 && <PlacedOrders orderIds={orderIds} />}
        <a className={styles.primaryWide} href={homePath()}>
          Continue shopping
        </a>
      </div>
    </Dialog>
  );
}

function PlacedOrders({ orderIds }: { orderIds: string[] }) {
  const key = orderIds.join(',');
  const { state, retry } = useLoad(() => Promise.all(key.split(',').map(getOrder)), [key]);
  // An order placed makes the next page view offer to install the storefront (src/scripts/pwa.ts).
  useEffect(() => visits.orderPlaced(), []);

  return (
    <div className={own.orders}>
      <LoadState state={state} what="your order details" onRetry={retry}>
        {(orders) => (
          <>
            {orders.length > 1 && <p className={own.count}>{orders.length} orders, one per seller</p>}
            <ul className={own.list}>
              {orders.map((order) => (
                <PlacedOrderCard key={order.orderId} order={order} />
              ))}
            </ul>
            {/* The checkout's money as one breakdown (the orders of one checkout share how they are paid). */}
            <section className={own.breakdown} aria-label="Price details">
              <PriceBreakdown
                charges={sumCharges(orders.map((o) => o.charges))}
                totalLabel={amountLabel(orders[0]!)}
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
  const number = orderNumber(order.orderId);
  const payment = paymentState({
    orderType: order.orderType,
    paymentStatus: order.paymentStatus,
    orderStatus: order.orderStatus,
    paidAt: order.paidAt,
  });
  return (
    <li className={own.card} aria-label={`Order ${number}`}>
      <p className={own.head}>
        <span className={own.number}>Order {number}</span>
        {order.storeName && <span className={own.store}>{order.storeName}</span>}
      </p>
      {order.expectedDelivery && <p className={own.date}>{deliveryByText(order.expectedDelivery)}</p>}
      <dl className={own.facts}>
        <div>
          <dt>Amount</dt>
          <dd>{money(order.charges.amount)}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>{order.orderType === 'Cod' ? payment.mode : `${payment.mode} · ${payment.state}`}</dd>
        </div>
      </dl>
      <a className={own.view} href={orderPath(order.orderId)}>
        View order<span className="visually-hidden"> {number}</span>
      </a>
    </li>
  );
}

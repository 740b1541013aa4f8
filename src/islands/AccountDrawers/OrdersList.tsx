/**
 * The shopper's orders, newest first (shopper-core §3 Order list item): each with its picture, name, status
 * label and date, order number and promised day, linking to the order's page. Shown in the My Orders drawer
 * and on the /my-orders page alike; read fresh each time it is shown.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import LoadState from '../shared/LoadState.tsx';
import { loadable } from '../../stores/loadable.ts';
import { overlay } from '../../stores/overlay.ts';
import { getOrders, type OrderListItem } from '../../lib/api/orders.ts';
import {
  awaitingPayment,
  canReview,
  orderStatusLabel,
  orderStatusTone,
  plainText,
} from '../../lib/rules/order-labels.ts';
import { orderNumber } from '../../lib/rules/order-number.ts';
import { payNowText } from '../../lib/rules/pay-now.ts';
import { deliveryByText, showsExpectedDelivery } from '../../lib/rules/delivery.ts';
import { marketplacePath, orderPath } from '../../lib/paths.ts';
import { REVIEW_HASH, SHARE_HASH } from '../../lib/rules/review-writing.ts';
import { imageUrl } from '../../lib/images.ts';
import styles from './AccountDrawers.module.scss';

const orders = loadable(getOrders);

export default function OrdersList() {
  const state = useStore(orders.$state);
  useEffect(() => void orders.refresh(), []);
  return (
    <LoadState state={state} what="your orders" onRetry={() => void orders.refresh()}>
      {(items) =>
        items.length === 0 ? (
          <Empty title="No orders yet" note="What you buy shows here, with where it has got to." action />
        ) : (
          <ul className={styles.list}>
            {items.map((item) => (
              <OrderRow key={item.orderId} item={item} />
            ))}
          </ul>
        )
      }
    </LoadState>
  );
}

function OrderRow({ item }: { item: OrderListItem }) {
  const label = orderStatusLabel(item);
  const image = item.Product.productImgUrls[0];
  return (
    <li>
      <a className={styles.row} href={orderPath(item.orderId)} onClick={() => overlay.close()}>
        <span className={styles.thumb}>
          {image && <img src={imageUrl(image, 320)} alt="" width={72} height={90} loading="lazy" decoding="async" />}
        </span>
        <span className={styles.text}>
          <span className={styles.name}>{item.Product.productName}</span>
          <span className={styles.desc}>{plainText(item.Product.productDesc)}</span>
          {label && (
            <span className={[styles.status, styles[orderStatusTone(item.orderStatus, item)]].join(' ')}>{label}</span>
          )}
          {awaitingPayment(item) && item.payNow && (
            // What its page's Pay now charges: the whole checkout, naming each order it pays.
            <span className={styles.payNow} data-testid="pay-now-text">
              {payNowText(item.payNow)}
            </span>
          )}
          <span className={styles.orderFacts}>
            Order {orderNumber(item.orderId)}
            {!awaitingPayment(item) && showsExpectedDelivery(item.orderStatus, item.expectedDelivery) && (
              <>
                {' · '}
                <span className={styles.nowrap}>{deliveryByText(item.expectedDelivery)}</span>
              </>
            )}
          </span>
        </span>
      </a>
      {canReview(item.orderStatus) && (
        <>
          <a
            className={styles.rate}
            href={`${orderPath(item.orderId)}${REVIEW_HASH}`}
            onClick={() => overlay.close()}
            aria-label={`Rate ${item.Product.productName}`}
          >
            ★ Rate this product
          </a>
          <a
            className={styles.rate}
            href={`${orderPath(item.orderId)}${SHARE_HASH}`}
            onClick={() => overlay.close()}
            aria-label={`Share ${item.Product.productName} on Lens`}
          >
            Share on Lens
          </a>
        </>
      )}
    </li>
  );
}

/** An empty list's message, with "Start shopping" where there is something to do about it. */
export function Empty({ title, note, action = false }: { title: string; note: string; action?: boolean }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      <p>{note}</p>
      {action && (
        <a className={styles.shop} href={marketplacePath()} onClick={() => overlay.close()}>
          Start shopping
        </a>
      )}
    </div>
  );
}

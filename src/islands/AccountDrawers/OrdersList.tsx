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
import { awaitingPayment, canReview, orderStatusTone, plainText } from '../../lib/rules/order-labels.ts';
import { orderNumber } from '../../lib/rules/order-number.ts';
import { showsExpectedDelivery } from '../../lib/rules/delivery.ts';
import { marketplacePath, orderPath } from '../../lib/paths.ts';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import { deliveryDay } from '../../lib/i18n/figures.ts';
import { useLocale, useWords } from '../shared/words.tsx';
import { payNowWords, statusLabel } from '../shared/order-text.ts';
import { REVIEW_HASH, SHARE_HASH } from '../../lib/rules/review-writing.ts';
import { imageUrl } from '../../lib/images.ts';
import styles from './AccountDrawers.module.scss';

type Words = typeof import('./AccountDrawers.words.en-IN.ts');

const orders = loadable(getOrders);

export default function OrdersList() {
  const t = useWords<Words>();
  const state = useStore(orders.$state);
  useEffect(() => void orders.refresh(), []);
  return (
    <LoadState state={state} what={t.orders_loading_orders()} onRetry={() => void orders.refresh()}>
      {(items) =>
        items.length === 0 ? (
          <Empty title={t.orders_none_yet()} note={t.orders_none_yet_note()} action />
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
  const t = useWords<Words>();
  const locale = useLocale();
  const here = localisedPath(orderPath(item.orderId), locale);
  const label = statusLabel(item, t, locale);
  const image = item.Product.productImgUrls[0];
  return (
    <li>
      <a className={styles.row} href={here} onClick={() => overlay.close()}>
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
              {payNowWords(item.payNow, t, locale)}
            </span>
          )}
          <span className={styles.orderFacts}>
            {t.orders_order_number({ number: orderNumber(item.orderId) })}
            {!awaitingPayment(item) && showsExpectedDelivery(item.orderStatus, item.expectedDelivery) && (
              <>
                {' · '}
                <span className={styles.nowrap}>
                  {t.orders_delivery_by({ day: deliveryDay(item.expectedDelivery, locale) })}
                </span>
              </>
            )}
          </span>
        </span>
      </a>
      {canReview(item.orderStatus) && (
        <>
          <a
            className={styles.rate}
            href={`${here}${REVIEW_HASH}`}
            onClick={() => overlay.close()}
            aria-label={t.orders_rate_named({ name: item.Product.productName })}
          >
            ★ {t.orders_rate_this_product()}
          </a>
          <a
            className={styles.rate}
            href={`${here}${SHARE_HASH}`}
            onClick={() => overlay.close()}
            aria-label={t.orders_share_named_on_lens({ name: item.Product.productName })}
          >
            {t.orders_share_on_lens()}
          </a>
        </>
      )}
    </li>
  );
}

/** An empty list's message, with "Start shopping" where there is something to do about it. */
export function Empty({ title, note, action = false }: { title: string; note: string; action?: boolean }) {
  const t = useWords<Words>();
  const locale = useLocale();
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      <p>{note}</p>
      {action && (
        <a className={styles.shop} href={localisedPath(marketplacePath(), locale)} onClick={() => overlay.close()}>
          {t.orders_start_shopping()}
        </a>
      )}
    </div>
  );
}

/**
 * The order detail page (stores-and-social §2.10): one static shell for every /my-orders/{orderId}, whose
 * island reads the order from the API. A header with the order number and a back link; the lines, the
 * delivery address and the payment; the order summary with the actions Track Order, the tax papers (TaxPapers:
 * the invoice once shipped, a credit note once returned), Cancel order (while the server allows it). Another
 * shopper's order, or one that does not exist, reads "Order not found". A visitor is asked to sign in and
 * comes back here.
 */
import { useCallback, useEffect, useState } from 'react';
import { getOrder, type OrderDetail as Order } from '../../lib/api/orders.ts';
import { canCancel, orderNumber, returnAllowed } from '../../lib/rules/orders.ts';
import { awaitingPayment, canReview } from '../../lib/rules/order-labels.ts';
import { showsExpectedDelivery } from '../../lib/rules/delivery.ts';
import { deliveryDay, moneyText } from '../../lib/i18n/figures.ts';
import { formatDay } from '../../lib/i18n/dates.ts';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { useLocale, useWords, type Relaxed } from '../shared/words.tsx';
import { useSay } from '../shared/useSay.ts';
import { localeOfPath } from '../../lib/i18n/locale-paths.ts';
import { amountText, paymentView, statusLabel, statusTitle, type OrderWords } from '../shared/order-text.ts';
import { cancelRefundWords, refundPlanText } from './refund-text.ts';
import PriceBreakdown from '../shared/PriceBreakdown.tsx';
import PayNow from './PayNow.tsx';
import { imageUrl } from '../../lib/images.ts';
import { homePath, idFromPath, orderPath, ordersPath, productPath } from '../../lib/paths.ts';
import { pageTitle, site } from '../../lib/site.ts';
import { overlay } from '../../stores/overlay.ts';
import { toast } from '../../stores/toasts.ts';
import { useLoad } from '../shared/useLoad.ts';
import SignInGate from '../shared/SignInGate.tsx';
import LoadState from '../shared/LoadState.tsx';
import AddressText from '../shared/AddressText.tsx';
import TrackOrder, { TRACK_ORDER } from './TrackOrder.tsx';
import { canTrack } from '../../lib/rules/track.ts';
import CancelFlow, { CONFIRM_CANCEL } from './CancelFlow.tsx';
import ReturnFlow, { CONFIRM_RETURN } from './ReturnFlow.tsx';
import { EXCHANGE_STATUS, ExchangeStatus, REFUND_STATUS, RefundStatus } from './RequestStatus.tsx';
import TaxPapers from './TaxPapers.tsx';
import BuyAgain from './BuyAgain.tsx';
import ReviewForm, { WRITE_REVIEW, type ReviewTarget } from './ReviewForm.tsx';
import LensPostForm, { SHARE_ON_LENS } from './LensPostForm.tsx';
import { REVIEW_HASH, SHARE_HASH } from '../../lib/rules/review-writing.ts';
import { useCatalogName } from '../shared/useCatalogName.ts';
import styles from './OrderDetail.module.scss';
import IconChevronLeft from '~icons/lucide/chevron-left.jsx';

type Words = typeof import('./OrderDetail.words.en-IN.ts');

export default function OrderDetail() {
  const t = useWords<Words>();
  return (
    <SignInGate note={t.orders_sign_in_phone_to_see_order()}>
      <OrderPage />
    </SignInGate>
  );
}

function OrderPage() {
  const t = useWords<Words>();
  const say = useSay();
  const [orderId] = useState(() => idFromPath(localisedPath(window.location.pathname, 'en-IN'), orderPath));
  const { state, retry, update } = useLoad(orderId ? () => getOrder(orderId) : null, [orderId]);
  // After a payment: the order read again in place, the page (and what it says) kept while it loads.
  const refresh = useCallback(async () => {
    try {
      const fresh = await getOrder(orderId!);
      update(() => fresh);
    } catch (error) {
      toast.error((error as Error).message);
    }
  }, [orderId]);
  const failed = { ...state, error: say(state.error) };

  if (!orderId || state.notFound) return <NotFound />;
  return (
    <LoadState state={failed} what={t.orders_loading_order()} onRetry={retry}>
      {(order) => <OrderView order={order} onChanged={refresh} />}
    </LoadState>
  );
}

function NotFound() {
  const t = useWords<Words>();
  const locale = useLocale();
  return (
    <section className={styles.notFound} aria-labelledby="order-not-found">
      <h1 id="order-not-found">{t.orders_not_found()}</h1>
      <p>{t.orders_not_found_note()}</p>
      <a className={styles.primary} href={localisedPath(homePath(), locale)}>
        {t.orders_continue_shopping()}
      </a>
    </section>
  );
}

/**
 * Back goes to My Orders. When the shopper came from that page, it is the browser's Back (the list keeps its
 * place); from anywhere else (a notification, Order placed, a typed address) the link opens My Orders.
 */
function goBack(event: React.MouseEvent) {
  const cameFrom = document.referrer.split(/[?#]/)[0]!.replace(/\/$/, '');
  const list = localisedPath(ordersPath(), localeOfPath(window.location.pathname));
  if (cameFrom !== `${window.location.origin}${list}` || window.history.length < 2) return;
  event.preventDefault();
  window.history.back();
}

/** What the order took, for the refund rules (paise). */
const moneyFacts = (order: Order) => ({
  orderType: order.orderType,
  paymentStatus: order.paymentStatus,
  walletUsedPaise: Math.round(order.charges.walletUsed * 100),
  totalPaise: Math.round(order.charges.amount * 100),
});

/** The header's status: the payment's state while a prepaid order waits for it (or expired), else the status and when it changed. */
function headline(order: Order, t: OrderWords & Relaxed<Words>, locale: Locale): { title: string; on: string } {
  if (awaitingPayment(order) || order.paymentStatus === 'expired')
    return { title: statusLabel(order, t, locale)!, on: '' };
  const last = order.history.at(-1);
  return {
    title: statusTitle(order.orderStatus, t),
    on:
      last && last.status !== 'READY_FOR_PICKUP' ? ` ${t.orders_status_on({ date: formatDay(last.at, locale) })}` : '',
  };
}

function OrderView({ order, onChanged }: { order: Order; onChanged: () => void }) {
  const t = useWords<Words>();
  const nameOf = useCatalogName();
  const locale = useLocale();
  const number = orderNumber(order.orderId);
  const payment = paymentView(
    {
      orderType: order.orderType,
      paymentStatus: order.paymentStatus,
      orderStatus: order.orderStatus,
      paidAt: order.paidAt,
      refund: order.request?.refund,
    },
    t,
    locale,
  );
  const head = headline(order, t, locale);
  const seller = order.storeName || t.orders_the_seller();
  const itemCount = order.lines.reduce((n, l) => n + l.quantity, 0);
  // The window is read once per render of the loaded order; the server has the last word on submit.
  const [now] = useState(() => Date.now());
  const returnable = returnAllowed(order.orderStatus, order.deliveredAt, now);
  const refund = order.request?.refund;
  const exchange = order.request?.exchange;
  const [reviewing, setReviewing] = useState<ReviewTarget | null>(null);
  const rate = (line: Order['lines'][number]) => {
    setReviewing({ productId: line.productId, productName: line.productName, sellerId: order.sellerId });
    overlay.open(WRITE_REVIEW);
  };
  const share = (line: Order['lines'][number]) => {
    setReviewing({ productId: line.productId, productName: line.productName, sellerId: order.sellerId });
    overlay.open(SHARE_ON_LENS);
  };
  // From My Orders' "Rate" or "Share on Lens", or the notification that asks: the form opens for the first product, once.
  useEffect(() => {
    const hash = window.location.hash;
    if ((hash !== REVIEW_HASH && hash !== SHARE_HASH) || !canReview(order.orderStatus) || !order.lines[0]) return;
    history.replaceState(history.state, '', `${window.location.pathname}${window.location.search}`);
    if (hash === REVIEW_HASH) rate(order.lines[0]);
    else share(order.lines[0]);
  }, []);
  // The static shell's title says "Order details"; once loaded, the tab names the order.
  useEffect(() => {
    document.title = pageTitle(t.orders_order_number({ number }));
  }, [number, t]);

  return (
    <>
      <header className={styles.header}>
        <a className={styles.back} href={localisedPath(ordersPath(), locale)} onClick={goBack}>
          <IconChevronLeft size={20} />
          {t.orders_back_to_my_orders()}
        </a>
        <h1 className={styles.title}>{t.orders_order_number({ number })}</h1>
        <p className={styles.placedOn}>
          {t.orders_placed_on({ date: formatDay(order.createdAt, locale) })} ·{' '}
          <span className={styles.status}>{head.title}</span>
          {head.on}
        </p>
        {!awaitingPayment(order) && showsExpectedDelivery(order.orderStatus, order.expectedDelivery) && (
          <p className={styles.expected}>
            {t.orders_delivery_by({ day: deliveryDay(order.expectedDelivery, locale) })}
          </p>
        )}
      </header>

      <div className={styles.layout}>
        <div className={styles.panels}>
          <section className={styles.panel} aria-labelledby="order-items">
            <h2 id="order-items" className={styles.panelTitle}>
              {t.orders_items_count({ count: String(itemCount) })}
            </h2>
            <p className={styles.muted}>{t.orders_sold_by({ seller })}</p>
            <ul className={styles.lines}>
              {order.lines.map((line) => (
                <li key={line.id} className={styles.line}>
                  {line.imgUrls[0] ? (
                    <img
                      src={imageUrl(line.imgUrls[0], 320)}
                      alt=""
                      width="72"
                      height="90"
                      loading="lazy"
                      className={styles.thumb}
                    />
                  ) : (
                    <span className={styles.thumb} />
                  )}
                  <div className={styles.lineText}>
                    <p className={styles.lineName}>
                      <a href={localisedPath(productPath(order.sellerId, line.productId, line.variantId), locale)}>
                        {line.productName}
                      </a>
                    </p>
                    <p className={styles.muted}>
                      {[
                        line.color && t.orders_line_colour({ colour: nameOf('colour', line.color) }),
                        line.size && t.orders_line_size({ size: nameOf('size', line.size) }),
                        t.orders_line_qty({ quantity: String(line.quantity) }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                    <p className={styles.muted}>{t.orders_line_seller({ seller })}</p>
                    <span className={styles.lineActions}>
                      <BuyAgain line={line} className={styles.rate} />
                      {canReview(order.orderStatus) && (
                        <>
                          <button
                            type="button"
                            className={styles.rate}
                            onClick={() => rate(line)}
                            aria-label={t.orders_rate_this_product_named({ name: line.productName })}
                          >
                            ★ {t.orders_rate_this_product()}
                          </button>
                          <button
                            type="button"
                            className={styles.rate}
                            onClick={() => share(line)}
                            aria-label={t.orders_share_on_lens_named({ name: line.productName })}
                          >
                            {t.orders_share_on_lens()}
                          </button>
                        </>
                      )}
                    </span>
                  </div>
                  <p className={styles.linePrice}>
                    <strong>{moneyText(line.price * line.quantity, locale)}</strong>
                    {line.mrp > line.price && (
                      <s className={styles.mrp}>{moneyText(line.mrp * line.quantity, locale)}</s>
                    )}
                  </p>
                </li>
              ))}
            </ul>
          </section>

          <section className={styles.panel} aria-labelledby="order-address">
            <h2 id="order-address" className={styles.panelTitle}>
              {t.orders_delivery_address()}
            </h2>
            <address className={styles.address}>
              <AddressText address={order.address} />
            </address>
          </section>

          <section className={styles.panel} aria-labelledby="order-payment">
            <h2 id="order-payment" className={styles.panelTitle}>
              {t.orders_payment()}
            </h2>
            <dl className={styles.rows}>
              <div>
                <dt>{t.orders_payment_mode()}</dt>
                <dd>{payment.mode}</dd>
              </div>
              <div>
                <dt>{t.orders_payment_state()}</dt>
                <dd data-testid="payment-state" className={styles[`tone-${payment.tone}`]}>
                  {payment.state}
                </dd>
              </div>
            </dl>
            <PayNow order={order} onPaid={onChanged} />
          </section>
        </div>

        <aside className={styles.side} aria-label={t.orders_summary_and_actions()}>
          <section className={styles.panel} aria-labelledby="order-summary">
            <h2 id="order-summary" className={styles.panelTitle}>
              {t.orders_order_summary()}
            </h2>
            <PriceBreakdown
              charges={order.charges}
              totalLabel={amountText(order, t)}
              tax={order.charges.tax}
              testId="order-summary"
            />
          </section>
          <div className={styles.actions}>
            {canTrack(order.orderStatus) && (
              <button type="button" className={styles.primary} onClick={() => overlay.open(TRACK_ORDER)}>
                {t.orders_track_order()}
              </button>
            )}
            <TaxPapers order={order} />
            {canCancel(order.orderStatus) && (
              <button type="button" className={styles.danger} onClick={() => overlay.open(CONFIRM_CANCEL)}>
                {t.orders_cancel_order()}
              </button>
            )}
            {returnable && (
              <button type="button" className={styles.secondary} onClick={() => overlay.open(CONFIRM_RETURN)}>
                {t.orders_return_order()}
              </button>
            )}
            {refund && (
              <button type="button" className={styles.secondary} onClick={() => overlay.open(REFUND_STATUS)}>
                {t.orders_refund_status()}
              </button>
            )}
            {exchange && (
              <button type="button" className={styles.secondary} onClick={() => overlay.open(EXCHANGE_STATUS)}>
                {t.orders_exchange_status()}
              </button>
            )}
          </div>
          {returnable && order.returnUntil && (
            <p className={styles.note}>{t.orders_return_until({ date: formatDay(order.returnUntil, locale) })}</p>
          )}
          {!returnable && order.orderStatus === 'DELIVERED' && order.returnUntil && (
            <p className={styles.note}>
              {t.orders_return_window_closed({ date: formatDay(order.returnUntil, locale) })}
            </p>
          )}
        </aside>
      </div>

      {canTrack(order.orderStatus) && <TrackOrder order={order} />}
      {canCancel(order.orderStatus) && (
        <CancelFlow
          orderId={order.orderId}
          refundText={cancelRefundWords(moneyFacts(order), site.walletName, t, locale)}
        />
      )}
      {returnable && (
        <ReturnFlow
          orderId={order.orderId}
          lines={order.lines}
          refundPlan={refundPlanText(moneyFacts(order), site.walletName, t, locale)}
        />
      )}
      {canReview(order.orderStatus) && <ReviewForm target={reviewing} />}
      {canReview(order.orderStatus) && <LensPostForm target={reviewing} />}
      {refund && <RefundStatus order={order} />}
      {exchange && <ExchangeStatus order={order} />}
    </>
  );
}

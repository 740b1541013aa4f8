/**
 * The order detail page (stores-and-social §2.10): one static shell for every /my-orders/{orderId}, whose
 * island reads the order from the API. A header with the order number and a back link; the lines, the
 * delivery address and the payment; the order summary with the actions Track Order, Cancel order (while the
 * server allows it) and Download Invoice. Another shopper's order, or one that does not exist, reads
 * "Order not found". A visitor is asked to sign in and comes back here.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api/index.ts';
import { downloadInvoice, getOrder, type OrderDetail as Order } from '../../lib/api/orders.ts';
import { canCancel, invoiceFileName, orderNumber, paymentState, returnAllowed, shippingText, statusTitle } from '../../lib/rules/orders.ts';
import { deliveryByText, showsExpectedDelivery } from '../../lib/rules/delivery.ts';
import { formatRupees, formatRupeesExact } from '../../lib/rules/price.ts';
import { formatDate } from '../../lib/rules/text.ts';
import { imageUrl } from '../../lib/images.ts';
import { homePath, idFromPath, orderPath } from '../../lib/paths.ts';
import { site } from '../../lib/site.ts';
import { overlay } from '../../stores/overlay.ts';
import { toast } from '../../stores/toasts.ts';
import type { Loadable } from '../../stores/loadable.ts';
import SignInGate from '../shared/SignInGate.tsx';
import LoadState from '../shared/LoadState.tsx';
import TrackOrder, { TRACK_ORDER } from './TrackOrder.tsx';
import CancelFlow, { CONFIRM_CANCEL } from './CancelFlow.tsx';
import ReturnFlow, { CONFIRM_RETURN } from './ReturnFlow.tsx';
import { EXCHANGE_STATUS, ExchangeStatus, REFUND_STATUS, RefundStatus } from './RequestStatus.tsx';
import styles from './OrderDetail.module.scss';

export default function OrderDetail() {
  return (
    <SignInGate note="Sign in with your phone number to see your order.">
      <OrderPage />
    </SignInGate>
  );
}

type PageState = Loadable<Order> & { notFound?: boolean };

function OrderPage() {
  const [orderId] = useState(() => idFromPath(window.location.pathname, orderPath));
  const [state, setState] = useState<PageState>({ status: 'loading', data: null, error: '' });
  const load = useCallback(async () => {
    if (!orderId) return setState({ status: 'failed', data: null, error: '', notFound: true });
    setState((s) => ({ ...s, status: 'loading', error: '' }));
    try {
      setState({ status: 'succeeded', data: await getOrder(orderId), error: '' });
    } catch (error) {
      const notFound = error instanceof ApiError && error.status === 404;
      setState({ status: 'failed', data: null, error: (error as Error).message, notFound });
    }
  }, [orderId]);
  useEffect(() => void load(), [load]);

  if (state.notFound) return <NotFound />;
  return (
    <LoadState state={state} what="your order" onRetry={load}>
      {(order) => <OrderView order={order} />}
    </LoadState>
  );
}

function NotFound() {
  return (
    <section className={styles.notFound} aria-labelledby="order-not-found">
      <h1 id="order-not-found">Order not found</h1>
      <p>This order does not exist or is not one of yours.</p>
      <a className={styles.primary} href={homePath()}>
        Continue shopping
      </a>
    </section>
  );
}

/** Back to where the shopper came from on this site (the My Orders drawer's page), else home. */
function goBack(event: React.MouseEvent) {
  const cameFromHere = document.referrer.startsWith(window.location.origin) && window.history.length > 1;
  if (!cameFromHere) return;
  event.preventDefault();
  window.history.back();
}

const money = (n: number) => (Number.isInteger(n) ? formatRupees(n) : formatRupeesExact(n));

function OrderView({ order }: { order: Order }) {
  const number = orderNumber(order.orderId);
  const payment = paymentState({ orderType: order.orderType, paymentStatus: order.paymentStatus, orderStatus: order.orderStatus, walletUsed: order.price.walletUsed });
  const last = order.history.at(-1);
  const p = order.price;
  const itemCount = order.lines.reduce((n, l) => n + l.quantity, 0);
  const [downloading, setDownloading] = useState(false);
  // The window is read once per render of the loaded order; the server has the last word on submit.
  const [now] = useState(() => Date.now());
  const returnable = returnAllowed(order.orderStatus, order.deliveredAt, now);
  const refund = order.request?.refund;
  const exchange = order.request?.exchange;

  async function download() {
    setDownloading(true);
    try {
      const { blob, fileName } = await downloadInvoice(order.orderId);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName ?? invoiceFileName(order.orderId, site.name);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <>
      <header className={styles.header}>
        <a className={styles.back} href={homePath()} onClick={goBack}>
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M15 18l-6-6 6-6" />
          </svg>
          Back
        </a>
        <h1 className={styles.title}>Order {number}</h1>
        <p className={styles.placedOn}>
          Placed on {formatDate(order.createdAt)} · <span className={styles.status}>{statusTitle(order.orderStatus)}</span>
          {last && last.status !== 'READY_FOR_PICKUP' ? ` on ${formatDate(last.at)}` : ''}
        </p>
        {showsExpectedDelivery(order.orderStatus, order.expectedDelivery) && <p className={styles.expected}>{deliveryByText(order.expectedDelivery)}</p>}
      </header>

      <div className={styles.layout}>
        <div className={styles.panels}>
          <section className={styles.panel} aria-labelledby="order-items">
            <h2 id="order-items" className={styles.panelTitle}>
              Items ({itemCount})
            </h2>
            <p className={styles.muted}>Sold by {order.storeName || 'the seller'}</p>
            <ul className={styles.lines}>
              {order.lines.map((line) => (
                <li key={line.id} className={styles.line}>
                  {line.imgUrls[0] ? (
                    <img src={imageUrl(line.imgUrls[0], 320)} alt="" width="72" height="90" loading="lazy" className={styles.thumb} />
                  ) : (
                    <span className={styles.thumb} />
                  )}
                  <div className={styles.lineText}>
                    <p className={styles.lineName}>{line.productName}</p>
                    <p className={styles.muted}>
                      {[line.color && `Colour: ${line.color}`, line.size && `Size: ${line.size}`, `Qty: ${line.quantity}`].filter(Boolean).join(' · ')}
                    </p>
                    <p className={styles.muted}>Seller: {order.storeName || 'the seller'}</p>
                  </div>
                  <p className={styles.linePrice}>
                    <strong>{money(line.price * line.quantity)}</strong>
                    {line.mrp > line.price && <s className={styles.mrp}>{money(line.mrp * line.quantity)}</s>}
                  </p>
                </li>
              ))}
            </ul>
          </section>

          <section className={styles.panel} aria-labelledby="order-address">
            <h2 id="order-address" className={styles.panelTitle}>
              Delivery address
            </h2>
            <address className={styles.address}>
              <strong>{order.address.name}</strong>
              <span>{order.address.addressMain}</span>
              <span>{[order.address.locality, order.address.city].filter(Boolean).join(', ')}</span>
              <span>{[order.address.state, order.address.pinCode].filter(Boolean).join(' ')}</span>
              {order.address.phone && <span>Phone: {order.address.phone}</span>}
            </address>
          </section>

          <section className={styles.panel} aria-labelledby="order-payment">
            <h2 id="order-payment" className={styles.panelTitle}>
              Payment
            </h2>
            <dl className={styles.rows}>
              <div>
                <dt>Mode</dt>
                <dd>{payment.mode}</dd>
              </div>
              <div>
                <dt>State</dt>
                <dd>{payment.state}</dd>
              </div>
            </dl>
          </section>
        </div>

        <aside className={styles.side} aria-label="Order summary and actions">
          <section className={styles.panel} aria-labelledby="order-summary">
            <h2 id="order-summary" className={styles.panelTitle}>
              Order summary
            </h2>
            <dl className={styles.rows} data-testid="order-summary">
              <div>
                <dt>Price</dt>
                <dd data-testid="summary-price">{money(p.orderCost)}</dd>
              </div>
              <div>
                <dt>Tax (GST included)</dt>
                <dd data-testid="summary-tax">{formatRupeesExact(p.tax)}</dd>
              </div>
              <div>
                <dt>Discount</dt>
                <dd className={p.MainDiscount > 0 ? styles.saving : undefined}>{p.MainDiscount > 0 ? `−${money(p.MainDiscount)}` : money(0)}</dd>
              </div>
              <div>
                <dt>Coupon</dt>
                <dd className={p.coupon > 0 ? styles.saving : undefined}>{p.coupon > 0 ? `−${money(p.coupon)}` : money(0)}</dd>
              </div>
              <div>
                <dt>Shipping</dt>
                <dd className={p.deliveryFee === 0 ? styles.free : undefined}>{shippingText(p.deliveryFee)}</dd>
              </div>
              <div>
                <dt>{site.walletName} used</dt>
                <dd className={p.walletUsed > 0 ? styles.saving : undefined}>{p.walletUsed > 0 ? `−${formatRupeesExact(p.walletUsed)}` : money(0)}</dd>
              </div>
              <div className={styles.total}>
                <dt>Total</dt>
                <dd data-testid="summary-total">{money(p.totalcost)}</dd>
              </div>
            </dl>
            <p className={styles.note}>Discount is the saving against MRP, already inside the price.</p>
          </section>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={() => overlay.open(TRACK_ORDER)}>
              Track Order
            </button>
            <button type="button" className={styles.secondary} onClick={download} disabled={downloading} aria-busy={downloading || undefined}>
              {downloading ? 'Preparing invoice…' : 'Download Invoice'}
            </button>
            {canCancel(order.orderStatus) && (
              <button type="button" className={styles.danger} onClick={() => overlay.open(CONFIRM_CANCEL)}>
                Cancel order
              </button>
            )}
            {returnable && (
              <button type="button" className={styles.secondary} onClick={() => overlay.open(CONFIRM_RETURN)}>
                Return order
              </button>
            )}
            {refund && (
              <button type="button" className={styles.secondary} onClick={() => overlay.open(REFUND_STATUS)}>
                Refund status
              </button>
            )}
            {exchange && (
              <button type="button" className={styles.secondary} onClick={() => overlay.open(EXCHANGE_STATUS)}>
                Exchange status
              </button>
            )}
          </div>
          {returnable && order.returnUntil && <p className={styles.note}>You can return this order until {formatDate(order.returnUntil)}.</p>}
          {!returnable && order.orderStatus === 'DELIVERED' && order.returnUntil && (
            <p className={styles.note}>The 2-day return window closed on {formatDate(order.returnUntil)}.</p>
          )}
        </aside>
      </div>

      <TrackOrder order={order} />
      {canCancel(order.orderStatus) && <CancelFlow orderId={order.orderId} />}
      {returnable && <ReturnFlow orderId={order.orderId} lines={order.lines} />}
      {refund && <RefundStatus order={order} />}
      {exchange && <ExchangeStatus order={order} />}
    </>
  );
}

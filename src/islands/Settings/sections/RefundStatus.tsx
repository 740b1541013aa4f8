/**
 * Refund Status: the shopper's cancelled and returned orders, each with the refund amount, where it goes
 * (wallet, original payment mode, or nothing for an unpaid cash-on-delivery order) and how far along it
 * is, and a return's own step (requested, picked up, returned), from GET orders/refunds. The rules are
 * src/lib/rules/refunds.ts and return-progress.ts.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { refunds } from '../../../stores/rewards.ts';
import { refundModeLabel, refundPartText, refundStateLabel } from '../../../lib/rules/refunds.ts';
import { formatWalletAmount } from '../../../lib/rules/wallet.ts';
import { formatDate } from '../../../lib/rules/text.ts';
import { returnStageText } from '../../../lib/rules/return-progress.ts';
import { orderPath } from '../../../lib/paths.ts';
import { orderNumber } from '../../../lib/rules/order-number.ts';
import { imageUrl } from '../../../lib/images.ts';
import { site } from '../../../lib/site.ts';
import type { RefundRow } from '../../../lib/api/types.ts';
import LoadState from '../../shared/LoadState.tsx';
import styles from './Section.module.scss';
import own from './RefundStatus.module.scss';

const STATE_CLASS: Record<RefundRow['state'], string> = {
  REFUNDED: own.done!,
  INITIATED: own.moving!,
  REQUESTED: own.waiting!,
  NOTHING_TO_REFUND: own.none!,
};

/** Each part as a sentence: how much, where to, its state with its date, and an expected date or the pickup step. */
function Detail({ row }: { row: RefundRow }) {
  return row.parts.map((part) => (
    <p key={part.mode} className={own.detail}>
      {refundPartText(part, site.walletName)}
    </p>
  ));
}

export default function RefundStatus() {
  const state = useStore(refunds.$state);
  useEffect(() => void refunds.load(), []);
  return (
    <>
      <p className={styles.intro}>Cancelled and returned orders, and where their money goes.</p>
      <LoadState state={state} what="your refunds" onRetry={() => void refunds.refresh()}>
        {(rows) =>
          rows.length === 0 ? (
            <div className={styles.empty}>
              <strong>No refunds</strong>
              <p>When you cancel or return an order, its refund shows here.</p>
            </div>
          ) : (
            <ul className={styles.list} aria-label="Refunds">
              {rows.map((row) => (
                <li key={row.orderId} className={own.row}>
                  {row.productImgUrl ? (
                    <img
                      className={own.image}
                      src={imageUrl(row.productImgUrl, 320)}
                      alt=""
                      width="64"
                      height="80"
                      loading="lazy"
                    />
                  ) : (
                    <span className={own.image} />
                  )}
                  <div className={own.body}>
                    <div className={own.top}>
                      <div>
                        <p className={own.name}>{row.productName}</p>
                        <p className={own.meta}>
                          {row.orderStatus === 'CANCELLED'
                            ? `Cancelled on ${formatDate(row.changedAt)}`
                            : returnStageText(row.returnStage ?? 'requested', row.returnStageAt ?? row.changedAt)}{' '}
                          · <a href={orderPath(row.orderId)}>Order {orderNumber(row.orderId)}</a>
                        </p>
                      </div>
                      <div className={own.money}>
                        {row.mode !== 'NONE' && <p className={own.amount}>{formatWalletAmount(row.amount)}</p>}
                        <p className={`${own.state} ${STATE_CLASS[row.state]}`}>{refundStateLabel(row.state)}</p>
                      </div>
                    </div>
                    <p className={own.mode}>{refundModeLabel(row.mode, site.walletName)}</p>
                    <Detail row={row} />
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </>
  );
}

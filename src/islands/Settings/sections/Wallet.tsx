/**
 * The wallet (named after the product): balance and transactions from GET transaction. The wallet number
 * is the last dash-separated part of its id; amounts show 2 decimals in Indian grouping; payments and
 * refunds link to their order.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $wallet, wallet } from '../../../stores/wallet.ts';
import {
  formatSignedAmount,
  formatWalletAmount,
  linksOwnOrder,
  transactionLabel,
  walletNumber,
} from '../../../lib/rules/wallet.ts';
import { formatDate } from '../../../lib/rules/text.ts';
import { orderPath, settingsPath } from '../../../lib/paths.ts';
import { orderNumber } from '../../../lib/rules/order-number.ts';
import { site } from '../../../lib/site.ts';
import LoadState from '../../shared/LoadState.tsx';
import styles from './Section.module.scss';
import own from './Wallet.module.scss';
import IconArrowDownLeft from '~icons/lucide/arrow-down-left.jsx';
import IconArrowUpRight from '~icons/lucide/arrow-up-right.jsx';

export default function Wallet() {
  const state = useStore($wallet);
  useEffect(() => void wallet.load(), []);
  return (
    <LoadState state={state} what={`your ${site.walletName}`} onRetry={() => void wallet.refresh()}>
      {({ walletData, transactionData }) => (
        <>
          <div className={own.card}>
            <p className={own.cardLabel}>{site.walletName} balance</p>
            <p className={own.balance}>{formatWalletAmount(walletData.money)}</p>
            <p className={own.number}>
              Wallet no. <span>{walletNumber(walletData.id)}</span>
            </p>
            <p className={own.note}>Use it at checkout. Refunds of wallet payments and referral rewards land here.</p>
          </div>

          <h3 className={styles.subheading}>Transactions</h3>
          {transactionData.length === 0 ? (
            <div className={styles.empty}>
              <strong>No transactions yet</strong>
              <p>
                Invite a friend from <a href={settingsPath('REFER_AND_EARN')}>Refer &amp; Earn</a> to earn your first
                reward.
              </p>
            </div>
          ) : (
            <ul className={own.transactions} aria-label="Transactions">
              {transactionData.map((tx) => (
                <li key={tx.id} className={own.transaction}>
                  <span className={`${own.direction} ${tx.money < 0 ? own.out : own.in}`} aria-hidden="true">
                    {tx.money < 0 ? <IconArrowUpRight size={18} /> : <IconArrowDownLeft size={18} />}
                  </span>
                  <span className={own.what}>
                    <span className={own.label}>{transactionLabel(tx.type, tx.money)}</span>
                    <span className={own.meta}>
                      <time dateTime={tx.updatedAt}>{formatDate(tx.updatedAt)}</time>
                      {linksOwnOrder(tx.type, tx.orderId) && (
                        <>
                          {' · '}
                          <a href={orderPath(tx.orderId)}>Order {orderNumber(tx.orderId)}</a>
                        </>
                      )}
                    </span>
                  </span>
                  <span className={`${own.amount} ${tx.money < 0 ? own.amountOut : own.amountIn}`}>
                    {formatSignedAmount(tx.money)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </LoadState>
  );
}

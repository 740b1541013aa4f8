/**
 * The wallet (named after the product): balance and transactions from GET transaction. The wallet number
 * is the last dash-separated part of its id; amounts show 2 decimals in Indian grouping; payments and
 * refunds link to their order.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $wallet, wallet } from '../../../stores/wallet.ts';
import { formatSignedAmount, formatWalletAmount, linksOwnOrder, walletNumber } from '../../../lib/rules/wallet.ts';
import { formatDay } from '../../../lib/i18n/dates.ts';
import { localisedPath } from '../../../lib/i18n/locale-paths.ts';
import { orderPath, settingsPath } from '../../../lib/paths.ts';
import { orderNumber } from '../../../lib/rules/order-number.ts';
import { site } from '../../../lib/site.ts';
import LoadState from '../../shared/LoadState.tsx';
import Tagged from '../../shared/Tagged.tsx';
import { useLocale, useWords, type Relaxed } from '../../shared/words.tsx';
import styles from './Section.module.scss';
import own from './Wallet.module.scss';
import IconArrowDownLeft from '~icons/lucide/arrow-down-left.jsx';
import IconArrowUpRight from '~icons/lucide/arrow-up-right.jsx';

type Words = typeof import('../Settings.words.en-IN.ts');

/** What a transaction was, by its type (as transactionLabel, src/lib/rules/wallet.ts). Unknown types read as a plain credit or debit. */
function transactionWords(t: Relaxed<Words>, type: string, amount: number): string {
  switch (type) {
    case 'order':
      return t.settings_wallet_paid_order();
    case 'refund':
      return t.settings_wallet_refund();
    case 'referral':
      return t.settings_wallet_referral();
    case 'credit':
      return t.settings_wallet_credit();
    default:
      return amount < 0 ? t.settings_wallet_debit() : t.settings_wallet_credit();
  }
}

export default function Wallet() {
  const t = useWords<Words>();
  const locale = useLocale();
  const state = useStore($wallet);
  useEffect(() => void wallet.load(), []);
  return (
    <LoadState
      state={state}
      what={t.settings_wallet_loading({ wallet: site.walletName })}
      onRetry={() => void wallet.refresh()}
    >
      {({ walletData, transactionData }) => (
        <>
          <div className={own.card}>
            <p className={own.cardLabel}>{t.settings_wallet_balance({ wallet: site.walletName })}</p>
            <p className={own.balance}>{formatWalletAmount(walletData.money, locale)}</p>
            <p className={own.number}>
              {t.settings_wallet_number()} <span>{walletNumber(walletData.id)}</span>
            </p>
            <p className={own.note}>{t.settings_wallet_note()}</p>
          </div>

          <h3 className={styles.subheading}>{t.settings_wallet_transactions()}</h3>
          {transactionData.length === 0 ? (
            <div className={styles.empty}>
              <strong>{t.settings_wallet_empty_title()}</strong>
              <p>
                <Tagged
                  parts={t.settings_wallet_empty_text.parts({})}
                  tags={{ refer: (text) => <a href={localisedPath(settingsPath('REFER_AND_EARN'), locale)}>{text}</a> }}
                />
              </p>
            </div>
          ) : (
            <ul className={own.transactions} aria-label={t.settings_wallet_transactions()}>
              {transactionData.map((tx) => (
                <li key={tx.id} className={own.transaction}>
                  <span className={`${own.direction} ${tx.money < 0 ? own.out : own.in}`} aria-hidden="true">
                    {tx.money < 0 ? <IconArrowUpRight size={18} /> : <IconArrowDownLeft size={18} />}
                  </span>
                  <span className={own.what}>
                    <span className={own.label}>{transactionWords(t, tx.type, tx.money)}</span>
                    <span className={own.meta}>
                      <time dateTime={tx.updatedAt}>{formatDay(tx.updatedAt, locale)}</time>
                      {linksOwnOrder(tx.type, tx.orderId) && (
                        <>
                          {' · '}
                          <a href={localisedPath(orderPath(tx.orderId), locale)}>
                            {t.settings_order_number({ number: orderNumber(tx.orderId) })}
                          </a>
                        </>
                      )}
                    </span>
                  </span>
                  <span className={`${own.amount} ${tx.money < 0 ? own.amountOut : own.amountIn}`}>
                    {formatSignedAmount(tx.money, locale)}
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

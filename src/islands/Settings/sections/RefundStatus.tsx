/**
 * Refund Status: the shopper's cancelled and returned orders, each with the refund amount, where it goes
 * (wallet, original payment mode, or nothing for an unpaid cash-on-delivery order) and how far along it
 * is, and a return's own step (requested, picked up, returned), from GET orders/refunds. The rules are
 * src/lib/rules/refunds.ts and return-progress.ts.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { refunds } from '../../../stores/rewards.ts';
import { formatWalletAmount } from '../../../lib/rules/wallet.ts';
import { formatDay } from '../../../lib/i18n/dates.ts';
import { localisedPath } from '../../../lib/i18n/locale-paths.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import type { ReturnStage } from '../../../lib/rules/return-progress.ts';
import { orderPath } from '../../../lib/paths.ts';
import { orderNumber } from '../../../lib/rules/order-number.ts';
import { imageUrl } from '../../../lib/images.ts';
import { site } from '../../../lib/site.ts';
import type { RefundPart, RefundRow } from '../../../lib/api/types.ts';
import LoadState from '../../shared/LoadState.tsx';
import { useLocale, useWords, type Relaxed } from '../../shared/words.tsx';
import styles from './Section.module.scss';
import own from './RefundStatus.module.scss';

const STATE_CLASS: Record<RefundRow['state'], string> = {
  REFUNDED: own.done!,
  INITIATED: own.moving!,
  REQUESTED: own.waiting!,
  NOTHING_TO_REFUND: own.none!,
};

type Words = typeof import('../Settings.words.en-IN.ts');
type T = Relaxed<Words>;

/** Where the money goes (as refundModeLabel, src/lib/rules/refunds.ts). */
function modeWords(t: T, mode: RefundRow['mode']): string {
  const wallet = site.walletName;
  switch (mode) {
    case 'WALLET':
      return t.settings_refunds_to_wallet({ wallet });
    case 'ORIGINAL_PAYMENT':
      return t.settings_refunds_to_original();
    case 'SPLIT':
      return t.settings_refunds_to_split({ wallet });
    default:
      return t.settings_refunds_to_none();
  }
}

/** How far along (as refundStateLabel). */
function stateWords(t: T, state: RefundRow['state']): string {
  switch (state) {
    case 'REFUNDED':
      return t.settings_refunds_state_refunded();
    case 'INITIATED':
      return t.settings_refunds_state_initiated();
    case 'REQUESTED':
      return t.settings_refunds_state_requested();
    default:
      return t.settings_refunds_state_none();
  }
}

/** A return's step and its date (as returnStageText, src/lib/rules/return-progress.ts). */
function stageWords(t: T, stage: ReturnStage, date: string): string {
  switch (stage) {
    case 'requested':
      return date ? t.settings_refunds_return_requested_on({ date }) : t.settings_refunds_return_requested();
    case 'picked-up':
      return date ? t.settings_refunds_picked_up_on({ date }) : t.settings_refunds_picked_up();
    case 'received':
      return date ? t.settings_refunds_returned_on({ date }) : t.settings_refunds_returned();
  }
}

/** One part as a sentence: how much, where to, its state with its date, and an expected date (as refundPartText). */
function partWords(t: T, locale: Locale, part: RefundPart, day: (at: string) => string): string {
  const amount = formatWalletAmount(part.amount, locale);
  const head =
    part.mode === 'WALLET'
      ? t.settings_refunds_part_wallet({ amount, wallet: site.walletName })
      : t.settings_refunds_part_original({ amount });
  const date = part.at ? day(part.at) : null;
  switch (part.state) {
    case 'REFUNDED':
      return date
        ? t.settings_refunds_part_refunded_on({ part: head, date })
        : t.settings_refunds_part_refunded({ part: head });
    case 'INITIATED': {
      const started = date
        ? t.settings_refunds_part_initiated_on({ part: head, date })
        : t.settings_refunds_part_initiated({ part: head });
      return part.expectedBy
        ? `${started}${t.settings_refunds_part_expected({ date: day(part.expectedBy) })}`
        : started;
    }
    default:
      return date
        ? t.settings_refunds_part_requested_on({ part: head, date })
        : t.settings_refunds_part_requested({ part: head });
  }
}

export default function RefundStatus() {
  const t = useWords<Words>();
  const locale = useLocale();
  const day = (at: string) => formatDay(at, locale);
  const state = useStore(refunds.$state);
  useEffect(() => void refunds.load(), []);
  return (
    <>
      <p className={styles.intro}>{t.settings_refunds_intro()}</p>
      <LoadState state={state} what={t.settings_refunds_loading()} onRetry={() => void refunds.refresh()}>
        {(rows) =>
          rows.length === 0 ? (
            <div className={styles.empty}>
              <strong>{t.settings_refunds_empty_title()}</strong>
              <p>{t.settings_refunds_empty_text()}</p>
            </div>
          ) : (
            <ul className={styles.list} aria-label={t.settings_refunds_list()}>
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
                            ? t.settings_refunds_cancelled_on({ date: day(row.changedAt) })
                            : stageWords(
                                t,
                                row.returnStage ?? 'requested',
                                day(row.returnStageAt ?? row.changedAt),
                              )}{' '}
                          ·{' '}
                          <a href={localisedPath(orderPath(row.orderId), locale)}>
                            {t.settings_order_number({ number: orderNumber(row.orderId) })}
                          </a>
                        </p>
                      </div>
                      <div className={own.money}>
                        {row.mode !== 'NONE' && <p className={own.amount}>{formatWalletAmount(row.amount, locale)}</p>}
                        <p className={`${own.state} ${STATE_CLASS[row.state]}`}>{stateWords(t, row.state)}</p>
                      </div>
                    </div>
                    <p className={own.mode}>{modeWords(t, row.mode)}</p>
                    {row.parts.map((part) => (
                      <p key={part.mode} className={own.detail}>
                        {partWords(t, locale, part, day)}
                      </p>
                    ))}
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

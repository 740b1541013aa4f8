/**
 * Refer & Earn: the shopper's own code (their display name: signup's referredBy takes it) and link, copy
 * and share (the Web Share API where the browser has it), the reward text (stores-and-social §2.9,
 * shopper-core §9) and the real numbers: friends who joined with the code, rupees earned, and rewards still
 * waiting for a friend's return window.
 */
import { useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { referrals } from '../../../stores/rewards.ts';
import { toast } from '../../../stores/toasts.ts';
import { signupPath } from '../../../lib/paths.ts';
import { localisedPath } from '../../../lib/i18n/locale-paths.ts';
import { site } from '../../../lib/site.ts';
import { formatWalletAmount } from '../../../lib/rules/wallet.ts';
import { formatMoney } from '../../../lib/i18n/money.ts';
import { REFERRAL_CREDIT_BUSINESS_DAYS as REFERRAL_CREDIT_DAYS, REFERRAL_REWARD } from '../../../lib/rules/settings.ts';
import LoadState from '../../shared/LoadState.tsx';
import { useLocale, useWords, type Relaxed } from '../../shared/words.tsx';
import styles from './Section.module.scss';
import own from './ReferAndEarn.module.scss';

type Words = typeof import('../Settings.words.en-IN.ts');

/** Copies the code or the link, and says whether it worked. */
async function copy(text: string, said: { copied: string; notCopied: string }) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(said.copied);
  } catch {
    toast.warning(said.notCopied);
  }
}

/** "₹500 on its way, after your friend's return window" for rewards still pending (rupees), or null for none. */
function pendingWords(t: Relaxed<Words>, pending: number, amount: string): string | null {
  if (pending <= 0) return null;
  // More than one reward's worth is more than one friend.
  return pending > REFERRAL_REWARD
    ? t.settings_refer_pending_many({ amount })
    : t.settings_refer_pending_one({ amount });
}

export default function ReferAndEarn() {
  const t = useWords<Words>();
  const locale = useLocale();
  const state = useStore(referrals.$state);
  const linkId = useId();
  const [canShare, setCanShare] = useState(false);
  useEffect(() => {
    void referrals.load();
    setCanShare(typeof navigator.share === 'function');
  }, []);
  const reward = formatMoney(REFERRAL_REWARD, locale);
  const wallet = site.walletName;
  const days = REFERRAL_CREDIT_DAYS;

  return (
    <>
      <div className={own.hero}>
        <p className={own.headline}>{t.settings_refer_headline({ reward })}</p>
        <p className={own.text}>{t.settings_refer_text({ reward, wallet, days })}</p>
      </div>

      <LoadState state={state} what={t.settings_refer_loading()} onRetry={() => void referrals.refresh()}>
        {({ code, referrals: joined, earned, pending }) => {
          // The friend signs up in the language of the page the link was shared from.
          const link = new URL(localisedPath(signupPath(code), locale), window.location.origin).href;
          const onItsWay = pendingWords(t, pending, formatMoney(pending, locale));
          return (
            <>
              <div className={own.share}>
                <div className={own.codeBox}>
                  <span className={own.codeLabel}>{t.settings_refer_your_code()}</span>
                  <span className={own.code}>{code}</span>
                  <button
                    type="button"
                    className={styles.secondary}
                    onClick={() =>
                      void copy(code, {
                        copied: t.settings_refer_code_copied(),
                        notCopied: t.settings_refer_code_not_copied(),
                      })
                    }
                  >
                    {t.settings_refer_copy_code()}
                  </button>
                </div>
                <div className={own.linkBox}>
                  <label htmlFor={linkId} className={own.codeLabel}>
                    {t.settings_refer_your_link()}
                  </label>
                  <input
                    id={linkId}
                    className={own.link}
                    value={link}
                    readOnly
                    onFocus={(event) => event.currentTarget.select()}
                  />
                  <div className={own.linkActions}>
                    <button
                      type="button"
                      className={styles.primary}
                      onClick={() =>
                        void copy(link, {
                          copied: t.settings_refer_link_copied(),
                          notCopied: t.settings_refer_link_not_copied(),
                        })
                      }
                    >
                      {t.settings_refer_copy_link()}
                    </button>
                    {canShare && (
                      <button
                        type="button"
                        className={styles.secondary}
                        onClick={() =>
                          void navigator
                            .share({
                              title: t.settings_refer_share_title({ name: site.name }),
                              text: t.settings_refer_share_text({ name: site.name }),
                              url: link,
                            })
                            .catch((error: Error) => {
                              if (error.name !== 'AbortError') console.error(error.message);
                            })
                        }
                      >
                        {t.settings_refer_share()}
                      </button>
                    )}
                  </div>
                </div>
              </div>

              <dl className={own.stats}>
                <div>
                  <dt>{t.settings_refer_joined()}</dt>
                  <dd>{joined}</dd>
                </div>
                <div>
                  <dt>{t.settings_refer_earned()}</dt>
                  <dd>{formatWalletAmount(earned, locale)}</dd>
                  {onItsWay && <dd className={own.pending}>{onItsWay}</dd>}
                </div>
              </dl>
            </>
          );
        }}
      </LoadState>

      <h3 className={styles.subheading}>{t.settings_refer_how()}</h3>
      <ol className={own.steps}>
        <li>
          <strong>{t.settings_refer_step_share()}</strong>
          <span>{t.settings_refer_step_share_text({ name: site.name })}</span>
        </li>
        <li>
          <strong>{t.settings_refer_step_order()}</strong>
          <span>{t.settings_refer_step_order_text()}</span>
        </li>
        <li>
          <strong>{t.settings_refer_step_earn({ reward })}</strong>
          <span>{t.settings_refer_step_earn_text({ wallet, days })}</span>
        </li>
      </ol>
    </>
  );
}

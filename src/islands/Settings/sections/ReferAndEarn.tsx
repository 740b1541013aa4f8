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
import { site } from '../../../lib/site.ts';
import { formatWalletAmount } from '../../../lib/rules/wallet.ts';
import { formatRupees } from '../../../lib/rules/price.ts';
import {
  REFERRAL_CREDIT_BUSINESS_DAYS as REFERRAL_CREDIT_DAYS,
  REFERRAL_REWARD,
  pendingRewardNote,
} from '../../../lib/rules/settings.ts';
import LoadState from '../../shared/LoadState.tsx';
import styles from './Section.module.scss';
import own from './ReferAndEarn.module.scss';

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what} copied`);
  } catch {
    toast.warning(`Could not copy. Select the ${what.toLowerCase()} and copy it yourself.`);
  }
}

export default function ReferAndEarn() {
  const state = useStore(referrals.$state);
  const linkId = useId();
  const [canShare, setCanShare] = useState(false);
  useEffect(() => {
    void referrals.load();
    setCanShare(typeof navigator.share === 'function');
  }, []);
  const reward = formatRupees(REFERRAL_REWARD);

  return (
    <>
      <div className={own.hero}>
        <p className={own.headline}>Invite friends, earn up to {reward}</p>
        <p className={own.text}>
          Share your link. When a friend signs up with it, you earn up to {reward} in {site.walletName} on their first
          delivered order, credited within {REFERRAL_CREDIT_DAYS} business days, once its return window has closed. A
          returned order earns nothing.
        </p>
      </div>

      <LoadState state={state} what="your referrals" onRetry={() => void referrals.refresh()}>
        {({ code, referrals: joined, earned, pending }) => {
          const link = new URL(signupPath(code), window.location.origin).href;
          const onItsWay = pendingRewardNote(pending);
          return (
            <>
              <div className={own.share}>
                <div className={own.codeBox}>
                  <span className={own.codeLabel}>Your referral code</span>
                  <span className={own.code}>{code}</span>
                  <button type="button" className={styles.secondary} onClick={() => void copy(code, 'Code')}>
                    Copy code
                  </button>
                </div>
                <div className={own.linkBox}>
                  <label htmlFor={linkId} className={own.codeLabel}>
                    Your invite link
                  </label>
                  <input
                    id={linkId}
                    className={own.link}
                    value={link}
                    readOnly
                    onFocus={(event) => event.currentTarget.select()}
                  />
                  <div className={own.linkActions}>
                    <button type="button" className={styles.primary} onClick={() => void copy(link, 'Link')}>
                      Copy link
                    </button>
                    {canShare && (
                      <button
                        type="button"
                        className={styles.secondary}
                        onClick={() =>
                          void navigator
                            .share({
                              title: `Join me on ${site.name}`,
                              text: `Shop independent Indian stores on ${site.name} with my invite.`,
                              url: link,
                            })
                            .catch((error: Error) => {
                              if (error.name !== 'AbortError') console.error(error.message);
                            })
                        }
                      >
                        Share
                      </button>
                    )}
                  </div>
                </div>
              </div>

              <dl className={own.stats}>
                <div>
                  <dt>Friends joined</dt>
                  <dd>{joined}</dd>
                </div>
                <div>
                  <dt>Earned</dt>
                  <dd>{formatWalletAmount(earned)}</dd>
                  {onItsWay && <dd className={own.pending}>{onItsWay}</dd>}
                </div>
              </dl>
            </>
          );
        }}
      </LoadState>

      <h3 className={styles.subheading}>How it works</h3>
      <ol className={own.steps}>
        <li>
          <strong>Share your link</strong>
          <span>Send it to friends who have not shopped on {site.name} yet.</span>
        </li>
        <li>
          <strong>They sign up and order</strong>
          <span>Your code comes with the link, so they need not type it.</span>
        </li>
        <li>
          <strong>You earn up to {reward}</strong>
          <span>
            On their first delivered order, credited to {site.walletName} within {REFERRAL_CREDIT_DAYS} business days,
            once its return window has closed.
          </span>
        </li>
      </ol>
    </>
  );
}

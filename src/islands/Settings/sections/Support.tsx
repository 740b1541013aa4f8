/**
 * Support: the support e-mail from the site config and short answers to common questions. Every number
 * comes from the rule that enforces it (delivery fee, refund and return windows), so the page and the
 * checkout never disagree.
 */
import type { ReactNode } from 'react';
import { site } from '../../../lib/site.ts';
import { DELIVERY_FEE, FREE_DELIVERY_FROM } from '../../../lib/rules/pricing.ts';
import {
  PICKUP_DAYS,
  REFUND_WORKING_DAYS,
  REFUND_WORKING_DAYS_FROM,
  RETURN_WINDOW_DAYS,
} from '../../../lib/rules/refunds.ts';
import { formatMoney } from '../../../lib/i18n/money.ts';
import { localisedPath } from '../../../lib/i18n/locale-paths.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import { ordersPath, settingsPath } from '../../../lib/paths.ts';
import { REFERRAL_CREDIT_BUSINESS_DAYS, REFERRAL_REWARD, WALLET_SECTION } from '../../../lib/rules/settings.ts';
import Tagged from '../../shared/Tagged.tsx';
import { useLocale, useWords, type Relaxed } from '../../shared/words.tsx';
import styles from './Section.module.scss';
import own from './Support.module.scss';
import IconMail from '~icons/lucide/mail.jsx';

type Words = typeof import('../Settings.words.en-IN.ts');

/** The questions and their answers in the page's language, each link to a page in that language too. */
function questions(t: Relaxed<Words>, locale: Locale): { q: string; a: ReactNode }[] {
  const link = (path: string) => (text: string) => <a href={localisedPath(path, locale)}>{text}</a>;
  const wallet = site.walletName;
  const orders = link(ordersPath());
  return [
    {
      q: t.settings_support_delivery_q(),
      a: (
        <Tagged
          parts={t.settings_support_delivery_a.parts({
            free: formatMoney(FREE_DELIVERY_FROM, locale),
            fee: formatMoney(DELIVERY_FEE, locale),
          })}
          tags={{ orders }}
        />
      ),
    },
    { q: t.settings_support_cod_q(), a: t.settings_support_cod_a({ wallet }) },
    {
      q: t.settings_support_cancel_q(),
      a: <Tagged parts={t.settings_support_cancel_a.parts({ wallet })} tags={{ orders }} />,
    },
    {
      q: t.settings_support_returns_q(),
      a: t.settings_support_returns_a({ days: RETURN_WINDOW_DAYS, pickup: PICKUP_DAYS }),
    },
    {
      q: t.settings_support_refund_q(),
      a: (
        <Tagged
          parts={t.settings_support_refund_a.parts({
            from: REFUND_WORKING_DAYS_FROM,
            to: REFUND_WORKING_DAYS,
            wallet,
          })}
          tags={{ walletlink: link(settingsPath(WALLET_SECTION)), refunds: link(settingsPath('REFUND_STATUS')) }}
        />
      ),
    },
    {
      q: t.settings_support_refer_q(),
      a: (
        <Tagged
          parts={t.settings_support_refer_a.parts({
            reward: formatMoney(REFERRAL_REWARD, locale),
            wallet,
            days: REFERRAL_CREDIT_BUSINESS_DAYS,
          })}
          tags={{ refer: link(settingsPath('REFER_AND_EARN')) }}
        />
      ),
    },
  ];
}

export default function Support() {
  const t = useWords<Words>();
  const locale = useLocale();
  return (
    <>
      <div className={own.contact}>
        <span className={own.mailIcon} aria-hidden="true">
          <IconMail size={22} strokeWidth={1.8} />
        </span>
        <div>
          <p className={own.contactTitle}>{t.settings_support_write()}</p>
          <p className={own.contactText}>
            <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
            <br />
            {t.settings_support_order_number()}
          </p>
        </div>
      </div>

      <h3 className={styles.subheading}>{t.settings_support_questions()}</h3>
      <div className={own.faq}>
        {questions(t, locale).map(({ q, a }) => (
          <details key={q} className={own.item}>
            <summary>{q}</summary>
            <p>{a}</p>
          </details>
        ))}
      </div>
    </>
  );
}

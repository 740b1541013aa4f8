/**
 * Support: the support e-mail from the site config and short answers to common questions. Every number
 * comes from the rule that enforces it (delivery fee, refund and return windows), so the page and the
 * checkout never disagree.
 */
import type { ReactNode } from 'react';
import { site } from '../../../lib/site.ts';
import { DELIVERY_FEE, FREE_DELIVERY_FROM } from '../../../lib/rules/pricing.ts';
import { PICKUP_DAYS, REFUND_TIME, RETURN_WINDOW_DAYS } from '../../../lib/rules/refunds.ts';
import { formatRupees } from '../../../lib/rules/price.ts';
import { ordersPath, settingsPath } from '../../../lib/paths.ts';
import { REFERRAL_CREDIT_BUSINESS_DAYS, REFERRAL_REWARD, WALLET_SECTION } from '../../../lib/rules/settings.ts';
import styles from './Section.module.scss';
import own from './Support.module.scss';
import IconMail from '~icons/lucide/mail.jsx';

const QUESTIONS: { q: string; a: ReactNode }[] = [
  {
    q: 'When will my order arrive, and what does delivery cost?',
    a: (
      <>
        Follow each order in <a href={ordersPath()}>My Orders</a>: it moves from Order placed to In Transit, Out for
        Delivery and Delivered, and we notify you at every step. Delivery is free when your order from a store comes to{' '}
        {formatRupees(FREE_DELIVERY_FROM)} or more after coupons; below that it costs {formatRupees(DELIVERY_FEE)} per
        store.
      </>
    ),
  },
  {
    q: 'Can I pay cash on delivery?',
    a: (
      <>
        Yes. Choose Cash on Delivery at the payment step and pay the courier when your order arrives. You can also pay
        online, or use your {site.walletName} balance.
      </>
    ),
  },
  {
    q: 'How do I cancel an order?',
    a: (
      <>
        Open the order in <a href={ordersPath()}>My Orders</a> and choose Cancel. You can cancel until the order is out
        for delivery. Money you paid from {site.walletName} comes back to it at once.
      </>
    ),
  },
  {
    q: 'How do returns work?',
    a: (
      <>
        You can return an order within {RETURN_WINDOW_DAYS} days of receiving it, from its page in My Orders, with a
        photo of the item. Wrong size or colour? Ask for an exchange instead. Once your return is accepted, a courier
        picks the item up within {PICKUP_DAYS} days, and your refund starts when the seller receives it.
      </>
    ),
  },
  {
    q: 'When will I get my refund?',
    a: (
      <>
        Refunds go to your original payment mode {REFUND_TIME}. Money paid from {site.walletName}, and cash paid on
        delivery for a returned order, comes back to your <a href={settingsPath(WALLET_SECTION)}>{site.walletName}</a>.
        A cancelled cash-on-delivery order was never charged, so there is nothing to refund. Follow each one under{' '}
        <a href={settingsPath('REFUND_STATUS')}>Refund Status</a>.
      </>
    ),
  },
  {
    q: 'How does Refer & Earn work?',
    a: (
      <>
        Share your link from <a href={settingsPath('REFER_AND_EARN')}>Refer &amp; Earn</a>. When a friend signs up with
        it, you earn up to {formatRupees(REFERRAL_REWARD)} in {site.walletName} on their first delivered order, credited
        within {REFERRAL_CREDIT_BUSINESS_DAYS} business days.
      </>
    ),
  },
];

export default function Support() {
  return (
    <>
      <div className={own.contact}>
        <span className={own.mailIcon} aria-hidden="true">
          <IconMail size={22} strokeWidth={1.8} />
        </span>
        <div>
          <p className={own.contactTitle}>Write to us</p>
          <p className={own.contactText}>
            <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
            <br />
            Add your order number (from My Orders) and we can help faster.
          </p>
        </div>
      </div>

      <h3 className={styles.subheading}>Common questions</h3>
      <div className={own.faq}>
        {QUESTIONS.map(({ q, a }) => (
          <details key={q} className={own.item}>
            <summary>{q}</summary>
            <p>{a}</p>
          </details>
        ))}
      </div>
    </>
  );
}

/**
 * A seller's coupons (GET product/coupon/product for that seller's products) in the shared modal frame:
 * percent off up to ₹1500, the minimum purchase when one is required, the end date ('Mon D, YYYY'), and
 * why a coupon does not apply (how much more to add; expired). A failed read says so with Retry and keeps
 * the coupon already chosen.
 */
import { sellerCoupons } from '../../lib/api/checkout.ts';
import { COUPON_CAP, checkCoupon } from '../../lib/rules/pricing.ts';
import type { CouponFacts } from '../../lib/rules/checkout.ts';
import { formatMoney } from '../../lib/i18n/money.ts';
import { formatDay } from '../../lib/i18n/dates.ts';
import { useLocale, useWords } from '../shared/words.tsx';
import { chooseCoupon } from '../../stores/checkout.ts';
import { overlay } from '../../stores/overlay.ts';
import { useLoad } from '../shared/useLoad.ts';
import Dialog from '../shared/Dialog.tsx';
import LoadState from '../shared/LoadState.tsx';
import styles from './Checkout.module.scss';

export const COUPON_DIALOG = 'checkout-coupons';

type Words = typeof import('./Checkout.words.en-IN.ts');

export type CouponTarget = {
  sellerId: string;
  storeName: string;
  productIds: string[];
  subtotal: number;
  chosen: string | null;
};

export default function CouponDialog({ target }: { target: CouponTarget | null }) {
  const t = useWords<Words>();
  return (
    <Dialog
      type={COUPON_DIALOG}
      title={target ? t.checkout_coupons_for({ store: target.storeName }) : t.checkout_coupons()}
      className={styles.couponDialog}
    >
      {target && <CouponList target={target} />}
    </Dialog>
  );
}

function CouponList({ target }: { target: CouponTarget }) {
  const t = useWords<Words>();
  const locale = useLocale();
  /** Why a coupon does not apply to this store's group now (checkCoupon decides), or null when it does. */
  const whyNot = (coupon: CouponFacts): string | null => {
    const check = checkCoupon(coupon, target.sellerId, target.subtotal, new Date());
    if (check.ok) return null;
    if (check.reason === 'expired') return t.checkout_coupon_expired({ date: formatDay(coupon.endDate, locale) });
    if (check.reason === 'below-minimum')
      return t.checkout_coupon_add_more({ amount: formatMoney(coupon.purchaseValue - target.subtotal, locale) });
    return t.checkout_coupon_other_store();
  };
  const productKey = target.productIds.join(',');
  const { state, retry } = useLoad(
    async () => (await sellerCoupons(productKey.split(','))).filter((c) => c.SellerUserId === target.sellerId),
    [productKey, target.sellerId],
  );

  return (
    <LoadState state={state} what={t.checkout_loading_coupons()} onRetry={retry}>
      {(coupons) =>
        coupons.length === 0 ? (
          <p className={styles.muted}>{t.checkout_no_coupons()}</p>
        ) : (
          <ul className={styles.couponList} aria-label={t.checkout_coupons_for({ store: target.storeName })}>
            {coupons.map((coupon) => {
              const why = whyNot(coupon);
              const minimum =
                coupon.purchaseRequired && coupon.purchaseValue > 0
                  ? t.checkout_coupon_minimum({ amount: formatMoney(coupon.purchaseValue, locale) })
                  : null;
              const applied = target.chosen === coupon.id;
              return (
                <li key={coupon.id} className={styles.coupon}>
                  <div className={styles.couponText}>
                    <p className={styles.couponCode}>{coupon.couponName}</p>
                    <p className={styles.couponOffer}>
                      {t.checkout_coupon_offer({ percent: String(coupon.discountPercent), cap: String(COUPON_CAP) })}
                    </p>
                    {minimum && <p className={styles.muted}>{minimum}</p>}
                    <p className={styles.muted}>
                      {t.checkout_coupon_valid_till({ date: formatDay(coupon.endDate, locale) })}
                    </p>
                    {why && <p className={styles.why}>{why}</p>}
                  </div>
                  {applied ? (
                    <span className={styles.appliedTag}>{t.checkout_coupon_applied()}</span>
                  ) : (
                    <button
                      type="button"
                      className={styles.secondary}
                      disabled={why !== null}
                      aria-label={t.checkout_apply_named({ name: coupon.couponName })}
                      onClick={() => {
                        chooseCoupon(target.sellerId, coupon.id);
                        overlay.close();
                      }}
                    >
                      {t.checkout_apply()}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )
      }
    </LoadState>
  );
}

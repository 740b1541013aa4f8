/**
 * A seller's coupons (GET product/coupon/product for that seller's products) in the shared modal frame:
 * percent off up to ₹1500, the minimum purchase when one is required, the end date ('Mon D, YYYY'), and
 * why a coupon does not apply (how much more to add; expired). A failed read says so with Retry and keeps
 * the coupon already chosen.
 */
import { sellerCoupons } from '../../lib/api/checkout.ts';
import { couponEnds, couponFit, couponMinimum, couponOffer, COUPON_APPLIED } from '../../lib/rules/checkout.ts';
import { chooseCoupon } from '../../stores/checkout.ts';
import { overlay } from '../../stores/overlay.ts';
import { useLoad } from '../shared/useLoad.ts';
import Dialog from '../shared/Dialog.tsx';
import LoadState from '../shared/LoadState.tsx';
import styles from './Checkout.module.scss';

export const COUPON_DIALOG = 'checkout-coupons';

export type CouponTarget = {
  sellerId: string;
  storeName: string;
  productIds: string[];
  subtotal: number;
  chosen: string | null;
};

export default function CouponDialog({ target }: { target: CouponTarget | null }) {
  return (
    <Dialog
      type={COUPON_DIALOG}
      title={target ? `Coupons for ${target.storeName}` : 'Coupons'}
      className={styles.couponDialog}
    >
      {target && <CouponList target={target} />}
    </Dialog>
  );
}

function CouponList({ target }: { target: CouponTarget }) {
  const productKey = target.productIds.join(',');
  const { state, retry } = useLoad(
    async () => (await sellerCoupons(productKey.split(','))).filter((c) => c.SellerUserId === target.sellerId),
    [productKey, target.sellerId],
  );

  return (
    <LoadState state={state} what="coupons" onRetry={retry}>
      {(coupons) =>
        coupons.length === 0 ? (
          <p className={styles.muted}>This store has no coupons right now.</p>
        ) : (
          <ul className={styles.couponList} aria-label={`Coupons for ${target.storeName}`}>
            {coupons.map((coupon) => {
              const fit = couponFit(coupon, target.sellerId, target.subtotal);
              const minimum = couponMinimum(coupon);
              const applied = target.chosen === coupon.id;
              return (
                <li key={coupon.id} className={styles.coupon}>
                  <div className={styles.couponText}>
                    <p className={styles.couponCode}>{coupon.couponName}</p>
                    <p className={styles.couponOffer}>{couponOffer(coupon)}</p>
                    {minimum && <p className={styles.muted}>{minimum}</p>}
                    <p className={styles.muted}>{couponEnds(coupon)}</p>
                    {!fit.applies && <p className={styles.why}>{fit.reason}</p>}
                  </div>
                  {applied ? (
                    <span className={styles.appliedTag}>{COUPON_APPLIED}</span>
                  ) : (
                    <button
                      type="button"
                      className={styles.secondary}
                      disabled={!fit.applies}
                      aria-label={`Apply ${coupon.couponName}`}
                      onClick={() => {
                        chooseCoupon(target.sellerId, coupon.id);
                        overlay.close();
                      }}
                    >
                      Apply
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

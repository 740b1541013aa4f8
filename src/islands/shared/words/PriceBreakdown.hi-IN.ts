/** The words of the price breakdown in hi-IN (src/islands/shared/words.tsx). */
export {
  common_breakdown_total_mrp,
  common_breakdown_discount,
  common_breakdown_coupon,
  common_breakdown_delivery,
  common_breakdown_free,
  common_breakdown_gst,
  common_breakdown_gst_with_delivery,
} from '../../../paraglide/messages/hi-IN.js';

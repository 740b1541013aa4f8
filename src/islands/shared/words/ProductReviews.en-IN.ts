/** The words of the ratings and reviews (with reviewer badges) in en-IN (src/islands/shared/words.tsx). */
export * from './ReviewerBadge.en-IN.ts';
export {
  product_reviews_title,
  product_reviews_none,
  product_reviews_score,
  product_reviews_rated,
  product_reviews_count,
  product_reviews_distribution,
  product_rating_5,
  product_rating_4,
  product_rating_3,
  product_rating_2,
  product_rating_1,
  product_reviews_list,
  product_reviews_showing,
  product_review_by,
  product_review_verified,
  product_review_photo,
  product_review_helpful,
  product_review_report,
  product_review_report_label,
} from '../../../paraglide/messages/en-IN.js';

/**
 * Ratings and reviews of the product page (stores-and-social §2.5): the average out of 5, the five buckets as
 * percentages of NoOfRatings, then each review with the reviewer's name, picture (or initials) and badge, star
 * rating, title, text and photos. Reviews by blocked users never arrive: the API leaves them out.
 * A React component with no state of its own: the LiveReviews island renders it (to HTML at build, then live).
 * Reviewers' words are shown as written; the words around them are the page's language.
 */
import type { ProductDetail, Review } from '../lib/api/types.ts';
import { formatAverage, ratingBuckets, starsOf, type Stars as StarCount } from '../lib/rules/reviews.ts';
import { highlightText } from '../lib/rules/text.ts';
import Avatar from '../islands/shared/Avatar.tsx';
import { formatDay } from '../lib/i18n/dates.ts';
import ReviewerBadge from './ReviewerBadge.tsx';
import { imageUrl } from '../lib/images.ts';
import { useLocale, useWords, type Relaxed } from '../islands/shared/words.tsx';
import { marked } from '../islands/shared/Marked.tsx';
import styles from './ProductReviews.module.scss';

type Words = typeof import('../islands/shared/words/ProductReviews.en-IN.ts');

/** Likes ("Helpful") once the live reviews island owns the section; the static HTML shows the counts only. */
export type ReviewLikes = {
  liked: ReadonlySet<string>;
  counts: Readonly<Record<string, number>>;
  onLike: (reviewId: string) => void;
  onReport: (reviewId: string) => void;
};

type Props = { detail: Pick<ProductDetail, 'reviews' | 'NoOfRatings' | 'avgRatings'>; likes?: ReviewLikes };

/** A page shows the newest reviews; the rest would make it heavy (the counts include all). */
const SHOWN = 20;
const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
const hrefOf = (link: string) => (link.startsWith('www.') ? `https://${link}` : link);

/** What a screen reader hears for a star row: "Rated 4.3 out of 5" (as lib/rules/reviews.ts ratingText). */
const rated = (t: Relaxed<Words>, rating: number) =>
  t.product_reviews_rated({ rating: formatAverage(rating).replace(/\.0$/, '') });

/** A bucket's name: 5 Excellent … 1 Very Bad (lib/rules/reviews.ts RATING_LABELS). */
const bucketName = (t: Relaxed<Words>, stars: StarCount) =>
  ({
    5: t.product_rating_5,
    4: t.product_rating_4,
    3: t.product_rating_3,
    2: t.product_rating_2,
    1: t.product_rating_1,
  })[stars]();

function Stars({ filled, label, size }: { filled: number; label: string; size: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg
          key={n}
          viewBox="0 0 24 24"
          width={size}
          height={size}
          aria-hidden="true"
          className={n <= filled ? styles.full : undefined}
        >
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}

export default function ProductReviews({ detail, likes }: Props) {
  const t = useWords<Words>();
  const buckets = ratingBuckets(
    detail.reviews.map((r) => r.ratings),
    detail.NoOfRatings,
  );
  const reviews = detail.reviews.slice(0, SHOWN);
  return (
    <section className={styles.reviews} aria-labelledby="ratings">
      <h2 id="ratings">{t.product_reviews_title()}</h2>
      {detail.NoOfRatings === 0 ? (
        <p className={styles.none}>{t.product_reviews_none()}</p>
      ) : (
        <div className={styles.summary}>
          <div className={styles.average}>
            <p className={styles.score}>
              {marked(t.product_reviews_score.parts({ average: formatAverage(detail.avgRatings) }), {
                score: (text) => <strong>{text}</strong>,
                rest: (text) => <span>{text}</span>,
              })}
            </p>
            <Stars filled={Math.round(detail.avgRatings)} label={rated(t, detail.avgRatings)} size={18} />
            <p className={styles.count}>{t.product_reviews_count({ count: detail.NoOfRatings })}</p>
          </div>
          <ul className={styles.buckets} aria-label={t.product_reviews_distribution()}>
            {buckets.map((b) => (
              <li key={b.stars}>
                <span className={styles.label}>{`${b.stars} ${bucketName(t, b.stars)}`}</span>
                <span className={styles.bar} aria-hidden="true">
                  <span style={{ width: `${b.percent}%` }} />
                </span>
                <span className={styles.percent}>{b.percent}%</span>
              </li>
            ))}
          </ul>
        </div>
      )}

      {reviews.length > 0 && (
        <ul className={styles.list} aria-label={t.product_reviews_list()}>
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} likes={likes} />
          ))}
        </ul>
      )}
      {detail.NoOfRatings > SHOWN && (
        <p className={styles.more}>{t.product_reviews_showing({ shown: SHOWN, total: detail.NoOfRatings })}</p>
      )}
    </section>
  );
}

function ReviewItem({ review, likes }: { review: Review; likes?: ReviewLikes }) {
  const t = useWords<Words>();
  const locale = useLocale();
  const stars = starsOf(review.ratings) ?? 0;
  const name = review.reviewer.fullname || review.reviewer.displayname;
  const liked = likes?.liked.has(review.id) ?? false;
  const count = likes?.counts[review.id] ?? review.noOflikes ?? 0;
  return (
    <li className={styles.review}>
      <article aria-label={t.product_review_by({ name })}>
        <header className={styles.head}>
          <Avatar
            picture={review.reviewer.profilePic}
            name={name}
            className={styles.avatar}
            lettersClassName={styles.initials}
            size={44}
          />
          <div className={styles.who}>
            <p className={styles.name}>{name}</p>
            <ReviewerBadge badge={review.reviewer.badge} className={styles.badge} />
          </div>
          <time dateTime={review.createdAt}>{formatDay(review.createdAt, locale)}</time>
        </header>
        <Stars filled={stars} label={rated(t, stars)} size={16} />
        {review.verified && <p className={styles.verified}>{t.product_review_verified()}</p>}
        {review.postTitle && <h3 className={styles.title}>{review.postTitle}</h3>}
        {review.postDesc && (
          <p className={styles.text}>
            {highlightText(review.postDesc).map((part, i) =>
              part.kind === 'link' ? (
                <a key={i} href={hrefOf(part.value)} rel="nofollow noopener noreferrer ugc">
                  {part.value}
                </a>
              ) : part.kind === 'hashtag' ? (
                <span key={i} className={styles.tag}>
                  {part.value}
                </span>
              ) : (
                part.value
              ),
            )}
          </p>
        )}
        {review.imageUrls.length > 0 && (
          <div className={styles.photos}>
            {review.imageUrls.map((image, i) => (
              <a key={image} href={imageUrl(image, 1280)}>
                <img
                  src={imageUrl(image, 320)}
                  width={96}
                  height={115}
                  alt={t.product_review_photo({ number: i + 1, name })}
                  loading="lazy"
                  decoding="async"
                />
              </a>
            ))}
          </div>
        )}
        <div className={styles.reviewActions}>
          <button
            type="button"
            className={liked ? styles.helpfulOn : styles.helpful}
            aria-pressed={liked}
            onClick={likes ? () => likes.onLike(review.id) : undefined}
          >
            {t.product_review_helpful({ count })}
          </button>
          <button
            type="button"
            className={styles.report}
            aria-label={t.product_review_report_label({ name })}
            onClick={likes ? () => likes.onReport(review.id) : undefined}
          >
            {t.product_review_report()}
          </button>
        </div>
      </article>
    </li>
  );
}

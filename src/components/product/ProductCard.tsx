/**
 * A product card for every grid: image 1.2 times as tall as wide, name, description line and price.
 * On hover (or focus) the second image shows and a Quick View button appears; the button carries the
 * product id in data-quick-view, which the quick-view host picks up (stores-and-social §2.4). A card
 * whose every variant was sold out at build time says so (the quick view and product page check live).
 * Rendered to static HTML by the pages (through ProductCard.astro, in the page's words) and live by the search
 * results island: one card everywhere. Images load lazily; only the card whose image is the page's largest
 * paint passes `priority`. Its links and images are marked (data-card-link, data-card-image) for the listing
 * script, which shows a filtered colour's variant.
 */
import Price from '../Price.tsx';
import { imageSizes, imageSrcSet, imageUrl } from '../../lib/images.ts';
import { htmlToText } from '../../lib/html-text.ts';
import { productHref, type CardView } from '../../lib/catalog/cards.ts';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import { useLocale, useWords } from '../../islands/shared/words.tsx';
import styles from './ProductCard.module.scss';

type Words = typeof import('../../islands/shared/words/ProductCard.en-IN.ts');

type Props = {
  card: CardView;
  sizes?: string;
  /** The one card whose image is the page's largest paint (a listing's first): loaded at once and first. */
  priority?: boolean;
};

export default function ProductCard({
  card,
  sizes = '(max-width: 810px) 50vw, (max-width: 1200px) 33vw, 300px',
  priority = false,
}: Props) {
  const t = useWords<Words>();
  const [image, second] = card.images;
  const href = localisedPath(productHref(card), useLocale());
  return (
    <article className={styles.card}>
      <div className={styles.frame}>
        <a className={styles.link} href={href} tabIndex={-1} aria-hidden="true" data-card-link>
          {image && (
            <img
              data-card-image
              src={imageUrl(image, 640)}
              srcSet={imageSrcSet(image)}
              sizes={imageSizes(image, sizes)}
              width={500}
              height={600}
              alt=""
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
              decoding={priority ? undefined : 'async'}
            />
          )}
          {second && (
            <img
              className={styles.second}
              data-card-image-2
              src={imageUrl(second, 640)}
              srcSet={imageSrcSet(second)}
              sizes={imageSizes(second, sizes)}
              width={500}
              height={600}
              alt=""
              loading="lazy"
              decoding="async"
            />
          )}
        </a>
        {card.soldOut && <span className={styles.soldOut}>{t.product_card_sold_out()}</span>}
        <button
          type="button"
          className={styles.quick}
          data-quick-view={card.id}
          aria-label={t.product_card_quick_view_label({ name: card.name })}
        >
          {t.product_card_quick_view()}
        </button>
      </div>
      <h3 className={styles.name}>
        <a href={href} data-card-link>
          {card.name}
        </a>
      </h3>
      <p className={styles.desc}>{htmlToText(card.desc)}</p>
      <Price sellingPrice={card.price} mrp={card.mrp} />
    </article>
  );
}

/**
 * Product images: a main image with thumbnails (hovering, focusing or choosing a thumbnail makes it the
 * main image). With `carousel`, small screens (<810px) get a swipeable strip instead (CSS scroll-snap,
 * so it swipes before any script runs) with dots that follow the scroll and jump to an image.
 */
import { useRef, useState } from 'react';
import { imageSizes, imageSrcSet, imageUrl } from '../../lib/images.ts';
import { useWords } from './words.tsx';
import styles from './Gallery.module.scss';

type Words = typeof import('./words/Gallery.en-IN.ts');

type Props = {
  images: string[];
  name: string;
  /** Small screens show a swipeable carousel (product page). */
  carousel?: boolean;
  /** The `sizes` of the main image; the first carousel image uses the same so the browser fetches it once. */
  sizes?: string;
  /** The main image is the page's largest paint (product page) or not (quick view). */
  priority?: boolean;
  /** The carousel runs to the screen's edges (undoing the page's side padding). */
  edgeToEdge?: boolean;
  className?: string;
};

export default function Gallery({
  images,
  name,
  carousel = false,
  sizes = '(max-width: 810px) 100vw, 560px',
  priority = true,
  edgeToEdge = false,
  className = '',
}: Props) {
  const t = useWords<Words>();
  const [active, setActive] = useState(images[0] ?? '');
  const [slide, setSlide] = useState(0);
  const track = useRef<HTMLDivElement>(null);

  function goTo(index: number) {
    const el = track.current;
    if (!el) return;
    el.scrollTo({
      left: index * el.clientWidth,
      behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    });
    setSlide(index);
  }

  return (
    <div
      className={[
        styles.gallery,
        carousel ? styles.withCarousel : '',
        edgeToEdge ? styles.edgeToEdge : '',
        className,
      ].join(' ')}
    >
      {images.length > 1 && (
        <div className={styles.thumbs}>
          {images.map((image, i) => (
            <button
              key={image}
              type="button"
              className={styles.thumb}
              aria-label={t.product_gallery_show_image({ number: i + 1, total: images.length })}
              aria-pressed={image === active}
              onMouseEnter={() => setActive(image)}
              onFocus={() => setActive(image)}
              onClick={() => setActive(image)}
            >
              <img src={imageUrl(image, 320)} width="500" height="600" alt="" loading="lazy" decoding="async" />
            </button>
          ))}
        </div>
      )}
      <div className={styles.main}>
        {active && (
          <img
            src={imageUrl(active, 960)}
            srcSet={imageSrcSet(active)}
            sizes={imageSizes(active, sizes)}
            width="500"
            height="600"
            alt={name}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
          />
        )}
      </div>
      {carousel && images.length > 0 && (
        <div className={styles.carousel}>
          <div
            ref={track}
            className={styles.track}
            role="group"
            aria-roledescription="carousel"
            aria-label={t.product_gallery_images({ name })}
            // Scrollable with more than one image: focusable so a keyboard can scroll it (axe scrollable-region-focusable).
            tabIndex={images.length > 1 ? 0 : undefined}
            onScroll={(event) => {
              const el = event.currentTarget;
              setSlide(Math.round(el.scrollLeft / Math.max(el.clientWidth, 1)));
            }}
          >
            {images.map((image, i) => (
              <img
                key={image}
                src={imageUrl(image, 960)}
                srcSet={imageSrcSet(image)}
                sizes={imageSizes(image, sizes)}
                width="500"
                height="600"
                alt={i === 0 ? name : t.product_gallery_image({ name, number: i + 1, total: images.length })}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 && priority ? 'high' : undefined}
                decoding="async"
              />
            ))}
          </div>
          {images.length > 1 && (
            <div className={styles.dots}>
              {images.map((image, i) => (
                <button
                  key={image}
                  type="button"
                  className={styles.dot}
                  aria-label={t.product_gallery_show_image({ number: i + 1, total: images.length })}
                  aria-pressed={i === slide}
                  onClick={() => goTo(i)}
                />
              ))}
            </div>
          )}
        </div>
      )}
    </div>
  );
}

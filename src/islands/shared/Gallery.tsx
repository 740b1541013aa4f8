/** Main image with thumbnails; hovering or choosing a thumbnail makes it the main image. */
import { useState } from 'react';
import { imageSrcSet, imageUrl } from '../../lib/images.ts';
import styles from './VariantPicker.module.scss';

type Props = { images: string[]; name: string };

export default function Gallery({ images, name }: Props) {
  const [active, setActive] = useState(images[0] ?? '');
  return (
    <div className={styles.gallery}>
      <div className={styles.thumbs}>
        {images.map((image, i) => (
          <button
            key={image}
            type="button"
            className={styles.thumb}
            aria-label={`Show image ${i + 1} of ${images.length}`}
            aria-pressed={image === active}
            onMouseEnter={() => setActive(image)}
            onFocus={() => setActive(image)}
            onClick={() => setActive(image)}
          >
            <img src={imageUrl(image, 320)} width="500" height="600" alt="" loading="lazy" decoding="async" />
          </button>
        ))}
      </div>
      <div className={styles.main}>
        {active && (
          <img
            src={imageUrl(active, 960)}
            srcSet={imageSrcSet(active)}
            sizes="(max-width: 810px) 100vw, 560px"
            width="500"
            height="600"
            alt={name}
            fetchPriority="high"
            decoding="async"
          />
        )}
      </div>
    </div>
  );
}

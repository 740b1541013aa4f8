/**
 * A titled grid of product cards (home sections, "More from" a store); with `limitNarrow` only that many show
 * under 1024px. A `row` (Exclusive deals) is one row that scrolls sideways from 1024px, with arrows, so a
 * number of cards that does not fill whole rows never leaves a ragged last row there.
 */
import ProductCard from './ProductCard.tsx';
import RowHead from '../RowHead.tsx';
import { cardFromProduct } from '../../lib/catalog/cards.ts';
import type { ProductCard as Card } from '../../lib/api/types.ts';
import styles from './ProductGrid.module.scss';

type Props = { title: string; products: Card[]; limitNarrow?: number; id: string; row?: boolean };

export default function ProductGrid({ title, products, limitNarrow, id, row = false }: Props) {
  return (
    <section className={styles.section} aria-labelledby={id} data-row={row || undefined}>
      {row ? <RowHead id={id} title={title} /> : <h2 id={id}>{title}</h2>}
      <div
        className={row ? `${styles.grid} ${styles.row}` : styles.grid}
        data-limit-narrow={limitNarrow}
        data-row-track={row || undefined}
      >
        {products.map((product) => (
          <ProductCard key={product.id} card={cardFromProduct(product)} />
        ))}
      </div>
    </section>
  );
}

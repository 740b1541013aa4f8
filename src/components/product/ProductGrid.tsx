/** A titled grid of product cards (home sections, "More from" a store); with `limitNarrow` only that many show under 1024px. */
import ProductCard from './ProductCard.tsx';
import { cardFromProduct } from '../../lib/catalog/cards.ts';
import type { ProductCard as Card } from '../../lib/api/types.ts';
import styles from './ProductGrid.module.scss';

type Props = { title: string; products: Card[]; limitNarrow?: number; id: string };

export default function ProductGrid({ title, products, limitNarrow, id }: Props) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className={styles.grid} data-limit-narrow={limitNarrow}>
        {products.map((product) => (
          <ProductCard key={product.id} card={cardFromProduct(product)} />
        ))}
      </div>
    </section>
  );
}

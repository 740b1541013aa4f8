/**
 * The product page for products added after the last build: the CDN rewrites their URLs to one static
 * shell, and this island reads the ids from the address and renders the product live (loading, not
 * found, failed with a retry). Once the next build runs, the product gets its own static page.
 */
import { useEffect, useState } from 'react';
import type { ProductDetail } from '../../lib/api/types.ts';
import { ApiError } from '../../lib/api/index.ts';
import { loadLiveProduct } from '../../stores/live-product.ts';
import { productIdFromPath } from '../../lib/rules/product-path.ts';
import { specificationRows } from '../../lib/rules/specs.ts';
import VariantPicker from '../VariantPicker/VariantPicker.tsx';
import SpecTable from '../../components/SpecTable.tsx';
import styles from './ProductShell.module.scss';

type State = { status: 'loading' } | { status: 'succeeded'; detail: ProductDetail } | { status: 'failed'; message: string; notFound: boolean };

export default function ProductShell() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const id = productIdFromPath(window.location.pathname);
    if (!id) return setState({ status: 'failed', message: 'This address does not name a product.', notFound: true });
    setState({ status: 'loading' });
    loadLiveProduct(id)
      .then((detail) => {
        document.title = document.title.replace(/^[^|]*/, `${detail.product.productName} by ${detail.storeName} `);
        setState({ status: 'succeeded', detail });
      })
      .catch((error: Error) => setState({ status: 'failed', message: error.message, notFound: error instanceof ApiError && error.status === 404 }));
  }, [attempt]);

  if (state.status === 'loading') {
    return (
      <div className={styles.skeleton} role="status" aria-live="polite">
        <div className={styles.image} />
        <div className={styles.lines}>
          <span>Loading product…</span>
        </div>
      </div>
    );
  }

  if (state.status === 'failed') {
    return (
      <div className={styles.failed} role="alert">
        <h1>{state.notFound ? 'This product is not available' : 'We could not load this product'}</h1>
        <p>{state.notFound ? 'It may have been removed by the store.' : state.message}</p>
        <p className={styles.actions}>
          {!state.notFound && (
            <button type="button" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </button>
          )}
          <a href="/">Back to the home page</a>
        </p>
      </div>
    );
  }

  const { detail } = state;
  const { product } = detail;
  const specs = specificationRows(product.productSpecs);
  return (
    <>
      <VariantPicker product={product} varient={detail.varient} storeName={detail.storeName} />
      <div className={styles.details}>
        <section aria-labelledby="description">
          <h2 id="description">Description</h2>
          {/* productDesc is sanitised by the API (sanitize-html) before it is stored; it is not re-sanitised here to keep sanitize-html out of the bundle. */}
          <div className={styles.description} dangerouslySetInnerHTML={{ __html: product.productDesc }} />
        </section>
        {specs.length > 0 && (
          <section aria-labelledby="specification">
            <h2 id="specification">Specification</h2>
            <SpecTable rows={specs} />
          </section>
        )}
      </div>
    </>
  );
}

/**
 * The product page for products added after the last build: the CDN rewrites their URLs to one static
 * shell, and this island reads the ids from the address and renders the product live (loading, not
 * found, failed with a retry) with everything the static page has: breadcrumb, buy box, description,
 * specification, ratings and reviews, and more from the store. The title, canonical and Open Graph tags
 * are set to the product's own address. Once the next build runs, the product gets its own static page.
 */
import { useEffect, useState } from 'react';
import type { ProductDetail } from '../../lib/api/types.ts';
import { ApiError } from '../../lib/api/index.ts';
import { loadLiveProduct } from '../../stores/live-product.ts';
import { productCrumbs, productIdFromPath } from '../../lib/rules/product-path.ts';
import { specificationRows } from '../../lib/rules/specs.ts';
import VariantPicker from '../VariantPicker/VariantPicker.tsx';
import SpecTable from '../../components/SpecTable.tsx';
import Breadcrumbs from '../../components/Breadcrumbs.tsx';
import ProductReviews from '../../components/ProductReviews.tsx';
import Price from '../../components/Price.tsx';
import { imageUrl } from '../../lib/images.ts';
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
        // The product lives at its store's address: any other store id in the link is put right.
        const path = `/stores/${encodeURIComponent(detail.product.SellerUserId)}/products/${encodeURIComponent(detail.product.id)}`;
        if (window.location.pathname !== path) window.history.replaceState(window.history.state, '', `${path}${window.location.search}`);
        describePage(detail, path);
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
      <Breadcrumbs crumbs={productCrumbs(product, detail.storeName)} />
      <VariantPicker product={product} varient={detail.varient} storeName={detail.storeName} />
      <div className={styles.details}>
        <section aria-labelledby="description">
          <h2 id="description">Description</h2>
          {/* productDesc is sanitised by the API (sanitize-html) on every read, so it is rendered as it comes (and sanitize-html stays out of the bundle). */}
          <div className={styles.description} dangerouslySetInnerHTML={{ __html: product.productDesc }} />
        </section>
        {specs.length > 0 && (
          <section aria-labelledby="specification">
            <h2 id="specification">Specification</h2>
            <SpecTable rows={specs} />
          </section>
        )}
      </div>
      <ProductReviews detail={detail} />
      {detail.relatedProduct.length > 0 && (
        <section className={styles.related} aria-labelledby="related">
          <h2 id="related">More from {detail.storeName}</h2>
          <ul>
            {detail.relatedProduct.map((card) => (
              <li key={card.id}>
                <a href={`/stores/${card.SellerUserId}/products/${card.id}`}>
                  {card.productImgUrls[0] && <img src={imageUrl(card.productImgUrls[0], 320)} width={250} height={300} alt="" loading="lazy" decoding="async" />}
                  <span className={styles.relatedName}>{card.productName}</span>
                </a>
                <Price sellingPrice={card.productSellingPrice} mrp={card.productMRP} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** Title, canonical and Open Graph for the product's own address (the shell's static tags name the shell). */
function describePage(detail: ProductDetail, path: string) {
  const title = `${detail.product.productName} by ${detail.storeName}`;
  const url = new URL(path, window.location.origin).href;
  document.title = document.title.replace(/^[^|]*/, `${title} `);
  const set = (selector: string, attribute: 'href' | 'content', value: string) => document.querySelector(selector)?.setAttribute(attribute, value);
  set('link[rel="canonical"]', 'href', url);
  set('meta[property="og:url"]', 'content', url);
  set('meta[property="og:title"]', 'content', document.title);
  set('meta[property="og:type"]', 'content', 'product');
  const text = new DOMParser().parseFromString(detail.product.productDesc, 'text/html').body.textContent ?? '';
  const description = text.replace(/\s+/g, ' ').trim().slice(0, 155);
  if (description) {
    set('meta[name="description"]', 'content', description);
    set('meta[property="og:description"]', 'content', description);
  }
  const image = detail.product.productImgUrls[0];
  if (image) set('meta[property="og:image"]', 'content', new URL(imageUrl(image, 960), window.location.origin).href);
}

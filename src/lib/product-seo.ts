/** Product JSON-LD (schema.org Product with an INR offer) and the page description. */
import type { ProductDetail } from './api/types.ts';
import { imageUrl } from './images.ts';
import { htmlToText } from './html-text.ts';
import { specificationRows as rowsOf } from './rules/specs.ts';

export function productDescription(detail: ProductDetail): string {
  const text = htmlToText(detail.product.productDesc);
  return text.length > 155 ? `${text.slice(0, 152).trimEnd()}…` : text;
}

export function productJsonLd(detail: ProductDetail, pageUrl: string) {
  const { product } = detail;
  const inStock = product.productStock > 0 || detail.varient.some((v) => v.VarientQuantity > 0);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.productName,
    description: htmlToText(product.productDesc),
    image: product.productImgUrls.map((name) => new URL(imageUrl(name, 960), pageUrl).href),
    sku: product.id,
    color: product.productSpecs.color,
    brand: { '@type': 'Brand', name: detail.storeName },
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      priceCurrency: 'INR',
      price: product.productSellingPrice,
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', name: detail.storeName },
    },
    ...(detail.NoOfRatings > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: detail.avgRatings,
            reviewCount: detail.NoOfRatings,
            bestRating: 5,
          },
        }
      : {}),
  };
}

/** The table rows for a product (kept here for pages; the rule itself lives in rules/specs, free of sanitize-html). */
export const specificationRows = (detail: ProductDetail): [string, string][] => rowsOf(detail.product.productSpecs);

/** One view of a product card, whichever list it came from (home sections or store lists). */
import type { ProductCard, StoreProductCard } from '../api/types.ts';
import { productPath } from '../paths.ts';

export type CardView = {
  id: string;
  sellerId: string;
  name: string;
  desc: string;
  images: string[];
  price: number;
  mrp: number;
  /** Store lists know whether any variant is in stock (home cards do not: undefined). */
  soldOut?: boolean;
  /** The variant the card shows (search with a colour word): the card links to it. */
  variantId?: string;
};

export const cardFromProduct = (p: ProductCard): CardView => ({
  id: p.id,
  sellerId: p.SellerUserId,
  name: p.productName,
  desc: p.productDesc,
  images: p.productImgUrls,
  price: p.productSellingPrice,
  mrp: p.productMRP,
  ...(p.variantId ? { variantId: p.variantId } : {}),
});

export const cardFromStoreProduct = (p: StoreProductCard): CardView => ({
  id: p.productId,
  sellerId: p.SellerUserId,
  name: p.productName,
  desc: p.productDesc,
  images: p.productImg,
  price: p.productPrice,
  mrp: p.productMRP,
  soldOut: !p.inStock,
});

export const productHref = (card: Pick<CardView, 'id' | 'sellerId' | 'variantId'>) =>
  productPath(card.sellerId, card.id, card.variantId);

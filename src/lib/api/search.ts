/** Header search calls (spec shopper-core §2 Search): products and brands (ours), accounts (the spec's). */
import { api } from './index.ts';
import type { BrandCard, ProductCard } from './types.ts';

/** An account search result, as the spec names its fields (uuids is the user id). */
export type AccountResult = {
  uuids: string;
  fullname: string;
  displayname: string;
  profilePicUrl: string | null;
  badge: { achievement: string | null } | null;
};

export const searchProducts = (q: string, signal?: AbortSignal) =>
  api().call<ProductCard[]>('searchProducts', 'search/products', { query: { q }, signal });

export const searchBrands = (q: string, signal?: AbortSignal) => api().call<BrandCard[]>('searchBrands', 'search/brands', { query: { q }, signal });

/** Failure here is only logged (spec §8: "Failed to find search results."). */
export const searchAccounts = (q: string, signal?: AbortSignal) =>
  api().call<AccountResult[]>('accountSearch', 'userSearch/account', { query: { q }, signal });

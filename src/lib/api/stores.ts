/** Store favourites (stores-and-social §7): check, add and remove, each a signed-in call. */
import { api } from './index.ts';
import type { BrandCard } from './types.ts';

/** GET favourite/check?storeId=: data is a boolean. */
export const isFavouriteStore = (storeId: string) =>
  api().call<boolean>('storeLikeStatus', 'favourite/check', { query: { storeId } });

/** POST favourite/add { storeId }: status only. */
export const favouriteStore = (storeId: string) =>
  api().call<unknown>('addStoreLike', 'favourite/add', { method: 'POST', body: { storeId } });

/** DELETE favourite/remove?storeId=: status only. */
export const unfavouriteStore = (storeId: string) =>
  api().call<unknown>('removeStoreLike', 'favourite/remove', { method: 'DELETE', query: { storeId } });

/** GET favourite (ours): the favourite stores as store cards, the latest first. */
export const getFavouriteStores = () => api().call<BrandCard[]>('getFavouriteStores', 'favourite');

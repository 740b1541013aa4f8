/** Store favourites (stores-and-social §7): check, add and remove, each a signed-in call. */
import { api } from './index.ts';

/** GET favourite/check?storeId=: data is a boolean. */
export const isFavouriteStore = (storeId: string) =>
  api().GET('storeLikeStatus', '/favourite/check', { params: { query: { storeId } } });

/** POST favourite/add { storeId }. */
export const favouriteStore = (storeId: string) => api().POST('addStoreLike', '/favourite/add', { body: { storeId } });

/** DELETE favourite/remove?storeId=. */
export const unfavouriteStore = (storeId: string) =>
  api().DELETE('removeStoreLike', '/favourite/remove', { params: { query: { storeId } } });

/** GET favourite (ours): the favourite stores as store cards, the latest first. */
export const getFavouriteStores = () => api().GET('getFavouriteStores', '/favourite');
